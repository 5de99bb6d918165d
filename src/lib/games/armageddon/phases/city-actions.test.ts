import { describe, expect, it } from 'vitest';
import { newGame } from '../testing/game-builders';
import { makePlayer } from '../testing/player-builders';
import type { CityAction, PlayerState } from '../types';
import type { BagContents } from './bag';
import { CITY_ACTION_TRIALS, EXTENSION_COST, MAX_KEPT, mayActInCity, performCityAction, survivorsUsed } from './city-actions';
import { Draft } from './common';

const FULL_BAG: BagContents = { worker: 5, marauder: 5, soldier: 5, engineer: 5 };

/** Performs `action` for a player built from `patch`; the rejection, or the player afterwards and what to mirror. */
function perform(action: CityAction, patch: Partial<PlayerState> = {}, bag: BagContents = FULL_BAG) {
	const state = newGame();
	const p = makePlayer({ id: state.players[0]!.id, ...patch });
	const draft = new Draft({ ...state, players: [p, ...state.players.slice(1)] });
	const refused = performCityAction(draft, p, action, bag);
	return { refused, after: draft.player(p.id), instructions: draft.instructions };
}

describe('survivorsUsed', () => {
	it('takes the extension cost, one engineer or two workers per repair space, and the survivors named otherwise', () => {
		expect(survivorsUsed({ kind: 'extension' })).toEqual({ ok: true, value: EXTENSION_COST });
		expect(survivorsUsed({ kind: 'repair', engineers: 1, workerPairs: 2 })).toEqual({ ok: true, value: 5 });
		expect(survivorsUsed({ kind: 'gain-vp', vp: 2, survivors: 3 })).toEqual({ ok: true, value: 3 });
	});

	it('refuses a repair with nobody and an action with no survivor', () => {
		expect(survivorsUsed({ kind: 'repair', engineers: 0, workerPairs: 0 })).toMatchObject({ ok: false, detail: { kind: 'repair-nothing' } });
		expect(survivorsUsed({ kind: 'repair', engineers: -1, workerPairs: 1 })).toMatchObject({ ok: false, code: 'invalid-number' });
		expect(survivorsUsed({ kind: 'gain-vp', vp: 2, survivors: 0 })).toMatchObject({ ok: false, code: 'invalid-number' });
	});
});

describe('mayActInCity', () => {
	it('leaves out the survivors gained this round, never below zero', () => {
		const p = makePlayer({ survivors: { worker: 4, soldier: 0, engineer: 1, leader: 1 }, gainedThisRound: { worker: 1, soldier: 0, engineer: 3, leader: 0 } });
		expect(mayActInCity(p, 'worker')).toBe(3);
		expect(mayActInCity(p, 'engineer')).toBe(0);
	});
});

describe('CITY_ACTION_TRIALS', () => {
	it('tries every kind of action with at least one variant', () => {
		for (const [kind, trials] of Object.entries(CITY_ACTION_TRIALS)) {
			expect(trials.length, kind).toBeGreaterThan(0);
			expect(trials.every((t) => t.kind === kind)).toBe(true);
		}
	});
});

