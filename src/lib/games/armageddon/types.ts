/**
 * Domain types of the Armageddon rules engine. Pure data: everything here is
 * JSON-serialisable so states, events and profiles can be stored and exported.
 * Section marks (§n) refer to shared/rules/armageddon.md.
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

// ---------------------------------------------------------------- box profile

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

// ---------------------------------------------------------------- setup

export interface PlayerSetup {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
}

/** A tile drawn by the app, or left to be drawn at the table and entered later. */
export type Drawn<T> = { readonly drawn: 'app'; readonly tile: T } | { readonly drawn: 'physical'; readonly tile: T | null };

export interface Setup {
	/** Players in seating order (clockwise). */
	readonly players: readonly PlayerSetup[];
	readonly seed: string;
	/** [mid-game tile, final tile] */
	readonly publicTiles: readonly [Drawn<ScoringTile>, Drawn<ScoringTile>];
	/** Two secret tiles per player. */
	readonly privateTiles: Readonly<Record<PlayerId, readonly [Drawn<ScoringTile>, Drawn<ScoringTile>]>>;
	/** Auction tiles under Exploration, Construction, City for rounds 1–3. */
	readonly auctionTiles: readonly [Drawn<AuctionTile>, Drawn<AuctionTile>, Drawn<AuctionTile>];
	/** The other 4 in stack order (empty when drawn physically). */
	readonly auctionStack: readonly AuctionTile[];
	/** VP markers on space 10, bottom first: the last one lies on top and starts round 1. */
	readonly vpStack: readonly PlayerId[];
	readonly bag: Readonly<Record<'worker' | 'marauder' | 'soldier' | 'engineer', number>>;
	/** What each player takes (§2 step 5). */
	readonly startingPieces: SurvivorCounts;
	/** Pieces that go back to the box with 3 players (§2 step 8), else all zero. */
	readonly removed: SurvivorCounts;
	/** Serialised PRNG state after the setup draws. */
	readonly rngState: readonly number[];
}

// ---------------------------------------------------------------- game state

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

export interface Building {
	readonly type: BuildingType;
	readonly housing: number;
	/** Star VP scored at every completion (0 = no star). */
	readonly starVp: number;
	readonly name?: string;
	/** Named cards whose effects the engine applies (§7). */
	readonly special?: BuildingSpecial;
	/** An upgrade card: goes on site 1 (Headquarters) or site 2 (Watchtower, or a Tower Site) (§4). */
	readonly upgrade?: 'headquarters' | 'watchtower';
	/**
	 * Its extra actions as printed (§7), entered with the card. A City action that names this building's site is
	 * checked against them (kind, survivor, printed number, uses per round); a card without them stays free.
	 */
	readonly actions?: readonly CardAction[];
}

/** The kinds of a building card's extra action (§7): every City action but the extension and a repair. */
export type CardActionKind = Exclude<CityActionKind, 'extension' | 'repair'>;

/**
 * An extra action printed on a building card (§7): "required survivor : effect" with the number of uses above
 * the colon. `amount` is the printed number where the effect has one (marauders fought off, VP gained, the VP of
 * "damage 1 left"), `type` the building type of "+2 VP per visible building".
 */
export interface CardAction {
	readonly kind: CardActionKind;
	readonly uses: number;
	readonly needs: SurvivorNeed;
	readonly amount?: number;
	readonly noVp?: boolean;
	readonly type?: BuildingType;
}

export const BUILDING_SPECIALS = [
	'builders-yard', // every visible Military building, itself included, +1 housing
	'training-center', // workers also count as engineers and soldiers
	'tower-site', // a second Watchtower may be built on it
	'no-fight-vp', // the "10 VP every round" card: no VP for fighting off
	'double-fight-vp', // 2 VP each for the first 5 marauders fought off per round
	'church-mercyful',
	'church-vengeful'
] as const;
export type BuildingSpecial = (typeof BUILDING_SPECIALS)[number];

/** City board sites 1..8: 1 Headquarters, 2 Watchtower, 8 the extension. */
export const SITES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type Site = (typeof SITES)[number];

