/**
 * The words of Armageddon's engine: players, colours, areas, pieces, equipment, vehicles, building types,
 * the effects printed on tracks and tiles, the scoring tiles and the phases of a round. Section marks (§n)
 * refer to shared/rules/armageddon.md.
 */

export type PlayerId = string & { readonly __brand: 'PlayerId' };
export const playerId = (s: string): PlayerId => s as PlayerId;

export const COLOURS = ['brown', 'white', 'orange', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

export const AREAS = ['exploration', 'construction', 'city'] as const;
export type Area = (typeof AREAS)[number];

/** Survivors a player can own (marauders are never owned: they move the marauder track). */
export const SURVIVOR_KINDS = ['worker', 'soldier', 'engineer', 'leader'] as const;
export type SurvivorKind = (typeof SURVIVOR_KINDS)[number];
export type SurvivorCounts = Readonly<Record<SurvivorKind, number>>;

export const EQUIPMENT_KINDS = ['beer', 'gasoline', 'weapon', 'medicine', 'vehicle', 'map'] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
export type EquipmentCounts = Readonly<Record<EquipmentKind, number>>;

export const VEHICLES = ['car', 'bus', 'truck'] as const;
export type Vehicle = (typeof VEHICLES)[number];
/**
 * Vehicle parts as held: per vehicle, how many cards of each distinct part
 * (index = part, value = number of copies held). `{ car: [1, 1, 1], bus: [1], truck: [1] }`
 * is Travis's hand in §10.
 */
export type VehicleHand = Readonly<Record<Vehicle, readonly number[]>>;

export const BUILDING_TYPES = ['headquarters', 'civil', 'military', 'science'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

// ---------------------------------------------------------------- effects

/** Effects printed on damage track spaces 4–9 (§3). */
export const DAMAGE_EFFECTS = ['marauder', 'vp-1', 'vp-2', 'leader'] as const;
export type DamageEffect = (typeof DAMAGE_EFFECTS)[number];

/** Bonus side of an auction tile (§5). */
export const AUCTION_BONUSES = ['marauder-', 'vp+2', 'damage-', 'equipment+'] as const;
export type AuctionBonus = (typeof AUCTION_BONUSES)[number];
/** Penalty side of an auction tile (§5). */
export const AUCTION_PENALTIES = ['marauder+', 'vp-2', 'damage+', 'equipment-'] as const;
export type AuctionPenalty = (typeof AUCTION_PENALTIES)[number];
export interface AuctionTile {
	readonly bonus: AuctionBonus;
	readonly penalty: AuctionPenalty;
}

/** Building tile effects (§6). */
export const BUILDING_TILE_EFFECTS = [
	'marauder-',
	'equipment+',
	'damage-',
	'two-houses',
	'exchange',
	'marauder+',
	'damage+',
	'equipment-'
] as const;
export type BuildingTileEffect = (typeof BUILDING_TILE_EFFECTS)[number];

/** What a scoring tile counts (§9, "Scoring tiles"). `vp` is per piece counted. */
export type ScoringTile =
	| { readonly kind: 'survivor'; readonly target: SurvivorKind; readonly vp: number }
	| { readonly kind: 'building'; readonly target: BuildingType; readonly vp: number }
	| { readonly kind: 'equipment'; readonly target: EquipmentKind; readonly vp: number }
	| { readonly kind: 'any-equipment'; readonly vp: number };

export type Phase =
	| 'not-started' // set up, round 1 not begun
	| 'auction' // phase 1 applied, bids being entered
	| 'exploration' // phase 3: equipment picks
	| 'construction' // phase 3: building picks
	| 'city' // phase 3: city actions
	| 'completion' // phase 4 waiting for its inputs
	| 'intermediate' // after round 3 completion
	| 'final' // after round 6 completion: final scoring
	| 'finished';
