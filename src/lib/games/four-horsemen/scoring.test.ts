import { describe, expect, it } from 'vitest';
import { decideWinner, scoreFinal, scoreHorseman, scorePlayer } from './scoring';
import type { FhEntry, FhSheet } from './types';

const e = (good: number, evil: number, goodProtection = 0, evilProtection = 0, undyingGood = 0, undyingEvil = 0): FhEntry => ({
	good,
	evil,
	goodProtection,
	evilProtection,
	undyingGood,
	undyingEvil
});

describe('one player at a horseman scoring', () => {
	it('protects the good side first and passes unused protection to the evil side', () => {
		expect(scorePlayer(e(2, 2, 4, 0))).toEqual({
			goodSurvivors: 2,
			goodDead: 0,
			evilSurvivors: 2,
			evilDead: 0,
			passed: 2,
			points: 4
		});
	});

	it('never passes protection from the evil side to the good side', () => {
		expect(scorePlayer(e(1, 2, 0, 3))).toMatchObject({ goodDead: 1, evilDead: 0, passed: 0, points: 1 });
	});

	it('cards that cannot die survive without protection and do not use it', () => {
		// good 3 of which 1 cannot die: 2 need protection, 1 symbol saves 1, the other dies
		expect(scorePlayer(e(3, 0, 1, 0, 1, 0))).toMatchObject({ goodSurvivors: 2, goodDead: 1, points: 1 });
		// good 2 of which 2 cannot die: the symbol is not needed and passes to the evil side
		expect(scorePlayer(e(2, 1, 1, 0, 2, 0))).toMatchObject({ goodDead: 0, evilDead: 0, passed: 1, points: 3 });
		expect(scorePlayer(e(0, 6, 0, 3, 0, 1))).toMatchObject({ evilSurvivors: 4, evilDead: 2, points: 2 });
	});

	it('points are survivors minus dead and can be negative', () => {
		expect(scorePlayer(e(3, 2))).toMatchObject({ points: -5 });
	});
});

/** Hand-worked 4-player game, A B C D; each line: good, evil, good protection, evil protection, undying good, undying evil. */
const sheet: FhSheet = {
	players: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() })),
	scorings: [
		// A 2 survive, 2 die: 0 · B 2 symbols pass to evil: 4 · C evil protection not passed back: 2 − 1 = 1 · D 2 − 2 = 0
		{ a: e(3, 1, 2, 0), b: e(2, 2, 4, 0), c: e(1, 2, 0, 3), d: e(2, 2, 0, 0, 1, 1) },
		// A 4 · B 4 − 2 = 2 · C 4 − 2 = 2 · D 5 − 1 = 4; A and D tie on 4, D has more survivors (5)
		{ a: e(4, 0, 4), b: e(3, 3, 3, 1), c: e(2, 4, 0, 4), d: e(5, 1, 5, 0) },
		// A 2 − 2 = 0 · B 2 · C 5 · D 2 − 1 = 1
		{ a: e(2, 2, 1, 1), b: e(1, 1, 1, 1), c: e(0, 5, 0, 5), d: e(3, 0, 1, 0, 1, 0) },
		// A 5 · B 4 · C 4 − 2 = 2 · D 5; A and D tie on points and survivors: nobody takes the card
		{ a: e(5, 0, 5), b: e(2, 2, 2, 2), c: e(0, 6, 0, 3, 0, 1), d: e(4, 1, 4, 1) }
	],
	horsemanPoints: { a: 0, b: 3, c: 4, d: 2 },
	alignments: { a: 'good', b: 'evil', c: 'evil', d: 'good' }
};

const at = (i: number) => sheet.scorings[i] ?? {};

describe('the horseman and seal cards of a scoring', () => {
	it('go to the most points and the most population cards on display', () => {
		const s = scoreHorseman(sheet.players, at(0));
		expect(Object.fromEntries(Object.entries(s.players).map(([id, r]) => [id, r.points]))).toEqual({ a: 0, b: 4, c: 1, d: 0 });
		expect(s.horseman).toEqual({ winner: 'b', decidedBy: 'points', tied: ['b'] });
		expect(s.seal).toEqual({ winner: 'b', tied: ['b'] });
	});

	it('a points tie goes to the most survivors', () => {
		const s = scoreHorseman(sheet.players, at(1));
		expect(s.horseman).toEqual({ winner: 'd', decidedBy: 'survivors', tied: ['d'] });
		expect(s.seal).toEqual({ winner: 'd', tied: ['d'] });
	});

	it('a tie in points and survivors sets the card aside, as does a tie for the seal', () => {
		const s = scoreHorseman(sheet.players, at(3));
		expect(s.horseman).toEqual({ winner: null, decidedBy: 'tie', tied: ['a', 'd'] });
		expect(s.seal).toEqual({ winner: null, tied: ['a', 'd'] });
	});
});