export interface PlayerState {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
	/** Running VP total (chip + track); never below 0 [D]. */
	readonly vp: number;
	/** Arrival stamp on the VP track: higher = lies higher in a stack. */
	readonly vpArrival: number;
	/** Marauder track position 0..8 = marauders waiting. */
	readonly marauders: number;
	/** Damage track space 1..9. */
	readonly damage: number;
	/** Leader sits beside the damage track, the space that sent it there. */
	readonly leaderAwayAt: number | null;
	readonly survivors: SurvivorCounts;
	readonly equipment: EquipmentCounts;
	/** Building cards by site; the printed Headquarters (1) and Watchtower (2) are not cards and not listed [D]. */
	readonly sites: Readonly<Partial<Record<Site, Building>>>;
	readonly extensionBuilt: boolean;
	/** "2 Houses" tiles gained this round: +2 housing each until next round start. */
	readonly twoHouses: number;
	/** Marauders fought off for VP this round (for the "first 5 ×2" building). */
	readonly foughtThisRound: number;
	/** Survivors gained this round (Exploration, Exchange): they cannot act in City (§4). Reset at round start. */
	readonly gainedThisRound: SurvivorCounts;
	/** Engineers and worker pairs used by repairs this round, so no survivor repairs twice. */
	readonly repairedThisRound: Readonly<{ engineers: number; workerPairs: number }>;
	/** The leader came back from beside the damage track this round: it stays idle until the next round (rulebook: "diese Runde"). */
	readonly leaderBackThisRound: boolean;
	/** Survivors bid in City still unused this round. */
	readonly cityLeft: number;
	/** The City bid by colour (after an Exchange tile that took a worker from it), or null when the bid did not say (older games). */
	readonly cityBid: SurvivorCounts | null;
	/** What this round's City actions so far needed, by colour: checked against `cityBid` (rulebook p. 7, 11). */
	readonly cityNeeds: Readonly<Record<SurvivorNeed, number>>;
	/** "+1 VP per unused housing" activations this round, paid at completion. */
	readonly unusedHousingVp: number;
	/** Uses this round of each printed building action, by `${site}:${index}` of the action on its card (§7). */
	readonly cardUses: Readonly<Record<string, number>>;
}

export interface Bid {
	readonly player: PlayerId;
	readonly survivors: number;
	/** Which survivors, by colour (asked for the City bid: only those act in City). */
	readonly mix?: SurvivorCounts;
}

/** A structured change the players mirror on the board; the UI phrases it. */
export type Instruction =
	| {
			readonly kind: 'vp';
			readonly player: PlayerId;
			/** The change made on the track. */
			readonly delta: number;
			readonly total: number;
			readonly because: Because;
			/** The floor at 0 cut the change: `requested` is what the rule asked for. */
			readonly clampedAtZero?: boolean;
			readonly requested?: number;
	  }
	| { readonly kind: 'chip'; readonly player: PlayerId; readonly chip: number }
	| { readonly kind: 'marauders'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly because: Because; readonly overflow?: number }
	| { readonly kind: 'damage'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly because: Because; readonly overflow?: number }
	| { readonly kind: 'leader'; readonly player: PlayerId; readonly away: boolean }
	| { readonly kind: 'survivors'; readonly player: PlayerId; readonly delta: Partial<SurvivorCounts>; readonly because: Because }
	| { readonly kind: 'equipment'; readonly player: PlayerId; readonly equipment: EquipmentKind; readonly delta: number; readonly because: Because }
	/** No change for this player: `detail` says why (the UI words it), `reason` in English for logs. */
	| { readonly kind: 'nothing'; readonly player: PlayerId; readonly because: Because; readonly detail: NothingDetail; readonly reason: string }
	/** A building card placed on a site (over `replaced`, which no longer counts). */
	| {
			readonly kind: 'build';
			readonly player: PlayerId;
			readonly site: Site;
			readonly building: Building;
			readonly replaced: Building | null;
			/** Built on site 8 over the built extension, whose 2 housing then no longer count (rulebook, City "A) Ausbauen"). */
			readonly overExtension?: true;
	  }
	/** The extension built: its tile goes back to the box and it counts as a building with `housing` [R]. */
	| { readonly kind: 'extension'; readonly player: PlayerId; readonly housing: number }
	/** Temporary housing ("2 Houses" tiles): gained, or expired at the next round start. */
	| { readonly kind: 'housing'; readonly player: PlayerId; readonly delta: number; readonly because: Because }
	| { readonly kind: 'reveal'; readonly round: number; readonly cards: number; readonly buildingLevel: 1 | 2; readonly maxOneMarauderPerCard: boolean }
	| { readonly kind: 'phase'; readonly round: number; readonly phase: Phase }
	| { readonly kind: 'start-player'; readonly player: PlayerId }
	| { readonly kind: 'auction-result'; readonly area: Area; readonly bonus: PlayerId; readonly penalty: PlayerId; readonly bonusTie: readonly PlayerId[]; readonly penaltyTie: readonly PlayerId[] }
	/** Public scoring tiles drawn at the table and entered: [mid-game, final], null where this entry left one out. */
	| { readonly kind: 'public-tiles'; readonly tiles: readonly (ScoringTile | null)[] }
	/** `replaced`: the intermediate scoring's new tiles (absent for the first tiles entered). */
	| { readonly kind: 'auction-tiles'; readonly tiles: readonly (AuctionTile | null)[]; readonly replaced?: true };

