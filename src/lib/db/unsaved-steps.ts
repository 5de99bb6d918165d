/**
 * Steps a full disk kept from being saved, held in the draft store (localStorage, outside the quota of the full
 * IndexedDB) so reloads and a closed tab do not lose them: written while the game is unsaved, cleared once it is
 * saved, offered back after a reload. What is read back passes the restore layer's event schema and must extend
 * the stored log.
 */
import * as v from 'valibot';
import { dropDraft, HELD_STEPS, keepDraft, readDraft } from './drafts';
import { GameEventSchema } from './schemas';
import type { GameEvent } from '$lib/games/armageddon';

const Held = v.object({ events: v.pipe(v.array(GameEventSchema), v.maxLength(2000)) });
/** Where this tab held them before the draft store: still read, so an update loses none. */
const legacyKey = (gameId: string) => `armageddon.unsaved.${gameId}`;

function sessionStore(): Storage | null {
	try {
		return typeof sessionStorage === 'undefined' ? null : sessionStorage;
	} catch {
		return null;
	}
}

function legacyHeld(gameId: string, legacy: Storage | null): GameEvent[] | undefined {
	try {
		const parsed = v.safeParse(Held, JSON.parse(legacy?.getItem(legacyKey(gameId)) ?? 'null'));
		return parsed.success ? (parsed.output.events as GameEvent[]) : undefined;
	} catch {
		return undefined;
	}
}

/** Keeps the game's active steps (the ones not saved among them) until the game is saved; false when even that storage refused them. */
export function holdUnsaved(gameId: string, events: readonly GameEvent[], storage?: Storage | null): boolean {
	return keepDraft(gameId, HELD_STEPS, '', { events }, undefined, storage);
}

/** Forgets the held steps (the game is saved, or the table discarded them). */
export function forgetUnsaved(gameId: string, storage?: Storage | null, legacy: Storage | null = sessionStore()): void {
	dropDraft(gameId, HELD_STEPS, storage);
	try {
		legacy?.removeItem(legacyKey(gameId));
	} catch {
		// nothing held there
	}
}

/** The held steps that go beyond the stored log `saved` (which they must start with), or [] when there are none. */
export function heldBeyond(gameId: string, saved: readonly GameEvent[], storage?: Storage | null, legacy: Storage | null = sessionStore()): GameEvent[] {
	const held = (readDraft(gameId, HELD_STEPS, '', Held, storage)?.events as GameEvent[] | undefined) ?? legacyHeld(gameId, legacy);
	if (!held) return [];
	const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
	if (held.length <= saved.length || !saved.every((e, i) => same(e, held[i]))) return [];
	return held.slice(saved.length);
}
