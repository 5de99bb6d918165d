import { describe, expect, it } from 'vitest';
import { sheetPlayerStats } from './player-stats';

describe('per-player statistics of one game', () => {
	it('counts games, wins, average and best points by name; neutrals (null points) do not count', () => {
		const stats = sheetPlayerStats([
			{ players: [{ id: 'a', name: 'Ani', points: 10 }, { id: 'b', name: 'Ben', points: 6 }, { id: 'n', name: 'Neutral', points: null }], winners: ['a'] },
			{ players: [{ id: 'x', name: 'Ben', points: 12 }, { id: 'y', name: 'ani', points: 12 }], winners: ['x', 'y'] }
		]);
		expect(stats).toEqual([
			{ name: 'Ani', games: 2, wins: 2, average: 11, best: 12 },
			{ name: 'Ben', games: 2, wins: 1, average: 9, best: 12 }
		]);
	});
});
