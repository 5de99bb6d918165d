/**
 * FIXTURE box profiles for tests only. Every [BOX] value in them is made up
 * (not transcribed from the real components) and must never ship as data.
 * Values the rules text gives are the real ones.
 */
import type { BoxProfile } from '../types';

/** A made-up, complete profile: every value present, so any step can run. */
export const FIXTURE_COMPLETE_PROFILE: BoxProfile = {
	format: 'armageddon-box-profile',
	version: 1,
	name: 'FIXTURE complete (invented values)',
	// round 2 = 2 is the rulebook's; the others are invented
	roundTrack: [1, 2, 2, 3, 3, 4],
	// spaces 4..9, invented
	damageSpaces: [['marauder'], ['vp-1'], ['vp-2'], ['leader'], ['marauder', 'vp-1'], ['marauder', 'vp-2']],
	scoringTiles: [
		{ kind: 'survivor', target: 'engineer', vp: 4 }, // the rulebook's known tile
		{ kind: 'survivor', target: 'soldier', vp: 4 },
		{ kind: 'survivor', target: 'worker', vp: 1 },
		{ kind: 'building', target: 'civil', vp: 3 },
		{ kind: 'building', target: 'military', vp: 3 },
		{ kind: 'building', target: 'science', vp: 3 },
		{ kind: 'equipment', target: 'vehicle', vp: 2 },
		{ kind: 'equipment', target: 'weapon', vp: 3 },
		{ kind: 'equipment', target: 'map', vp: 2 },
		{ kind: 'any-equipment', vp: 1 }
	],
	auctionTiles: [
		{ bonus: 'equipment+', penalty: 'damage+' }, // the rulebook's known pair
		{ bonus: 'marauder-', penalty: 'vp-2' },
		{ bonus: 'vp+2', penalty: 'marauder+' },
		{ bonus: 'damage-', penalty: 'equipment-' },
		{ bonus: 'vp+2', penalty: 'damage+' },
		{ bonus: 'marauder-', penalty: 'equipment-' },
		{ bonus: 'damage-', penalty: 'marauder+' }
	],
	beerTable: [0, 1, 3, 6, 10],
	gasolineTable: [0, 1, 3, 6, 10],
	weaponSet: 5,
	medicineSet: 8,
	partsPerVehicle: { car: 4, bus: 4, truck: 4 },
	// index = distinct parts of one vehicle; 3 → 9 is the rulebook's
	sameVehicleTable: [0, 1, 4, 9, 16],
	// index = parts of different vehicles; 2 → 2 is the rulebook's
	differentVehicleTable: [0, 1, 2, 4],
	cityBoardHousing: 6,
	buildingCards: []
};

/** A fixture in which only the rulebook's values are known. */
export const FIXTURE_RULES_ONLY_PROFILE: BoxProfile = {
	format: 'armageddon-box-profile',
	version: 1,
	name: 'FIXTURE rules only',
	roundTrack: [null, 2, null, null, null, null],
	damageSpaces: [null, null, null, null, null, null],
	scoringTiles: [{ kind: 'survivor', target: 'engineer', vp: 4 }, null, null, null, null, null, null, null, null, null],
	auctionTiles: [{ bonus: 'equipment+', penalty: 'damage+' }, null, null, null, null, null, null],
	beerTable: null,
	gasolineTable: null,
	weaponSet: null,
	medicineSet: null,
	partsPerVehicle: { car: null, bus: null, truck: null },
	sameVehicleTable: [null, null, null, 9],
	differentVehicleTable: [null, null, 2],
	cityBoardHousing: null,
	buildingCards: []
};
