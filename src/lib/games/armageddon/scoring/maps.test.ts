import { describe, expect, it } from 'vitest';
import { playerId } from '../types';
import type { PlayerId } from '../types';
import type { MapsResult } from './types';
import { mapsMajority } from './maps';

const ids = ['frank', 'nikki', 'ani', 'travis'] as const;
function maps(counts: readonly number[]): Record<PlayerId, number> {
	return Object.fromEntries(counts.map((n, i) => [playerId(ids[i] ?? `p${i}`), n]));
}
const inOrder = (r: MapsResult, key: 'points' | 'place', n: number) => ids.slice(0, n).map((id) => r[key][playerId(id)]);

describe('mapsMajority', () => {
	const cases: [string, number[], (number | null)[], (1 | 2 | null)[], MapsResult['situation']][] = [
		['rulebook: Frank 5, Nikki 2, Ani 1 → 8, 4, 0', [5, 2, 1], [8, 4, 0], [1, 2, null], 'clear'],
		['tie for first: both 8, no second place', [3, 3, 1, 0], [8, 8, 0, 0], [1, 1, null, null], 'tie-first'],
		['three tied for first', [2, 2, 2, 1], [8, 8, 8, 0], [1, 1, 1, null], 'tie-first'],
		['tie for second: both 4', [4, 2, 2, 1], [8, 4, 4, 0], [1, 2, 2, null], 'tie-second'],
		['nobody has maps', [0, 0, 0], [0, 0, 0], [null, null, null], 'no-maps'],
		['only one player has maps', [0, 3, 0], [0, 8, 0], [null, 1, null], 'clear'],
		['second place with 0 maps scores nothing', [2, 0, 0, 0], [8, 0, 0, 0], [1, null, null, null], 'clear'],
		['tie for first with the rest at 0', [1, 1, 0], [8, 8, 0], [1, 1, null], 'tie-first']
	];
	it.each(cases)('%s', (_, counts, points, place, situation) => {
		const r = mapsMajority(maps(counts));
		expect(inOrder(r, 'points', counts.length)).toEqual(points);
		expect(inOrder(r, 'place', counts.length)).toEqual(place);
		expect(r.situation).toBe(situation);
	});
});
