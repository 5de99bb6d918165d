import { describe, expect, it } from 'vitest';
import { playerStats, type StatsGame } from './player-stats';

const game = (points: Record<string, number | null>, winners: string[]): StatsGame => ({
	players: Object.keys(points).map((key) => ({ id: key, name: key.split('#')[0] as string })),
	totals: points,
	winners
});

describe('per-player statistics of one game', () => {
	it('counts games, wins, average and best by name; players without a number (neutrals) do not count', () => {
		const stats = playerStats([
			game({ 'Ani#1': 10, 'Ben#1': 6, 'Neutral#1': null }, ['Ani#1']),
			game({ 'Ben#2': 12, 'ani#2': 12 }, ['Ben#2', 'ani#2'])
		]);
		expect(stats).toEqual([
			{ name: 'ani', games: 2, wins: 2, average: 11, best: 12, topCategory: null, topCategoryWins: 0 },
			{ name: 'Ben', games: 2, wins: 1, average: 9, best: 12, topCategory: null, topCategoryWins: 0 }
		]);
	});

	it('sorts most wins first, then the higher average, then the name', () => {
		const stats = playerStats([game({ Cem: 30, Ben: 20, Ana: 20, Dora: 5 }, ['Dora']), game({ Cem: 1, Ben: 20, Ana: 20 }, [])]);
		expect(stats.map((s) => s.name)).toEqual(['Dora', 'Ana', 'Ben', 'Cem']);
	});

	it('finds the most frequent winning category, the earlier one in the given order on a tie', () => {
		const won: Record<string, 'x' | 'y'> = { 'A#1': 'y', 'A#2': 'x' };
		const stats = playerStats([game({ 'A#1': 5 }, ['A#1']), game({ 'A#2': 5 }, ['A#2']), game({ 'A#3': 5 }, [])], {
			order: ['x', 'y'] as const,
			of: (_, id) => won[id] ?? null
		});
		expect(stats[0]).toMatchObject({ wins: 2, topCategory: 'x', topCategoryWins: 1 });
	});
});
