import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import type { CompanionDb } from '$lib/db/database';
import { loadGame } from '$lib/db/games';
import { P1, P2, failWrites, freshFactory, testDb, testSetup, vp, vpSteps } from '$lib/db/testing/fake-db';
import { GameSession } from './game-session.svelte';

const open: GameSession[] = [];
afterEach(() => open.splice(0).forEach((s) => s.dispose()));

async function created(db: CompanionDb): Promise<GameSession> {
	const r = await GameSession.create(db, testSetup(), FIXTURE_COMPLETE_PROFILE);
	if (!r.ok) throw new Error(r.error.message);
	open.push(r.value);
	return r.value;
}

async function opened(db: CompanionDb, id: string): Promise<GameSession> {
	const r = await GameSession.open(db, id);
	if (!r.ok) throw new Error(r.error.message);
	open.push(r.value);
	return r.value;
}

async function stored(db: CompanionDb, id: string) {
	const r = await loadGame(db, id);
	if (!r.ok) throw new Error(r.error.message);
	return r.value;
}

const vpOf = (s: GameSession) => s.state.players.map((p) => p.vp);

describe('GameSession', () => {
	it('applies, then saves; shows saved only once the write resolved', async () => {
		const db = testDb();
		const session = await created(db);
		expect(session.saved).toBe(true);
		const seen: string[] = [];
		const stop = $effect.root(() => {
			$effect(() => {
				seen.push(`${session.status} ${session.state.players[0]?.vp}`);
			});
		});
		const result = await session.dispatch(vp(P1, 22));
		flushSync();
		stop();
		// The new state shows at once; "saved" only after the write.
		expect(seen).toEqual(['saved 10', 'saving 22', 'saved 22']);
		expect(result.ok).toBe(true);
		expect(session.saved).toBe(true);
		expect(session.error).toBeNull();
		expect(vpOf(session)).toEqual([22, 10, 10]);
		expect((await stored(db, session.id)).events).toEqual([vp(P1, 22)]);
		expect((await db.games.get(session.id))?.players[0]?.vp).toBe(22);
	});

	it('stores an event built from reactive state (a panel\'s $state) as a plain copy', async () => {
		const db = testDb();
		const session = await created(db);
		const picked = $state({ value: ['marauder', 'vp-1'] });
		const result = await session.dispatch({ type: 'box-value', key: 'damageSpaces.4', value: picked.value });
		expect(result.ok).toBe(true);
		expect(session.status).toBe('saved');
		expect(session.error).toBeNull();
		expect((await stored(db, session.id)).events).toEqual([{ type: 'box-value', key: 'damageSpaces.4', value: ['marauder', 'vp-1'] }]);
	});

	it('returns a rejection and writes nothing for an event the rules refuse', async () => {
		const db = testDb();
		const session = await created(db);
		const result = await session.dispatch(vp(P1, -1));
		expect(result.ok).toBe(false);
		expect(session.events).toEqual([]);
		expect(await db.events.count()).toBe(0);
		expect((await db.games.get(session.id))?.rev).toBe(0);
	});

	it('undoes and redoes any number of steps, persisted across a reopen', async () => {
		const factory = freshFactory();
		const db = testDb(factory);
		const session = await created(db);
		for (const e of vpSteps(4)) await session.dispatch(e);
		await session.undo();
		await session.undo();
		await session.undo();
		expect(vpOf(session)[0]).toBe(11);
		expect(session.canUndo && session.canRedo).toBe(true);
		await session.redo();
		expect(vpOf(session)[0]).toBe(12);

		const again = await opened(testDb(factory), session.id);
		expect(again.events).toEqual(vpSteps(4));
		expect(again.head).toBe(2);
		expect(vpOf(again)[0]).toBe(12);
		expect(again.canRedo).toBe(true);
		await again.redo();
		await again.redo();
		expect(vpOf(again)[0]).toBe(14);
		expect(again.canRedo).toBe(false);
		expect((await again.redo()).ok).toBe(false);
		while (again.canUndo) await again.undo();
		expect(vpOf(again)[0]).toBe(10);
		expect((await again.undo()).ok).toBe(false);
		expect((await stored(db, session.id)).head).toBe(0);
	});

	it('a new event after undo replaces the undone tail', async () => {
		const db = testDb();
		const session = await created(db);
		for (const e of vpSteps(3)) await session.dispatch(e);
		await session.undo();
		await session.undo();
		await session.dispatch(vp(P2, 30));
		expect(session.events).toEqual([vp(P1, 11), vp(P2, 30)]);
		expect(session.canRedo).toBe(false);
		const back = await stored(db, session.id);
		expect(back.events).toEqual([vp(P1, 11), vp(P2, 30)]);
		expect(await db.events.count()).toBe(2);
	});

	it('keeps the game in memory when saving fails, offers an export, and catches up on retry', async () => {
		const db = testDb();
		const fail = failWrites(db, 'games');
		const session = await created(db);
		await session.dispatch(vp(P1, 20));
		fail.on = true;
		const result = await session.dispatch(vp(P1, 21));
		expect(result.ok).toBe(true);
		expect(vpOf(session)[0]).toBe(21);
		expect(session.saved).toBe(false);
		expect(session.error?.kind).toBe('quota');
		expect(session.offerExport).toBe(true);
		await session.undo();
		await session.dispatch(vp(P2, 5));
		expect(session.events).toEqual([vp(P1, 20), vp(P2, 5)]);
		expect((await stored(db, session.id)).events).toEqual([vp(P1, 20)]);

		fail.on = false;
		expect(await session.retrySave()).toBe('saved');
		expect(session.error).toBeNull();
		expect(session.offerExport).toBe(false);
		const back = await stored(db, session.id);
		expect(back.events).toEqual([vp(P1, 20), vp(P2, 5)]);
		expect(back.head).toBe(2);
	});

	it('runs in memory when the game cannot even be created, and stores it once storage works', async () => {
		const db = testDb();
		const fail = failWrites(db, 'games', 'InvalidStateError');
		fail.on = true;
		const session = await created(db);
		expect(session.error?.kind).toBe('unavailable');
		expect(session.offerExport).toBe(true);
		await session.dispatch(vp(P1, 15));
		expect(vpOf(session)[0]).toBe(15);
		fail.on = false;
		await session.dispatch(vp(P1, 16));
		expect(session.saved).toBe(true);
		expect((await stored(db, session.id)).events).toEqual([vp(P1, 15), vp(P1, 16)]);
	});

	it('two tabs on one game never lose an event: the stale tab gets a conflict and reloads', async () => {
		const factory = freshFactory();
		const tabA = await created(testDb(factory));
		const tabB = await opened(testDb(factory), tabA.id);
		// Not following live: this tests the optimistic check alone.
		tabA.dispose();
		tabB.dispose();

		expect((await tabA.dispatch(vp(P1, 30))).ok).toBe(true);
		const lost = await tabB.dispatch(vp(P2, 40));
		expect(lost.ok).toBe(false);
		expect(lost.ok ? '' : lost.reason).toMatch(/changed in another tab/);
		expect(tabB.error?.kind).toBe('conflict');
		expect(tabB.offerExport).toBe(false);
		expect(tabB.events).toEqual([vp(P1, 30)]);

		expect((await tabB.dispatch(vp(P2, 40))).ok).toBe(true);
		expect(tabB.error).toBeNull();
		const db = testDb(factory);
		expect((await stored(db, tabA.id)).events).toEqual([vp(P1, 30), vp(P2, 40)]);
		// A undoing now conflicts too instead of dropping B's event
		expect((await tabA.undo()).ok).toBe(false);
		expect(tabA.events).toEqual([vp(P1, 30), vp(P2, 40)]);
	});

	it('follows writes from another tab live', async () => {
		const factory = freshFactory();
		const tabA = await created(testDb(factory));
		const tabB = await opened(testDb(factory), tabA.id);
		await tabA.dispatch(vp(P1, 33));
		await expect.poll(() => tabB.events.length, { timeout: 2000 }).toBe(1);
		expect(vpOf(tabB)[0]).toBe(33);
		expect(tabB.error).toBeNull();
		expect((await tabB.dispatch(vp(P2, 12))).ok).toBe(true);
	});

	it('saves the final scoring for the history; a later change clears it', async () => {
		const db = testDb();
		const session = await created(db);
		await session.dispatch(vp(P1, 50));
		const players = session.state.players.map((p) => ({ player: p.id, total: p.vp }));
		const saved = await session.saveFinal({ players, winners: [P1], decidedBy: 'vp' });
		expect(saved.ok).toBe(true);
		expect(session.final?.winners).toEqual([P1]);
		expect(await db.games.get(session.id)).toMatchObject({ status: 'finished', winners: [P1] });
		await session.undo();
		expect(session.final).toBeNull();
		expect(await db.games.get(session.id)).toMatchObject({ status: 'running', final: null });
	});

	it('undo sets a saved final scoring aside, redo brings it back exactly, and a reopened tab sees the same', async () => {
		const db = testDb();
		const session = await created(db);
		await session.dispatch(vp(P1, 50));
		await session.dispatch(vp(P2, 20));
		const players = session.state.players.map((p) => ({ player: p.id, total: p.vp }));
		expect((await session.saveFinal({ players, winners: [P1], decidedBy: 'vp' })).ok).toBe(true);
		const final = session.final;
		await session.undo();
		await session.undo();
		expect(session.final).toBeNull();
		expect(await db.games.get(session.id)).toMatchObject({ status: 'running', final: null });
		await session.redo();
		expect(session.final).toBeNull();
		await session.redo();
		expect(session.final).toEqual(final);
		expect(await db.games.get(session.id)).toMatchObject({ status: 'finished', winners: [P1], final });
		await session.undo();
		const reopened = await opened(db, session.id);
		await reopened.redo();
		expect(reopened.final).toEqual(final);
	});

	it('a new step after undoing a saved final scoring drops it for good', async () => {
		const db = testDb();
		const session = await created(db);
		await session.dispatch(vp(P1, 50));
		const players = session.state.players.map((p) => ({ player: p.id, total: p.vp }));
		await session.saveFinal({ players, winners: [P1], decidedBy: 'vp' });
		await session.undo();
		await session.dispatch(vp(P1, 40));
		await session.undo();
		await session.redo();
		expect(session.final).toBeNull();
		expect(await db.games.get(session.id)).toMatchObject({ final: null });
	});

	it('open reports a missing game', async () => {
		const r = await GameSession.open(testDb(), 'missing');
		expect(r.ok ? null : r.error.kind).toBe('not-found');
	});
});

describe('GameSession reads', () => {
	it("a tab's own step is not read back from storage; another tab's still is", async () => {
		const factory = freshFactory();
		const db = testDb(factory);
		const following = await created(db);
		const reads = vi.spyOn(db.games, 'get');
		await following.dispatch(vp(P1, 20));
		await following.dispatch(vp(P1, 21));
		await new Promise((r) => setTimeout(r, 50));
		const followingReads = reads.mock.calls.length;
		following.dispose();
		reads.mockClear();
		await following.dispatch(vp(P1, 22));
		await following.dispatch(vp(P1, 23));
		await new Promise((r) => setTimeout(r, 50));
		// Following other tabs costs no read of its own: the same reads as a tab that follows nothing.
		expect(followingReads).toBe(reads.mock.calls.length);

		const other = await opened(testDb(factory), following.id);
		const back = await opened(db, following.id);
		await other.dispatch(vp(P2, 5));
		await expect.poll(() => back.events.length, { timeout: 2000 }).toBe(5);
	});
});
