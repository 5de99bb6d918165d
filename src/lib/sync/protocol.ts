/**
 * The messages phones at one table send each other over a data channel: the host orders the log (as
 * boardgame.io's master does), a joined phone proposes steps and receives the accepted ones. Every message
 * that arrives is text from another device: it is size-limited, parsed and checked like a file before
 * anything reads it. A message that fails is dropped with a reason code, never applied.
 */
import * as v from 'valibot';
import type { BoxProfile, GameEvent, PlayerId, Setup } from '$lib/games/armageddon';
import { BoxProfileSchema, GameEventSchema, PlayerIdSchema, SetupSchema } from '$lib/db/schemas';

export const PROTOCOL_VERSION = 1;
/** A whole 6-round game is about 30 KB as JSON; nothing honest comes near this. */
export const MAX_MESSAGE_BYTES = 512 * 1024;
/** More events than any game can have (6 rounds, 4 players, every step undone and redone is far less). */
export const MAX_EVENTS = 5_000;

/** What a phone asks the host to do with the log. */
export type Op = { readonly kind: 'step'; readonly event: GameEvent } | { readonly kind: 'undo' } | { readonly kind: 'redo' };

/** Why the host did not take a proposed step. */
export type RefusedWhy = 'stale' | 'rejected' | 'seat';

export type Message =
	/**
	 * A phone to the host: which game it has, at which revision and log fingerprint, and the seat it holds; `key` is
	 * the phone's own random name, kept across reloads, so a phone that comes back gets its seat even before the host
	 * noticed its old connection was gone.
	 */
	| { readonly v: 1; readonly t: 'hello'; readonly game: string; readonly rev: number; readonly print: number; readonly seat: PlayerId | null; readonly key?: string }
	/** The host to a phone: the whole game (a join, or a phone whose log the host cannot continue). */
	| {
			readonly v: 1;
			readonly t: 'snapshot';
			readonly game: string;
			readonly rev: number;
			readonly setup: Setup;
			readonly profile: BoxProfile;
			readonly events: readonly GameEvent[];
			readonly head: number;
	  }
	/** The host to phones at revision `base`: the log from event `from` on, and the head, at revision `rev`. */
	| {
			readonly v: 1;
			readonly t: 'steps';
			readonly game: string;
			readonly base: number;
			readonly rev: number;
			readonly from: number;
			readonly events: readonly GameEvent[];
			readonly head: number;
			/** The proposal this revision took: the phone that sent it learns its step was accepted. */
			readonly by?: { readonly phone: string; readonly id: number };
	  }
	/** A phone to the host: do `op` on the log as it was at revision `base`; `id` comes back in a refusal. */
	| { readonly v: 1; readonly t: 'propose'; readonly game: string; readonly id: number; readonly base: number; readonly op: Op }
	/** The host to the phone that proposed `id`. */
	| { readonly v: 1; readonly t: 'refused'; readonly game: string; readonly id: number; readonly why: RefusedWhy; readonly rev: number }
	/** The host to every phone: who holds which seat (a phone's name as it said it). */
	| { readonly v: 1; readonly t: 'seats'; readonly game: string; readonly seats: Readonly<Record<string, string>> };

const rev = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
const index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_EVENTS));
const game = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const events = v.pipe(v.array(GameEventSchema), v.maxLength(MAX_EVENTS));

const OpSchema = v.variant('kind', [
	v.object({ kind: v.literal('step'), event: GameEventSchema }),
	v.object({ kind: v.literal('undo') }),
	v.object({ kind: v.literal('redo') })
]);

const MessageSchema = v.variant('t', [
	v.object({
		v: v.literal(1),
		t: v.literal('hello'),
		game,
		rev,
		print: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
		seat: v.nullable(PlayerIdSchema),
		key: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(64)))
	}),
	v.pipe(
		v.object({ v: v.literal(1), t: v.literal('snapshot'), game, rev, setup: SetupSchema, profile: BoxProfileSchema, events, head: index }),
		v.check((m) => m.head <= m.events.length, 'the head is past the log')
	),
	v.pipe(
		v.object({
			v: v.literal(1),
			t: v.literal('steps'),
			game,
			base: rev,
			rev,
			from: index,
			events,
			head: index,
			by: v.optional(v.object({ phone: v.pipe(v.string(), v.maxLength(64)), id: rev }))
		}),
		v.check((m) => m.rev > m.base, 'the revision does not move on'),
		v.check((m) => m.head <= m.from + m.events.length, 'the head is past the log')
	),
	v.object({ v: v.literal(1), t: v.literal('propose'), game, id: rev, base: rev, op: OpSchema }),
	v.object({ v: v.literal(1), t: v.literal('refused'), game, id: rev, why: v.picklist(['stale', 'rejected', 'seat']), rev }),
	v.object({
		v: v.literal(1),
		t: v.literal('seats'),
		game,
		seats: v.pipe(v.record(PlayerIdSchema, v.pipe(v.string(), v.maxLength(40))), v.check((s) => Object.keys(s).length <= 4, 'at most four seats'))
	})
]);

/** Why a message was dropped. */
export type DropReason = 'too-large' | 'not-json' | 'version' | 'shape' | 'other-game';

export type Decoded = { readonly ok: true; readonly message: Message } | { readonly ok: false; readonly reason: DropReason; readonly detail?: string };

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Reads one message as it came off the channel, for the game `expected`; never throws. */
export function decode(raw: unknown, expected: string): Decoded {
	if (typeof raw !== 'string') return { ok: false, reason: 'shape', detail: 'not text' };
	// A string longer than the limit in characters is longer in bytes too: no need to encode 10 MB to say no.
	if (raw.length > MAX_MESSAGE_BYTES || bytes(raw) > MAX_MESSAGE_BYTES) return { ok: false, reason: 'too-large' };
	let data: unknown;
	try {
		data = JSON.parse(raw);
	} catch {
		return { ok: false, reason: 'not-json' };
	}
	if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== PROTOCOL_VERSION) return { ok: false, reason: 'version' };
	const parsed = v.safeParse(MessageSchema, data);
	if (!parsed.success) return { ok: false, reason: 'shape', detail: v.summarize(parsed.issues).slice(0, 200) };
	const message = parsed.output as Message;
	if (message.game !== expected) return { ok: false, reason: 'other-game' };
	return { ok: true, message };
}

/** The text of a message, as it goes on the channel. */
export function encode(message: Message): string {
	return JSON.stringify(message);
}

/**
 * A fingerprint of a log and its head (FNV-1a over its JSON): two phones at one revision with the same
 * fingerprint hold the same game; a host that cannot vouch for a phone's revision sends the whole game.
 */
export function fingerprint(events: readonly GameEvent[], head: number): number {
	const text = JSON.stringify([head, events]);
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return hash >>> 0;
}

/** The player a step is for, or null for a step of the whole table (start a round, the completion phase). */
export function stepPlayer(event: GameEvent): PlayerId | null {
	return 'player' in event ? event.player : null;
}
