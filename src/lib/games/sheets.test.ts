import { describe, expect, it } from 'vitest';
import { scoreFinal, type FhEntry, type FhSheet } from './four-horsemen';
import type { SbSheet } from './six-billion';
import { sheetStatsGame, summarizeSheet } from './sheets';

const sb = (id: string, name: string, neutral = false) => ({ id, name, neutral });
/** Three players and two neutrals: Ann alone on Mercury (4), Ben second on Venus behind a neutral (2), Cy nowhere. */
const SIX: SbSheet = {
	players: [sb('a', 'Ann'), sb('b', 'Ben'), sb('c', 'Cy'), sb('n1', 'N1', true), sb('n2', 'N2', true)],
	populations: { mercury: { a: 2 }, venus: { b: 1, n1: 4 } },
	agendas: { a: null, b: null, c: null },
	discovery: false,
	discoveries: {}
};

const EMPTY: FhEntry = { good: 0, evil: 0, goodProtection: 0, evilProtection: 0, undyingGood: 0, undyingEvil: 0 };
/** Two players level on 3 points: the tie-break of the Four Horsemen decides. */
const FOUR: FhSheet = {
	players: [
		{ id: 'x', name: 'Xa' },
		{ id: 'y', name: 'Yo' }
	],
	scorings: [{ x: { ...EMPTY, good: 2, goodProtection: 2 } }, {}, {}, {}],
	horsemanPoints: { x: 1, y: 3 },
	alignments: { x: 'good', y: 'evil' }
};

describe('summarizeSheet', () => {
	it('6 Billion: every player with the points the scoring gives, a neutral with none, and the winner', () => {
		expect(summarizeSheet({ game: 'six-billion', sheet: SIX })).toEqual({
			players: [
				{ id: 'a', name: 'Ann', points: 4 },
				{ id: 'b', name: 'Ben', points: 2 },
				{ id: 'c', name: 'Cy', points: 0 },
				{ id: 'n1', name: 'N1', points: null },
				{ id: 'n2', name: 'N2', points: null }
			],
			winners: ['a']
		});
	});

	it('the Four Horsemen: the totals and the winners of its own final, tie-break included', () => {
		const own = scoreFinal(FOUR);
		if (!own.ok) throw new Error('the fixture sheet must score');
		const summary = summarizeSheet({ game: 'four-horsemen', sheet: FOUR });
		expect(summary?.players).toEqual([
			{ id: 'x', name: 'Xa', points: 3 },
			{ id: 'y', name: 'Yo', points: 3 }
		]);
		expect(summary?.winners).toEqual(own.value.outcome.winners);
		expect(summary?.winners).toHaveLength(1);
	});

	it('a sheet whose figures do not score has no summary (the restore layer reports it)', () => {
		expect(summarizeSheet({ game: 'six-billion', sheet: { ...SIX, players: SIX.players.slice(0, 1) } })).toBeNull();
		expect(summarizeSheet({ game: 'four-horsemen', sheet: { ...FOUR, players: FOUR.players.slice(0, 1) } })).toBeNull();
	});
});

describe('sheetStatsGame', () => {
	it('gives the statistics every player with the total by id; a neutral keeps no number', () => {
		const summary = summarizeSheet({ game: 'six-billion', sheet: SIX });
		if (!summary) throw new Error('the fixture sheet must score');
		expect(sheetStatsGame(summary)).toEqual({
			players: summary.players,
			totals: { a: 4, b: 2, c: 0, n1: null, n2: null },
			winners: ['a']
		});
	});
});