/** Why a change happened: the source the UI names. */
export type Because =
	| 'round-start'
	| 'damage-track'
	| 'auction-bonus'
	| 'auction-penalty'
	| 'exploration'
	| 'building-tile'
	| 'fight-off'
	| 'city-action'
	| 'repair'
	| 'unfought-marauders'
	| 'housing'
	| 'star'
	| 'unused-housing'
	| 'public-tile'
	| 'marauder-penalty'
	| 'correction';

/** Why a step changed nothing for a player (the `nothing` instruction); worded by `i18n/instruction-text.ts` (the refusals by `i18n/words/refusals.ts`). */
export type NothingDetail =
	| { readonly kind: 'marauders-at-zero' }
	| { readonly kind: 'marauders-full'; readonly max: number }
	| { readonly kind: 'no-card-to-return' }
	| { readonly kind: 'no-fight-vp' }
	| { readonly kind: 'damage-edge'; readonly space: number }
	| { readonly kind: 'leader-final' }
	| { readonly kind: 'no-leader' }
	| { readonly kind: 'leader-away' }
	| { readonly kind: 'damage-no-effect'; readonly space: number }
	| { readonly kind: 'public-tile-nothing' }
	| { readonly kind: 'already'; readonly field: CorrectionField; readonly value: number }
	| { readonly kind: 'two-houses-set'; readonly value: number }
	| { readonly kind: 'no-building-of-type'; readonly type: BuildingType }
	| { readonly kind: 'bag-no-soldier-engineer' }
	| { readonly kind: 'no-worker' }
	| { readonly kind: 'no-unused-housing' };

export type NothingKind = NothingDetail['kind'];

export interface GameState {
	readonly setup: Setup;
	/** The game's own copy of the box values; filled by `boxValue` events. */
	readonly profile: BoxProfile;
	readonly round: number; // 0 before round 1, then 1..6
	readonly phase: Phase;
	/** The round after which the group ended the game early (`end-early`); absent for a game played to its end. */
	readonly endedEarly?: number;
	readonly startPlayer: PlayerId | null;
	readonly players: readonly PlayerState[];
	/** Auction tiles currently under the areas (null = not entered yet). */
	readonly auctionTiles: readonly [AuctionTile | null, AuctionTile | null, AuctionTile | null];
	/** Remaining auction tiles in stack order (app-drawn games only). */
	readonly auctionStack: readonly AuctionTile[];
	readonly publicTiles: readonly [ScoringTile | null, ScoringTile | null];
	/** Bids per area, top first (placement order within the area). */
	readonly bids: Readonly<Record<Area, readonly Bid[]>>;
	/** Players still to pick in the current exploration / construction, in order. */
	readonly pickOrder: readonly PlayerId[];
	/** Players still to act in City, in order. */
	readonly cityOrder: readonly PlayerId[];
	/** Choices owed before play goes on (auction-tile equipment draws/returns). */
	readonly pending: readonly Pending[];
	/** Auction tile sides still to apply after the owed choice, in order (empty when none). */
	readonly auctionLeft: readonly AuctionSide[];
	/** Counter for VP arrival stamps. */
	readonly arrivals: number;
	/** Every change, tagged with the index of the event that caused it. */
	readonly log: readonly LoggedInstruction[];
	/** Number of events applied. */
	readonly eventCount: number;
}

