import { describe, expect, it, vi } from 'vitest';
import { askPersistenceOnce, isPersisted, requestPersistence } from './storage';
import { getSettings } from './settings';
import { storeGame, testDb } from './testing/fake-db';

const fakeNavigator = (granted: boolean) => ({
	storage: { persist: vi.fn(async () => granted), persisted: vi.fn(async () => granted) }
});

describe('persistent storage', () => {
	it.each([
		['no navigator', undefined],
		['no storage manager', {}],
		['a storage manager without persist', { storage: { estimate: () => null } }]
	])('answers null with %s', async (_, nav) => {
		expect(await requestPersistence(nav)).toBeNull();
		expect(await isPersisted(nav)).toBeNull();
	});

	it('passes the browser answer on and turns a failure into null', async () => {
		expect(await requestPersistence(fakeNavigator(true))).toBe(true);
		expect(await isPersisted(fakeNavigator(false))).toBe(false);
		const throwing = { storage: { persist: () => Promise.reject(new Error('x')), persisted: () => Promise.reject(new Error('x')) } };
		expect(await requestPersistence(throwing)).toBeNull();
		expect(await isPersisted(throwing)).toBeNull();
	});

	it('asks once, only after the first saved game, and remembers that it asked', async () => {
		const db = testDb();
		const nav = fakeNavigator(true);
		expect(await askPersistenceOnce(db, nav)).toBeUndefined();
		expect(nav.storage.persist).not.toHaveBeenCalled();
		await storeGame(db);
		expect(await askPersistenceOnce(db, nav)).toBe(true);
		expect(await askPersistenceOnce(db, nav)).toBeUndefined();
		expect(nav.storage.persist).toHaveBeenCalledTimes(1);
		const s = await getSettings(db);
		expect(s.ok && s.value.settings.persistenceAsked).toBe(true);
	});
});