describe('the final result', () => {
	it('scores the hand-worked 4-player game: more good people but the good are not ahead, so nobody wins', () => {
		const r = scoreFinal(sheet);
		if (!r.ok) throw new Error(JSON.stringify(r.issues));
		expect(r.value.scorings.map((s) => s.horseman.winner)).toEqual(['b', 'd', 'c', null]);
		expect(r.value.totals).toEqual({ a: 9, b: 15, c: 14, d: 12 });
		expect(r.value.ranking.map((p) => [p.place, p.ids])).toEqual([[1, ['b']], [2, ['c']], [3, ['d']], [4, ['a']]]);
		expect([r.value.goodPeople, r.value.evilPeople]).toEqual([11, 7]);
		expect([r.value.goodPoints, r.value.evilPoints]).toEqual([21, 29]);
		expect(r.value.outcome).toEqual({ kind: 'nobody', reason: 'good-not-ahead', winners: [] });
	});

	it('ranks equal totals on a shared place, in seating order, and the next total after them (1, 1, 3)', () => {
		const r = scoreFinal({ ...sheet, horsemanPoints: { ...sheet.horsemanPoints, a: (sheet.horsemanPoints.a ?? 0) + 6 } });
		if (!r.ok) throw new Error(JSON.stringify(r.issues));
		expect(r.value.totals.a).toBe(15);
		expect(r.value.ranking.map((p) => [p.place, p.ids])).toEqual([[1, ['a', 'b']], [3, ['c']], [4, ['d']]]);
	});

	it('the same game with B good: the good win together', () => {
		const r = scoreFinal({ ...sheet, alignments: { ...sheet.alignments, b: 'good' } });
		expect(r.ok && r.value.outcome).toEqual({ kind: 'good', reason: 'good-ahead', winners: ['a', 'b', 'd'] });
	});

	it('needs every alignment and sane counts', () => {
		const r = scoreFinal({ ...sheet, alignments: { a: 'good' } });
		expect(!r.ok && r.issues).toContainEqual({ code: 'alignment-missing', params: { player: 'b' } });
		const bad = scoreFinal({ ...sheet, scorings: [{ ...at(0), a: e(1, 0, 0, 0, 2, 0) }, at(1), at(2), at(3)] });
		expect(!bad.ok && bad.issues).toContainEqual({ code: 'undying-too-many', params: { player: 'a', scoring: 1, side: 'good' } });
		const neg = scoreFinal({ ...sheet, horsemanPoints: { a: -1 } });
		expect(!neg.ok && neg.issues).toContainEqual({ code: 'count-invalid', params: { player: 'a', scoring: 0, field: 'horsemanPoints' } });
	});
});

describe('the winner rule, every branch', () => {
	const totals = { a: 10, b: 8, c: 7, d: 7 };
	const evilPeopleOf = { a: 0, b: 3, c: 2, d: 4 };
	const run = (alignments: Record<string, 'good' | 'evil'>, goodPeople: number, evilPeople: number, t: Record<string, number> = totals) =>
		decideWinner({ totals: t, alignments, goodPeople, evilPeople, evilPeopleOf });

	it('more good people and the good players have more points: the good win together', () => {
		expect(run({ a: 'good', b: 'good', c: 'evil', d: 'evil' }, 9, 5)).toEqual({ kind: 'good', reason: 'good-ahead', winners: ['a', 'b'] });
	});

	it('more good people but the good points are equal or lower: nobody wins', () => {
		expect(run({ a: 'good', b: 'evil', c: 'evil', d: 'evil' }, 9, 5)).toEqual({ kind: 'nobody', reason: 'good-not-ahead', winners: [] });
		expect(run({ a: 'good', b: 'evil' }, 9, 5, { a: 8, b: 8 })).toEqual({ kind: 'nobody', reason: 'good-not-ahead', winners: [] });
	});

	it('more good people but no good player: nobody wins', () => {
		expect(run({ a: 'evil', b: 'evil', c: 'evil', d: 'evil' }, 9, 5)).toEqual({ kind: 'nobody', reason: 'no-good-player', winners: [] });
	});

	it('more good people and no evil player: the good win when their points are above 0', () => {
		const all = { a: 'good', b: 'good', c: 'good', d: 'good' } as const;
		expect(run(all, 9, 5).kind).toBe('good');
		expect(run(all, 9, 5, { a: -1, b: 0, c: 0, d: 0 })).toEqual({ kind: 'nobody', reason: 'good-not-ahead', winners: [] });
	});

	it('not more good than evil people (equal counts too): the evil player with the most points wins alone', () => {
		expect(run({ a: 'good', b: 'evil', c: 'evil', d: 'evil' }, 5, 9)).toEqual({ kind: 'evil', reason: 'most-points', winners: ['b'] });
		expect(run({ a: 'good', b: 'evil', c: 'evil', d: 'evil' }, 6, 6)).toEqual({ kind: 'evil', reason: 'most-points', winners: ['b'] });
	});

	it('evil players tied on points: the one with more evil people on display; still tied: they share', () => {
		expect(run({ a: 'good', b: 'good', c: 'evil', d: 'evil' }, 5, 9)).toEqual({ kind: 'evil', reason: 'evil-people', winners: ['d'] });
		const r = decideWinner({ totals, alignments: { a: 'good', b: 'good', c: 'evil', d: 'evil' }, goodPeople: 1, evilPeople: 2, evilPeopleOf: { c: 2, d: 2 } });
		expect(r).toEqual({ kind: 'evil', reason: 'shared', winners: ['c', 'd'] });
	});

	it('not more good people and no evil player: nobody wins', () => {
		expect(run({ a: 'good', b: 'good', c: 'good', d: 'good' }, 5, 9)).toEqual({ kind: 'nobody', reason: 'no-evil-player', winners: [] });
	});
});
