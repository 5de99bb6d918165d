/**
 * The events a game is a fold over: every step the table takes, as stored.
 */
import type { Area, AuctionTile, BuildingTileEffect, EquipmentKind, PlayerId, ScoringTile, SurvivorCounts, SurvivorKind } from './vocabulary';
import type { Building, CityAction, Site } from './buildings';
import type { BoxKey } from './box';

export type GameEvent =
	/** A box value entered during the game; also copied into the saved profile by the UI. */
	| { readonly type: 'box-value'; readonly key: BoxKey; readonly value: unknown }
	/** Tiles drawn physically and entered (public, auction for the current areas). */
	| { readonly type: 'tiles-entered'; readonly publicTiles?: readonly [ScoringTile | null, ScoringTile | null]; readonly auctionTiles?: readonly [AuctionTile | null, AuctionTile | null, AuctionTile | null] }
	/** Phase 1 of the next round: fully derived. */
	| { readonly type: 'start-round' }
	/** One bid, appended to the area's column (placement order within the area). */
	| { readonly type: 'bid'; readonly area: Area; readonly player: PlayerId; readonly survivors: number; readonly mix?: SurvivorCounts }
	/** Resolves the first pending choice. */
	| { readonly type: 'choose'; readonly player: PlayerId; readonly equipment: EquipmentKind }
	/** Exploration pick: the card's equipment and the survivors standing on it. */
	| { readonly type: 'explore'; readonly player: PlayerId; readonly equipment: EquipmentKind; readonly survivors: Readonly<Record<'worker' | 'soldier' | 'engineer' | 'marauder', number>> }
	/** Construction pick: the building tile (with its choice) and the building, if built. */
	| {
			readonly type: 'construct';
			readonly player: PlayerId;
			readonly tile: BuildingTileEffect;
			/** +Equipment: kind drawn; −Equipment: kind returned; Exchange: soldier or engineer. */
			readonly tileChoice?: EquipmentKind | 'soldier' | 'engineer';
			/** Exchange tile: the worker came from the City bid, so the newcomer takes its place there and acts in City (p. 10) [D]. */
			readonly exchangeFromCity?: boolean;
			readonly build: { readonly site: Site; readonly building: Building } | null;
	  }
	| { readonly type: 'city-action'; readonly player: PlayerId; readonly action: CityAction }
	/** The City bid's colours set right during City (the app's likely mix was not what lay on the board). */
	| { readonly type: 'city-colours'; readonly player: PlayerId; readonly mix: SurvivorCounts }
	/** The player has finished their City actions. */
	| { readonly type: 'city-done'; readonly player: PlayerId }
	/** Phase 4: survivors each short player sends back (player's choice). */
	| { readonly type: 'completion'; readonly returns: Readonly<Record<PlayerId, Partial<SurvivorCounts>>> }
	/** Intermediate scoring: pieces each player shows for public tile 1; new auction tiles if drawn physically. */
	| { readonly type: 'intermediate'; readonly counts: Readonly<Record<PlayerId, number>>; readonly auctionTiles?: readonly [AuctionTile, AuctionTile, AuctionTile] }
	/** The group stops between rounds: final scoring next, from the figures as they stand. */
	| { readonly type: 'end-early' }
	/** A logged correction of any tracked number. */
	| { readonly type: 'correction'; readonly player: PlayerId; readonly field: CorrectionField; readonly value: number; readonly note?: string };

export type CorrectionField =
	| 'vp'
	| 'marauders'
	| 'damage'
	| `survivors.${SurvivorKind}`
	| `equipment.${EquipmentKind}`
	| 'twoHouses';
