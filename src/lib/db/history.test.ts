import { describe, expect, it } from 'vitest';
import type { GameRow } from './rows';
import * as v from 'valibot';
import { keepDraft, readDraft } from './drafts';
import { memoryStorage } from './testing/memory-storage';
import { deleteGame, duplicateGame, listGames, purgeDeletedGames, renameGame, restoreGame } from './history';
import { loadGame } from './games';
import { countReads, storeGame, testDb, vpSteps } from './testing/fake-db';

async function page(db: ReturnType<typeof testDb>, offset = 0, limit = 20) {
	const r = await listGames(db, { offset, limit });
	if (!r.ok) throw new Error(r.error.message);
	return r.value;
}

describe('listGames', () => {
	it('pages 1,000 stored games newest first, reading only the page of summary rows and no events', async () => {
		const db = testDb();
		const reads = countReads(db);
		const template = await storeGame(db, vpSteps(2), { id: 'template', now: 0 });
		const rows: GameRow[] = Array.from({ length: 1000 }, (_, i) => ({ ...template, id: `g${i}`, updatedAt: 10_000 + i }));
		await db.games.delete('template');
		await db.games.bulkAdd(rows);
		reads.reset();

		const first = await page(db);
		expect(first.games.map((g) => g.id)).toEqual(Array.from({ length: 20 }, (_, i) => `g${999 - i}`));
		expect(first.total).toBe(1000);
		expect(first.damaged).toEqual([]);
		expect(reads.rows).toEqual({ games: 20 });
		expect(reads.cursors).toEqual({});

		reads.reset();
		const third = await page(db, 40, 20);
		expect(third.games.map((g) => g.id)).toEqual(Array.from({ length: 20 }, (_, i) => `g${959 - i}`));
		expect(reads.rows.events ?? 0).toBe(0);
		expect(reads.cursors.events ?? 0).toBe(0);
	});

	it('skips and reports damaged rows', async () => {
		const db = testDb();
		const good = await storeGame(db, [], { now: 1 });
		await db.games.put({ ...good, id: 'broken', updatedAt: 2, players: 'nobody' } as unknown as GameRow);
		const { games, damaged } = await page(db);
		expect(games.map((g) => g.id)).toEqual([good.id]);
		expect(damaged).toEqual([{ table: 'games', id: 'broken', problem: expect.stringContaining('players'), detail: { kind: 'invalid', issue: expect.objectContaining({ path: 'players' }) } }]);
	});
});

describe('rename, delete and restore', () => {
	it('renames (trimmed, empty = default) without reordering', async () => {
		const db = testDb();
		const row = await storeGame(db, [], { now: 5 });
		expect(await renameGame(db, row.id, '  Friday   rematch ')).toEqual({ ok: true, value: 'Friday rematch' });
		expect(await db.games.get(row.id)).toMatchObject({ title: 'Friday rematch', updatedAt: 5 });
		await renameGame(db, row.id, '   ');
		expect((await db.games.get(row.id))?.title).toBeNull();
		expect((await renameGame(db, 'missing', 'x')).ok).toBe(false);
	});

	it('deletes softly: hidden from the list and from loading, back after restore; purge removes it with its events', async () => {
		const db = testDb();
		const keep = await storeGame(db, [], { now: 1 });
		const gone = await storeGame(db, vpSteps(3), { now: 2 });

		await deleteGame(db, gone.id, 100);
		expect((await page(db)).games.map((g) => g.id)).toEqual([keep.id]);
		expect((await page(db)).total).toBe(1);
		const hidden = await loadGame(db, gone.id);
		expect(hidden.ok ? null : hidden.error.kind).toBe('not-found');

		await restoreGame(db, gone.id);
		expect((await page(db)).games.map((g) => g.id)).toEqual([gone.id, keep.id]);
		const back = await loadGame(db, gone.id);
		expect(back.ok && back.value.events).toEqual(vpSteps(3));

		await deleteGame(db, gone.id, 100);
		const drafts = memoryStorage();
		keepDraft(gone.id, 'explore', '', { worker: 1 }, 1, drafts);
		keepDraft(keep.id, 'explore', '', { worker: 2 }, 1, drafts);
		expect(await purgeDeletedGames(db, 99, drafts)).toEqual({ ok: true, value: 0 });
		expect(readDraft(gone.id, 'explore', '', v.unknown(), drafts)).not.toBeNull();
		expect(await purgeDeletedGames(db, Infinity, drafts)).toEqual({ ok: true, value: 1 });
		expect(readDraft(gone.id, 'explore', '', v.unknown(), drafts)).toBeNull();
		expect(readDraft(keep.id, 'explore', '', v.unknown(), drafts)).not.toBeNull();
		expect(await db.games.get(gone.id)).toBeUndefined();
		expect(await db.events.where('gameId').equals(gone.id).count()).toBe(0);
		expect(await db.events.where('gameId').equals(keep.id).count()).toBe(0);
		expect(await db.games.count()).toBe(1);
	});
});

describe('duplicateGame', () => {
	it('starts a new game with the same players and colours in the same seats and a new seed', async () => {
		const db = testDb();
		const old = await storeGame(db, vpSteps(4), { now: 1 });
		const made = await duplicateGame(db, old.id, { seed: 'NEW123', now: 50 });
		expect(made.ok).toBe(true);
		if (!made.ok) return;
		const copy = made.value;
		expect(copy.id).not.toBe(old.id);
		expect(copy.setup.seed).toBe('NEW123');
		expect(copy.setup.players.map((p) => [p.name, p.colour])).toEqual(old.setup.players.map((p) => [p.name, p.colour]));
		expect(copy).toMatchObject({ head: 0, count: 0, createdAt: 50, status: 'running' });
		expect((await page(db)).games[0]?.id).toBe(copy.id);
	});

	it('picks a fresh random seed when none is given', async () => {
		const db = testDb();
		const old = await storeGame(db);
		const a = await duplicateGame(db, old.id);
		const b = await duplicateGame(db, old.id);
		expect(a.ok && b.ok && a.value.setup.seed !== b.value.setup.seed).toBe(true);
		expect(a.ok && a.value.setup.seed).toMatch(/^[0-9A-Z]{6}$/);
	});

	it('reports a missing game', async () => {
		const r = await duplicateGame(testDb(), 'missing');
		expect(r.ok ? null : r.error.kind).toBe('not-found');
	});
});
