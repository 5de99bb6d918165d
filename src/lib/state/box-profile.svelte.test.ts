import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { describe, expect, it } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { exportProfileFile, openDb } from '$lib/db';
import { emptyProfile, playerId } from '$lib/games/armageddon';
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

	it('hands out a plain profile that can be stored as it is (no reactive proxies)', async () => {
		const store = new BoxProfileStore(() => freshDb());
		expect((await store.set('damageSpaces.4', ['marauder', 'vp-1'])).ok).toBe(true);
		expect(structuredClone(store.current.damageSpaces[0])).toEqual(['marauder', 'vp-1']);
		expect(structuredClone(store.current)).toEqual(store.current);
	});

	it('refuses a value that contradicts the rulebook and keeps the profile', async () => {
		const store = new BoxProfileStore(() => freshDb());
		const r = await store.set('roundTrack.2', 5);
		expect(r.ok).toBe(false);
		expect(store.current.roundTrack[1]).toBe(2);
	});
});

describe('BoxProfileStore.importFile', () => {
	it('fills unknown values from a file, keeps known ones and reports the disagreements', async () => {
		const db = freshDb();
		const store = new BoxProfileStore(() => db);
		expect((await store.set('weaponSet', 7)).ok).toBe(true);
		const file = exportProfileFile({ ...emptyProfile(), weaponSet: 5, medicineSet: 8, roundTrack: [1, 2, null, null, null, null] });
		const r = await store.importFile(file);
		expect(r).toEqual({ ok: true, filled: ['roundTrack.1', 'medicineSet'], conflicts: [{ key: 'weaponSet', ours: 7, theirs: 5 }] });
		expect(store.current.weaponSet).toBe(7);
		expect(store.current.medicineSet).toBe(8);

		const again = new BoxProfileStore(() => db);
		await again.load();
		expect(again.current.medicineSet).toBe(8);
	});

	it('adopts the file as the profile in use when none was saved yet', async () => {
		const store = new BoxProfileStore(() => freshDb());
		const r = await store.importFile(exportProfileFile({ ...emptyProfile(), cityBoardHousing: 6 }));
		expect(r.ok && r.filled).toEqual(['cityBoardHousing']);
		expect(store.current.cityBoardHousing).toBe(6);
	});

	it.each([
		['not JSON', 'hello', /not valid JSON/],
		['another format', '{"format":"something-else"}', /not an Armageddon box profile/],
		['a contradiction of the rulebook', JSON.stringify({ ...emptyProfile(), roundTrack: [null, 5, null, null, null, null] }), /round 2/]
	])('refuses %s and changes nothing', async (_what, text, reason) => {
		const store = new BoxProfileStore(() => freshDb());
		expect((await store.set('weaponSet', 3)).ok).toBe(true);
		const before = store.current;
		const r = await store.importFile(text);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.message).toMatch(reason);
		expect(store.current).toEqual(before);
	});
});

describe('BoxProfileStore: values shared by a link', () => {
	it('says what is new and what differs; keeps mine or takes theirs where they differ', async () => {
		const incoming = { ...emptyProfile(), weaponSet: 5, medicineSet: 8 };
		for (const [differing, weapon] of [['mine', 7], ['theirs', 5]] as const) {
			const store = new BoxProfileStore(() => freshDb());
			expect((await store.set('weaponSet', 7)).ok).toBe(true);
			const preview = store.previewImport(incoming);
			expect(preview.added).toEqual(['medicineSet']);
			expect(preview.conflicts.map((c) => [c.key, c.ours, c.theirs])).toEqual([['weaponSet', 7, 5]]);
			expect((await store.importShared(incoming, differing)).ok).toBe(true);
			expect([store.current.weaponSet, store.current.medicineSet]).toEqual([weapon, 8]);
		}
	});
});

describe('BoxProfileStore: a link previewed value by value, the counts what is then stored', () => {
	it('an empty phone, a full link: every value new, none differ, and exactly those stored', async () => {
		const store = new BoxProfileStore(() => freshDb());
		const preview = store.previewImport(FIXTURE_COMPLETE_PROFILE);
		expect(preview.conflicts).toEqual([]);
		const r = await store.importShared(FIXTURE_COMPLETE_PROFILE, 'mine');
		expect(r.ok && r.changed).toEqual(preview.added);
	});

	it('keeping mine where one tile differs keeps every other tile of the link; each choice stores what the preview counted', async () => {
		const mine = { kind: 'building' as const, target: 'civil' as const, vp: 5 };
		for (const differing of ['mine', 'theirs'] as const) {
			const store = new BoxProfileStore(() => freshDb());
			const tiles = [FIXTURE_COMPLETE_PROFILE.scoringTiles[0]!, mine, ...Array.from({ length: 8 }, () => null)];
			expect((await store.set('scoringTiles', tiles)).ok).toBe(true);
			expect((await store.set('weaponSet', 7)).ok).toBe(true);
			const preview = store.previewImport(FIXTURE_COMPLETE_PROFILE);
			expect(preview.conflicts.map((c) => c.key)).toEqual(['scoringTiles', 'weaponSet']);
			const r = await store.importShared(FIXTURE_COMPLETE_PROFILE, differing);
			expect(r.ok && r.changed).toEqual(differing === 'mine' ? preview.added : preview.theirs);
			const known = store.current.scoringTiles.filter((t) => t !== null);
			expect(known).toHaveLength(10);
			expect(known.some((t) => JSON.stringify(t) === JSON.stringify(mine))).toBe(differing === 'mine');
			expect(store.current.weaponSet).toBe(differing === 'mine' ? 7 : FIXTURE_COMPLETE_PROFILE.weaponSet);
		}
	});
});

describe('BoxProfileStore: building cards', () => {
	const built = { type: 'civil' as const, housing: 2, starVp: 1, name: 'Fixture Hall' };
	const construct = { type: 'construct' as const, player: playerId('p1'), tile: 'damage-' as const, build: { site: 3 as const, building: built } };

	it('learns a named card built in round 5 as a level-2 card, saved for the next instance; entered and fixed by hand', async () => {
		const db = freshDb();
		const a = new BoxProfileStore(() => db);
		await a.learnFrom(construct, 5);
		await a.learnFrom({ ...construct, build: { site: 4, building: { type: 'military', housing: 1, starVp: 0 } } }, 5);
		expect(a.current.buildingCards).toEqual([{ ...built, level: 2 }]);

		const b = new BoxProfileStore(() => db);
		await b.load();
		expect(b.current.buildingCards).toEqual([{ ...built, level: 2 }]);
		const twice = await b.putCard({ ...built, name: 'fixture hall', level: 2 });
		expect(twice.ok ? null : twice.params?.problem).toBe('card-twice');
		expect((await b.putCard({ ...built, name: 'Fixture Hall II', level: 2 }, '2:fixture hall')).ok).toBe(true);
		expect(b.current.buildingCards.map((c) => c.name)).toEqual(['Fixture Hall II']);
		expect((await b.removeCard('2:fixture hall ii')).ok).toBe(true);
		expect(b.current.buildingCards).toEqual([]);
	});
});
