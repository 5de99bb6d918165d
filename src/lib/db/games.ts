/** A game's stored log: create, load, and the one write path for events, undo and redo. */
import Dexie from 'dexie';
import { type BoxProfile, createGame, type FinalEntries, type FinalSummary, type GameEvent, type GameState, type PlayerId, type Setup } from '../games/armageddon';
import type { CompanionDb } from './database';
import { ConflictError, NotFoundError, attempt, writeError, type DbResult } from './errors';
import { nextTask } from '../platform/next-task';
import { gameRowShape, holdsFinal, restoreLogPaused, type Damage } from './restore';
import type { GameRow, UndoneFinal } from './rows';
import { finalSummary, summarize, type FinalOutcome } from './summary';

/** The row of a new game with no events (not stored yet); the id is random unless given. */
export function newGameRow(setup: Setup, profile: BoxProfile, opts: { id?: string; now?: number; title?: string | null } = {}): GameRow {
	const now = opts.now ?? Date.now();
	return {
		id: opts.id ?? crypto.randomUUID(),
		createdAt: now,
		updatedAt: now,
		title: opts.title ?? null,
		setup,
		profile,
		...summarize(createGame(setup, profile)),
		head: 0,
		count: 0,
		rev: 0,
		deleted: 0,
		deletedAt: null,
		final: null
	};
}

/** Stores a new game with no events. */
export function createGameRecord(
	db: CompanionDb,
	setup: Setup,
	profile: BoxProfile,
	opts: { id?: string; now?: number; title?: string | null } = {}
): Promise<DbResult<GameRow>> {
	return attempt(async () => {
		const row = newGameRow(setup, profile, opts);
		await db.games.add(row);
		return row;
	});
}

/** A game as read back: its row and its restored log. */
export interface LoadedGame {
	readonly row: GameRow;
	/** Every usable stored event, the undone tail included. */
	readonly events: GameEvent[];
	/** Active events; may be below the stored head when damaged events were cut. */
	readonly head: number;
	readonly state: GameState;
	readonly damaged: Damage[];
}

function eventRange(db: CompanionDb, gameId: string, fromSeq = 0) {
	return db.events.where('[gameId+seq]').between([gameId, fromSeq], [gameId, Dexie.maxKey], true, true);
}

/**
 * Reads a game and folds its active events; damaged or unreplayable events are reported and cut off. Checking
 * the rows and folding them run in several short tasks, not one long one: the page opening the game stays
 * responsive.
 */
export async function loadGame(db: CompanionDb, gameId: string): Promise<DbResult<LoadedGame>> {
	const read = await attempt(() =>
		db.transaction('r', db.games, db.events, async () => {
			const raw = await db.games.get(gameId);
			if (!raw || raw.deleted) throw new NotFoundError(gameId);
			return { raw, events: await eventRange(db, gameId).toArray() };
		})
	);
	if (!read.ok) return read;
	const shaped = gameRowShape(read.value.raw);
	if (!shaped.ok) return damagedRow(shaped.damage);
	// The final scorer that checks a saved final is fetched only for a game that holds one, while its log is folded.
	const checking = holdsFinal(shaped.value) ? attempt(() => import('./restore-final')) : null;
	await nextTask();
	const log = await restoreLogPaused(shaped.value, read.value.events, nextTask);
	if (checking) {
		const loaded = await checking;
		if (!loaded.ok) return loaded;
		const checked = loaded.value.checkSavedFinals(shaped.value);
		if (!checked.ok) return damagedRow(checked.damage);
	}
	return { ok: true, value: { row: shaped.value, ...log } };
}

const damagedRow = (d: Damage): DbResult<never> => ({ ok: false, error: writeError('damaged', d.problem, d.detail) });

/**
 * Calls `onStored` with the stored rev (null = gone) now and whenever the games change, in this tab or another,
 * unless `ownWrite` says the change is this tab's own write; returns the stop function.
 */
export function watchGame(db: CompanionDb, gameId: string, onStored: (rev: number | null) => void, ownWrite: () => boolean = () => false): () => void {
	let live = true;
	const read = (): void => {
		void db.games.get(gameId).then(
			(row) => live && onStored(row && !row.deleted ? row.rev : null),
			() => live && onStored(null)
		);
	};
	const table = `idb://${db.name}/games/`;
	// Dexie reports every committed write, this tab's own at once and other tabs' over a channel; the row is read
	// only for a write this tab did not just make (its own rev it knows already).
	const changed = (parts: Record<string, unknown>): void => {
		if (!live || !('all' in parts || Object.keys(parts).some((k) => k.startsWith(table)))) return;
		if (!ownWrite()) read();
	};
	Dexie.on('storagemutated', changed);
	read();
	return () => {
		live = false;
		Dexie.on('storagemutated').unsubscribe(changed);
	};
}

