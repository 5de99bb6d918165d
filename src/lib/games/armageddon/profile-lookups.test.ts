import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';
import type { BoxProfile } from './types';
import { auctionTilesKnown, damageSpaceEffects, emptyProfile, missingDamageSpaces, roundAdvance, setBoxValue, tilesKnown } from './profile';
import { ok, rejected } from './testing/results';

const replaceAt = <T>(list: readonly T[], i: number, value: unknown): unknown[] => list.map((x, j) => (j === i ? value : x));

describe('look-ups', () => {
	it.each([1, 2, 3, 4, 5, 6])('roundAdvance of round %d reads the profile', (round) => {
		expect(roundAdvance(COMPLETE, round)).toEqual({ ok: true, value: COMPLETE.roundTrack[round - 1] });
	});

	it('roundAdvance: round 2 is the rulebook\'s; the others are needs', () => {
		expect(roundAdvance(RULES_ONLY, 2)).toEqual({ ok: true, value: 2 });
		for (const round of [1, 3, 4, 5, 6]) {
			const r = rejected(roundAdvance(RULES_ONLY, round));
			expect(r.code).toBe('needs-box-value');
			expect(r.needs?.map((n) => n.key)).toEqual([`roundTrack.${round}`]);
			expect(r.needs?.[0]?.where).toContain(`round ${round}`);
		}
	});

	it.each([0, 7, 1.5, Number.NaN])('roundAdvance refuses round %d', (round) => {
		expect(rejected(roundAdvance(COMPLETE, round)).code).toBe('invalid-value');
	});

	it('damageSpaceEffects: 2 and 3 from the rulebook, 4..9 from the profile', () => {
		expect(damageSpaceEffects(RULES_ONLY, 2)).toEqual({ ok: true, value: [] });
		expect(damageSpaceEffects(RULES_ONLY, 3)).toEqual({ ok: true, value: ['vp-1'] });
		for (let s = 4; s <= 9; s++) {
			expect(damageSpaceEffects(COMPLETE, s)).toEqual({ ok: true, value: COMPLETE.damageSpaces[s - 4] });
			const r = rejected(damageSpaceEffects(RULES_ONLY, s));
			expect(r.code).toBe('needs-box-value');
			expect(r.needs?.map((n) => n.key)).toEqual([`damageSpaces.${s}`]);
		}
	});

	it.each([1, 0, 10, 2.5])('damageSpaceEffects refuses space %d', (space) => {
		const r = rejected(damageSpaceEffects(COMPLETE, space));
		expect(r.code).toBe('invalid-value');
		expect(r.reason).toContain('damage space');
	});

	it('missingDamageSpaces lists unknown spaces from 4 up to the limit', () => {
		expect(missingDamageSpaces(RULES_ONLY, 3)).toEqual([]);
		expect(missingDamageSpaces(RULES_ONLY, 6)).toEqual(['damageSpaces.4', 'damageSpaces.5', 'damageSpaces.6']);
		expect(missingDamageSpaces(RULES_ONLY, 20)).toHaveLength(6);
		const some = ok(setBoxValue(emptyProfile(), 'damageSpaces.5', ['leader']));
		expect(missingDamageSpaces(some, 6)).toEqual(['damageSpaces.4', 'damageSpaces.6']);
		expect(missingDamageSpaces(COMPLETE, 9)).toEqual([]);
	});

	it('tilesKnown / auctionTilesKnown need every tile', () => {
		expect([tilesKnown(COMPLETE), auctionTilesKnown(COMPLETE)]).toEqual([true, true]);
		expect([tilesKnown(RULES_ONLY), auctionTilesKnown(RULES_ONLY)]).toEqual([false, false]);
		const oneMissing = { ...COMPLETE, scoringTiles: replaceAt(COMPLETE.scoringTiles, 9, null), auctionTiles: replaceAt(COMPLETE.auctionTiles, 6, null) } as BoxProfile;
		expect([tilesKnown(oneMissing), auctionTilesKnown(oneMissing)]).toEqual([false, false]);
		const duplicates = { ...COMPLETE, scoringTiles: COMPLETE.scoringTiles.map(() => COMPLETE.scoringTiles[0]) } as BoxProfile;
		expect(tilesKnown(duplicates)).toBe(true);
	});
});
