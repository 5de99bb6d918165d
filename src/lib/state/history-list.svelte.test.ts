import { describe, expect, it } from 'vitest';
import type { GameRow } from '$lib/db';
import { storeGame, testDb, vpSteps } from '$lib/db/testing/fake-db';
import { emptyProfile } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { HistoryList, PAGE_SIZE } from './history-list.svelte';

async function stored(n: number) {
	const db = testDb();
	const template = await storeGame(db, vpSteps(1), { id: 'template', now: 0 });
	await db.games.delete('template');
	const rows: GameRow[] = Array.from({ length: n }, (_, i) => ({ ...template, id: `g${i}`, updatedAt: 1000 + i }));
	await db.games.bulkAdd(rows);
	return db;
}

const ids = (list: HistoryList) => list.games.map((g) => g.id);

describe('HistoryList', () => {
	it('pages newest first and stops at the end', async () => {
		const db = await stored(PAGE_SIZE + 5);
		const list = new HistoryList(() => db);
		await list.load();
		expect(list.loaded).toBe(true);
		expect(list.total).toBe(PAGE_SIZE + 5);
		expect(ids(list)[0]).toBe(`g${PAGE_SIZE + 4}`);
		expect(list.games).toHaveLength(PAGE_SIZE);
		expect(list.hasMore).toBe(true);
		await list.more();
		expect(list.games).toHaveLength(PAGE_SIZE + 5);
		expect(ids(list).at(-1)).toBe('g0');
		expect(list.hasMore).toBe(false);
		await list.more();
		expect(list.games).toHaveLength(PAGE_SIZE + 5);
	});

	it('loads only the first page of 1,000 games', async () => {
		const db = await stored(1000);
		const list = new HistoryList(() => db);
		await list.load();
		expect(list.games).toHaveLength(PAGE_SIZE);
		expect(list.total).toBe(1000);
	});

	it('deletes with undo back to the same place, and purges once committed', async () => {
		const db = await stored(3);
		const list = new HistoryList(() => db);
		await list.load();
		expect(await list.remove('g1', 500)).toBe(true);
		expect(ids(list)).toEqual(['g2', 'g0']);
		expect(list.total).toBe(2);
		expect(list.binned?.row.id).toBe('g1');
		expect(await list.undo()).toBe(true);
		expect(ids(list)).toEqual(['g2', 'g1', 'g0']);
		expect(list.total).toBe(3);
		expect((await db.games.get('g1'))?.deleted).toBe(0);

		await list.remove('g1', 600);
		await list.commit();
		expect(list.binned).toBeNull();
		expect(await db.games.get('g1')).toBeUndefined();
		expect(await db.events.where('gameId').equals('g1').count()).toBe(0);
	});

	it('a second delete makes the first one final', async () => {
		const db = await stored(3);
		const list = new HistoryList(() => db);
		await list.load();
		await list.remove('g2', 10);
		await list.remove('g0', 20);
		expect(await db.games.get('g2')).toBeUndefined();
		expect((await db.games.get('g0'))?.deleted).toBe(1);
		expect(list.binned?.row.id).toBe('g0');
	});

	it('empties the bin left from an earlier visit when it loads', async () => {
		const db = await stored(2);
		await db.games.update('g0', { deleted: 1, deletedAt: 5 });
		await new HistoryList(() => db).load();
		expect(await db.games.get('g0')).toBeUndefined();
	});

	it('renames in place and in storage', async () => {
		const db = await stored(2);
		const list = new HistoryList(() => db);
		await list.load();
		expect(await list.rename('g0', '  Friday  ')).toBe(true);
		expect(list.games.find((g) => g.id === 'g0')?.title).toBe('Friday');
		expect((await db.games.get('g0'))?.title).toBe('Friday');
		await list.rename('g0', '');
		expect(list.games.find((g) => g.id === 'g0')?.title).toBeNull();
	});

	it('reports a storage error in plain words and keeps the list', async () => {
		const db = await stored(2);
		const list = new HistoryList(() => db);
		await list.load();
		await db.games.delete('g0');
		expect(await list.rename('g0', 'x')).toBe(false);
		expect(list.error?.kind).toBe('not-found');
		expect(list.games).toHaveLength(2);
		list.clearError();
		expect(list.error).toBeNull();
	});

	it('plays again with the same players, filling box values from the device profile', async () => {
		const db = testDb();
		const old = await storeGame(db, [], { now: 1 });
		await db.games.update(old.id, { profile: emptyProfile() });
		const list = new HistoryList(() => db);
		await list.load();
		const created = await list.playAgain(old.id, FIXTURE_COMPLETE_PROFILE);
		expect(created?.secrets).toBe(true);
		const copy = await db.games.get(created?.id ?? '');
		expect(copy?.setup.players.map((p) => [p.name, p.colour])).toEqual(old.setup.players.map((p) => [p.name, p.colour]));
		expect(copy?.profile).toEqual(FIXTURE_COMPLETE_PROFILE);
		expect(copy?.head).toBe(0);
	});

	it('exports one game as a named backup file', async () => {
		const db = testDb();
		const row = await storeGame(db, vpSteps(2), { now: new Date(2025, 4, 2, 20).getTime() });
		await db.games.update(row.id, { title: 'Größte Schlacht' });
		const list = new HistoryList(() => db);
		await list.load();
		const file = await list.exportFile(row.id);
		expect(file?.name).toBe('armageddon-2025-05-02-groesste-schlacht.json');
		const parsed = JSON.parse(file?.text ?? '{}');
		expect(parsed).toMatchObject({ format: 'armageddon-companion', games: [{ id: row.id, title: 'Größte Schlacht' }] });
		expect(parsed.games[0].events).toHaveLength(2);
	});
});
