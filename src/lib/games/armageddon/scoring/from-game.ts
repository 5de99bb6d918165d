/** Final-scoring input prefilled from a tracked game. */
import { buildingCounts } from '../housing';
import type { Drawn, GameState, PlayerId, ScoringTile } from '../types';
import type { FinalInput } from './types';

const tileOf = (d: Drawn<ScoringTile> | undefined): ScoringTile | null => d?.tile ?? null;

/** Prefill the final scoring from a tracked game; vehicle hands start empty (the split is asked) and must add up to `vehicleCards`. */
export function finalInputFromGame(state: GameState): FinalInput {
	return {
		players: state.players.map((p) => {
			const drawn = state.setup.privateTiles[p.id];
			return {
				player: p.id,
				name: p.name,
				vp: p.vp,
				damage: p.damage,
				marauders: p.marauders,
				survivors: { ...p.survivors },
				buildings: buildingCounts(p),
				equipment: {
					beer: p.equipment.beer,
					gasoline: p.equipment.gasoline,
					weapon: p.equipment.weapon,
					medicine: p.equipment.medicine,
					map: p.equipment.map,
					vehicles: { car: [], bus: [], truck: [] }
				},
				vehicleCards: p.equipment.vehicle,
				privateTiles: [tileOf(drawn?.[0]), tileOf(drawn?.[1])]
			};
		}),
		publicTile: state.publicTiles[1],
		profile: state.profile
	};
}

/** Vehicle part cards each player holds in the game: what the vehicle split must add up to. */
export function vehiclePartsToSplit(state: GameState): Record<PlayerId, number> {
	return Object.fromEntries(state.players.map((p) => [p.id, p.equipment.vehicle])) as Record<PlayerId, number>;
}