describe('performCityAction', () => {
	it('builds the extension once per game', () => {
		expect(perform({ kind: 'extension' }).after.extensionBuilt).toBe(true);
		expect(perform({ kind: 'extension' }, { extensionBuilt: true }).refused).toMatchObject({ code: 'not-allowed', detail: { kind: 'extension-built' } });
	});

	it('repairs with settled survivors, the leader standing in once, and says what is short', () => {
		const survivors = { worker: 0, soldier: 0, engineer: 1, leader: 1 };
		expect(perform({ kind: 'repair', engineers: 2, workerPairs: 0 }, { survivors, damage: 5 }).after.damage).toBe(3);
		expect(perform({ kind: 'repair', engineers: 3, workerPairs: 0 }, { survivors, damage: 5 }).refused).toMatchObject({
			code: 'not-enough',
			detail: { kind: 'repair-short', engineers: 1, leader: true, needEngineers: 3 }
		});
		expect(perform({ kind: 'repair', engineers: 2, workerPairs: 0 }, { survivors, damage: 5, leaderAwayAt: 4 }).refused).toMatchObject({ detail: { leader: false } });
	});

	it('never moves the damage marker past space 1', () => {
		const survivors = { worker: 0, soldier: 0, engineer: 3, leader: 0 };
		expect(perform({ kind: 'repair', engineers: 2, workerPairs: 0 }, { survivors, damage: 2 }).refused).toMatchObject({ detail: { kind: 'damage-cannot-move', space: 2, spaces: 2 } });
		expect(perform({ kind: 'repair-vp', vp: 1, survivors: 1 }, { damage: 1 }).refused).toMatchObject({ detail: { kind: 'damage-at-start' } });
	});

	it('repairs one space and scores 1 or 2 VP, nothing else', () => {
		const done = perform({ kind: 'repair-vp', vp: 2, survivors: 1 }, { damage: 4, vp: 10 });
		expect(done.after).toMatchObject({ damage: 3, vp: 12 });
		expect(perform({ kind: 'repair-vp', vp: 3 as never, survivors: 1 }, { damage: 4 }).refused).toMatchObject({ code: 'invalid-value' });
	});

	it('keeps 1 or at most MAX_KEPT equipment cards drawn', () => {
		expect(perform({ kind: 'draw-equipment', kept: ['beer', 'map'], survivors: 1 }).after.equipment).toMatchObject({ beer: 1, map: 1 });
		const tooMany = Array.from({ length: MAX_KEPT + 1 }, () => 'beer' as const);
		expect(perform({ kind: 'draw-equipment', kept: tooMany, survivors: 1 }).refused).toMatchObject({ detail: { kind: 'malformed', what: 'kept-cards' } });
		expect(perform({ kind: 'draw-equipment', kept: ['gold' as never], survivors: 1 }).refused).toMatchObject({ code: 'invalid-value' });
	});

	it('swaps only a card the player holds', () => {
		const equipment = { beer: 1, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 };
		expect(perform({ kind: 'swap-equipment', discard: 'beer', take: 'map', survivors: 1 }, { equipment }).after.equipment).toMatchObject({ beer: 0, map: 1 });
		expect(perform({ kind: 'swap-equipment', discard: 'weapon', take: 'map', survivors: 1 }, { equipment }).refused).toMatchObject({ detail: { kind: 'no-card', equipment: 'weapon' } });
	});

	it('exchanges a worker for a soldier or engineer the bag still holds', () => {
		expect(perform({ kind: 'exchange', to: 'engineer', survivors: 1 }).after.survivors).toMatchObject({ worker: 4, engineer: 1 });
		expect(perform({ kind: 'exchange', to: 'engineer', survivors: 1 }, {}, { ...FULL_BAG, engineer: 0 }).refused).toMatchObject({ detail: { kind: 'not-in-bag', purpose: 'exchange' } });
		expect(perform({ kind: 'exchange', to: 'soldier', survivors: 1 }, { survivors: { worker: 0, soldier: 0, engineer: 0, leader: 1 } }).refused).toMatchObject({ detail: { kind: 'no-worker' } });
	});

	it('draws a survivor: a worker or marauder scores 2 VP, a soldier or engineer joins the City bid', () => {
		expect(perform({ kind: 'draw-survivor', drawn: 'marauder', survivors: 1 }, { vp: 10 }).after.vp).toBe(12);
		const soldier = perform({ kind: 'draw-survivor', drawn: 'soldier', survivors: 1 }, { cityLeft: 0 }).after;
		expect(soldier).toMatchObject({ cityLeft: 1, survivors: { soldier: 1 } });
		expect(perform({ kind: 'draw-survivor', drawn: 'soldier', survivors: 1 }, {}, { ...FULL_BAG, soldier: 0 }).refused).toMatchObject({ detail: { kind: 'not-in-bag', purpose: 'draw' } });
	});

	it('scores VP per visible building of the type, and says so when there is none', () => {
		const none = perform({ kind: 'vp-per-building', type: 'science', survivors: 1 }, { vp: 10 });
		expect(none.after.vp).toBe(10);
		expect(none.instructions).toEqual([expect.objectContaining({ kind: 'nothing', detail: { kind: 'no-building-of-type', type: 'science' } })]);
	});

	it('counts each unused-housing activation for completion, and refuses a kind it does not know', () => {
		expect(perform({ kind: 'unused-housing-vp', survivors: 1 }).after.unusedHousingVp).toBe(1);
		expect(perform({ kind: 'teleport' } as never).refused).toMatchObject({ code: 'invalid-value', detail: { kind: 'bad-choice', value: 'teleport' } });
	});
});
