/** The history list: paging over summary rows, rename, soft delete with undo, play again. */
import Dexie from 'dexie';
import { localStore } from '../platform/local-storage';
import { randomSeed } from '../platform/random-seed';
import { dropScope } from './drafts';
import { type BoxProfile, setupAgain } from '../games/armageddon';
import type { CompanionDb } from './database';
import { NotFoundError, attempt, writeError, type DbResult } from './errors';
import { createGameRecord } from './games';
import { restoreRows, type Damage } from './restore';
import { restoreGameRow } from './restore-final';
import type { GameRow } from './rows';

export { TITLE_MAX } from './limits';
import { TITLE_MAX } from './limits';

/** One page of the history, newest first. */
export interface GamePage {
	readonly games: GameRow[];
	/** Games not deleted, for the pager. */
	readonly total: number;
	readonly damaged: Damage[];
}

function byUpdated(db: CompanionDb, deleted: 0 | 1) {
	return db.games.where('[deleted+updatedAt]').between([deleted, Dexie.minKey], [deleted, Dexie.maxKey]);
}

/** A page of stored games, newest first; reads only the page's summary rows, never events. */
export function listGames(db: CompanionDb, page: { offset?: number; limit?: number } = {}): Promise<DbResult<GamePage>> {
	const offset = Math.max(0, Math.floor(page.offset ?? 0));
	const limit = Math.max(1, Math.floor(page.limit ?? 20));
	return attempt(() =>
		db.transaction('r', db.games, async () => {
			const raw = await byUpdated(db, 0).reverse().offset(offset).limit(limit).toArray();
			const total = await byUpdated(db, 0).count();
			const { rows, damaged } = restoreRows(raw, restoreGameRow);
			return { games: rows, total, damaged };
		})
	);
}

async function update(db: CompanionDb, id: string, change: (row: GameRow) => Partial<GameRow>): Promise<void> {
	await db.transaction('rw', db.games, async () => {
		const row = await db.games.get(id);
		if (!row) throw new NotFoundError(id);
		await db.games.put({ ...row, ...change(row) });
	});
}

/** Names a game; an empty name goes back to the default (date and players). Does not reorder the list. */
export function renameGame(db: CompanionDb, id: string, title: string | null): Promise<DbResult<string | null>> {
	const clean = (title ?? '').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX) || null;
	return attempt(async () => {
		await update(db, id, () => ({ title: clean }));
		return clean;
	});
}

/** Moves a game to the bin; {@link restoreGame} undoes it until {@link purgeDeletedGames} runs. */
export function deleteGame(db: CompanionDb, id: string, now = Date.now()): Promise<DbResult<void>> {
	return attempt(() => update(db, id, () => ({ deleted: 1, deletedAt: now })));
}

/** Undoes {@link deleteGame}. */
export function restoreGame(db: CompanionDb, id: string): Promise<DbResult<void>> {
	return attempt(() => update(db, id, () => ({ deleted: 0, deletedAt: null })));
}

/** Removes binned games (deleted at or before `before`) with their events and their kept drafts for good; returns how many. */
export async function purgeDeletedGames(db: CompanionDb, before = Infinity, drafts: Storage | null = localStore()): Promise<DbResult<number>> {
	const purged = await attempt(() =>
		db.transaction('rw', db.games, db.events, async () => {
			const ids = (await byUpdated(db, 1).toArray()).filter((g) => (g.deletedAt ?? 0) <= before).map((g) => g.id);
			for (const id of ids) await db.events.where('gameId').equals(id).delete();
			await db.games.bulkDelete(ids);
			return ids;
		})
	);
	if (!purged.ok) return purged;
	for (const id of purged.value) dropScope(id, drafts);
	return { ok: true, value: purged.value.length };
}

/** "Play again": a new game with the same players and colours in the same seats and a new seed. */
export async function duplicateGame(
	db: CompanionDb,
	id: string,
	opts: { profile?: BoxProfile; seed?: string; now?: number } = {}
): Promise<DbResult<GameRow>> {
	const found = await attempt(() => db.games.get(id));
	if (!found.ok) return found;
	const restored = found.value ? restoreGameRow(found.value) : null;
	if (!restored) return { ok: false, error: writeError('not-found') };
	if (!restored.ok) return { ok: false, error: writeError('damaged', restored.damage.problem, restored.damage.detail) };
	const old = restored.value;
	const setup = setupAgain(old.setup, opts.seed ?? randomSeed(), opts.profile ?? old.profile);
	if (!setup.ok) return { ok: false, error: writeError('unknown', setup.reason) };
	return createGameRecord(db, setup.value, opts.profile ?? old.profile, { now: opts.now });
}
