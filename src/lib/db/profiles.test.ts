import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../games/armageddon/profile';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { deleteProfile, exportProfileFile, getProfile, importProfileFile, listProfiles, readProfileFile, saveProfile } from './profiles';
import { testDb } from './testing/fake-db';

describe('stored profiles', () => {
	it('saves, lists newest first, reads and deletes', async () => {
		const db = testDb();
		await saveProfile(db, FIXTURE_RULES_ONLY_PROFILE, { id: 'a', now: 1 });
		await saveProfile(db, FIXTURE_COMPLETE_PROFILE, { id: 'b', now: 2 });
		const list = await listProfiles(db);
		expect(list.ok && list.value.profiles.map((p) => [p.id, p.name])).toEqual([
			['b', FIXTURE_COMPLETE_PROFILE.name],
			['a', FIXTURE_RULES_ONLY_PROFILE.name]
		]);
		expect(await getProfile(db, 'a')).toMatchObject({ ok: true, value: { profile: FIXTURE_RULES_ONLY_PROFILE } });
		await deleteProfile(db, 'a');
		expect(await getProfile(db, 'a')).toEqual({ ok: true, value: null });
	});

	it('refuses to store an invalid profile', async () => {
		const db = testDb();
		const r = await saveProfile(db, { ...FIXTURE_COMPLETE_PROFILE, roundTrack: [1, 3, 1, 1, 1, 1] });
		expect(r.ok).toBe(false);
		expect(await db.profiles.count()).toBe(0);
	});
});

describe('box-profile files', () => {
	it('round-trips a profile through its file', () => {
		expect(readProfileFile(exportProfileFile(FIXTURE_COMPLETE_PROFILE))).toEqual({ ok: true, profile: FIXTURE_COMPLETE_PROFILE });
	});

	it.each([
		['malformed JSON', '{nope}', /not valid JSON/],
		['a truncated file', exportProfileFile(FIXTURE_COMPLETE_PROFILE).slice(0, 100), /incomplete/],
		['a backup', JSON.stringify({ format: 'armageddon-companion', schemaVersion: 1 }), /full backup/],
		['a foreign file', JSON.stringify({ format: 'x' }), /not an Armageddon box profile/],
		['a value out of range', JSON.stringify({ ...FIXTURE_COMPLETE_PROFILE, cityBoardHousing: -1 }), /damaged: .*cityBoardHousing/]
	])('refuses %s and stores nothing', async (_, text, reason) => {
		const db = testDb();
		const outcome = await importProfileFile(db, text);
		expect(outcome).toEqual({ status: 'refused', refusal: expect.any(Object), message: expect.stringMatching(reason) });
		expect(await db.profiles.count()).toBe(0);
	});

	it('stores an imported profile as a new one', async () => {
		const db = testDb();
		const outcome = await importProfileFile(db, exportProfileFile(FIXTURE_COMPLETE_PROFILE), { now: 9 });
		expect(outcome).toMatchObject({ status: 'imported', merged: false, conflicts: [] });
		expect(await db.profiles.count()).toBe(1);
	});

	it('merges into a stored profile: fills unknown values, keeps known ones and reports conflicts', async () => {
		const db = testDb();
		const ours = { ...emptyProfile('Ours'), weaponSet: 4 };
		await saveProfile(db, ours, { id: 'mine', now: 1 });
		const theirs = { ...FIXTURE_COMPLETE_PROFILE, weaponSet: 5 };
		const outcome = await importProfileFile(db, exportProfileFile(theirs), { intoId: 'mine', now: 2 });
		expect(outcome.status).toBe('imported');
		if (outcome.status !== 'imported') return;
		expect(outcome.merged).toBe(true);
		expect(outcome.conflicts).toEqual([{ key: 'weaponSet', ours: 4, theirs: 5 }]);
		const stored = await getProfile(db, 'mine');
		expect(stored.ok && stored.value?.profile).toMatchObject({ name: 'Ours', weaponSet: 4, medicineSet: 8, cityBoardHousing: 6 });
		expect(await db.profiles.count()).toBe(1);
	});
});
