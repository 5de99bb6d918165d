/**
 * What a joined phone remembers of its table across a reload or a closed page: the game, its seat and the last
 * revision it stored. A data channel cannot outlive its page, so a reloaded phone needs a new code from the host;
 * with this it goes back to its seat and catches up from its revision instead of asking "Who are you?" again.
 * A phone that continues alone (its host gone) remembers the revision too: as the new host it numbers on from it,
 * so the other phones catch up from theirs.
 */
import * as v from 'valibot';
import type { PlayerId } from '$lib/games/armageddon';
import { localStore } from './local-storage';

export const TABLE_KEY = 'armageddon-companion:table';

export interface TableMemory {
	readonly game: string;
	readonly seat: PlayerId | null;
	readonly rev: number;
	/** This phone went on alone ("Continue on this phone"): it no longer asks to rejoin. */
	readonly alone: boolean;
	/** This phone's own random name at the table, the same after a reload. */
	readonly key: string;
}

const MemorySchema = v.object({
	game: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
	seat: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
	rev: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
	alone: v.boolean(),
	key: v.pipe(v.string(), v.minLength(8), v.maxLength(64))
});

/** The table this phone was last joined to, or null (nothing stored, or nothing readable). */
export function recallTable(storage: Storage | null = localStore()): TableMemory | null {
	try {
		const parsed = v.safeParse(MemorySchema, JSON.parse(storage?.getItem(TABLE_KEY) ?? 'null'));
		return parsed.success ? { ...parsed.output, seat: parsed.output.seat as PlayerId | null } : null;
	} catch {
		return null;
	}
}

/** Stores what this phone knows of its table (null forgets it); a full or blocked storage is ignored. */
export function rememberTable(memory: TableMemory | null, storage: Storage | null = localStore()): void {
	try {
		if (memory) storage?.setItem(TABLE_KEY, JSON.stringify(memory));
		else storage?.removeItem(TABLE_KEY);
	} catch {
		// Quota or privacy mode: a reload then asks for the seat again.
	}
}
