import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { replay } from '../games/armageddon/game';
import type { GameEvent } from '../games/armageddon/types';
import { createGameRecord, loadGame, saveFinalScore, saveLog } from './games';
import { P1, P2, failWrites, freshFactory, storeGame, testDb, testSetup, vp, vpSteps } from './testing/fake-db';
import type { CompanionDb } from './database';

const fold = (events: readonly GameEvent[]) => replay(testSetup(), FIXTURE_COMPLETE_PROFILE, events).state;

async function load(db: CompanionDb, id: string) {
	const r = await loadGame(db, id);
	if (!r.ok) throw new Error(r.error.message);
	return r.value;
}

describe('createGameRecord / loadGame', () => {
	it('round-trips setup, profile snapshot and an empty log', async () => {
		const db = testDb();
		const setup = testSetup();
		const created = await createGameRecord(db, setup, FIXTURE_COMPLETE_PROFILE, { now: 1000 });
		expect(created.ok).toBe(true);
		if (!created.ok) return;
		const loaded = await load(db, created.value.id);
		expect(loaded.row.setup).toEqual(setup);
		expect(loaded.row.profile).toEqual(FIXTURE_COMPLETE_PROFILE);
		expect(loaded.row).toMatchObject({ head: 0, count: 0, rev: 0, status: 'running', createdAt: 1000, title: null });
		expect(loaded.events).toEqual([]);
		expect(loaded.state.players.map((p) => p.name)).toEqual(['Ani', 'Ben', 'Cleo']);
	});

	it('folds the stored events into the state and writes the summary with them', async () => {
		const db = testDb();
		const events = [vp(P1, 25), vp(P2, 7)];
		const row = await storeGame(db, events, { now: 2000 });
		const loaded = await load(db, row.id);
		expect(loaded.events).toEqual(events);
		expect(loaded.head).toBe(2);
		expect(loaded.state).toEqual(fold(events));
		expect(row.players.map((p) => p.vp)).toEqual([25, 7, 10]);
		expect(row).toMatchObject({ head: 2, count: 2, rev: 1, updatedAt: 2000 });
	});

	it('reports a missing game as not-found', async () => {
		const r = await loadGame(testDb(), 'nope');
		expect(r.ok ? null : r.error.kind).toBe('not-found');
	});
});

