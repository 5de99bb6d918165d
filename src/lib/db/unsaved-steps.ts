/**
 * Steps a full disk kept from being saved, held in sessionStorage so a reload or a closed tab does not lose them
 * (issue 13): written while the game is unsaved, cleared once it is saved, offered back after a reload. What is
 * read back passes the restore layer's event schema and must extend the stored log.
 */
import * as v from 'valibot';
import { GameEventSchema } from './schemas';
import type { GameEvent } from '$lib/rules';

const key = (gameId: string) => `armageddon.unsaved.${gameId}`;
const Held = v.object({ events: v.pipe(v.array(GameEventSchema), v.maxLength(2000)) });

function store(): Storage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		return null;
	}
}

/** Keeps the game's active steps (the ones not saved among them) until the game is saved. */
export function holdUnsaved(gameId: string, events: readonly GameEvent[]): void {
	try {
		store()?.setItem(key(gameId), JSON.stringify({ events }));
	} catch {
		// sessionStorage full as well: nothing more can be kept here.
	}
}

/** Forgets the held steps (the game is saved, or the table discarded them). */
export function forgetUnsaved(gameId: string): void {
	try {
		store()?.removeItem(key(gameId));
	} catch {
		// nothing held
	}
}

/** The held steps that go beyond the stored log `saved` (which they must start with), or [] when there are none. */
export function heldBeyond(gameId: string, saved: readonly GameEvent[]): GameEvent[] {
	let raw: unknown;
	try {
		const text = store()?.getItem(key(gameId));
		if (!text) return [];
		raw = JSON.parse(text);
	} catch {
		return [];
	}
	const parsed = v.safeParse(Held, raw);
	if (!parsed.success) return [];
	const held = parsed.output.events as GameEvent[];
	const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
	if (held.length <= saved.length || !saved.every((e, i) => same(e, held[i]))) return [];
	return held.slice(saved.length);
}
