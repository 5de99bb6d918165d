/** Builders for tests of the rules engine. */
import { playerId } from '../types';
import type { PlayerState } from '../types';
import { NO_NEEDS } from '../phases/city-survivors';

/** A player as at the start of round 1 with 10 VP, overridable field by field. */
export function makePlayer(overrides: Partial<PlayerState> = {}): PlayerState {
	return {
		id: playerId('p1'),
		name: 'Nikki',
		colour: 'orange',
		vp: 10,
		vpArrival: 0,
		marauders: 0,
		damage: 3,
		leaderAwayAt: null,
		survivors: { worker: 5, soldier: 0, engineer: 0, leader: 1 },
		equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 },
		sites: {},
		extensionBuilt: false,
		twoHouses: 0,
		foughtThisRound: 0,
		gainedThisRound: { worker: 0, soldier: 0, engineer: 0, leader: 0 },
		repairedThisRound: { engineers: 0, workerPairs: 0 },
		leaderBackThisRound: false,
		cardUses: {},
		cityLeft: 0,
		cityBid: null,
		cityNeeds: NO_NEEDS,
		unusedHousingVp: 0,
		...overrides
	};
}
