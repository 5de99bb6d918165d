import { describe, expect, it } from 'vitest';
import { neutralCount, orbitScores, scoreSixBillion, validateSheet } from './scoring';
import type { SbSheet } from './types';

const p = (id: string, neutral = false) => ({ id, name: id.toUpperCase(), neutral });

/** Hand-worked 3-player game (two neutrals), worked out on paper in the comments. */
const three: SbSheet = {
	players: [p('a'), p('b'), p('c'), p('n1', true), p('n2', true)],
	populations: {
		mercury: { a: 2 }, // A alone: 4
		venus: { a: 4, n1: 4, b: 1 }, // A + N1 share 1st: 4 − 1 = 3; B 2nd: 2
		earth: { a: 64, b: 64, c: 64, n1: 8 }, // three share 1st: 8 − 2 = 6 each
		mars: { b: 32, c: 16, n2: 16, a: 2 }, // B 8; C + N2 share 2nd: 4 − 1 = 3; A 3rd: 2
		belt: { c: 128, a: 8 }, // C 8, A 4
		jupiter: { n2: 8, b: 8 }, // B shares 1st with N2: 3
		uranus: { c: 1 }, // C 4
		neptune: { a: 1, b: 1, c: 1, n1: 1 }, // four share 1st: 4 − 3 = 1 each
		pluto: { n1: 2, n2: 1, b: 1 } // B shares 2nd with N2: 2 − 1 = 1
	},
	agendas: { a: 'earth', b: 'mars', c: 'belt' }, // A 6→12, B 8→16, C 8→16
	discovery: true,
	discoveries: { a: ['uranus'], b: ['jupiter'], c: ['uranus'] } // A 0→0, B 3→6, C 4→8
};

/** Hand-worked 5-player game (one neutral). */
const five: SbSheet = {
	players: [p('a'), p('b'), p('c'), p('d'), p('e'), p('n', true)],
	populations: {
		mercury: { a: 1 }, // A 4
		venus: { b: 2, c: 1 }, // B 4, C 2
		earth: { a: 256, n: 256, b: 128, c: 128, d: 64, e: 32 }, // A 8−1 = 7; B, C 4−1 = 3; D 2; E 4th: 0
		mars: { d: 64, e: 64, a: 64 }, // 8 − 2 = 6 each
		belt: { e: 1024, n: 512, b: 16, c: 16, d: 16 }, // E 8; B, C, D share 3rd: 2 − 2 = 0
		jupiter: { c: 4, d: 2, e: 1 }, // C 4, D 2, E 1
		saturn: { b: 1, n: 1 }, // B 3
		neptune: { d: 2 }, // D 4
		pluto: { a: 1, b: 1, c: 1 } // 4 − 2 = 2 each
	},
	agendas: { a: 'earth', b: 'belt', c: 'earth', d: 'mars', e: 'mars' },
	discovery: false,
	discoveries: { d: ['neptune'] } // ignored: the optional rule is off
};

const totals = (sheet: SbSheet) => {
	const r = scoreSixBillion(sheet);
	if (!r.ok) throw new Error(JSON.stringify(r.issues));
	return { totals: Object.fromEntries(r.value.scores.map((s) => [s.id, s.total])), result: r.value };
};

