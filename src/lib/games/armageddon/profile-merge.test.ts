import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';
import { emptyProfile, setBoxValue, validateProfile } from './profile';
import { changedKeys, mergeProfiles, takeShared } from './profile-merge';
import { ok } from './testing/results';

const replaceAt = <T>(list: readonly T[], i: number, value: unknown): unknown[] => list.map((x, j) => (j === i ? value : x));

describe('mergeProfiles', () => {
	it('fills every unknown from a complete profile, keeping our name', () => {
		const { profile, conflicts } = mergeProfiles(emptyProfile('ours'), COMPLETE);
		expect(conflicts).toEqual([]);
		expect(profile).toEqual({ ...COMPLETE, name: 'ours' });
	});

	it('adds nothing from a profile that knows less', () => {
		expect(mergeProfiles(COMPLETE, RULES_ONLY)).toEqual({ profile: COMPLETE, conflicts: [] });
	});

	it('never overwrites a known value and reports the disagreement', () => {
		const base = ok(setBoxValue(ok(setBoxValue(emptyProfile(), 'weaponSet', 4)), 'damageSpaces.7', ['vp-2']));
		const { profile, conflicts } = mergeProfiles(base, COMPLETE);
		expect(profile.weaponSet).toBe(4);
		expect(profile.damageSpaces[3]).toEqual(['vp-2']);
		expect(profile.medicineSet).toBe(COMPLETE.medicineSet);
		expect(conflicts).toEqual([
			{ key: 'damageSpaces.7', ours: ['vp-2'], theirs: COMPLETE.damageSpaces[3] },
			{ key: 'weaponSet', ours: 4, theirs: COMPLETE.weaponSet }
		]);
	});

	it('tiles: takes theirs when it contains ours, whatever the order', () => {
		const soldier = COMPLETE.scoringTiles[1];
		const base = ok(setBoxValue(emptyProfile(), 'scoringTiles', [null, soldier, null, null, null, RULES_ONLY.scoringTiles[0], null, null, null, null]));
		const reversed = { ...COMPLETE, scoringTiles: [...COMPLETE.scoringTiles].reverse() };
		expect(mergeProfiles(base, reversed).profile.scoringTiles).toEqual(reversed.scoringTiles);
		const foreign = ok(setBoxValue(emptyProfile(), 'scoringTiles', replaceAt(RULES_ONLY.scoringTiles, 1, { kind: 'survivor', target: 'leader', vp: 9 })));
		const { profile, conflicts } = mergeProfiles(foreign, COMPLETE);
		// ours has a tile theirs lacks: every tile of theirs that fits is kept (the box has 10), the last one is not
		expect(profile.scoringTiles).toEqual([...foreign.scoringTiles.slice(0, 2), ...COMPLETE.scoringTiles.slice(1, 9)]);
		expect(conflicts.map((c) => c.key)).toEqual(['scoringTiles']);
		// taking theirs: their ten tiles
		expect(takeShared(foreign, COMPLETE, 'theirs').profile.scoringTiles).toEqual(COMPLETE.scoringTiles);
		expect(changedKeys(foreign, takeShared(foreign, COMPLETE, 'mine').profile)).toContain('scoringTiles');
	});

	it('tiles: keeping mine where one tile differs by its VP keeps every other tile of theirs', () => {
		const mine = { kind: 'building', target: 'civil', vp: 5 } as const;
		const ours = ok(setBoxValue(emptyProfile(), 'scoringTiles', [COMPLETE.scoringTiles[0], mine, ...Array.from({ length: 8 }, () => null)]));
		const kept = takeShared(ours, COMPLETE, 'mine');
		expect(kept.profile.scoringTiles).toEqual([COMPLETE.scoringTiles[0], mine, ...COMPLETE.scoringTiles.filter((t) => t?.kind !== 'building' || t.target !== 'civil').slice(1)]);
		expect(kept.conflicts.map((c) => c.key)).toEqual(['scoringTiles']);
		expect(takeShared(ours, COMPLETE, 'theirs').profile.scoringTiles).toEqual(COMPLETE.scoringTiles);
	});

	it('tiles: the tiles of both when they fit, in our slots', () => {
		const [engineer, soldier, worker] = COMPLETE.scoringTiles;
		const ours = ok(setBoxValue(emptyProfile(), 'scoringTiles', [engineer, { kind: 'survivor', target: 'leader', vp: 9 }, null, null, null, null, null, null, null, null]));
		const theirs = ok(setBoxValue(emptyProfile(), 'scoringTiles', [soldier, engineer, worker, null, null, null, null, null, null, null]));
		expect(mergeProfiles(ours, theirs)).toEqual({ profile: { ...ours, scoringTiles: [...ours.scoringTiles.slice(0, 2), soldier, worker, ...ours.scoringTiles.slice(4)] }, conflicts: [] });
	});

	it('vehicle tables merge entry by entry', () => {
		const base = ok(setBoxValue(emptyProfile(), 'sameVehicleTable', [0, null, null, 9]));
		const incoming = ok(setBoxValue(emptyProfile(), 'sameVehicleTable', [null, 1, 4, 9, 16]));
		expect(mergeProfiles(base, incoming)).toEqual({ profile: { ...base, sameVehicleTable: [0, 1, 4, 9, 16] }, conflicts: [] });
		const other = ok(setBoxValue(emptyProfile(), 'sameVehicleTable', [0, 2, 4, 9]));
		const merged = mergeProfiles(base, other);
		expect(merged).toEqual({ profile: { ...base, sameVehicleTable: [0, 2, 4, 9] }, conflicts: [] });
		const clash = mergeProfiles(ok(setBoxValue(emptyProfile(), 'sameVehicleTable', [0, 1, 4, 9])), other);
		expect(clash.conflicts).toEqual([{ key: 'sameVehicleTable', ours: [0, 1, 4, 9], theirs: [0, 2, 4, 9] }]);
	});

	it('a value that would break our profile is a conflict, not a merge', () => {
		let base = emptyProfile();
		for (const v of ['car', 'bus', 'truck'] as const) base = ok(setBoxValue(base, `partsPerVehicle.${v}`, 3));
		const { profile, conflicts } = mergeProfiles(base, COMPLETE);
		expect(profile.sameVehicleTable).toEqual(base.sameVehicleTable);
		expect(conflicts.map((c) => c.key)).toEqual(['partsPerVehicle.car', 'partsPerVehicle.bus', 'partsPerVehicle.truck', 'sameVehicleTable']);
		expect(validateProfile(profile).ok).toBe(true);
	});
});