export interface LoggedInstruction {
	readonly event: number;
	readonly round: number;
	readonly instruction: Instruction;
}

/** One side of an area's auction tile: applied in the order Exploration, Construction, City, bonus before penalty (§4). */
export interface AuctionSide {
	readonly area: Area;
	readonly side: 'bonus' | 'penalty';
}

export type Pending =
	| { readonly kind: 'equipment-drawn'; readonly player: PlayerId; readonly because: Because }
	| { readonly kind: 'equipment-returned'; readonly player: PlayerId; readonly because: Because };

// ---------------------------------------------------------------- events

/** What each survivor of a building's extra action must be (printed on the card, §7). */
export type SurvivorNeed = 'worker' | 'soldier' | 'engineer' | 'engineer-or-soldier' | 'any';
/**
 * Survivors used by a building's extra action; `needs` (default any colour) is checked against the City bid.
 * `site` names the building whose printed action this is: the engine then checks it against that card (§7).
 * Actions stored before buildings were named carry no site and are taken as they were.
 */
type Used = { readonly survivors: number; readonly needs?: SurvivorNeed; readonly site?: Site };

export type CityAction =
	/** Build the extension: 2 survivors of any colour, once per game. */
	| { readonly kind: 'extension' }
	/** Repair: each engineer, or each pair of workers, moves damage 1 left. */
	| { readonly kind: 'repair'; readonly engineers: number; readonly workerPairs: number }
	/** Fight off N marauders with a building action (VP per §7 variants). */
	| ({ readonly kind: 'fight'; readonly marauders: number; readonly noVp?: boolean } & Used)
	/** Gain N VP (building action). */
	| ({ readonly kind: 'gain-vp'; readonly vp: number } & Used)
	/** Damage 1 left and +1 or +2 VP (not on space 1). */
	| ({ readonly kind: 'repair-vp'; readonly vp: 1 | 2 } & Used)
	/** Draw equipment cards (draw 1/2, or draw 3 keep 1): the kinds kept. */
	| ({ readonly kind: 'draw-equipment'; readonly kept: readonly EquipmentKind[] } & Used)
	/** Discard a card and search the deck for any card. */
	| ({ readonly kind: 'swap-equipment'; readonly discard: EquipmentKind; readonly take: EquipmentKind } & Used)
	/** Exchange a worker for a soldier or engineer from the bag. */
	| ({ readonly kind: 'exchange'; readonly to: 'soldier' | 'engineer' } & Used)
	/** Draw a survivor from the bag: worker/marauder back and +2 VP; soldier/engineer kept. */
	| ({ readonly kind: 'draw-survivor'; readonly drawn: 'worker' | 'marauder' | 'soldier' | 'engineer' } & Used)
	/** +2 VP per visible building of a type. */
	| ({ readonly kind: 'vp-per-building'; readonly type: BuildingType } & Used)
	/** +1 VP per unused housing at round end (paid at completion). */
	| ({ readonly kind: 'unused-housing-vp' } & Used);

export type CityActionKind = CityAction['kind'];
/** Every City action kind, in the order the screens offer them. */
export const CITY_ACTION_KINDS = [
	'extension',
	'repair',
	'fight',
	'gain-vp',
	'repair-vp',
	'draw-equipment',
	'swap-equipment',
	'exchange',
	'draw-survivor',
	'vp-per-building',
	'unused-housing-vp'
] as const satisfies readonly CityActionKind[];
// A kind added to CityAction but not listed above is a type error here.
const _everyCityActionKind: readonly (typeof CITY_ACTION_KINDS)[number][] = [] as CityActionKind[];
void _everyCityActionKind;
/** The City action kinds a building card can print, in the same order. */
export const CARD_ACTION_KINDS: readonly CardActionKind[] = CITY_ACTION_KINDS.filter((k): k is CardActionKind => k !== 'extension' && k !== 'repair');

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
