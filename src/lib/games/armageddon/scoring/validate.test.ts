import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import { playerId } from '../types';
import type { FinalInput, FinalPlayerInput } from './types';
import { finalInput, finalPlayer } from '../testing/final-builders';
import { scoreFinal } from './final';
import { validateFinalInput } from './validate';

const three = (first: FinalPlayerInput): FinalPlayerInput[] => [first, finalPlayer('Nikki'), finalPlayer('Frank')];
const four = (first: FinalPlayerInput): FinalPlayerInput[] => [...three(first), finalPlayer('Ani', { survivors: { worker: 0, soldier: 0, engineer: 0, leader: 1 } })];
const T = (o: Parameters<typeof finalPlayer>[1]) => finalPlayer('Travis', o);

describe('a valid input has no issues', () => {
	it.each([
		['3 plain players', finalInput(three(finalPlayer('Ani')))],
		['4 players at the limits (45 workers in all)', finalInput([...three(T({ damage: 9, marauders: 8, survivors: { worker: 30, soldier: 10, engineer: 10, leader: 1 } })), finalPlayer('Ani', { damage: 1, survivors: { worker: 0, soldier: 0, engineer: 0, leader: 0 } })])],
		['60 cards, a complete car', finalInput(three(T({ equipment: { beer: 20, gasoline: 20, map: 16, vehicles: { car: [1, 1, 1, 1], bus: [], truck: [] } } })))],
		['unknown parts per vehicle: no part limit to check', finalInput(three(T({ equipment: { vehicles: { car: [1, 1, 1, 1, 1, 1], bus: [], truck: [] } } })), { profile: RULES_ONLY })],
		['one private tile entered', finalInput(three(T({ privateTiles: [null, { kind: 'any-equipment', vp: 1 }], privateChoice: 1 })))]
	] as [string, FinalInput][])('%s', (_, input) => {
		expect(validateFinalInput(input)).toEqual([]);
	});
});

