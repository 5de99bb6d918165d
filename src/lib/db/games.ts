/** A game's stored log: create, load, and the one write path for events, undo and redo. */
import Dexie, { RangeSet, liveQuery, type ObservabilitySet } from 'dexie';
import { createGame } from '../rules/game';
import type { BoxProfile, GameEvent, GameState, Setup } from '../rules/types';
import { WRITE_DURABILITY, type CompanionDb } from './database';
import { ConflictError, NotFoundError, attempt, toWriteError, writeError, type DbResult } from './errors';
import { nextTask } from '../platform/next-task';
import { restoreGameRow, restoreLogPaused, type Damage } from './restore';
import type { GameRow } from './rows';
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
	const restored = restoreGameRow(read.value.raw);
	if (!restored.ok) return { ok: false, error: writeError('damaged', restored.damage.problem, restored.damage.detail) };
	await nextTask();
	return { ok: true, value: { row: restored.value, ...(await restoreLogPaused(restored.value, read.value.events, nextTask)) } };
}

/** Calls `onStored` with the stored rev (null = gone) whenever the game row changes, in this tab or another; returns the stop function. */
export function watchGame(db: CompanionDb, gameId: string, onStored: (rev: number | null) => void): () => void {
	const subscription = liveQuery(() => db.games.get(gameId)).subscribe({
		next: (row) => onStored(row && !row.deleted ? row.rev : null),
		error: () => onStored(null)
	});
	return () => subscription.unsubscribe();
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
 *
 * The one write of a tap, so it goes to IndexedDB directly, not through Dexie's `transaction()`: Dexie opens
 * its transaction a microtask later, after the screen has re-rendered, and costs a few milliseconds of
 * promise zones per write. Here the requests leave in the caller's own event. The commit is then announced
 * with Dexie's documented `storagemutated` event, which is what Dexie itself fires: live queries in this tab
 * and in the others (`watchGame`) see the write as before.
 */
export async function saveLog(db: CompanionDb, gameId: string, write: LogWrite): Promise<DbResult<WriteReceipt>> {
	if (!db.isOpen()) {
		// Closed on purpose (or by a newer version in another tab) stays closed, as Dexie's own calls would.
		if (db.hasBeenClosed()) return { ok: false, error: writeError('unavailable') };
		const opened = await attempt(() => db.open());
		if (!opened.ok) return opened;
	}
	return new Promise((resolve) => {
		let tx: IDBTransaction;
		try {
			tx = db.backendDB().transaction(['games', 'events'], 'readwrite', { durability: WRITE_DURABILITY });
		} catch (e) {
			resolve({ ok: false, error: toWriteError(e) });
			return;
		}
		const games = tx.objectStore('games');
		const events = tx.objectStore('events');
		let refusal: unknown = null;
		let receipt: WriteReceipt | null = null;
		let next: GameRow | null = null;
		const refuse = (e: unknown) => {
			refusal ??= e;
			try {
				tx.abort();
			} catch {
				// Already finished: onabort or oncomplete reports.
			}
		};
		// Requests run in the order they are made. Undone steps beyond fromSeq are replaced; a plain append has nothing to delete.
		const writeFrom = (base: GameRow) => {
			const count = write.fromSeq + write.events.length;
			const at = write.now ?? Date.now();
			next = { ...base, ...summarize(write.state), final: null, head: write.head, count, rev: write.expectedRev + 1, updatedAt: at };
			for (let seq = write.fromSeq; seq < base.count; seq++) events.delete([gameId, seq]);
			write.events.forEach((event, i) => events.add({ gameId, seq: write.fromSeq + i, event, at }));
			games.put(next);
			receipt = { rev: next.rev, head: next.head, count };
		};
		tx.oncomplete = () => {
			if (!receipt) return resolve({ ok: false, error: toWriteError(new RangeError('nothing written')) });
			resolve({ ok: true, value: receipt });
			// After the caller has its answer: the other tabs' live queries are not on this tap's path.
			void nextTask().then(() => announce(db.name, gameId));
		};
		tx.onabort = () => resolve({ ok: false, error: toWriteError(refusal ?? tx.error) });
		try {
			const reading = games.get(gameId);
			if (write.known) writeFrom(write.known);
			reading.onsuccess = () => {
				try {
					check(reading.result as GameRow | undefined);
				} catch (e) {
					refuse(e);
				}
			};
		} catch (e) {
			refuse(e);
		}
		function check(row: GameRow | undefined) {
			if (!row || row.deleted) return refuse(new NotFoundError(gameId));
			if (row.rev !== write.expectedRev) return refuse(new ConflictError(`stored rev ${row.rev}, expected ${write.expectedRev}`));
			if (!next) writeFrom(row);
			const written = next as GameRow | null;
			if (!written || !receipt) return refuse(new RangeError('nothing to write'));
			if (write.fromSeq > row.count || write.head > receipt.count || (write.known && row.count !== write.known.count)) return refuse(new RangeError('write does not fit the stored log'));
			if (!sameHistoryFields(row, written)) games.put({ ...written, title: row.title, deleted: row.deleted, deletedAt: row.deletedAt });
		}
	});
}

/** Tells Dexie's live queries (this tab and the others) that a game and its events changed, as a Dexie commit does. */
function announce(dbName: string, gameId: string): void {
	const all = () => new RangeSet(-Infinity, [[[]]]);
	const parts: ObservabilitySet = {
		[`idb://${dbName}/games/`]: new RangeSet(gameId),
		[`idb://${dbName}/games/:dels`]: new RangeSet(),
		[`idb://${dbName}/games/updatedAt`]: all(),
		[`idb://${dbName}/games/[deleted+updatedAt]`]: all(),
		[`idb://${dbName}/events/`]: new RangeSet([gameId, -Infinity], [gameId, [[]]]),
		[`idb://${dbName}/events/:dels`]: new RangeSet([gameId, -Infinity], [gameId, [[]]]),
		[`idb://${dbName}/events/gameId`]: new RangeSet(gameId)
	};
	Dexie.on('storagemutated').fire(parts);
}

/** Saves the outcome of the final scoring (winners, totals) on the game row; checked like {@link saveLog}. */
export function saveFinalScore(
	db: CompanionDb,
	gameId: string,
	write: { expectedRev: number; state: GameState; result: FinalOutcome; now?: number }
): Promise<DbResult<WriteReceipt>> {
	return attempt(() =>
		db.transaction('rw', db.games, async () => {
			const row = await db.games.get(gameId);
			if (!row || row.deleted) throw new NotFoundError(gameId);
			if (row.rev !== write.expectedRev) throw new ConflictError(`stored rev ${row.rev}, expected ${write.expectedRev}`);
			const final = finalSummary(write.result);
			const next: GameRow = { ...row, ...summarize(write.state, final), final, rev: row.rev + 1, updatedAt: write.now ?? Date.now() };
			await db.games.put(next);
			return { rev: next.rev, head: next.head, count: next.count };
		})
	);
}
