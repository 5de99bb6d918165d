import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import { CITY_ACTION_KINDS, SURVIVOR_KINDS } from '../types';
import type { Building, CityAction, GameEvent, GameState, PlayerId, PlayerState } from '../types';
import { cityActionPossible, cityColourLimits } from './city';
import { mayActInCity } from './city-actions';
import { makePlayer } from '../testing/player-builders';
import { ANI, bids, card, FRANK, lastInstructions, newGame, NIKKI, play, player, skipBuild, TRAVIS, withPlayer } from '../testing/game-builders';

/** City phase of round 2 with `who` to act first and `left` City survivors. */
function city(who: PlayerId, patch: Partial<PlayerState> = {}, left = 4): GameState {
	const s = play(newGame(), { type: 'start-round' });
	const order = [who, ...[NIKKI, ANI, FRANK, TRAVIS].filter((p) => p !== who)];
	return withPlayer({ ...s, round: 2, phase: 'city', cityOrder: order }, who, { cityLeft: left, ...patch });
}

const act = (p: PlayerId, action: CityAction): GameEvent => ({ type: 'city-action', player: p, action });
const withSoldierEngineers = { survivors: { worker: 3, soldier: 1, engineer: 2, leader: 1 } };

describe('city-action', () => {
	it('§10: Travis builds the extension with a worker and a soldier', () => {
		const s = play(city(TRAVIS, withSoldierEngineers), act(TRAVIS, { kind: 'extension' }));
		expect(player(s, TRAVIS)).toMatchObject({ extensionBuilt: true, cityLeft: 2 });
		const again = apply(s, act(TRAVIS, { kind: 'extension' }));
		expect(again.ok ? 'accepted' : again.code).toBe('not-allowed');
	});

	it('§10: Travis uses two engineers to move his damage marker 2 left', () => {
		const s = play(city(TRAVIS, { ...withSoldierEngineers, damage: 5 }), act(TRAVIS, { kind: 'repair', engineers: 2, workerPairs: 0 }));
		expect(player(s, TRAVIS)).toMatchObject({ damage: 3, cityLeft: 2 });
		expect(lastInstructions(s)).toEqual([{ kind: 'damage', player: TRAVIS, from: 5, to: 3, because: 'repair' }]);
	});

	it('§10: Nikki fights off 3 marauders with a worker and a soldier: marker 3 left, +3 VP', () => {
		const s = play(city(NIKKI, { marauders: 5 }), act(NIKKI, { kind: 'fight', marauders: 3, survivors: 2 }));
		expect(player(s, NIKKI)).toMatchObject({ marauders: 2, vp: 13, cityLeft: 2, foughtThisRound: 3 });
	});

	it('a pair of workers repairs 1; engineers beyond engineers + leader need a Training Center', () => {
		const pair = play(city(ANI, { damage: 4 }), act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 }));
		expect(player(pair, ANI)).toMatchObject({ damage: 3, cityLeft: 2 });
		// 0 engineers + the leader = 1
		const two = apply(city(ANI, { damage: 4 }), act(ANI, { kind: 'repair', engineers: 2, workerPairs: 0 }));
		expect(two.ok ? 'accepted' : two.code).toBe('not-enough');
		const center: Building = { type: 'science', housing: 1, starVp: 0, special: 'training-center' };
		const trained = play(city(ANI, { damage: 4, sites: { 3: center } }), act(ANI, { kind: 'repair', engineers: 2, workerPairs: 0 }));
		expect(player(trained, ANI).damage).toBe(2);
		const away = apply(city(ANI, { damage: 4, leaderAwayAt: 7 }), act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(away.ok ? 'accepted' : away.code).toBe('not-enough');
	});

	it('a pair of workers needs two workers: the leader stands in for one', () => {
		const noWorkers = { survivors: { worker: 0, soldier: 2, engineer: 0, leader: 1 }, damage: 5 };
		const r = apply(city(ANI, noWorkers), act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 }));
		expect(r.ok ? 'accepted' : r.code).toBe('not-enough');
		const one = { survivors: { worker: 1, soldier: 2, engineer: 0, leader: 1 }, damage: 5 };
		expect(player(play(city(ANI, one), act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 })), ANI).damage).toBe(4);
		const away = apply(city(ANI, { ...one, leaderAwayAt: 7 }), act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 }));
		expect(away.ok ? 'accepted' : away.code).toBe('not-enough');
	});

	it('German rulebook ("diese Runde … zum Bieten oder für Aktionen in der Stadt"): a leader sent away stays idle this round even when a repair brings the marker back', () => {
		// Damage 7 sent the leader away; one engineer repairs 1 → space 6, the leader comes back beside the track.
		const s = city(ANI, { survivors: { worker: 0, soldier: 0, engineer: 2, leader: 1 }, damage: 7, leaderAwayAt: 7 }, 4);
		const first = play(s, act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(player(first, ANI)).toMatchObject({ damage: 6, leaderAwayAt: null, leaderBackThisRound: true });
		expect(lastInstructions(first)).toContainEqual({ kind: 'leader', player: ANI, away: false });
		// The second engineer repairs once more; a third "engineer" (the returned leader standing in) is refused.
		const second = play(first, act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		const third = apply(second, act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(third.ok ? 'accepted' : third.code).toBe('not-enough');
		// The next round the leader acts again.
		const next = play({ ...second, phase: 'not-started', players: second.players.map((p) => ({ ...p, cityLeft: 0 })) }, { type: 'start-round' });
		expect(player(next, ANI).leaderBackThisRound).toBe(false);
	});

	it('the leader stands in once: for an engineer or for a worker, over all repairs of the round', () => {
		const s = city(ANI, { survivors: { worker: 1, soldier: 0, engineer: 1, leader: 1 }, damage: 6 }, 6);
		const both = play(s, act(ANI, { kind: 'repair', engineers: 2, workerPairs: 0 }));
		expect(player(both, ANI).damage).toBe(4);
		const again = apply(both, act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 }));
		expect(again.ok ? 'accepted' : again.code).toBe('not-enough');
		const split = apply(s, act(ANI, { kind: 'repair', engineers: 2, workerPairs: 1 }));
		expect(split.ok ? 'accepted' : split.code).toBe('not-enough');
	});

	it('repair-vp: damage 1 left and +2 VP; not on space 1', () => {
		const s = play(city(FRANK, { damage: 3 }), act(FRANK, { kind: 'repair-vp', vp: 2, survivors: 1 }));
		expect(player(s, FRANK)).toMatchObject({ damage: 2, vp: 12, cityLeft: 3 });
		const r = apply(city(FRANK, { damage: 1 }), act(FRANK, { kind: 'repair-vp', vp: 1, survivors: 1 }));
		expect(r.ok ? 'accepted' : r.code).toBe('not-allowed');
	});

	it('draw-survivor: a worker goes back for +2 VP; a soldier joins and may act at once', () => {
		const worker = play(city(FRANK), act(FRANK, { kind: 'draw-survivor', drawn: 'worker', survivors: 1 }));
		expect(player(worker, FRANK)).toMatchObject({ vp: 12, cityLeft: 3, survivors: { worker: 5, soldier: 0, engineer: 0, leader: 1 } });
		const soldier = play(city(FRANK), act(FRANK, { kind: 'draw-survivor', drawn: 'soldier', survivors: 1 }));
		expect(player(soldier, FRANK)).toMatchObject({ cityLeft: 4, survivors: { worker: 5, soldier: 1, engineer: 0, leader: 1 } });
	});

	it('gain-vp, vp-per-building, equipment draws and swaps, exchange, unused-housing activations', () => {
		const sci: Building = { type: 'science', housing: 1, starVp: 0 };
		let s = city(ANI, { sites: { 3: sci, 4: sci, 5: { type: 'civil', housing: 1, starVp: 0 } }, equipment: { beer: 1, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 } }, 8);
		s = play(
			s,
			act(ANI, { kind: 'gain-vp', vp: 3, survivors: 1 }),
			act(ANI, { kind: 'vp-per-building', type: 'science', survivors: 1 }),
			act(ANI, { kind: 'draw-equipment', kept: ['map', 'map'], survivors: 1 }),
			act(ANI, { kind: 'swap-equipment', discard: 'beer', take: 'vehicle', survivors: 1 }),
			act(ANI, { kind: 'exchange', to: 'engineer', survivors: 2 }),
			act(ANI, { kind: 'unused-housing-vp', survivors: 1 })
		);
		const a = player(s, ANI);
		// 10 + 3 + 2 × 2 science buildings
		expect(a.vp).toBe(17);
		expect(a.equipment).toMatchObject({ beer: 0, map: 2, vehicle: 1 });
		expect(a.survivors).toMatchObject({ worker: 4, engineer: 1 });
		expect(a.unusedHousingVp).toBe(1);
		expect(a.cityLeft).toBe(8 - 7);
	});

	it.each<[string, Partial<PlayerState>, CityAction, string]>([
		['more survivors than left', {}, { kind: 'gain-vp', vp: 2, survivors: 5 }, 'not-enough'],
		['an empty repair', {}, { kind: 'repair', engineers: 0, workerPairs: 0 }, 'invalid-value'],
		['a repair past space 1', { damage: 2 }, { kind: 'repair', engineers: 0, workerPairs: 2 }, 'not-allowed'],
		['fighting more marauders than waiting', { marauders: 2 }, { kind: 'fight', marauders: 3, survivors: 1 }, 'not-enough'],
		['fighting 0 marauders', { marauders: 2 }, { kind: 'fight', marauders: 0, survivors: 1 }, 'invalid-number'],
		['zero survivors used', {}, { kind: 'gain-vp', vp: 2, survivors: 0 }, 'invalid-number'],
		['a fractional VP gain', {}, { kind: 'gain-vp', vp: 1.5, survivors: 1 }, 'invalid-number'],
		['NaN survivors', {}, { kind: 'gain-vp', vp: 1, survivors: Number.NaN }, 'invalid-number'],
		['repair-vp of 3', {}, { kind: 'repair-vp', vp: 3 as 2, survivors: 1 }, 'invalid-value'],
		['repair-vp given as the text "1"', {}, { kind: 'repair-vp', vp: '1' as unknown as 1, survivors: 1 }, 'invalid-value'],
		['a VP gain above 99', {}, { kind: 'gain-vp', vp: 100, survivors: 1 }, 'invalid-number'],
		['keeping 3 cards', {}, { kind: 'draw-equipment', kept: ['map', 'map', 'map'], survivors: 1 }, 'invalid-value'],
		['discarding a card not held', {}, { kind: 'swap-equipment', discard: 'beer', take: 'map', survivors: 1 }, 'not-enough'],
		['exchanging without a worker', { survivors: { worker: 0, soldier: 2, engineer: 0, leader: 1 } }, { kind: 'exchange', to: 'soldier', survivors: 1 }, 'not-enough'],
		['an unknown action', {}, { kind: 'dance', survivors: 1 } as unknown as CityAction, 'invalid-value'],
		['an unknown building type', {}, { kind: 'vp-per-building', type: 'temple' as 'civil', survivors: 1 }, 'invalid-value']
	])('rejects %s', (_, patch, action, code) => {
		const r = apply(city(ANI, patch), act(ANI, action));
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('rejects a marauder drawn when the bag holds none, and actions out of turn or phase', () => {
		const s = city(ANI);
		const noMarauders = { ...s, setup: { ...s.setup, bag: { ...s.setup.bag, marauder: 0 } } };
		const r1 = apply(noMarauders, act(ANI, { kind: 'draw-survivor', drawn: 'marauder', survivors: 1 }));
		expect(r1.ok ? 'accepted' : r1.code).toBe('not-enough');
		const r2 = apply(s, act(NIKKI, { kind: 'gain-vp', vp: 1, survivors: 1 }));
		expect(r2.ok ? 'accepted' : r2.reason).toBe("A City action: it is Ani's turn, not Nikki's");
		const r3 = apply({ ...s, phase: 'completion' }, act(ANI, { kind: 'gain-vp', vp: 1, survivors: 1 }));
		expect(r3.ok ? 'accepted' : r3.code).toBe('out-of-phase');
	});
});

describe('city-done', () => {
	it('passes to the next player and ends in completion after the last', () => {
		let s = city(FRANK);
		s = play(s, { type: 'city-done', player: FRANK });
		expect(s.cityOrder[0]).toBe(NIKKI);
		s = play(s, { type: 'city-done', player: NIKKI }, { type: 'city-done', player: ANI }, { type: 'city-done', player: TRAVIS });
		expect(s.phase).toBe('completion');
		expect(lastInstructions(s)).toEqual([{ kind: 'phase', round: 2, phase: 'completion' }]);
	});

	it('rejects the wrong player', () => {
		const r = apply(city(FRANK), { type: 'city-done', player: ANI });
		expect(r.ok ? 'accepted' : r.code).toBe('out-of-turn');
	});
});

describe('survivors gained this round cannot act (§4 City)', () => {
	/** Round 1 up to Ani's City turn: Ani bids 3 in City and takes a card with `onCard` in Exploration. */
	function aniInCity(onCard: Partial<Record<'worker' | 'soldier' | 'engineer', number>>, patch: Partial<PlayerState> = {}): GameState {
		const zero = (p: PlayerId) => [p, 0] as const;
		let s = play(newGame(), { type: 'start-round' });
		s = withPlayer(s, ANI, patch);
		return play(
			s,
			...bids({
				exploration: [NIKKI, ANI, FRANK, TRAVIS].map(zero),
				construction: [NIKKI, ANI, FRANK, TRAVIS].map(zero),
				city: [zero(NIKKI), [ANI, 3], zero(FRANK), zero(TRAVIS)]
			}),
			{ type: 'choose', player: NIKKI, equipment: 'beer' },
			card(NIKKI),
			card(ANI, 'beer', onCard),
			card(FRANK),
			card(TRAVIS),
			skipBuild(NIKKI),
			skipBuild(ANI),
			skipBuild(FRANK),
			skipBuild(TRAVIS),
			{ type: 'city-done', player: NIKKI }
		);
	}

	it('tracks what Exploration brought and forgets it at the next round start', () => {
		const s = aniInCity({ engineer: 2, worker: 1 });
		expect(player(s, ANI).gainedThisRound).toEqual({ worker: 1, soldier: 0, engineer: 2, leader: 0 });
		const next = { ...s, phase: 'not-started' as const };
		expect(player(play(next, { type: 'start-round' }), ANI).gainedThisRound).toEqual({ worker: 0, soldier: 0, engineer: 0, leader: 0 });
	});

	it('two engineers from this round’s card cannot repair; the leader can', () => {
		const s = aniInCity({ engineer: 2 });
		const r = apply(s, act(ANI, { kind: 'repair', engineers: 2, workerPairs: 0 }));
		expect(r.ok ? 'accepted' : r.code).toBe('not-enough');
		expect(r.ok ? '' : r.reason).toMatch(/gained this round/);
		expect(player(play(s, act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 })), ANI).damage).toBe(2);
	});

	it('new workers do not make a pair, nor count as engineers with a Training Center', () => {
		const center: Building = { type: 'science', housing: 1, starVp: 0, special: 'training-center' };
		const noWorkers = { survivors: { worker: 0, soldier: 3, engineer: 0, leader: 1 }, leaderAwayAt: 9 };
		const s = aniInCity({ worker: 2 }, noWorkers);
		const pair = apply(s, act(ANI, { kind: 'repair', engineers: 0, workerPairs: 1 }));
		expect(pair.ok ? 'accepted' : pair.code).toBe('not-enough');
		const trained = apply(withPlayer(s, ANI, { sites: { 3: center } }), act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(trained.ok ? 'accepted' : trained.code).toBe('not-enough');
	});

	it('a soldier or engineer from Exchange is gained; one drawn from the bag may act at once (§7)', () => {
		const s = aniInCity({});
		const exchanged = play(s, act(ANI, { kind: 'exchange', to: 'engineer', survivors: 1 }));
		expect(player(exchanged, ANI).gainedThisRound.engineer).toBe(1);
		const r = apply(withPlayer(exchanged, ANI, { leaderAwayAt: 9 }), act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(r.ok ? 'accepted' : r.code).toBe('not-enough');
		const drawn = play(withPlayer(s, ANI, { leaderAwayAt: 9 }), act(ANI, { kind: 'draw-survivor', drawn: 'engineer', survivors: 1 }));
		expect(player(drawn, ANI).gainedThisRound.engineer).toBe(0);
		expect(player(play(drawn, act(ANI, { kind: 'repair', engineers: 1, workerPairs: 0 })), ANI).damage).toBe(2);
	});

	it('the Exchange building tile gains its soldier too', () => {
		let s = play(newGame(), { type: 'start-round' }, ...bids({
			exploration: [[NIKKI, 0], [ANI, 0], [FRANK, 0], [TRAVIS, 0]],
			construction: [[ANI, 1], [NIKKI, 0], [FRANK, 0], [TRAVIS, 0]],
			city: [[NIKKI, 0], [ANI, 3], [FRANK, 0], [TRAVIS, 0]]
		}), { type: 'choose', player: NIKKI, equipment: 'beer' }, card(NIKKI), card(ANI), card(FRANK), card(TRAVIS));
		s = play(s, { type: 'construct', player: ANI, tile: 'exchange', tileChoice: 'soldier', build: null });
		expect(player(s, ANI).gainedThisRound).toEqual({ worker: 0, soldier: 1, engineer: 0, leader: 0 });
	});
});

describe('vp-per-building counts the printed Headquarters', () => {
	it('+2 for the printed Headquarters of an empty city', () => {
		const s = play(city(ANI), act(ANI, { kind: 'vp-per-building', type: 'headquarters', survivors: 1 }));
		expect(player(s, ANI).vp).toBe(12);
	});
});

describe('cityActionPossible: which actions the screens offer', () => {
	const none = { beer: 0, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 };
	it.each([
		['extension', { cityLeft: 2 }, true],
		['extension', { cityLeft: 1 }, false],
		['extension', { cityLeft: 2, extensionBuilt: true }, false],
		['fight', { cityLeft: 1, marauders: 0 }, false],
		['fight', { cityLeft: 1, marauders: 2 }, true],
		['swap-equipment', { cityLeft: 1, equipment: none }, false],
		['swap-equipment', { cityLeft: 1, equipment: { ...none, map: 1 } }, true],
		['exchange', { cityLeft: 1, survivors: { worker: 0, soldier: 1, engineer: 0, leader: 1 } }, false],
		['exchange', { cityLeft: 1 }, true],
		['repair', { cityLeft: 2, damage: 5 }, true],
		['repair', { cityLeft: 2, damage: 1 }, false],
		['repair', { cityLeft: 2, damage: 5, survivors: { worker: 0, soldier: 2, engineer: 0, leader: 0 } }, false],
		['repair-vp', { cityLeft: 1, damage: 1 }, false],
		['repair-vp', { cityLeft: 1, damage: 2 }, true],
		['gain-vp', { cityLeft: 0 }, false],
		['gain-vp', { cityLeft: 1 }, true],
		['unused-housing-vp', { cityLeft: 1 }, true]
	] as const)('%s with %o: %s', (kind, patch, expected) => {
		expect(cityActionPossible(city(ANI, patch as Partial<PlayerState>, patch.cityLeft), ANI, kind)).toBe(expected);
	});

	it('needs a survivor in the bag to draw, and the player whose City turn it is', () => {
		const s = city(ANI);
		expect(cityActionPossible(s, ANI, 'draw-survivor')).toBe(true);
		const empty = { ...s, setup: { ...s.setup, bag: { worker: 0, marauder: 0, soldier: 0, engineer: 0 } } };
		expect(cityActionPossible(empty, ANI, 'draw-survivor')).toBe(false);
		expect(CITY_ACTION_KINDS.filter((kind) => cityActionPossible(s, NIKKI, kind))).toEqual([]);
	});
});

describe('the colours that may act in City', () => {
	const gained = makePlayer({
		survivors: { worker: 5, soldier: 2, engineer: 3, leader: 1 },
		gainedThisRound: { worker: 1, soldier: 2, engineer: 4, leader: 0 }
	});

	it('counts each colour without what came this round, never below 0 (§4 City)', () => {
		expect(SURVIVOR_KINDS.map((k) => mayActInCity(gained, k))).toEqual([4, 0, 0, 1]);
	});

	it('the City bid may hold what may act, and no leader that was away during the round', () => {
		expect(cityColourLimits(gained)).toEqual({ worker: 4, soldier: 0, engineer: 0, leader: 1 });
		expect(cityColourLimits({ ...gained, leaderAwayAt: 5 }).leader).toBe(0);
		expect(cityColourLimits({ ...gained, leaderBackThisRound: true }).leader).toBe(0);
	});
});