describe('one issue per bad value, naming player and field', () => {
	const cases: [string, FinalInput, string | string[], RegExp][] = [
		['negative VP', finalInput(three(T({ vp: -3 }))), 'players.0.vp', /^Travis: VP must not be negative \(got -3\)$/],
		['fractional gasoline', finalInput(three(T({ equipment: { gasoline: 2.5 } }))), 'players.0.equipment.gasoline', /^Travis: gasoline cards must be a whole number/],
		['NaN medicine', finalInput(three(T({ equipment: { medicine: Number.NaN } }))), 'players.0.equipment.medicine', /^Travis: medicine cards is not a number \(NaN\)$/],
		['text instead of a number', finalInput(three(T({ vp: '12' as unknown as number }))), 'players.0.vp', /^Travis: VP must be a number \(got string\)$/],
		['9 marauders', finalInput(three(T({ marauders: 9 }))), 'players.0.marauders', /at most 8 \(got 9\)/],
		['damage 0', finalInput(three(T({ damage: 0 }))), 'players.0.damage', /^Travis: damage space must be at least 1/],
		['damage 10', finalInput(three(T({ damage: 10 }))), 'players.0.damage', /^Travis: damage space must be at most 9/],
		['46 workers', finalInput(four(T({ survivors: { worker: 46, soldier: 0, engineer: 0, leader: 1 } }))), 'players.0.survivors.worker', /^Travis: workers must be at most 45/],
		['11 soldiers', finalInput(three(T({ survivors: { worker: 0, soldier: 11, engineer: 0, leader: 1 } }))), 'players.0.survivors.soldier', /at most 10/],
		['11 engineers', finalInput(three(T({ survivors: { worker: 0, soldier: 0, engineer: 11, leader: 1 } }))), 'players.0.survivors.engineer', /at most 10/],
		['2 leaders', finalInput(three(T({ survivors: { worker: 0, soldier: 0, engineer: 0, leader: 2 } }))), 'players.0.survivors.leader', /^Travis: leaders must be at most 1/],
		['9 visible buildings', finalInput(three(T({ buildings: { headquarters: 1, civil: 3, military: 3, science: 2 } }))), 'players.0.buildings', /9 visible buildings, but a city has only 8 sites/],
		['61 cards', finalInput(three(T({ equipment: { beer: 60, vehicles: { car: [], bus: [1], truck: [] } } }))), ['players.0.equipment', 'players'], /^Travis: 61 equipment cards in total, but the game has only 60$/],
		['negative vehicle part', finalInput(three(T({ equipment: { vehicles: { car: [], bus: [], truck: [1, -1] } } }))), 'players.0.equipment.vehicles.truck.1', /^Travis: truck part 2 cards must not be negative/],
		['a part beyond the profile', finalInput(three(T({ equipment: { vehicles: { car: [0, 0, 0, 0, 1], bus: [], truck: [] } } }))), 'players.0.equipment.vehicles.car', /the car has 4 different parts, but part 5 is entered/],
		['unknown tile kind', finalInput(three(T({ privateTiles: [null, { kind: 'pets', vp: 2 } as never] }))), 'players.0.privateTiles.1.kind', /^Travis: private tile 2 has an unknown kind 'pets'$/],
		['a tile kind named like an object property', finalInput(three(T({ privateTiles: [null, { kind: 'toString', vp: 2 } as never] }))), 'players.0.privateTiles.1.kind', /unknown kind 'toString'/],
		['unknown tile target', finalInput(three(T({ privateTiles: [{ kind: 'survivor', target: 'marauder', vp: 2 } as never, null] }))), 'players.0.privateTiles.0.target', /unknown target 'marauder'/],
		['negative tile VP', finalInput(three(finalPlayer('Ani')), { publicTile: { kind: 'any-equipment', vp: -1 } }), 'publicTile.vp', /^Public tile 2: VP per piece must not be negative/],
		['tile VP above 99', finalInput(three(T({ privateTiles: [{ kind: 'any-equipment', vp: 100 }, null] }))), 'players.0.privateTiles.0.vp', /^Travis: private tile 1: VP per piece must be at most 99/],
		['a vehicle hand that differs from the cards held', finalInput([finalPlayer('Nikki', { vehicleCards: 3, equipment: { vehicles: { car: [1], bus: [1], truck: [] } } }), finalPlayer('Ani'), finalPlayer('Frank')]), 'players.0.equipment.vehicles', /^Nikki holds 3 vehicle part cards; the hand entered has 2$/],
		['a bad vehicle card count', finalInput(three(T({ vehicleCards: -1 }))), 'players.0.vehicleCards', /^Travis: vehicle part cards held must not be negative/],
		['41 workers in a 3-player game', finalInput(three(T({ survivors: { worker: 41, soldier: 0, engineer: 0, leader: 1 } }))), 'players.0.survivors.worker', /^Travis: workers must be at most 40/],
		[
			'more workers than a 3-player game has across players',
			finalInput([T({ survivors: { worker: 30, soldier: 0, engineer: 0, leader: 1 } }), finalPlayer('B', { survivors: { worker: 6, soldier: 0, engineer: 0, leader: 1 } }), finalPlayer('C')]),
			'players',
			/together have 41 workers, but the game has only 40/
		],
		['no private tile', finalInput(three(T({ privateTiles: [null, null] }))), 'players.0.privateTiles', /^Travis: no private tile entered$/],
		['the chosen private tile is missing', finalInput(three(T({ privateTiles: [null, { kind: 'any-equipment', vp: 1 }], privateChoice: 0 }))), 'players.0.privateChoice', /^Travis: the chosen private tile 1 is not entered$/],
		['no public tile', finalInput(three(finalPlayer('Ani')), { publicTile: null }), 'publicTile', /^Public tile 2 is not entered$/],
		['duplicated player ids', finalInput([finalPlayer('Ani'), finalPlayer('Nikki'), finalPlayer('Frank', { player: playerId('ani') })]), 'players.2.player', /same id 'ani' as player 1/],
		['2 players', finalInput([finalPlayer('Ani'), finalPlayer('Nikki')]), 'players', /needs 3–4 players, got 2/],
		['5 players', finalInput([...three(finalPlayer('Ani')), finalPlayer('Bo'), finalPlayer('Cy')]), 'players', /got 5/],
		[
			'more cards than the game has across players',
			finalInput([finalPlayer('A', { equipment: { beer: 30 } }), finalPlayer('B', { equipment: { beer: 30 } }), finalPlayer('C', { equipment: { map: 1 } })]),
			'players',
			/together hold 61 equipment cards/
		],
		[
			'more soldiers than the game has across players',
			finalInput([T({ survivors: { worker: 0, soldier: 6, engineer: 0, leader: 1 } }), finalPlayer('B', { survivors: { worker: 0, soldier: 5, engineer: 0, leader: 1 } }), finalPlayer('C')]),
			'players',
			/together have 11 soldiers/
		]
	];
	it.each(cases)('%s', (_, input, field, message) => {
		const issues = validateFinalInput(input);
		expect(issues.map((i) => i.field)).toEqual(typeof field === 'string' ? [field] : field);
		expect(issues[0]?.message).toMatch(message);
	});
});

