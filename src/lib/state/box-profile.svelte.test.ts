import { describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openDb } from '$lib/db';
import { BoxProfileStore } from './box-profile.svelte';

const freshDb = () => openDb(`box-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });

describe('BoxProfileStore', () => {
	it('starts with only the rulebook values and remembers an entered value across instances', async () => {
		const db = freshDb();
		const a = new BoxProfileStore(() => db);
		await a.load();
		expect(a.current.roundTrack).toEqual([null, 2, null, null, null, null]);
		const r = await a.set('roundTrack.3', 4);
		expect(r.ok).toBe(true);
		expect(a.current.roundTrack[2]).toBe(4);

		const b = new BoxProfileStore(() => db);
		await b.load();
		expect(b.current.roundTrack[2]).toBe(4);
	});

	it('refuses a value that contradicts the rulebook and keeps the profile', async () => {
		const store = new BoxProfileStore(() => freshDb());
		const r = await store.set('roundTrack.2', 5);
		expect(r.ok).toBe(false);
		expect(store.current.roundTrack[1]).toBe(2);
	});
});
