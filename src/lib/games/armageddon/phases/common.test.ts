import { describe, expect, it } from 'vitest';
import { ANI, FRANK, newGame, NIKKI, TRAVIS, withPlayer } from '../testing/game-builders';
import { makePlayer } from '../testing/player-builders';
import { playerId } from '../types';
import type { NumberField } from '../rejections';
import { availableSurvivors, checkCount, checkOneOf, checkPhase, checkTurn, Draft, findPlayer, fromStartPlayer, MAX_COUNT, nameOf, seating } from './common';

const FOUGHT: NumberField = { of: 'marauders-fought' };

describe('checkCount', () => {
	it.each([0, 1, MAX_COUNT])('takes the whole number %s', (n) => expect(checkCount(n, 'marauders fought off', FOUGHT)).toBeNull());

	it.each([-1, 1.5, MAX_COUNT + 1, Number.NaN, '3', null])('refuses %s, naming the field and what was typed', (n) => {
		expect(checkCount(n, 'marauders fought off', FOUGHT)).toMatchObject({
			ok: false,
			code: 'invalid-number',
			detail: { kind: 'bad-number', field: FOUGHT, min: 0, max: MAX_COUNT, value: String(n) },
			params: { field: 'marauders fought off', value: String(n) }
		});
	});

	it('keeps to the bounds it is given', () => {
		expect(checkCount(1, 'marauders fought off', FOUGHT, 2, 5)).toMatchObject({ detail: { min: 2, max: 5 } });
		expect(checkCount(5, 'marauders fought off', FOUGHT, 2, 5)).toBeNull();
	});
});

describe('checkOneOf', () => {
	it('takes an allowed string and refuses anything else with the value as typed', () => {
		expect(checkOneOf('beer', ['beer', 'map'], 'equipment', 'equipment')).toBeNull();
		expect(checkOneOf('gold', ['beer', 'map'], 'equipment', 'equipment')).toMatchObject({
			code: 'invalid-value',
			detail: { kind: 'bad-choice', field: 'equipment', value: 'gold' }
		});
		expect(checkOneOf(1, ['1'], 'equipment', 'equipment')).toMatchObject({ code: 'invalid-value' });
	});
});

describe('players and turns', () => {
	const state = newGame();

	it('finds a player by id, or refuses an unknown one', () => {
		expect(findPlayer(state, ANI)).toMatchObject({ ok: true, value: { id: ANI } });
		expect(findPlayer(state, 'zoe')).toMatchObject({ ok: false, code: 'unknown-player', params: { player: 'zoe' } });
	});

	it('names a player, falling back to the id', () => {
		expect(nameOf(state, NIKKI)).toBe(state.players[0]?.name);
		expect(nameOf(state, playerId('zoe'))).toBe('zoe');
	});

	it('refuses a step out of phase with the round and phase it is in', () => {
		expect(checkPhase(state, [state.phase], 'Bidding', 'bid')).toBeNull();
		expect(checkPhase(state, ['city'], 'Acting in City', 'city-action')).toMatchObject({
			code: 'out-of-phase',
			detail: { kind: 'out-of-phase', step: 'city-action', round: state.round, phase: state.phase }
		});
	});

	it('refuses a player out of turn, naming who is due, and says when nobody is', () => {
		expect(checkTurn(state, ANI, ANI, 'Bidding', 'bid')).toBeNull();
		const late = checkTurn(state, ANI, FRANK, 'Bidding', 'bid');
		expect(late).toMatchObject({ code: 'out-of-turn', detail: { player: ANI, expected: FRANK } });
		expect(late?.reason).toContain(nameOf(state, FRANK));
		expect(checkTurn(state, ANI, undefined, 'Bidding', 'bid')).toMatchObject({ code: 'out-of-phase', detail: { kind: 'nobody-to-act' } });
	});

	it('orders the seats clockwise from the start player, in seating order while none is known', () => {
		expect(seating(state)).toEqual([NIKKI, ANI, FRANK, TRAVIS]);
		expect(fromStartPlayer({ ...state, startPlayer: null })).toEqual([NIKKI, ANI, FRANK, TRAVIS]);
		expect(fromStartPlayer({ ...state, startPlayer: FRANK })).toEqual([FRANK, TRAVIS, NIKKI, ANI]);
	});
});

describe('availableSurvivors', () => {
	it('counts every survivor, minus the leader while it sits beside the damage track', () => {
		const survivors = { worker: 2, soldier: 1, engineer: 1, leader: 1 };
		expect(availableSurvivors(makePlayer({ survivors, leaderAwayAt: null }))).toBe(5);
		expect(availableSurvivors(makePlayer({ survivors, leaderAwayAt: 4 }))).toBe(4);
		expect(availableSurvivors(makePlayer({ survivors: { ...survivors, leader: 0 }, leaderAwayAt: 4 }))).toBe(4);
	});
});

describe('Draft', () => {
	it('collects player changes, arrivals, pending choices and instructions into the next state, leaving the old one', () => {
		const state = withPlayer(newGame(), ANI, { vp: 3 });
		const draft = new Draft(state);
		const ani = draft.player(ANI);
		draft.put({ ...ani, vp: 5 });
		draft.take({ player: { ...draft.player(NIKKI), vp: 1 }, arrivals: state.arrivals + 2, instructions: [{ kind: 'vp', player: NIKKI, from: 0, to: 1 }] } as never);
		draft.note({ kind: 'vp', player: ANI, from: 3, to: 5 } as never);
		const { state: next, instructions } = draft.finish(state, { round: 2 });
		expect(next.players.find((p) => p.id === ANI)?.vp).toBe(5);
		expect(next.players.find((p) => p.id === NIKKI)?.vp).toBe(1);
		expect(next).toMatchObject({ arrivals: state.arrivals + 2, round: 2 });
		expect(instructions).toHaveLength(2);
		expect(state.players.find((p) => p.id === ANI)?.vp).toBe(3);
	});

	it('treats an unknown player as an engine bug', () => {
		expect(() => new Draft(newGame()).player(playerId('zoe'))).toThrow(/no player zoe/);
	});
});