/** What to write: the events from `fromSeq` on replace everything stored from there. */
export interface LogWrite {
	/** The `rev` this tab last saw; a different stored rev means another tab wrote first. */
	readonly expectedRev: number;
	/**
	 * The row this tab last read or wrote (at `expectedRev`). Given, the writes go out together with the read
	 * that checks the rev (one round trip to the database instead of one per request); without it, the row is
	 * read first.
	 */
	readonly known?: GameRow;
	readonly fromSeq: number;
	readonly events: readonly GameEvent[];
	readonly head: number;
	/** The fold of the first `head` events, for the summary. */
	readonly state: GameState;
	/** The saved final scoring still in force at `head` (kept by redo); none by default: a change clears it. */
	readonly final?: FinalSummary | null;
	/** A final scoring undo set aside, kept for redo. */
	readonly undoneFinal?: UndoneFinal | null;
	readonly now?: number;
}

/** The stored row after a write. */
export interface WriteReceipt {
	readonly rev: number;
	readonly head: number;
	readonly count: number;
}

/** Fields the history changes without a new rev (rename, bin): a write keeps what is stored. */
const sameHistoryFields = (a: GameRow, b: GameRow) => a.title === b.title && a.deleted === b.deleted && a.deletedAt === b.deletedAt;

/**
 * Writes events and the game's summary in one transaction, after checking that
 * no other tab wrote since `expectedRev`. Appending one event, undo (head − 1),
 * redo (head + 1) and replacing an undone tail are all this one call.
 */
export function saveLog(db: CompanionDb, gameId: string, write: LogWrite): Promise<DbResult<WriteReceipt>> {
	return attempt(() =>
		db.transaction('rw', db.games, db.events, async () => {
			const reading = db.games.get(gameId);
			const base = write.known ?? (await reading);
			if (!base || base.deleted) throw new NotFoundError(gameId);
			const count = write.fromSeq + write.events.length;
			const at = write.now ?? Date.now();
			const final = write.final ?? null;
			const next: GameRow = {
				...base,
				...summarize(write.state, final),
				final,
				undoneFinal: write.undoneFinal ?? null,
				head: write.head,
				count,
				rev: write.expectedRev + 1,
				updatedAt: at
			};
			// Requests run in the order they are made. Undone steps beyond fromSeq are replaced; a plain append has nothing to delete.
			const writes: Promise<unknown>[] = [];
			if (write.fromSeq < base.count) writes.push(eventRange(db, gameId, write.fromSeq).delete());
			if (write.events.length > 0) writes.push(db.events.bulkAdd(write.events.map((event, i) => ({ gameId, seq: write.fromSeq + i, event, at }))));
			writes.push(db.games.put(next));
			const written = Promise.all(writes);
			// A refusal below aborts the transaction, and with it these writes: their rejection is that abort.
			written.catch(() => undefined);

			const row = await reading;
			if (!row || row.deleted) throw new NotFoundError(gameId);
			if (row.rev !== write.expectedRev) throw new ConflictError(`stored rev ${row.rev}, expected ${write.expectedRev}`);
			if (write.fromSeq > row.count || write.head > count || row.count !== base.count) throw new RangeError('write does not fit the stored log');
			if (!sameHistoryFields(row, next)) writes.push(db.games.put({ ...next, title: row.title, deleted: row.deleted, deletedAt: row.deletedAt }));
			await Promise.all(writes);
			return { rev: next.rev, head: next.head, count };
		})
	);
}

/** Saves the outcome of the final scoring (winners, totals) on the game row; checked like {@link saveLog}. */
export function saveFinalScore(
	db: CompanionDb,
	gameId: string,
	write: { expectedRev: number; state: GameState; result: FinalOutcome; entries?: Readonly<Record<PlayerId, FinalEntries>>; now?: number }
): Promise<DbResult<WriteReceipt>> {
	return attempt(() =>
		db.transaction('rw', db.games, async () => {
			const row = await db.games.get(gameId);
			if (!row || row.deleted) throw new NotFoundError(gameId);
			if (row.rev !== write.expectedRev) throw new ConflictError(`stored rev ${row.rev}, expected ${write.expectedRev}`);
			const final = finalSummary(write.result, write.entries ? { entries: write.entries } : {});
			const next: GameRow = { ...row, ...summarize(write.state, final), final, undoneFinal: null, rev: row.rev + 1, updatedAt: write.now ?? Date.now() };
			await db.games.put(next);
			return { rev: next.rev, head: next.head, count: next.count };
		})
	);
}
