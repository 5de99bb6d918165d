import { describe, expect, it } from 'vitest';
import { gameEnd, neutralController, roundOrder } from './table';

const ids = ['a', 'b', 'c', 'n1', 'n2'];

describe('round turn order', () => {
	it('is a permutation of every player, neutrals included, reproducible from seed and round', () => {
		const one = roundOrder('K7P2QX', 1, ids);
		expect([...one].sort()).toEqual([...ids].sort());
		expect(roundOrder('K7P2QX', 1, ids)).toEqual(one);
	});

	it('differs between rounds and seeds', () => {
		const rounds = Array.from({ length: 8 }, (_, i) => roundOrder('K7P2QX', i + 1, ids).join());
		expect(new Set(rounds).size).toBeGreaterThan(1);
		const seeds = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD'].map((s) => roundOrder(s, 1, ids).join());
		expect(new Set(seeds).size).toBeGreaterThan(1);
	});
});

const base = { orbits: 3, transit: 2, points: 10 };

describe('who controls a neutral player', () => {
	const call = (players: Record<string, typeof base>, order = ['a', 'n1', 'b', 'c'], neutral = 'n1') =>
		neutralController({ neutral, order, players, seed: 'K7P2QX', round: 2 });

	it('is the player in the fewest orbits', () => {
		expect(call({ a: base, b: { ...base, orbits: 2 }, c: base })).toEqual({ controller: 'b', decidedBy: 'orbits', tied: ['b'] });
	});

	it('on a tie: fewest chips in the transit fields', () => {
		const r = call({ a: { ...base, orbits: 2 }, b: { ...base, orbits: 2, transit: 1 }, c: base });
		expect(r).toEqual({ controller: 'b', decidedBy: 'transit', tied: ['b'] });
	});

	it('then fewest points', () => {
		const r = call({ a: { ...base, points: 4 }, b: { ...base, points: 5 }, c: { ...base, orbits: 4 } });
		expect(r).toEqual({ controller: 'a', decidedBy: 'points', tied: ['a'] });
	});

	it('then the tied player whose turn comes first after the neutral in this round', () => {
		// order a, n1, b, c: b moves next after n1 although a is first in the round
		expect(call({ a: base, b: base, c: base })).toEqual({ controller: 'b', decidedBy: 'turn-order', tied: ['b'] });
		expect(call({ a: base, b: { ...base, orbits: 5 }, c: base })).toEqual({ controller: 'c', decidedBy: 'turn-order', tied: ['c'] });
	});

	it('then at random (seeded, reproducible) when no tied player moves after the neutral this round', () => {
		const players = { a: base, b: base, c: { ...base, orbits: 9 } };
		const order = ['a', 'b', 'c', 'n1'];
		const r = call(players, order);
		expect(r.decidedBy).toBe('random');
		expect(['a', 'b']).toContain(r.controller);
		expect(r.tied).toEqual(['a', 'b']);
		expect(call(players, order)).toEqual(r);
		const picks = new Set(
			['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF'].map(
				(seed) => neutralController({ neutral: 'n1', order, players, seed, round: 2 }).controller
			)
		);
		expect(picks).toEqual(new Set(['a', 'b']));
	});

	it('a single non-neutral player controls by default', () => {
		expect(neutralController({ neutral: 'n1', order: ['n1', 'a'], players: { a: base }, seed: 'X', round: 1 })).toEqual({
			controller: 'a',
			decidedBy: 'orbits',
			tied: ['a']
		});
	});
});

describe('game end', () => {
	it('ends when someone reaches 1024 million on Earth or in the belt', () => {
		expect(gameEnd({ earth: { a: 1024 } })).toEqual(['earth-1024']);
		expect(gameEnd({ belt: { n1: 1024 } })).toEqual(['belt-1024']);
		expect(gameEnd({ mars: { a: 1024 } })).toEqual([]);
	});

	it('ends when every planet orbit and the belt is populated', () => {
		const all = Object.fromEntries(
			['mercury', 'venus', 'earth', 'mars', 'belt', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].map((o) => [o, { a: 1 }])
		);
		expect(gameEnd(all)).toEqual(['all-populated']);
		expect(gameEnd({ ...all, pluto: { a: 0 } })).toEqual([]);
	});
});
