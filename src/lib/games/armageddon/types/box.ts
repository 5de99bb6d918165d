/**
 * The box profile (§11): the component values printed only on the components, and the keys that address them.
 */
import type { AuctionTile, DamageEffect, ScoringTile, Vehicle } from './vocabulary';
import type { Building } from './buildings';

/**
 * Component values (§11). `null` means "not known yet": the engine never
 * guesses it, it reports it as a {@link BoxNeed} instead. Values the rules text
 * gives are fixed in `data/known.ts` with their source and are not part of the
 * editable profile.
 */
export interface BoxProfile {
	readonly format: 'armageddon-box-profile';
	readonly version: 1;
	readonly name: string;
	/** Marauder advance at the start of rounds 1..6 (index 0 = round 1). Round 2 is 2 [R]. */
	readonly roundTrack: readonly (number | null)[];
	/** Effects of damage spaces 4..9 (index 0 = space 4). Spaces 1–3 are known [R]. */
	readonly damageSpaces: readonly (readonly DamageEffect[] | null)[];
	/** The 10 scoring tiles, in any order. */
	readonly scoringTiles: readonly (ScoringTile | null)[];
	/** The 7 auction tiles, in any order. */
	readonly auctionTiles: readonly (AuctionTile | null)[];
	/** Points by number of cards (index = number of cards; index 0 is 0); capped at the last entry. */
	readonly beerTable: readonly number[] | null;
	readonly gasolineTable: readonly number[] | null;
	/** Points per complete set of 2 weapons. */
	readonly weaponSet: number | null;
	/** Points per complete set of 3 medicines. */
	readonly medicineSet: number | null;
	/** Number of distinct parts each vehicle has. */
	readonly partsPerVehicle: Readonly<Record<Vehicle, number | null>>;
	/** Points for k distinct parts of one vehicle (index = k). Known: 3 → 9 [R]. */
	readonly sameVehicleTable: readonly (number | null)[] | null;
	/** Points for k parts of k different vehicles (index = k, 2..3). Known: 2 → 2 [R]. */
	readonly differentVehicleTable: readonly (number | null)[] | null;
	/** Housing printed on the city board itself. */
	readonly cityBoardHousing: number | null;
	/** Building cards entered so far: each once, then picked by name; 28 in the box. */
	readonly buildingCards: readonly BuildingCard[];
}

/** A building card as printed (§7, [BOX]): its name and level with what the engine needs of it. */
export interface BuildingCard extends Building {
	readonly name: string;
	readonly level: 1 | 2;
}

/** One value the engine needs and the profile does not know; `key` addresses it. */
export interface BoxNeed {
	readonly key: BoxKey;
	/** English description of where it is printed (the UI translates by key). */
	readonly where: string;
}

export type BoxKey =
	| `roundTrack.${number}`
	| `damageSpaces.${number}`
	| `scoringTiles`
	| `auctionTiles`
	| 'beerTable'
	| 'gasolineTable'
	| 'weaponSet'
	| 'medicineSet'
	| `partsPerVehicle.${Vehicle}`
	| 'sameVehicleTable'
	| 'differentVehicleTable'
	| 'cityBoardHousing'
	| 'buildingCards';
