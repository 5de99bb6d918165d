import { describe, expect, it } from 'vitest';
import { denseRanking, leaders } from './ranking';

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
