import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { DB_NAME, STORES_V2 } from './database';
import { listSheets, saveSheet } from './sheets';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { newGameRow } from './games';
import { freshFactory, testDb, testSetup } from './testing/fake-db';

describe('schema v2 → v3', () => {
	it('adds the score-sheet table and keeps every stored game', async () => {
		const factory = freshFactory();
		const game = newGameRow(testSetup(), FIXTURE_COMPLETE_PROFILE, { id: 'g1', now: 1 });
		const old = new Dexie(DB_NAME, factory);
		old.version(2).stores(STORES_V2);
		await old.table('games').put(game);
		old.close();

		const db = testDb(factory);
		await db.open();
		expect(db.verno).toBe(3);
		expect((await db.games.get(game.id))?.id).toBe(game.id);
		const saved = await saveSheet(db, {
			game: 'six-billion',
			sheet: {
				players: [
					{ id: 'a', name: 'A', neutral: false },
					{ id: 'b', name: 'B', neutral: false },
					{ id: 'n', name: 'N', neutral: true }
				],
				populations: {},
				agendas: {},
				discovery: false,
				discoveries: {}
			}
		});
		expect(saved.ok).toBe(true);
		const listed = await listSheets(db);
		expect(listed.ok && listed.value.rows.length).toBe(1);
	});
});
