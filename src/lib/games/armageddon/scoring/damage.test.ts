import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import { finalDamage } from './damage';

// FIXTURE_COMPLETE_PROFILE spaces 4..9: marauder · vp-1 · vp-2 · leader · marauder+vp-1 · marauder+vp-2 (invented).
describe('final damage resolution (FIXTURE_COMPLETE_PROFILE)', () => {
	it.each([
		[1, 3, 2, 3, 'space 1: +2 VP'],
		[2, 3, 0, 3, 'space 2: nothing'],
		[3, 3, 0, 3, 'space 3: its own −1 is not applied'],
		[4, 3, -1, 3, 'space 4: −1 of space 3'],
		[5, 3, -1, 4, 'space 5: −1, +marauder of space 4'],
		[6, 3, -2, 4, 'space 6: adds −1 of space 5'],
		[8, 3, -4, 4, 'space 8: −Leader of space 7 has no effect'],
		[9, 3, -5, 5, 'space 9: spaces 3..8'],
		[9, 7, -5, 8, 'two +marauders from 7 stop at 8'],
		[9, 8, -5, 8, 'nothing beyond 8']
	])('space %i with %i marauders → %i VP, %i marauders (%s)', (space, marauders, vp, after) => {
		expect(finalDamage(COMPLETE, space, marauders)).toEqual({ ok: true, value: { vp, marauders: after } });
	});
});

describe('final damage with FIXTURE_RULES_ONLY_PROFILE', () => {
	it.each([1, 2, 3, 4])('space %i needs no box value', (space) => {
		expect(finalDamage(RULES_ONLY, space, 0).ok).toBe(true);
	});
	it('space 7 needs spaces 4, 5 and 6, named by space number', () => {
		const r = finalDamage(RULES_ONLY, 7, 0);
		expect(!r.ok && r.code).toBe('needs-box-value');
		expect(!r.ok && r.needs?.map((n) => n.key)).toEqual(['damageSpaces.4', 'damageSpaces.5', 'damageSpaces.6']);
	});
});

describe('bad values', () => {
	it.each([
		[0, 0, /Damage space must be at least 1/],
		[10, 0, /Damage space must be at most 9/],
		[2.5, 0, /Damage space must be a whole number/],
		[3, 9, /Marauders must be at most 8/],
		[3, -1, /Marauders must not be negative/]
	])('space %s, marauders %s are refused', (space, marauders, reason) => {
		const r = finalDamage(COMPLETE, space, marauders);
		expect(!r.ok && r.code).toBe('invalid-number');
		expect(!r.ok && r.reason).toMatch(reason);
	});
});