describe('6 Billion final scoring', () => {
	it('scores the hand-worked 3-player game', () => {
		const { totals: t, result } = totals(three);
		expect(t).toEqual({ a: 26, b: 32, c: 34 });
		expect(result.winners).toEqual(['c']);
		expect(result.ranking.map((r) => r.ids)).toEqual([['c'], ['b'], ['a']]);
	});

	it('gives each of three sharing first place on Earth 8 − 2 = 6', () => {
		const earth = orbitScores('earth', three.players, { a: 64, b: 64, c: 64, n1: 8 });
		expect([earth.a?.base, earth.b?.base, earth.c?.base]).toEqual([6, 6, 6]);
		expect(earth.a?.sharing).toBe(3);
		// the next population takes 2nd place (dense), and the neutral there scores nothing
		expect(earth.n1?.place).toBe(2);
	});

	it('without the discovery rule the cards do not count', () => {
		const { totals: t } = totals({ ...three, discovery: false });
		expect(t).toEqual({ a: 26, b: 29, c: 30 });
	});

	it('scores the hand-worked 5-player game', () => {
		const { totals: t, result } = totals(five);
		expect(t).toEqual({ a: 26, b: 12, c: 14, d: 20, e: 21 });
		expect(result.winners).toEqual(['a']);
	});

	it('uses 4/2/1 on ordinary orbits and 8/4/2 on Earth, Mars and the belt; 4th place scores nothing', () => {
		const players = [p('a'), p('b'), p('c'), p('d')];
		const pops = { a: 8, b: 4, c: 2, d: 1 };
		const j = orbitScores('jupiter', players, pops);
		expect([j.a?.base, j.b?.base, j.c?.base, j.d?.base]).toEqual([4, 2, 1, 0]);
		const m = orbitScores('mars', players, pops);
		expect([m.a?.base, m.b?.base, m.c?.base, m.d?.base]).toEqual([8, 4, 2, 0]);
	});

	it('never goes below 0 when many share a place', () => {
		const players = [p('a'), p('b'), p('c'), p('d'), p('e')];
		const s = orbitScores('saturn', players, { a: 4, b: 1, c: 1, d: 1, e: 1 });
		expect(s.b?.base).toBe(0); // 2nd place shared by four: 2 − 3 → 0
	});

	it('doubles a hidden agenda only on its own orbit', () => {
		const { result } = totals(three);
		const a = result.scores.find((s) => s.id === 'a');
		expect(a?.orbits.earth.factor).toBe(2);
		expect(a?.orbits.earth.points).toBe(12);
		expect(a?.orbits.mars.factor).toBe(1);
	});

	it('shares the victory on equal totals', () => {
		const sheet: SbSheet = {
			players: [p('a'), p('b'), p('n', true)],
			populations: { earth: { a: 2 }, mars: { b: 2 } },
			agendas: {},
			discovery: false,
			discoveries: {}
		};
		expect(totals(sheet).result.winners).toEqual(['a', 'b']);
	});
});

describe('6 Billion checks', () => {
	it('needs 1 neutral with 2 or 5 players and 2 with 3 or 4', () => {
		expect([2, 3, 4, 5].map(neutralCount)).toEqual([1, 2, 2, 1]);
		const wrong = { ...three, players: three.players.slice(0, 4) };
		expect(validateSheet(wrong)).toContainEqual({ code: 'neutral-count', params: { expected: 2, count: 1 } });
	});

	it('refuses player counts outside 2–5', () => {
		const one: SbSheet = { ...three, players: [p('a'), p('n', true)] };
		expect(validateSheet(one)).toContainEqual({ code: 'player-count', params: { count: 1 } });
	});

	it('refuses populations that are not 1, 2, 4 … 1024', () => {
		const bad = { ...three, populations: { ...three.populations, mercury: { a: 3 } } };
		expect(validateSheet(bad)).toEqual([{ code: 'population-value', params: { player: 'a', orbit: 'mercury', value: 3 } }]);
		const r = scoreSixBillion(bad);
		expect(r.ok).toBe(false);
	});

	it('allows at most two hidden agendas per orbit', () => {
		const bad = { ...five, agendas: { ...five.agendas, b: 'earth' as const, e: 'earth' as const } };
		expect(validateSheet(bad)).toContainEqual({ code: 'agenda-limit', params: { orbit: 'earth', count: 4 } });
	});

	it('refuses cards for a neutral player', () => {
		const bad = { ...three, agendas: { ...three.agendas, n1: 'mars' as const } };
		expect(validateSheet(bad)).toContainEqual({ code: 'neutral-card', params: { player: 'n1' } });
	});
});
