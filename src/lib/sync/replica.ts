/**
 * A joined phone's copy of the game: it proposes steps to the host and takes the host's accepted log. What the
 * host sends is checked for meaning as a stored game is (every event must replay), so a broken or forged
 * message changes nothing. Pure: messages in, messages out.
 */
import { replay, type BoxProfile, type GameEvent, type GameState, type PlayerId, type Setup } from '$lib/games/armageddon';
import { decode, fingerprint, type DropReason, type Message, type Op, type RefusedWhy } from './protocol';

interface Game {
	readonly setup: Setup;
	readonly profile: BoxProfile;
	readonly events: readonly GameEvent[];
	readonly head: number;
	readonly rev: number;
	readonly state: GameState;
}

/** What one message from the host did. */
export type Heard =
	/** The log moved on; `mine` is the id of this phone's proposal it took, if it took one. */
	| { readonly kind: 'changed'; readonly rev: number; readonly mine?: number }
	| { readonly kind: 'same' }
	| { readonly kind: 'refused'; readonly id: number; readonly why: RefusedWhy }
	| { readonly kind: 'seats'; readonly seats: Readonly<Record<string, string>> }
	/** The host's message does not follow from what this phone has: ask again (`reply` is the hello to send). */
	| { readonly kind: 'behind' }
	| { readonly kind: 'dropped'; readonly reason: DropReason | 'meaning'; readonly detail?: string };

export interface Reply {
	readonly heard: Heard;
	/** A message to send back to the host, if any. */
	readonly reply?: Message;
}

/** A game read back from a snapshot or a tail, when every event replays and the head is in the log. */
function checked(setup: Setup, profile: BoxProfile, events: readonly GameEvent[], head: number, rev: number): Game | null {
	if (head > events.length) return null;
	const all = replay(setup, profile, events);
	if (all.rejected) return null;
	const state = head === events.length ? all.state : replay(setup, profile, events.slice(0, head)).state;
	return { setup, profile, events, head, rev, state };
}

export class Replica {
	readonly game: string;
	#game: Game | null;
	#seat: PlayerId | null = null;
	#nextId = 1;
	/** A hello went out: the next snapshot answers it, even one from a host that counts fewer revisions (a new host). */
	#asked = false;

	/** The name the host knows this phone by (the ticket of the code it answered). */
	readonly me: string;
	/** This phone's own name across reloads (see the hello message). */
	readonly key: string | undefined;

	/** A phone that has the game stored starts from it; a phone that only scanned the code starts empty. */
	constructor(game: string, stored: Omit<Game, 'state'> | null = null, me = '', key?: string) {
		this.game = game;
		this.me = me;
		this.key = key;
		this.#game = stored ? checked(stored.setup, stored.profile, stored.events, stored.head, stored.rev) : null;
	}

	get ready(): boolean {
		return this.#game !== null;
	}
	get rev(): number {
		return this.#game?.rev ?? 0;
	}
	get events(): readonly GameEvent[] {
		return this.#game?.events ?? [];
	}
	get head(): number {
		return this.#game?.head ?? 0;
	}
	get setup(): Setup | null {
		return this.#game?.setup ?? null;
	}
	get profile(): BoxProfile | null {
		return this.#game?.profile ?? null;
	}
	get state(): GameState | null {
		return this.#game?.state ?? null;
	}
	get seat(): PlayerId | null {
		return this.#seat;
	}

	/** The greeting that tells the host where this phone is (sent when the channel opens, and to catch up). */
	hello(seat: PlayerId | null = this.#seat): Message {
		this.#seat = seat;
		this.#asked = true;
		const g = this.#game;
		return { v: 1, t: 'hello', game: this.game, rev: g?.rev ?? 0, print: g ? fingerprint(g.events, g.head) : 0, seat, ...(this.key ? { key: this.key } : {}) };
	}

	/** A step, an undo or a redo tapped on this phone, for the host to order. */
	propose(op: Op): { readonly id: number; readonly message: Message } {
		const id = this.#nextId++;
		return { id, message: { v: 1, t: 'propose', game: this.game, id, base: this.rev, op } };
	}

	/** A message from the host, as it came off the channel. */
	receive(raw: unknown): Reply {
		const decoded = decode(raw, this.game);
		if (!decoded.ok) return { heard: { kind: 'dropped', reason: decoded.reason, ...(decoded.detail ? { detail: decoded.detail } : {}) } };
		const message = decoded.message;
		switch (message.t) {
			case 'snapshot': {
				// An older game than this phone's, unasked for: a late duplicate.
				if (this.#game && message.rev < this.#game.rev && !this.#asked) return { heard: { kind: 'same' } };
				const game = checked(message.setup, message.profile, message.events, message.head, message.rev);
				if (!game) return { heard: { kind: 'dropped', reason: 'meaning', detail: 'the game does not replay' } };
				this.#game = game;
				this.#asked = false;
				return { heard: { kind: 'changed', rev: game.rev } };
			}
			case 'steps': {
				const g = this.#game;
				// Already taken (a duplicate, or the catch-up crossed a broadcast).
				if (g && message.rev <= g.rev) return { heard: { kind: 'same' } };
				// A step from further on than this phone is, or no game yet: ask for what is missing.
				if (!g || message.base !== g.rev || message.from > g.events.length) return { heard: { kind: 'behind' }, reply: this.hello() };
				const events = [...g.events.slice(0, message.from), ...message.events];
				const game = checked(g.setup, g.profile, events, message.head, message.rev);
				if (!game) return { heard: { kind: 'dropped', reason: 'meaning', detail: 'the steps do not replay' } };
				this.#game = game;
				const mine = message.by && message.by.phone === this.me ? { mine: message.by.id } : {};
				return { heard: { kind: 'changed', rev: game.rev, ...mine } };
			}
			case 'refused':
				return { heard: { kind: 'refused', id: message.id, why: message.why } };
			case 'seats':
				return { heard: { kind: 'seats', seats: message.seats } };
			default:
				return { heard: { kind: 'dropped', reason: 'shape', detail: `the host sent ${message.t}` } };
		}
	}
}
