import { describe, expect, it } from 'vitest';
import { playerId, type PlayerId } from '../types';
import type { FinalCategories } from '../scoring/types';
import { statsGameOf } from '../../../db/stats-rows';
import { bestCategory, playerStats, WIN_CATEGORIES, type StatsGame, type WinCategory } from './player-stats';

const none = Object.fromEntries(WIN_CATEGORIES.map((c) => [c, 0])) as Record<WinCategory, number>;
const pts = (o: Partial<Record<WinCategory, number>>) => ({ ...none, ...o });

/** A game from [name, total, categories?] rows; `won` lists the winners' names. */
function game(rows: [string, number, Partial<Record<WinCategory, number>>?][], won: string[]): StatsGame {
	const id = (name: string): PlayerId => playerId(`${name}-${rows.length}`);
	const withBreakdown = rows.every((r) => r[2] !== undefined);
	return {
		players: rows.map(([name]) => ({ id: id(name), name })),
		totals: Object.fromEntries(rows.map(([name, total]) => [id(name), total])),
		winners: won.map(id),
		...(withBreakdown ? { breakdown: Object.fromEntries(rows.map(([name, , c]) => [id(name), pts(c ?? {})])) } : {})
	};
}

describe('bestCategory', () => {
	it.each([
		['the largest', pts({ maps: 8, vehicles: 11 }), 'vehicles'],
		['rulebook order on a tie', pts({ maps: 8, beer: 8 }), 'beer'],
		['nothing scored', pts({ damage: -2 }), null],
		['the damage bonus counts', pts({ damage: 2 }), 'damage']
	] as const)('%s', (_, points, expected) => {
		expect(bestCategory(points)).toBe(expected);
	});
});

describe('playerStats', () => {
	it('counts games, wins (shared included), average and best per player', () => {
		const stats = playerStats([
			game([['Ana', 100], ['Ben', 90], ['Cem', 80]], ['Ana']),
			game([['ana ', 70], ['Ben', 90], ['Cem', 90]], ['Ben', 'Cem']),
			game([['Ben', 120], ['Cem', 60], ['Dora', 61]], ['Ben'])
		]);
		expect(stats.map((s) => [s.name, s.games, s.wins, s.average, s.best])).toEqual([
			['Ben', 3, 2, 100, 120],
			['ana', 2, 1, 85, 100], // as last written, trimmed
			['Cem', 3, 1, 230 / 3, 90],
			['Dora', 1, 0, 61, 61]
		]);
	});

	it('finds the most frequent winning category from the saved breakdowns', () => {
		const stats = playerStats([
			game([['Ana', 100, { maps: 8, vehicles: 4 }], ['Ben', 90, { beer: 10 }], ['Cem', 50, {}]], ['Ana']),
			game([['Ana', 100, { vehicles: 11, maps: 8 }], ['Ben', 90, {}], ['Cem', 50, {}]], ['Ana']),
			game([['Ana', 100, { maps: 8 }], ['Ben', 90, {}], ['Cem', 50, {}]], ['Ana']),
			// a game saved without a breakdown still counts as a win, without a category
			game([['Ana', 100], ['Ben', 90], ['Cem', 50]], ['Ana']),
			game([['Ana', 10, {}], ['Ben', 90, { privateTile: 12 }], ['Cem', 50, {}]], ['Ben'])
		]);
		const ana = stats.find((s) => s.name === 'Ana');
		expect([ana?.wins, ana?.topCategory, ana?.topCategoryWins]).toEqual([4, 'maps', 2]);
		const ben = stats.find((s) => s.name === 'Ben');
		expect([ben?.topCategory, ben?.topCategoryWins]).toEqual(['privateTile', 1]);
		expect(stats.find((s) => s.name === 'Cem')?.topCategory).toBeNull();
	});

	it('is empty without games and ignores nameless players', () => {
		expect(playerStats([])).toEqual([]);
		expect(playerStats([game([['  ', 10], ['Ana', 5]], [])]).map((s) => s.name)).toEqual(['Ana']);
	});

	it('matches names by the rule every game shares (case, spaces, composed or decomposed letters)', () => {
		const stats = playerStats([game([['Ren\u00e9', 10]], []), game([[' rene\u0301 ', 20]], []), game([['Anna  Lena', 5]], []), game([['anna lena', 7]], [])]);
		expect(stats.map((s) => [s.name, s.games])).toEqual([
			[' rene\u0301 '.trim(), 2],
			['anna lena', 2]
		]);
	});
});

describe('statsGameOf', () => {
	const P = playerId('p');
	const categories: FinalCategories = { start: 50, publicTile: 4, privateTile: 6, beer: 0, gasoline: 0, weapons: 0, medicine: 0, vehicles: 0, maps: 8, damage: 2, marauderPenalty: -1, equipmentCards: 3 };
	it('reads totals, winners and the breakdown of a finished row', () => {
		const g = statsGameOf({ players: [{ id: P, name: 'Pia', colour: 'brown', vp: 69 }], final: { totals: { [P]: 69 }, winners: [P], decidedBy: 'vp', breakdown: { [P]: categories } } });
		expect(g).toEqual({ players: [{ id: P, name: 'Pia' }], totals: { [P]: 69 }, winners: [P], breakdown: { [P]: categories } });
		expect(playerStats(g ? [g] : [])[0]?.topCategory).toBe('maps');
	});
	it('is null for a game without a final scoring', () => {
		expect(statsGameOf({ players: [], final: null })).toBeNull();
	});
});
