import { describe, expect, it } from 'vitest';
import { placeOf } from '../../shared/ranking';
import { playerId } from '../types';
import { decideFinal, finalPlaces } from './ranking';

// Compact table: name → [total, equipment cards], in seating order.
const standing = (t: Record<string, [number, number]>) => ({
	ids: Object.keys(t).map(playerId),
	s: { total: (id: string) => t[id]?.[0] ?? 0, cards: (id: string) => t[id]?.[1] ?? 0 }
});

describe('final ranking (§9.6: most VP; tie → most equipment cards; still tied → shared victory)', () => {
	it.each([
		['clear winner by VP', { a: [30, 1], b: [40, 0], c: [20, 9] }, ['b'], 'vp', ['b', 'a', 'c'], { a: 2, b: 1, c: 3 }],
		['VP tie broken by cards', { a: [40, 3], b: [40, 5], c: [20, 9] }, ['b'], 'equipment-cards', ['b', 'a', 'c'], { a: 2, b: 1, c: 3 }],
		['tie on both: shared victory, next is third', { a: [40, 5], b: [40, 5], c: [20, 9] }, ['a', 'b'], 'shared-victory', ['a', 'b', 'c'], { a: 1, b: 1, c: 3 }],
		['cards only break a tie, they never lift a lower total', { a: [39, 9], b: [40, 0] }, ['b'], 'vp', ['b', 'a'], { a: 2, b: 1 }],
		['a tie below the top shares its place too', { a: [50, 0], b: [30, 2], c: [30, 2], d: [10, 0] }, ['a'], 'vp', ['a', 'b', 'c', 'd'], { a: 1, b: 2, c: 2, d: 4 }]
	] as const)('%s', (_, table, winners, decidedBy, ranking, places) => {
		const { ids, s } = standing(table as unknown as Record<string, [number, number]>);
		expect(decideFinal(ids, s)).toEqual({ winners, decidedBy, ranking });
		expect(placeOf(finalPlaces(ids, s))).toEqual(places);
	});

	it('no players: no winner, decided by VP', () => {
		const { ids, s } = standing({});
		expect(decideFinal(ids, s)).toEqual({ ranking: [], winners: [], decidedBy: 'vp' });
	});
});
