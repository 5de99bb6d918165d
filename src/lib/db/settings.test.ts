import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, getSettings, mergeRemembered, rememberPlayers, restoreSettings, setSetting } from './settings';
import { testDb } from './testing/fake-db';

describe('settings', () => {
	it('restore: bad values fall back to the default and are reported; unknown keys are ignored', () => {
		const { settings, damaged } = restoreSettings([
			{ key: 'wakeLock', value: 'neon' },
			{ key: 'lastProfileId', value: 'box' },
			{ key: 'rememberedPlayers', value: [{ name: '', colour: 'brown' }] },
			{ key: 'fromTheFuture', value: 1 }
		]);
		expect(settings).toEqual({ ...DEFAULT_SETTINGS, lastProfileId: 'box' });
		expect(damaged.map((d) => d.id)).toEqual(['wakeLock', 'rememberedPlayers']);
	});

	it('restore: the language and theme rows older versions stored are ignored, even damaged ones', () => {
		const { settings, damaged } = restoreSettings([
			{ key: 'language', value: 'de' },
			{ key: 'theme', value: 'neon' },
			{ key: 'wakeLock', value: false }
		]);
		expect(settings).toEqual({ ...DEFAULT_SETTINGS, wakeLock: false });
		expect(Object.keys(settings)).not.toContain('language');
		expect(Object.keys(settings)).not.toContain('theme');
		expect(damaged).toEqual([]);
	});

	it('gives the defaults on an empty database and stores each key', async () => {
		const db = testDb();
		expect(await getSettings(db)).toEqual({ ok: true, value: { settings: DEFAULT_SETTINGS, damaged: [] } });
		await setSetting(db, 'wakeLock', false);
		await setSetting(db, 'lastProfileId', 'box');
		await setSetting(db, 'persistenceAsked', true);
		const r = await getSettings(db);
		expect(r.ok && r.value.settings).toEqual({
			...DEFAULT_SETTINGS,
			wakeLock: false,
			lastProfileId: 'box',
			persistenceAsked: true
		});
	});

	it('refuses a value of the wrong shape', async () => {
		const db = testDb();
		const r = await setSetting(db, 'wakeLock', 'neon' as never);
		expect(r.ok).toBe(false);
		expect(await db.settings.count()).toBe(0);
	});

	it('remembers players most recent first, once per name, at most 12', async () => {
		const db = testDb();
		await rememberPlayers(db, [
			{ name: 'Ani', colour: 'brown' },
			{ name: 'Ben', colour: 'white' }
		]);
		const r = await rememberPlayers(db, [
			{ name: 'Cleo', colour: 'orange' },
			{ name: 'ani ', colour: 'black' }
		]);
		expect(r).toEqual({
			ok: true,
			value: [
				{ name: 'Cleo', colour: 'orange' },
				{ name: 'ani', colour: 'black' },
				{ name: 'Ben', colour: 'white' }
			]
		});
		const many = Array.from({ length: 20 }, (_, i) => ({ name: `P${i}`, colour: 'brown' as const }));
		expect(mergeRemembered([], many)).toHaveLength(12);
		expect(mergeRemembered([{ name: 'Old', colour: 'white' }], many, 3).map((p) => p.name)).toEqual(['P0', 'P1', 'P2']);
	});

	it('counts a person once by the shared name rule (composed or decomposed letters too)', () => {
		const merged = mergeRemembered([{ name: 'Rene\u0301', colour: 'white' }], [{ name: ' REN\u00c9 ', colour: 'black' }]);
		expect(merged).toEqual([{ name: 'REN\u00c9', colour: 'black' }]);
	});
});