describe('issue codes and several issues at once', () => {
	it('numbers are invalid-number, shapes invalid-value; every bad field is listed', () => {
		const issues = validateFinalInput(finalInput(three(T({ vp: -1, damage: 0, privateTiles: [{ kind: 'pets' } as never, null] }))));
		expect(issues.map((i) => [i.field, i.code])).toEqual([
			['players.0.vp', 'invalid-number'],
			['players.0.damage', 'invalid-number'],
			['players.0.privateTiles.0.kind', 'invalid-value']
		]);
	});
	it('a missing part of a player is reported, not thrown', () => {
		const broken = { ...finalPlayer('Ani'), equipment: undefined } as unknown as FinalPlayerInput;
		expect(validateFinalInput(finalInput(three(broken))).map((i) => i.field)).toEqual(['players.0.equipment']);
	});
	it('checks vehicle parts against the profile given', () => {
		const hand = { car: [1, 1, 1, 1, 1], bus: [], truck: [] };
		expect(validateFinalInput(finalInput(three(T({ equipment: { vehicles: hand } })), { profile: COMPLETE }))).toHaveLength(1);
		expect(validateFinalInput(finalInput(three(T({ equipment: { vehicles: hand } })), { profile: { ...COMPLETE, partsPerVehicle: { car: 5, bus: 4, truck: 4 } } }))).toEqual([]);
	});
});

describe('the box profile is validated with the rest (scoreFinal must never throw)', () => {
	it.each<[string, unknown, RegExp]>([
		['an empty object', {}, /profile/i],
		['a beer table of text', { ...COMPLETE, beerTable: ['0', '3'] }, /beerTable/],
		['no profile at all', undefined, /profile is missing/]
	])('%s is refused by the profile check', (_, profile, message) => {
		const input = finalInput(three(finalPlayer('Ani', { equipment: { beer: 1 } })), { profile: profile as FinalInput['profile'] });
		const issues = validateFinalInput(input);
		expect(issues.map((i) => i.field)).toEqual(['profile']);
		expect(issues[0]?.message).toMatch(message);
		const r = scoreFinal(input);
		expect(r.ok ? 'scored' : r.code).toBe('invalid-value');
	});

	it('an accepted profile scores with its own values', () => {
		const r = scoreFinal(finalInput(three(finalPlayer('Ani', { equipment: { beer: 1 } })), { profile: { ...COMPLETE, beerTable: [0, 7] } }));
		expect(r.ok && r.value.players[0]?.beer).toBe(7);
	});
});
