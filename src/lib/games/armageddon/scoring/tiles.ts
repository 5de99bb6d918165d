/** Scoring tiles (§9 "Scoring tiles"): what a tile counts and what it is worth. */
import { EQUIPMENT_KINDS, VEHICLES } from '../types';
import type { BuildingType, EquipmentCounts, ScoringTile, SurvivorCounts, VehicleHand } from '../types';
import type { FinalPlayerInput } from './types';

/** What a player shows when a scoring tile is scored. */
export interface Holdings {
	readonly survivors: SurvivorCounts;
	readonly buildings: Readonly<Record<BuildingType, number>>;
	readonly equipment: EquipmentCounts;
}

/** How many pieces a scoring tile counts: survivors of its colour (exact colour; a leader counts only for a leader tile [D]), visible buildings of its type, equipment cards of its kind (every vehicle part counts for the vehicle tile), or all equipment cards for 'any-equipment'. */
export function tileCount(tile: ScoringTile, h: Holdings): number {
	switch (tile.kind) {
		case 'survivor':
			return h.survivors[tile.target];
		case 'building':
			return h.buildings[tile.target];
		case 'equipment':
			return h.equipment[tile.target];
		case 'any-equipment':
			return EQUIPMENT_KINDS.reduce((sum, kind) => sum + h.equipment[kind], 0);
	}
}

/** VP a scoring tile gives for `count` pieces. */
export function tileScore(tile: ScoringTile, count: number): number {
	return count * tile.vp;
}

/** Number of vehicle part cards in a hand (every copy of every part). */
export function vehicleCards(hand: VehicleHand): number {
	let n = 0;
	for (const v of VEHICLES) for (const copies of hand[v]) n += copies;
	return n;
}

/** The holdings a final-scoring player shows. */
export function holdingsOf(p: FinalPlayerInput): Holdings {
	const e = p.equipment;
	return {
		survivors: p.survivors,
		buildings: p.buildings,
		equipment: { beer: e.beer, gasoline: e.gasoline, weapon: e.weapon, medicine: e.medicine, map: e.map, vehicle: vehicleCards(e.vehicles) }
	};
}
