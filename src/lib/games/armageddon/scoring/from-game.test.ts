import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../testing/fixture-profiles';
import { FRANK, NIKKI, SEATS, TRAVIS, newGame, withPlayer } from '../testing/game-builders';
import type { Building, GameState } from '../types';
import { scoreFinal } from './final';
import { finalInputFromGame, vehiclePartsToSplit } from './from-game';
import { validateFinalInput } from './validate';

const civil: Building = { type: 'civil', housing: 2, starVp: 0 };
const military: Building = { type: 'military', housing: 1, starVp: 1 };
const hqUpgrade: Building = { type: 'headquarters', housing: 3, starVp: 2 };

function endOfGame(): GameState {
	let s = newGame();
	s = withPlayer(s, TRAVIS, {
		vp: 90,
		damage: 1,
		marauders: 3,
		survivors: { worker: 10, soldier: 1, engineer: 4, leader: 1 },
		equipment: { beer: 2, gasoline: 1, weapon: 1, medicine: 0, vehicle: 5, map: 3 },
		sites: { 1: hqUpgrade, 3: civil, 4: civil, 6: military }
	});
	return withPlayer(s, NIKKI, { vp: 70, damage: 6, marauders: 8, equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 3, vehicle: 0, map: 1 } });
}

describe('finalInputFromGame', () => {
	const state = endOfGame();
	const input = finalInputFromGame(state);
	const travis = input.players.find((p) => p.player === TRAVIS);
	const frank = input.players.find((p) => p.player === FRANK);

	it('keeps seating order and takes the tracks and survivors', () => {
		expect(input.players.map((p) => p.player)).toEqual([...SEATS]);
		expect(travis && [travis.name, travis.vp, travis.damage, travis.marauders]).toEqual(['Travis', 90, 1, 3]);
		expect(travis?.survivors).toEqual({ worker: 10, soldier: 1, engineer: 4, leader: 1 });
		// an untouched player: the setup's 10 VP, damage 3, 5 workers and the leader
		expect(frank && [frank.vp, frank.damage, frank.marauders]).toEqual([10, 3, 0]);
		expect(frank?.survivors).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
	});

	it('counts visible buildings by type: the HQ upgrade once, the printed Headquarters of an untouched city', () => {
		expect(travis?.buildings).toEqual({ headquarters: 1, civil: 2, military: 1, science: 0 });
		expect(frank?.buildings).toEqual({ headquarters: 1, civil: 0, military: 0, science: 0 });
	});

	it('takes the equipment and the vehicle card count; the vehicle split is left to be asked', () => {
		expect(travis?.equipment).toEqual({ beer: 2, gasoline: 1, weapon: 1, medicine: 0, map: 3, vehicles: { car: [], bus: [], truck: [] } });
		expect(travis?.vehicleCards).toBe(5);
		expect(frank?.vehicleCards).toBe(0);
		expect(vehiclePartsToSplit(state)[TRAVIS]).toBe(5);
	});

	it('takes the private tiles drawn for each player (fixture tiles 8 and 9 for Travis), the final public tile and the game profile', () => {
		expect(travis?.privateTiles).toEqual([
			{ kind: 'equipment', target: 'map', vp: 2 },
			{ kind: 'any-equipment', vp: 1 }
		]);
		expect(input.publicTile).toEqual({ kind: 'survivor', target: 'soldier', vp: 4 });
		expect(input.profile).toBe(FIXTURE_COMPLETE_PROFILE);
	});

	it('turns tiles still to be entered into null', () => {
		const s = { ...state, setup: { ...state.setup, privateTiles: { ...state.setup.privateTiles, [TRAVIS]: [{ drawn: 'physical', tile: null }, { drawn: 'physical', tile: null }] } } } as GameState;
		expect(finalInputFromGame(s).players.find((p) => p.player === TRAVIS)?.privateTiles).toEqual([null, null]);
	});

	it('refuses to score while the vehicle split is missing', () => {
		expect(validateFinalInput(input)).toContainEqual({
			field: 'players.3.equipment.vehicles',
			message: 'Travis holds 5 vehicle part cards; the hand entered has 0',
			code: 'invalid-value',
			detail: { kind: 'vehicle-cards', held: 5, entered: 0 }
		});
		expect(scoreFinal(input).ok).toBe(false);
	});

	it('scores once the vehicle split is filled in', () => {
		const filled = { ...input, players: input.players.map((p) => (p.player === TRAVIS ? { ...p, equipment: { ...p.equipment, vehicles: { car: [1, 1, 1], bus: [1], truck: [1] } } } : p)) };
		const r = scoreFinal(filled);
		if (!r.ok) throw new Error(r.reason);
		const t = r.value.players.find((p) => p.player === TRAVIS);
		expect(t?.vehicles).toBe(11);
		expect(t?.marauderPenalty).toBe(-3);
		// Nikki: damage 6 → spaces 3..5 (−1, +marauder, −1); marauders already 8
		const n = r.value.players.find((p) => p.player === NIKKI);
		expect(n && [n.damage, n.marauders, n.marauderPenalty]).toEqual([-2, 8, -8]);
	});
});
