import { describe, expect, it, vi } from 'vitest';
import { getSettings } from '$lib/db';
import { storeGame, testDb } from '$lib/db/testing/fake-db';
import { findRunningGame } from './resume';

describe('findRunningGame', () => {
	it('is null without games, and then asks nothing', async () => {
		const db = testDb();
		expect(await findRunningGame(db)).toBeNull();
		const settings = await getSettings(db);
		expect(settings.ok && settings.value.settings.persistenceAsked).toBe(false);
	});

	it('finds the newest game not finished', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'older-running', now: 1 });
		await storeGame(db, [], { id: 'newer-running', now: 2 });
		await storeGame(db, [], { id: 'finished', now: 3 });
		await db.games.update('finished', { status: 'finished' });
		expect((await findRunningGame(db))?.id).toBe('newer-running');
	});

	it('is null when every game is finished', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'done', now: 1 });
		await db.games.update('done', { status: 'finished' });
		expect(await findRunningGame(db)).toBeNull();
	});

	it('empties the bin: a game deleted earlier is gone for good', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'binned', now: 5 });
		await db.games.update('binned', { deleted: 1, deletedAt: 6 });
		expect(await findRunningGame(db)).toBeNull();
		expect(await db.games.get('binned')).toBeUndefined();
	});

	it('asks once for persistent storage after the first game', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'a', now: 1 });
		const persist = vi.fn(async () => true);
		vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
		try {
			await findRunningGame(db);
			await vi.waitFor(async () => {
				const settings = await getSettings(db);
				expect(settings.ok && settings.value.settings.persistenceAsked).toBe(true);
			});
			await findRunningGame(db);
			expect(persist).toHaveBeenCalledOnce();
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
