/** Builders for final-scoring tests (not used by the app). */
import { FIXTURE_COMPLETE_PROFILE } from './fixture-profiles';
import { playerId } from '../types';
import type { ScoringTile } from '../types';
import type { FinalEquipment, FinalInput, FinalPlayerInput } from '../scoring/types';

/** A tile FIXTURE: counts science buildings, which the plain players below do not have. */
export const ZERO_TILE: ScoringTile = { kind: 'building', target: 'science', vp: 3 };
export const ENGINEER_TILE: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };

const NO_EQUIPMENT: FinalEquipment = { beer: 0, gasoline: 0, weapon: 0, medicine: 0, map: 0, vehicles: { car: [], bus: [], truck: [] } };

/** A player who scores nothing beyond their VP unless overridden (damage space 2, no marauders). */
export function finalPlayer(name: string, overrides: Partial<Omit<FinalPlayerInput, 'equipment'>> & { equipment?: Partial<FinalEquipment> } = {}): FinalPlayerInput {
	const { equipment, ...rest } = overrides;
	return {
		player: playerId(name.toLowerCase()),
		name,
		vp: 50,
		damage: 2,
		marauders: 0,
		survivors: { worker: 5, soldier: 0, engineer: 0, leader: 1 },
		buildings: { headquarters: 0, civil: 0, military: 0, science: 0 },
		equipment: { ...NO_EQUIPMENT, ...equipment },
		privateTiles: [ZERO_TILE, ZERO_TILE],
		...rest
	};
}

/** A final-scoring input with FIXTURE_COMPLETE_PROFILE and a public tile nobody scores by default. */
export function finalInput(players: readonly FinalPlayerInput[], overrides: Partial<FinalInput> = {}): FinalInput {
	return { players, publicTile: ZERO_TILE, profile: FIXTURE_COMPLETE_PROFILE, ...overrides };
}
