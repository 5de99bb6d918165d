/**
 * Everything a person has typed but not committed yet, kept in localStorage per game (or per new-game draft) so a
 * reload, a closed tab or a killed browser loses none of it. One entry per form: `{ at, for, value }`, where `for`
 * names the position the form was typed for (the step count, the player in turn) so a draft never lands on another
 * turn. Values are read back through the form's valibot schema; anything damaged counts as no draft.
 *
 * localStorage, not IndexedDB: it is not part of the quota a full IndexedDB runs out of, and it is synchronous, so
 * a draft is written before the tab can close. When localStorage itself is full, the oldest drafts of other games
 * make room; when that is not enough, the draft is only held in memory and `keep` says so (false).
 */
import * as v from 'valibot';
import { localStore } from '../platform/local-storage';

const PREFIX = 'armageddon-companion:drafts:';
/** The scope of the setup being typed on /new, before it has a game id. */
export const NEW_GAME_SCOPE = 'new-game';
/** The scope of the quick score being typed (it has no id until it is saved). */
export const QUICK_SCORE_SCOPE = 'quick-score';
/** The setup checklist's ticks: carried from the new-game draft to the game it starts. */
export const SETUP_TICKS = 'setup-ticks';
/** Steps a full disk kept out of the database: never dropped to make room for another draft. */
export const HELD_STEPS = 'held-steps';

const keyOf = (scope: string, name: string) => `${PREFIX}${scope}:${name}`;
const Entry = v.object({ at: v.number(), for: v.string(), value: v.unknown() });

/** NaN (a number being typed) survives JSON as a tagged string; every draft number schema reads it back. */
function encode(value: unknown): string {
	return JSON.stringify(value, (_k, x: unknown) => (typeof x === 'number' && Number.isNaN(x) ? 'NaN' : x));
}

/** A number as typed, NaN while it is not one. */
export const TypedNumber = v.union([v.number(), v.pipe(v.literal('NaN'), v.transform(() => Number.NaN))]);

function entries(storage: Storage): { key: string; at: number }[] {
	const out: { key: string; at: number }[] = [];
	for (let i = 0; i < storage.length; i++) {
		const key = storage.key(i);
		if (!key?.startsWith(PREFIX)) continue;
		let at = 0;
		try {
			const parsed = v.safeParse(Entry, JSON.parse(storage.getItem(key) ?? 'null'));
			at = parsed.success ? parsed.output.at : 0;
		} catch {
			// damaged: the first to go
		}
		out.push({ key, at });
	}
	return out.sort((a, b) => a.at - b.at);
}

/**
 * Keeps `value` as the draft `name` of `scope`, typed for position `at`. False when storage refused it even after
 * the oldest drafts of other scopes were dropped (the form goes on working; the draft lives only in this tab).
 */
export function keepDraft(scope: string, name: string, at: string, value: unknown, now = Date.now(), storage: Storage | null = localStore()): boolean {
	if (!storage) return false;
	const key = keyOf(scope, name);
	const text = encode({ at: now, for: at, value });
	const write = () => {
		try {
			storage.setItem(key, text);
			return true;
		} catch {
			return false;
		}
	};
	if (write()) return true;
	const own = `${PREFIX}${scope}:`;
	for (const old of entries(storage).filter((e) => !e.key.startsWith(own) && !e.key.endsWith(`:${HELD_STEPS}`))) {
		try {
			storage.removeItem(old.key);
		} catch {
			return false;
		}
		if (write()) return true;
	}
	return false;
}

/** The draft `name` of `scope` typed for position `at`, read through `schema`; null when there is none, it was typed elsewhere, or it is damaged. */
export function readDraft<S extends v.GenericSchema>(scope: string, name: string, at: string, schema: S, storage: Storage | null = localStore()): v.InferOutput<S> | null {
	try {
		const text = storage?.getItem(keyOf(scope, name));
		if (!text) return null;
		const entry = v.safeParse(Entry, JSON.parse(text));
		if (!entry.success || entry.output.for !== at) return null;
		const parsed = v.safeParse(schema, entry.output.value);
		return parsed.success ? parsed.output : null;
	} catch {
		return null;
	}
}

/** Forgets one draft (it was committed or discarded). */
export function dropDraft(scope: string, name: string, storage: Storage | null = localStore()): void {
	try {
		storage?.removeItem(keyOf(scope, name));
	} catch {
		// nothing kept, nothing to forget
	}
}

/** Moves a draft to another scope (what was typed for the new game goes with the game it started). */
export function moveDraft(from: string, to: string, name: string, storage: Storage | null = localStore()): void {
	try {
		const text = storage?.getItem(keyOf(from, name));
		if (!text) return;
		storage?.setItem(keyOf(to, name), text);
		storage?.removeItem(keyOf(from, name));
	} catch {
		// a full storage keeps it where it was
	}
}

/** Forgets every draft of `scope` (the game was deleted, the new game started). */
export function dropScope(scope: string, storage: Storage | null = localStore()): void {
	if (!storage) return;
	const own = `${PREFIX}${scope}:`;
	try {
		for (const key of entries(storage).map((e) => e.key).filter((k) => k.startsWith(own))) storage.removeItem(key);
	} catch {
		// nothing to forget where storage is refused
	}
}
