import { describe, expect, it } from 'vitest';
import { ANI, NIKKI, newGame, play } from './testing/game-builders';
import { apply } from './game';
import { setBoxValue } from './profile';
import { createSetup } from './setup';
import { FIXTURE_COMPLETE_PROFILE } from './testing/fixture-profiles';
import { playerId, type GameEvent } from './types';
import { CHOICE_FIELDS, MALFORMED, type Rejection, type RejectionCode, type Result } from './rejections';

// Every code a refusal may carry: a code added to RejectionCode without a place here does not compile.
const CODES = {
	'invalid-number': true,
	'unknown-player': true,
	'out-of-phase': true,
	'out-of-turn': true,
	duplicate: true,
	'not-enough': true,
	'not-allowed': true,
	'needs-box-value': true,
	'invalid-value': true
} satisfies Record<RejectionCode, true>;

const CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const refused = <T>(r: Result<T>): Rejection => {
	if (r.ok) throw new Error('expected a refusal');
	return r;
};

/** Every string inside a value, however deep. */
const strings = (x: unknown): string[] =>
	typeof x === 'string' ? [x] : typeof x === 'object' && x !== null ? Object.values(x).flatMap(strings) : [];

const game = newGame();
const auction = play(game, { type: 'start-round' });
// Refusals the engine gives from several steps, by way of its API.
const REFUSALS: [string, Rejection][] = [
	['no event at all', refused(apply(game, null as unknown as GameEvent))],
	['a bid before the round starts', refused(apply(game, { type: 'bid', area: 'city', player: NIKKI, survivors: 1 }))],
	['a bid by a stranger', refused(apply(auction, { type: 'bid', area: 'city', player: playerId('nobody'), survivors: 1 }))],
	['a negative bid', refused(apply(auction, { type: 'bid', area: 'city', player: NIKKI, survivors: -1 }))],
	['more survivors than one has', refused(apply(auction, { type: 'bid', area: 'city', player: ANI, survivors: 40 }))],
	['a choice nobody owes', refused(apply(auction, { type: 'choose', player: NIKKI, equipment: 'beer' }))],
	['a box value that is no box value', refused(setBoxValue(FIXTURE_COMPLETE_PROFILE, 'colour' as never, 3))],
	['a setup with one player', refused(createSetup({ players: [{ name: 'Solo', colour: 'brown' }], seed: 'ABCDEF', profile: FIXTURE_COMPLETE_PROFILE }))]
];

describe('a refusal', () => {
	it.each(REFUSALS)('%s: a known code and a detail of a kind, beside an English reason for logs', (_name, r) => {
		expect(r.ok).toBe(false);
		expect(Object.keys(CODES)).toContain(r.code);
		expect(r.detail.kind).toMatch(CODE);
		expect(r.reason.trim()).not.toBe('');
	});

	it.each(REFUSALS)('%s: its detail holds codes and values, never a sentence (the screens word it)', (_name, r) => {
		expect(strings(r.detail).filter((s) => /\s/.test(s))).toEqual([]);
	});

	it.each(REFUSALS)('%s: is plain data that survives storing and sending', (_name, r) => {
		expect(JSON.parse(JSON.stringify(r))).toEqual(r);
	});

	it('tells the refusals apart by their detail, not by their words', () => {
		const kinds = REFUSALS.map(([, r]) => r.detail.kind);
		expect(new Set(kinds).size).toBeGreaterThan(5);
	});
});

describe('the lists of codes a detail names', () => {
	it.each([
		['CHOICE_FIELDS', CHOICE_FIELDS],
		['MALFORMED', MALFORMED]
	] as const)('%s names each field once, as a code', (_name, list) => {
		expect(new Set(list).size).toBe(list.length);
		expect(list.filter((code) => !CODE.test(code))).toEqual([]);
	});
});
