import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import v1 from './fixtures/v1-database.json';
import { DB_NAME, DB_VERSION, STORES_V1 } from './database';
import { loadGame } from './games';
import { listGames } from './history';
import { DEFAULT_SETTINGS, getSettings } from './settings';
import { listProfiles } from './profiles';
import { freshFactory, testDb } from './testing/fake-db';

/** Writes the fixture with the version-1 schema, as the first release would have. */
async function v1Database(factory: ReturnType<typeof freshFactory>) {
	const old = new Dexie(DB_NAME, factory);
	old.version(1).stores(STORES_V1);
	await old.table('games').bulkAdd(v1.games);
	await old.table('events').bulkAdd(v1.events);
	await old.table('profiles').bulkAdd(v1.profiles);
	await old.table('settings').bulkAdd(v1.settings);
	old.close();
}

describe('schema v1 → v2', () => {
	it('migrates v1 rows: head/count from the events, scores from the fold, the winner into the final result', async () => {
		const factory = freshFactory();
		await v1Database(factory);
		const db = testDb(factory);
		await db.open();
		expect(db.verno).toBe(DB_VERSION);

		const finished = await db.games.get('game-finished');
		expect(finished).toMatchObject({
			head: 3,
			count: 3,
			rev: 0,
			deleted: 0,
			deletedAt: null,
			title: null,
			status: 'finished',
			winners: ['ben'],
			final: { winners: ['ben'], totals: { ani: 31, ben: 44, cleo: 12 }, decidedBy: 'vp' }
		});
		expect(finished).not.toHaveProperty('playerNames');
		expect(finished).not.toHaveProperty('winner');
		expect(finished?.players.map((p) => [p.name, p.vp])).toEqual([
			['Ani', 31],
			['Ben', 44],
			['Cleo', 12]
		]);

		const running = await db.games.get('game-running');
		expect(running).toMatchObject({ head: 1, count: 1, status: 'running', winners: [], final: null });
		expect(running?.players.find((p) => p.name === 'Gus')?.vp).toBe(17);

		const loaded = await loadGame(db, 'game-finished');
		expect(loaded.ok && loaded.value.state.players.map((p) => p.vp)).toEqual([31, 44, 12]);
	});

	it('keeps the other tables and reports the damaged v1 row instead of failing the upgrade', async () => {
		const factory = freshFactory();
		await v1Database(factory);
		const db = testDb(factory);

		const page = await listGames(db);
		expect(page.ok).toBe(true);
		if (!page.ok) return;
		expect(page.value.games.map((g) => g.id)).toEqual(['game-running', 'game-finished']);
		expect(page.value.damaged).toEqual([{ table: 'games', id: 'game-damaged', problem: expect.stringMatching(/^setup: /), detail: { kind: 'invalid', issue: expect.objectContaining({ path: 'setup' }) } }]);

		const settings = await getSettings(db);
		expect(settings.ok && settings.value.settings).toEqual({ ...DEFAULT_SETTINGS, rememberedPlayers: [{ name: 'Ani', colour: 'brown' }, { name: 'Ben', colour: 'white' }] });
		const profiles = await listProfiles(db);
		expect(profiles.ok && profiles.value.profiles.map((p) => p.id)).toEqual(['box-1']);
	});
});
