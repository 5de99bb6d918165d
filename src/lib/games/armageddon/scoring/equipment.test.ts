import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import type { BoxProfile } from '../types';
import type { Result } from '../rejections';
import { beerPoints, gasolinePoints, medicinePoints, weaponPoints } from './equipment';

const value = (r: Result<number>) => (r.ok ? r.value : r);
type Scorer = (profile: BoxProfile, cards: number) => Result<number>;

describe('beer and gasoline (FIXTURE table 0, 1, 3, 6, 10; capped at the last entry)', () => {
	const scorers: [string, Scorer][] = [
		['beer', beerPoints],
		['gasoline', gasolinePoints]
	];
	const table: [number, number][] = [
		[0, 0],
		[1, 1],
		[2, 3],
		[3, 6],
		[4, 10],
		[5, 10],
		[9, 10]
	];
	for (const [name, score] of scorers) {
		it.each(table)(`${name}: %i cards → %i`, (cards, expected) => {
			expect(value(score(COMPLETE, cards))).toBe(expected);
		});
	}
	it('uses the profile table, not a built-in one', () => {
		const other: BoxProfile = { ...COMPLETE, beerTable: [0, 2, 5], gasolineTable: [0, 4] };
		expect(value(beerPoints(other, 1))).toBe(2);
		expect(value(beerPoints(other, 7))).toBe(5);
		expect(value(gasolinePoints(other, 3))).toBe(4);
	});
});

describe('weapons (FIXTURE 5 per set of 2) and medicine (FIXTURE 8 per set of 3)', () => {
	it.each([
		[0, 0],
		[1, 0],
		[2, 5],
		[3, 5],
		[4, 10],
		[7, 15]
	])('weapons: %i cards → %i', (cards, expected) => {
		expect(value(weaponPoints(COMPLETE, cards))).toBe(expected);
	});
	it.each([
		[0, 0],
		[2, 0],
		[3, 8],
		[5, 8],
		[6, 16],
		[10, 24]
	])('medicine: %i cards → %i', (cards, expected) => {
		expect(value(medicinePoints(COMPLETE, cards))).toBe(expected);
	});
});

describe('missing box values (FIXTURE_RULES_ONLY_PROFILE)', () => {
	const cases: [string, Scorer, number, string][] = [
		['beer', beerPoints, 1, 'beerTable'],
		['gasoline', gasolinePoints, 4, 'gasolineTable'],
		['weapons', weaponPoints, 2, 'weaponSet'],
		['medicine', medicinePoints, 3, 'medicineSet']
	];
	it.each(cases)('%s with %i cards needs %s', (_, score, cards, key) => {
		const r = score(RULES_ONLY, cards);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('needs-box-value');
		expect(r.needs?.map((n) => n.key)).toEqual([key]);
		expect(r.needs?.[0]?.where).toMatch(/printed/);
	});
	it.each([
		['beer', beerPoints, 0],
		['gasoline', gasolinePoints, 0],
		['weapons', weaponPoints, 1],
		['medicine', medicinePoints, 2]
	] as [string, Scorer, number][])('%s with %i cards scores 0 without the box value', (_, score, cards) => {
		expect(score(RULES_ONLY, cards)).toEqual({ ok: true, value: 0 });
	});
});

describe('bad card counts', () => {
	it.each([
		[-1, /negative/],
		[1.5, /whole number/],
		[Number.NaN, /NaN/],
		[Number.POSITIVE_INFINITY, /finite/]
	])('%s cards are refused', (cards, message) => {
		for (const score of [beerPoints, gasolinePoints, weaponPoints, medicinePoints]) {
			const r = score(COMPLETE, cards);
			expect(r.ok).toBe(false);
			if (r.ok) continue;
			expect(r.code).toBe('invalid-number');
			expect(r.reason).toMatch(message);
		}
	});
});
