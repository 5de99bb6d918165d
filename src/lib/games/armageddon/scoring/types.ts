/** Final scoring (§9): what it takes, what it gives back, and what a game keeps of it. */
import type { BoxProfile, BuildingType, PlayerId, ScoringTile, SurvivorCounts, Vehicle, VehicleHand } from '../types';

export interface FinalEquipment {
	readonly beer: number;
	readonly gasoline: number;
	readonly weapon: number;
	readonly medicine: number;
	readonly map: number;
	readonly vehicles: VehicleHand;
}

/** What one player brings to the final scoring (§9); from a tracked game or entered by hand. */
export interface FinalPlayerInput {
	readonly player: PlayerId;
	readonly name: string;
	/** Running VP total at the end of round 6 (chip + track). */
	readonly vp: number;
	readonly damage: number;
	readonly marauders: number;
	readonly survivors: SurvivorCounts;
	/** Visible buildings per type (the printed Headquarters counts as one headquarters until upgraded). */
	readonly buildings: Readonly<Record<BuildingType, number>>;
	readonly equipment: FinalEquipment;
	/** Vehicle part cards the player holds (from a tracked game): the vehicle hand must add up to it. */
	readonly vehicleCards?: number;
	readonly privateTiles: readonly [ScoringTile | null, ScoringTile | null];
	/** The private tile the player chose; omitted → the better one. */
	readonly privateChoice?: 0 | 1;
}

export interface FinalInput {
	readonly players: readonly FinalPlayerInput[];
	/** Public tile 2 (the one at the end of the round track). */
	readonly publicTile: ScoringTile | null;
	readonly profile: BoxProfile;
}

export type VehicleGroup =
	| { readonly kind: 'same'; readonly vehicle: Vehicle; readonly parts: number; readonly points: number }
	| { readonly kind: 'different'; readonly vehicles: readonly Vehicle[]; readonly points: number };

export interface MapsResult {
	/** Points per player. */
	readonly points: Readonly<Record<PlayerId, number>>;
	/** 1 = most maps, 2 = second most, null = none. */
	readonly place: Readonly<Record<PlayerId, 1 | 2 | null>>;
	/** 'clear' | 'tie-first' (no second place) | 'tie-second' | 'no-maps' */
	readonly situation: 'clear' | 'tie-first' | 'tie-second' | 'tie-both' | 'no-maps';
}

export interface FinalBreakdown {
	readonly player: PlayerId;
	readonly name: string;
	readonly start: number;
	readonly publicTile: number;
	/** Value of each private tile; only `privateChosen` counts. */
	readonly privateTiles: readonly [number, number];
	readonly privateChosen: 0 | 1;
	readonly privateTile: number;
	readonly beer: number;
	readonly gasoline: number;
	readonly weapons: number;
	readonly medicine: number;
	readonly vehicles: number;
	readonly vehicleGroups: readonly VehicleGroup[];
	readonly maps: number;
	readonly equipmentTotal: number;
	/** Final damage-track resolution (§9.4). */
	readonly damage: number;
	/** Marauders after the damage track (a +Marauder there adds one). */
	readonly marauders: number;
	readonly marauderPenalty: number;
	readonly total: number;
	/** Equipment cards held: the tie-break. */
	readonly equipmentCards: number;
}

/** The final-scoring categories a total is made of, in the rulebook's order (§9), the VP after round 6 first. */
export const FINAL_CATEGORIES = [
	'start',
	'publicTile',
	'privateTile',
	'beer',
	'gasoline',
	'weapons',
	'medicine',
	'vehicles',
	'maps',
	'damage',
	'marauderPenalty'
] as const satisfies readonly (keyof FinalBreakdown)[];
export type FinalCategory = (typeof FINAL_CATEGORIES)[number];

export interface FinalResult {
	readonly players: readonly FinalBreakdown[];
	/** Best first; players sharing a place keep seating order. */
	readonly ranking: readonly PlayerId[];
	readonly winners: readonly PlayerId[];
	/** How the winner was found. */
	readonly decidedBy: 'vp' | 'equipment-cards' | 'shared-victory';
	readonly maps: MapsResult;
}

/** One player's points per final-scoring category (§9), kept with the saved result for results and statistics. */
export interface FinalCategories {
	/** VP at the end of round 6 (chip + track). */
	readonly start: number;
	readonly publicTile: number;
	readonly privateTile: number;
	readonly beer: number;
	readonly gasoline: number;
	readonly weapons: number;
	readonly medicine: number;
	readonly vehicles: number;
	readonly maps: number;
	readonly damage: number;
	/** −1 per marauder (signed). */
	readonly marauderPenalty: number;
	/** Equipment cards held: the tie-break. */
	readonly equipmentCards: number;
}

/** The outcome of a final scoring as the game keeps it (it needs inputs that are not events, e.g. the vehicle split). */
export interface FinalSummary {
	readonly totals: Readonly<Record<PlayerId, number>>;
	readonly winners: readonly PlayerId[];
	readonly decidedBy: FinalResult['decidedBy'];
	/** Points per category and player; absent in results saved before it was kept. */
	readonly breakdown?: Readonly<Record<PlayerId, FinalCategories>>;
	/** Scored with the quick score calculator: the game has no tracked rounds. */
	readonly quick?: boolean;
	/** What was entered per player, so a reopened final scoring shows it as saved; absent in results saved before it was kept. */
	readonly entries?: Readonly<Record<PlayerId, FinalEntries>>;
}

/** One player's entries at the final scoring as saved with the result (the player's id is the key, the name is the game's). */
export type FinalEntries = Omit<FinalPlayerInput, 'player' | 'name'>;
