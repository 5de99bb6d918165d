import { describe, expect, it } from 'vitest';
import type { ScoringTile } from '../types';
import type { FinalPlayerInput } from './types';
import { playerId } from '../types';
import { holdingsOf, tileCount, tileScore, vehicleCards, type Holdings } from './tiles';

const H: Holdings = {
	survivors: { worker: 7, soldier: 2, engineer: 3, leader: 1 },
	buildings: { headquarters: 1, civil: 2, military: 0, science: 4 },
	equipment: { beer: 1, gasoline: 2, weapon: 3, medicine: 4, vehicle: 5, map: 6 }
};

describe('tileCount', () => {
	const cases: [string, ScoringTile, number][] = [
		['workers only (the leader is not a worker)', { kind: 'survivor', target: 'worker', vp: 1 }, 7],
		['soldiers', { kind: 'survivor', target: 'soldier', vp: 4 }, 2],
		['engineers', { kind: 'survivor', target: 'engineer', vp: 4 }, 3],
		['the leader counts for a leader tile', { kind: 'survivor', target: 'leader', vp: 5 }, 1],
		['civil buildings', { kind: 'building', target: 'civil', vp: 3 }, 2],
		['military buildings', { kind: 'building', target: 'military', vp: 3 }, 0],
		['science buildings', { kind: 'building', target: 'science', vp: 3 }, 4],
		['headquarters upgrades', { kind: 'building', target: 'headquarters', vp: 3 }, 1],
		['every vehicle part card', { kind: 'equipment', target: 'vehicle', vp: 2 }, 5],
		['weapons', { kind: 'equipment', target: 'weapon', vp: 3 }, 3],
		['maps', { kind: 'equipment', target: 'map', vp: 2 }, 6],
		['any equipment card', { kind: 'any-equipment', vp: 1 }, 21]
	];
	it.each(cases)('%s', (_, tile, expected) => {
		expect(tileCount(tile, H)).toBe(expected);
	});
});

describe('the leader as joker at the final scoring', () => {
	it('rulebook p. 10 "Für jeden Überlebenden in der entsprechenden Farbe": the wild leader (survivor overview, for bidding and acting) is not counted for a colour tile [D]', () => {
		const twoEngineersAndLeader: Holdings = { ...H, survivors: { worker: 0, soldier: 0, engineer: 2, leader: 1 } };
		const engineerTile: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
		expect(tileScore(engineerTile, tileCount(engineerTile, twoEngineersAndLeader))).toBe(8);
	});
});

describe('tileScore', () => {
	it.each([
		[0, 4, 0],
		[2, 4, 8],
		[4, 4, 16],
		[10, 1, 10]
	])('%i pieces × %i VP = %i', (count, vp, expected) => {
		expect(tileScore({ kind: 'survivor', target: 'engineer', vp }, count)).toBe(expected);
	});
});

describe('holdingsOf', () => {
	it('counts every vehicle part copy as a vehicle card', () => {
		const p: FinalPlayerInput = {
			player: playerId('t'),
			name: 'Travis',
			vp: 0,
			damage: 2,
			marauders: 0,
			survivors: H.survivors,
			buildings: H.buildings,
			equipment: { beer: 1, gasoline: 0, weapon: 2, medicine: 0, map: 3, vehicles: { car: [2, 1, 1], bus: [0, 1], truck: [1] } },
			privateTiles: [null, null]
		};
		expect(vehicleCards(p.equipment.vehicles)).toBe(6);
		expect(holdingsOf(p).equipment).toEqual({ beer: 1, gasoline: 0, weapon: 2, medicine: 0, map: 3, vehicle: 6 });
		expect(tileCount({ kind: 'any-equipment', vp: 1 }, holdingsOf(p))).toBe(12);
	});
});
