import { describe, expect, it } from 'vitest';
import { denseRanking, leaders, leadersBy, placeOf, rank, ranked } from './ranking';

describe('denseRanking', () => {
	it('groups equal values and numbers the next distinct value with the next place', () => {
		const r = denseRanking([
			{ id: 'a', value: 8 },
			{ id: 'b', value: 32 },
			{ id: 'c', value: 8 },
			{ id: 'd', value: 2 }
		]);
		expect(r).toEqual([
			{ place: 1, value: 32, ids: ['b'] },
			{ place: 2, value: 8, ids: ['a', 'c'] },
			{ place: 3, value: 2, ids: ['d'] }
		]);
	});

	it('is empty for no entries', () => {
		expect(denseRanking([])).toEqual([]);
	});
});

describe('leaders', () => {
	it('returns every id sharing the highest value', () => {
		expect(leaders([{ id: 'a', value: 3 }, { id: 'b', value: 5 }, { id: 'c', value: 5 }])).toEqual(['b', 'c']);
		expect(leaders([])).toEqual([]);
	});
});

describe('rank', () => {
	const totals: Record<string, number> = { a: 40, b: 52, c: 40, d: 40, e: 12 };
	const cards: Record<string, number> = { a: 5, b: 1, c: 7, d: 5, e: 0 };
	const ids = ['a', 'b', 'c', 'd', 'e'];

	it('breaks a tie on the first key by the next key; equal on every key is a shared place in input order', () => {
		expect(rank(ids, [(id) => totals[id] ?? 0, (id) => cards[id] ?? 0])).toEqual([
			{ place: 1, value: 52, ids: ['b'] },
			{ place: 2, value: 40, ids: ['c'] },
			{ place: 3, value: 40, ids: ['a', 'd'] },
			{ place: 4, value: 12, ids: ['e'] }
		]);
	});

	it('competition numbering skips the places a tie took (1, 1, 3)', () => {
		const places = rank(ids, [(id) => totals[id] ?? 0], 'competition');
		expect(places.map((p) => [p.place, p.ids])).toEqual([
			[1, ['b']],
			[2, ['a', 'c', 'd']],
			[5, ['e']]
		]);
		expect(placeOf(places)).toEqual({ a: 2, b: 1, c: 2, d: 2, e: 5 });
		expect(ranked(places)).toEqual(['b', 'a', 'c', 'd', 'e']);
	});

	it('dense numbering takes the next number after a tie (1, 1, 2)', () => {
		expect(rank(['x', 'y', 'z'], [(id) => (id === 'z' ? 1 : 3)]).map((p) => p.place)).toEqual([1, 2]);
		expect(rank(['x', 'y', 'z'], [(id) => (id === 'z' ? 1 : 3)], 'competition').map((p) => p.place)).toEqual([1, 3]);
	});

	it('with no keys everyone shares first place; no ids, no places', () => {
		expect(rank(['a', 'b'], [])).toEqual([{ place: 1, value: 0, ids: ['a', 'b'] }]);
		expect(rank([], [(id: string) => id.length])).toEqual([]);
	});
});

describe('leadersBy', () => {
	it('narrows the tied leaders by each further key until the keys run out', () => {
		const v: Record<string, [number, number]> = { a: [5, 1], b: [5, 2], c: [5, 2], d: [1, 9] };
		expect(leadersBy(['a', 'b', 'c', 'd'], [(id) => v[id]?.[0] ?? 0])).toEqual(['a', 'b', 'c']);
		expect(leadersBy(['a', 'b', 'c', 'd'], [(id) => v[id]?.[0] ?? 0, (id) => v[id]?.[1] ?? 0])).toEqual(['b', 'c']);
		expect(leadersBy([], [(id: string) => id.length])).toEqual([]);
	});
});
