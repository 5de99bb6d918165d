/** Test-only helpers: isolated fake-indexeddb databases, a fixture setup and middlewares that fail or count. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { DBCore, DBCoreTable } from 'dexie';
import { FIXTURE_COMPLETE_PROFILE } from '../../games/armageddon/testing/fixture-profiles';
import { createSetup } from '../../games/armageddon/setup';
import { replay } from '../../games/armageddon/game';
import { playerId, type BoxProfile, type GameEvent, type PlayerId, type Setup } from '../../games/armageddon/types';
import { CompanionDb, DB_NAME } from '../database';
import { createGameRecord, saveLog } from '../games';
import type { GameRow } from '../rows';

export const P1: PlayerId = playerId('p1');
export const P2: PlayerId = playerId('p2');

/** A fresh IndexedDB (own factory: no state shared between tests). */
export function freshFactory(): { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange } {
	return { indexedDB: new IDBFactory(), IDBKeyRange };
}

/** The app's database on its own fake IndexedDB; pass `factory` to open a second connection to the same one. */
export function testDb(factory = freshFactory()): CompanionDb {
	return new CompanionDb(DB_NAME, factory);
}

/** Three players, fixture profile. */
export function testSetup(seed = 'ABC123', profile: BoxProfile = FIXTURE_COMPLETE_PROFILE): Setup {
	const setup = createSetup({
		players: [
			{ name: 'Ani', colour: 'brown' },
			{ name: 'Ben', colour: 'white' },
			{ name: 'Cleo', colour: 'orange' }
		],
		seed,
		profile
	});
	if (!setup.ok) throw new Error(setup.reason);
	return setup.value;
}

/** A VP correction: always accepted, and its value is visible in the folded state. */
export const vp = (player: PlayerId, value: number): GameEvent => ({ type: 'correction', player, field: 'vp', value });

/** `n` accepted events: corrections of Ani's VP to 11, 12, … */
export const vpSteps = (n: number, from = 11): GameEvent[] => Array.from({ length: n }, (_, i) => vp(P1, from + i));

/** Stores a game with `events` active; returns its row. */
export async function storeGame(
	db: CompanionDb,
	events: readonly GameEvent[] = [],
	opts: { now?: number; setup?: Setup; id?: string } = {}
): Promise<GameRow> {
	const setup = opts.setup ?? testSetup();
	const created = await createGameRecord(db, setup, FIXTURE_COMPLETE_PROFILE, { now: opts.now, id: opts.id });
	if (!created.ok) throw new Error(created.error.message);
	if (events.length === 0) return created.value;
	const { state, rejected } = replay(setup, FIXTURE_COMPLETE_PROFILE, events);
	if (rejected) throw new Error(rejected.rejection.reason);
	const saved = await saveLog(db, created.value.id, { expectedRev: 0, fromSeq: 0, events, head: events.length, state, now: opts.now });
	if (!saved.ok) throw new Error(saved.error.message);
	return (await db.games.get(created.value.id))!;
}

function wrapTables(db: CompanionDb, name: string, wrap: (table: string, t: DBCoreTable) => DBCoreTable): void {
	db.use({
		stack: 'dbcore',
		name,
		create: (down: DBCore): DBCore => ({ ...down, table: (table: string) => wrap(table, down.table(table)) })
	});
}

/** Makes writes to `table` fail with a DOMException named `errorName` while `on` is true. */
export function failWrites(db: CompanionDb, table: string, errorName = 'QuotaExceededError'): { on: boolean } {
	const switcher = { on: false };
	wrapTables(db, 'fail-writes', (name, t) => ({
		...t,
		mutate: (req) => (switcher.on && name === table ? Promise.reject(new DOMException('test failure', errorName)) : t.mutate(req))
	}));
	return switcher;
}

/** Counts rows read per table (queries, gets) and cursors opened. */
export function countReads(db: CompanionDb): { rows: Record<string, number>; cursors: Record<string, number>; reset(): void } {
	const counts = {
		rows: {} as Record<string, number>,
		cursors: {} as Record<string, number>,
		reset() {
			counts.rows = {};
			counts.cursors = {};
		}
	};
	const add = (bag: 'rows' | 'cursors', table: string, n: number) => (counts[bag][table] = (counts[bag][table] ?? 0) + n);
	wrapTables(db, 'count-reads', (name, t) => ({
		...t,
		query: async (req) => {
			const res = await t.query(req);
			add('rows', name, res.result.length);
			return res;
		},
		get: async (req) => {
			const res = await t.get(req);
			add('rows', name, res === undefined ? 0 : 1);
			return res;
		},
		getMany: async (req) => {
			const res = await t.getMany(req);
			add('rows', name, res.filter((r) => r !== undefined).length);
			return res;
		},
		openCursor: (req) => {
			add('cursors', name, 1);
			return t.openCursor(req);
		}
	}));
	return counts;
}

