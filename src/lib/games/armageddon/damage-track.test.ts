import { describe, expect, it } from 'vitest';
import { damageResolution } from './damage-track';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';

// FIXTURE_COMPLETE_PROFILE spaces 4..9 (invented): marauder · vp-1 · vp-2 · leader · marauder+vp-1 · marauder+vp-2
describe('damageResolution: the one reading of the damage track (§3)', () => {
	it.each([
		[1, 2, []],
		[2, 0, []],
		[3, 0, []],
		[4, 0, [[3, 'vp-1']]],
		[6, 0, [[3, 'vp-1'], [4, 'marauder'], [5, 'vp-1']]],
		[9, 0, [[3, 'vp-1'], [4, 'marauder'], [5, 'vp-1'], [6, 'vp-2'], [7, 'leader'], [8, 'marauder'], [8, 'vp-1']]]
	] as const)('marker on %i → +%i VP and the effects of the spaces left of it', (space, vp, effects) => {
		expect(damageResolution(COMPLETE, space, 'test')).toEqual({
			ok: true,
			value: { spaceOneVp: vp, effects: effects.map(([s, effect]) => ({ space: s, effect })) }
		});
	});

	it('lists every unknown space it needs, by space number', () => {
		const r = damageResolution(RULES_ONLY, 7, 'Resolving');
		expect(!r.ok && r.needs?.map((n) => n.key)).toEqual(['damageSpaces.4', 'damageSpaces.5', 'damageSpaces.6']);
		expect(damageResolution(RULES_ONLY, 4, 'Resolving').ok).toBe(true);
	});
});
