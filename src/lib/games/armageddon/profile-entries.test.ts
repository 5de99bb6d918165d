import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';
import type { BoxProfile } from './types';
import { BOX_KEYS, emptyProfile, setBoxValue } from './profile';
import { profileEntries } from './profile-entries';

describe('profileEntries', () => {
	it('lists every box key once, and the rulebook values with their source', () => {
		const entries = profileEntries(RULES_ONLY);
		const keys = entries.map((e) => e.key);
		expect(new Set(keys).size).toBe(keys.length);
		for (const key of BOX_KEYS) expect(keys).toContain(key);
		for (const e of entries.filter((x) => x.status === 'rules')) expect(e.source).toMatch(/Rulebook p\.\d|rules reference §/);
		expect(entries.find((e) => e.key === 'roundTrack.2')).toMatchObject({ status: 'rules', value: 2 });
		expect(entries.find((e) => e.key === 'damageSpaces.3')).toMatchObject({ status: 'rules', value: ['vp-1'] });
		expect(entries.find((e) => e.key === 'scoringTiles.known')?.value).toEqual({ kind: 'survivor', target: 'engineer', vp: 4 });
	});

	it('marks box values unknown in the rules-only profile and entered in the complete one', () => {
		const status = (p: BoxProfile) =>
			Object.fromEntries(
				profileEntries(p)
					.filter((e) => (BOX_KEYS as readonly string[]).includes(e.key) && e.key !== 'roundTrack.2')
					.map((e) => [e.key, e.status])
			);
		expect(new Set(Object.values(status(RULES_ONLY)))).toEqual(new Set(['unknown']));
		// the complete fixture holds no building cards: they are learnt one by one
		const { buildingCards, ...rest } = status(COMPLETE);
		expect(new Set(Object.values(rest))).toEqual(new Set(['entered']));
		expect(buildingCards).toBe('unknown');
		const set = setBoxValue(emptyProfile(), 'weaponSet', 5);
		if (!set.ok) throw new Error(set.reason);
		const some = set.value;
		expect(status(some)).toMatchObject({ weaponSet: 'entered', medicineSet: 'unknown' });
	});
});