describe('saveLog', () => {
	it('appends, undoes and redoes; undone events survive a reopen until replaced', async () => {
		const factory = freshFactory();
		const db = testDb(factory);
		const events = vpSteps(3);
		const row = await storeGame(db, events);
		// undo twice
		const undone = await saveLog(db, row.id, { expectedRev: 1, fromSeq: 3, events: [], head: 1, state: fold(events.slice(0, 1)) });
		expect(undone).toEqual({ ok: true, value: { rev: 2, head: 1, count: 3 } });
		db.close();

		const reopened = testDb(factory);
		let loaded = await load(reopened, row.id);
		expect(loaded.head).toBe(1);
		expect(loaded.events).toEqual(events);
		expect(loaded.state.players[0]?.vp).toBe(11);
		expect(loaded.row.players[0]?.vp).toBe(11);

		// redo one
		await saveLog(reopened, row.id, { expectedRev: 2, fromSeq: 3, events: [], head: 2, state: fold(events.slice(0, 2)) });
		loaded = await load(reopened, row.id);
		expect(loaded.state.players[0]?.vp).toBe(12);

		// a new event at head 2 < count 3 replaces the undone tail in the same write
		const fresh = vp(P2, 40);
		await saveLog(reopened, row.id, { expectedRev: 3, fromSeq: 2, events: [fresh], head: 3, state: fold([...events.slice(0, 2), fresh]) });
		loaded = await load(reopened, row.id);
		expect(loaded.events).toEqual([...events.slice(0, 2), fresh]);
		expect(await reopened.events.where('gameId').equals(row.id).count()).toBe(3);
	});

	it('refuses a write when another writer moved the stored rev (optimistic check)', async () => {
		const factory = freshFactory();
		const tabA = testDb(factory);
		const tabB = testDb(factory);
		const row = await storeGame(tabA, []);
		const a = await saveLog(tabA, row.id, { expectedRev: 0, fromSeq: 0, events: [vp(P1, 20)], head: 1, state: fold([vp(P1, 20)]) });
		expect(a.ok).toBe(true);
		const b = await saveLog(tabB, row.id, { expectedRev: 0, fromSeq: 0, events: [vp(P2, 30)], head: 1, state: fold([vp(P2, 30)]) });
		expect(b.ok ? null : b.error.kind).toBe('conflict');
		const loaded = await load(tabB, row.id);
		expect(loaded.events).toEqual([vp(P1, 20)]);
	});

	it('writes nothing at all when the summary row fails (quota): events and row stay as they were', async () => {
		const db = testDb();
		const fail = failWrites(db, 'games');
		const row = await storeGame(db, vpSteps(2));
		fail.on = true;
		const events = [...vpSteps(2), vp(P2, 33)];
		const r = await saveLog(db, row.id, { expectedRev: 1, fromSeq: 2, events: [vp(P2, 33)], head: 3, state: fold(events) });
		expect(r.ok ? null : r.error.kind).toBe('quota');
		expect(r.ok ? '' : r.error.message).toMatch(/no storage space/);
		fail.on = false;
		expect(await db.events.where('gameId').equals(row.id).count()).toBe(2);
		expect(await db.games.get(row.id)).toEqual(row);
	});

	it('writes nothing when the event write fails midway (replacing a tail)', async () => {
		const db = testDb();
		const fail = failWrites(db, 'events', 'UnknownError');
		const row = await storeGame(db, vpSteps(3));
		fail.on = true;
		const r = await saveLog(db, row.id, { expectedRev: 1, fromSeq: 1, events: [vp(P2, 5)], head: 2, state: fold([vp(P1, 11), vp(P2, 5)]) });
		expect(r.ok).toBe(false);
		fail.on = false;
		expect((await load(db, row.id)).events).toEqual(vpSteps(3));
	});

	it('with the known row, writes together with the check: a conflict writes nothing', async () => {
		const factory = freshFactory();
		const tabA = testDb(factory);
		const tabB = testDb(factory);
		const row = await storeGame(tabA, vpSteps(2));
		const a = await saveLog(tabA, row.id, { expectedRev: 1, known: row, fromSeq: 2, events: [vp(P1, 20)], head: 3, state: fold([...vpSteps(2), vp(P1, 20)]) });
		expect(a).toEqual({ ok: true, value: { rev: 2, head: 3, count: 3 } });
		// Tab B still holds rev 1: its replacing tail and its summary row must not land.
		const b = await saveLog(tabB, row.id, { expectedRev: 1, known: row, fromSeq: 1, events: [vp(P2, 30)], head: 2, state: fold([vp(P1, 11), vp(P2, 30)]) });
		expect(b.ok ? null : b.error.kind).toBe('conflict');
		expect((await load(tabB, row.id)).events).toEqual([...vpSteps(2), vp(P1, 20)]);
		expect((await tabB.games.get(row.id))?.rev).toBe(2);
	});

	it('with the known row, keeps a name or a bin given meanwhile in the history (no new rev)', async () => {
		const db = testDb();
		const row = await storeGame(db, vpSteps(1));
		await db.games.update(row.id, { title: 'Friday' });
		const r = await saveLog(db, row.id, { expectedRev: 1, known: row, fromSeq: 1, events: [vp(P2, 4)], head: 2, state: fold([...vpSteps(1), vp(P2, 4)]) });
		expect(r.ok).toBe(true);
		expect(await db.games.get(row.id)).toMatchObject({ title: 'Friday', head: 2, count: 2, rev: 2 });
		await db.games.update(row.id, { deleted: 1, deletedAt: 5 });
		const gone = await saveLog(db, row.id, { expectedRev: 2, known: { ...row, rev: 2, head: 2, count: 2 }, fromSeq: 2, events: [], head: 1, state: fold(vpSteps(1)) });
		expect(gone.ok ? null : gone.error.kind).toBe('not-found');
		expect(await db.games.get(row.id)).toMatchObject({ deleted: 1, head: 2, rev: 2 });
	});

	it('with the known row, writes nothing when the summary row fails (quota)', async () => {
		const db = testDb();
		const fail = failWrites(db, 'games');
		const row = await storeGame(db, vpSteps(2));
		fail.on = true;
		const r = await saveLog(db, row.id, { expectedRev: 1, known: row, fromSeq: 2, events: [vp(P2, 33)], head: 3, state: fold([...vpSteps(2), vp(P2, 33)]) });
		expect(r.ok ? null : r.error.kind).toBe('quota');
		fail.on = false;
		expect(await db.events.where('gameId').equals(row.id).count()).toBe(2);
		expect(await db.games.get(row.id)).toEqual(row);
	});

	it('reports a closed database as unavailable', async () => {
		const db = testDb();
		const row = await storeGame(db, []);
		db.close();
		const r = await saveLog(db, row.id, { expectedRev: 0, fromSeq: 0, events: [vp(P1, 2)], head: 1, state: fold([vp(P1, 2)]) });
		expect(r.ok ? null : r.error.kind).toBe('unavailable');
	});
});

describe('saveFinalScore', () => {
	it('marks the game finished with winners and totals until the log changes again', async () => {
		const db = testDb();
		const row = await storeGame(db, [vp(P1, 30)]);
		const state = fold([vp(P1, 30)]);
		const result = {
			players: [
				{ player: P1, total: 50 },
				{ player: P2, total: 42 }
			],
			winners: [P1],
			decidedBy: 'vp' as const
		};
		const saved = await saveFinalScore(db, row.id, { expectedRev: 1, state, result });
		expect(saved.ok).toBe(true);
		let stored = (await load(db, row.id)).row;
		expect(stored).toMatchObject({ status: 'finished', winners: [P1] });
		expect(stored.players.map((p) => p.vp)).toEqual([50, 42, 10]);
		await saveLog(db, row.id, { expectedRev: 2, fromSeq: 1, events: [], head: 0, state: fold([]) });
		stored = (await load(db, row.id)).row;
		expect(stored).toMatchObject({ status: 'running', winners: [], final: null });
	});
});
