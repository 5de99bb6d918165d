/**
 * Why the engine refuses a step: a `Result` is a value or a `Rejection`, whose `detail` is a code with typed
 * parameters that the screens word from the messages (`i18n/words/refusals.ts`); the English `reason`
 * beside it stays for tests and logs.
 */
import type { Area, BoxKey, BoxNeed, BuildingTileEffect, BuildingType, CityAction, Colour, CorrectionField, EquipmentKind, GameEvent, Phase, PlayerId, SurvivorKind, Vehicle } from './types';

export type RejectionCode =
	| 'invalid-number' // negative, fractional, NaN, too large
	| 'unknown-player'
	| 'out-of-phase'
	| 'out-of-turn'
	| 'duplicate'
	| 'not-enough' // not enough survivors / cards / city survivors
	| 'not-allowed' // a rule forbids it (site 1–2, Church pair, extension twice …)
	| 'needs-box-value'
	| 'invalid-value'; // a value of the wrong shape

export interface Rejection {
	readonly ok: false;
	readonly code: RejectionCode;
	/** Plain English reason, for tests and logs; the UI words `detail`. */
	readonly reason: string;
	/** What exactly is refused, with typed parameters (`RejectionDetail` below). */
	readonly detail: RejectionDetail;
	readonly params?: Readonly<Record<string, string | number>>;
	readonly needs?: readonly BoxNeed[];
}

export type Result<T> = { readonly ok: true; readonly value: T } | Rejection;

/** A piece on an exploration card or in the bag. */
export type Piece = 'worker' | 'soldier' | 'engineer' | 'marauder';
/** The kind of step being refused (an event type). */
export type StepKind = GameEvent['type'];
/** A tile drawn at the table and entered, by its place. */
export interface TileSlot {
	readonly slot: 'public' | 'auction' | 'new-auction';
	/** 0-based. */
	readonly index: number;
}

/** What a number the engine checked stands for. */
export type NumberField =
	| { readonly of: 'bid'; readonly player: PlayerId; readonly area: Area }
	| { readonly of: 'bid-colour' | 'city-colour' | 'returned'; readonly player: PlayerId; readonly survivor: SurvivorKind }
	| { readonly of: 'public-count'; readonly player: PlayerId }
	| { readonly of: 'correction'; readonly player: PlayerId; readonly field: CorrectionField }
	| { readonly of: 'on-card'; readonly piece: Piece }
	| { readonly of: 'action-survivors'; readonly action: CityAction['kind'] }
	| { readonly of: 'marauders-fought'; readonly player?: PlayerId }
	| { readonly of: 'tile-vp'; readonly tile: TileSlot }
	| { readonly of: 'vehicle-part'; readonly vehicle: Vehicle; readonly part: number }
	| { readonly of: 'cards'; readonly equipment: 'beer' | 'gasoline' | 'weapon' | 'medicine' }
	| { readonly of: 'repair-engineers' | 'repair-worker-pairs' | 'vp-gained' | 'building-housing' | 'building-star-vp' | 'damage-space' | 'marauders' | 'round' };

/** A value that must be one of a fixed list, by what it is. */
export const CHOICE_FIELDS = [
	'city-action',
	'survivor-needed',
	'equipment',
	'survivor-drawn',
	'exchange-for',
	'building-type',
	'building-tile',
	'survivor',
	'area',
	'auction-bonus',
	'auction-penalty',
	'tile-kind',
	'tile-target',
	'building-special',
	'building-upgrade',
	'site',
	'repair-vp',
	'correction-field',
	'event-type',
	'box-key'
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** Input of the wrong shape (the app builds these; a player never types them), by what it should have been. */
export const MALFORMED = [
	'event',
	'city-action',
	'city-colours',
	'bid-colours',
	'explore-survivors',
	'construct-build',
	'building',
	'building-name',
	'completion-returns',
	'intermediate-counts',
	'auction-tile',
	'scoring-tile',
	'public-tiles',
	'auction-tiles',
	'kept-cards',
	'exchange-from-city',
	'vehicle-hand',
	'seed'
] as const;
export type Malformed = (typeof MALFORMED)[number];

/** The part of a building action that differs from what its card prints. */
export type CardActionPart = 'needs' | 'amount' | 'type' | 'no-vp';

/** What a building tile's choice should have been. */
export type TileChoiceWanted = 'equipment-drawn' | 'no-cards' | 'equipment-held' | 'soldier-or-engineer' | 'none';
/** Storage failures a session or profile write may report (the db layer's kinds). */
export type StorageProblem = 'quota' | 'unavailable' | 'conflict' | 'not-found' | 'damaged' | 'unknown';

/** Why a step cannot happen: one kind per rule, with what the words need. */
export type RejectionDetail =
	// Input checks
	| { readonly kind: 'bad-number'; readonly field: NumberField; readonly min: number; readonly max?: number; readonly value: string }
	| { readonly kind: 'bad-choice'; readonly field: ChoiceField; readonly value: string }
	| { readonly kind: 'malformed'; readonly what: Malformed }
	| { readonly kind: 'engine-error'; readonly step: string; readonly message: string }
	| { readonly kind: 'unknown-player'; readonly player: string }
	// Order of play
	| { readonly kind: 'out-of-phase'; readonly step: StepKind; readonly round: number; readonly phase: Phase }
	| { readonly kind: 'nobody-to-act'; readonly step: StepKind; readonly phase: Phase }
	| { readonly kind: 'out-of-turn'; readonly step: StepKind; readonly player: PlayerId; readonly expected: PlayerId }
	| { readonly kind: 'choice-owed'; readonly player: PlayerId; readonly choice: 'equipment-drawn' | 'equipment-returned' }
	| { readonly kind: 'no-choice-owed' }
	| { readonly kind: 'end-early-mid-round'; readonly round: number; readonly phase: Phase }
	| { readonly kind: 'last-round-played'; readonly rounds: number }
	| { readonly kind: 'needs-box-values'; readonly keys: readonly BoxKey[] }
	// Tiles drawn at the table
	| { readonly kind: 'auction-tiles-first' }
	| { readonly kind: 'public-tile-first' }
	| { readonly kind: 'app-draws-auction-tiles' }
	| { readonly kind: 'app-drawn-tile'; readonly tile: 'public' | 'auction'; readonly index: number }
	| { readonly kind: 'count-missing'; readonly player: PlayerId }
	// Bidding
	| { readonly kind: 'already-bid'; readonly player: PlayerId; readonly area: Area }
	| { readonly kind: 'bid-too-many'; readonly player: PlayerId; readonly have: number; readonly want: number }
	| { readonly kind: 'bid-colours-sum'; readonly player: PlayerId; readonly bid: number; readonly sum: number }
	| { readonly kind: 'bid-colour-short'; readonly player: PlayerId; readonly survivor: SurvivorKind; readonly have: number; readonly want: number }
	// Exploration and construction
	| { readonly kind: 'bag-short'; readonly piece: Piece; readonly have: number; readonly want: number }
	| { readonly kind: 'round-one-marauders'; readonly marauders: number }
	| { readonly kind: 'not-in-bag'; readonly piece: Piece; readonly purpose: 'draw' | 'exchange' }
	| { readonly kind: 'no-worker'; readonly player: PlayerId; readonly from: 'owned' | 'city-bid' }
	| { readonly kind: 'tile-choice'; readonly player: PlayerId; readonly tile: BuildingTileEffect; readonly choice: string; readonly wanted: TileChoiceWanted }
	| { readonly kind: 'hq-upgrade-site'; readonly player: PlayerId; readonly site: number }
	| { readonly kind: 'watchtower-upgrade-site'; readonly player: PlayerId; readonly site: number }
	| { readonly kind: 'printed-site'; readonly player: PlayerId; readonly site: 1 | 2 }
	| { readonly kind: 'site-8-locked'; readonly player: PlayerId }
	| { readonly kind: 'watchtower-fixed'; readonly player: PlayerId; readonly site: number }
	| { readonly kind: 'two-churches'; readonly player: PlayerId }
	// City
	| { readonly kind: 'city-survivors-short'; readonly player: PlayerId; readonly action: CityAction['kind']; readonly have: number; readonly need: number }
	| { readonly kind: 'city-bid-colours'; readonly player: PlayerId; readonly action: CityAction['kind'] }
	| { readonly kind: 'city-bid-uncoloured'; readonly player: PlayerId }
	| { readonly kind: 'city-colour-short'; readonly player: PlayerId; readonly survivor: SurvivorKind; readonly may: number }
	| { readonly kind: 'city-bid-sum'; readonly player: PlayerId; readonly bid: number; readonly sum: number }
	| { readonly kind: 'city-colours-used'; readonly player: PlayerId }
	| { readonly kind: 'repair-nothing' }
	| {
			readonly kind: 'repair-short';
			readonly player: PlayerId;
			readonly engineers: number;
			readonly workers: number;
			readonly leader: boolean;
			readonly trained: boolean;
			readonly needEngineers: number;
			readonly needPairs: number;
			readonly gained: boolean;
	  }
	| { readonly kind: 'damage-cannot-move'; readonly player: PlayerId; readonly space: number; readonly spaces: number }
	| { readonly kind: 'damage-at-start'; readonly player: PlayerId }
	| { readonly kind: 'extension-built'; readonly player: PlayerId }
	| { readonly kind: 'no-card'; readonly player: PlayerId; readonly equipment: EquipmentKind; readonly purpose: 'discard' | 'return' }
	| { readonly kind: 'marauders-short'; readonly player: PlayerId; readonly have: number; readonly want: number }
	// A City action taken from a building (§7): checked against the game's copy of the card on that site
	| { readonly kind: 'card-action-missing'; readonly player: PlayerId; readonly site: number; readonly action: CityAction['kind'] }
	| { readonly kind: 'card-action-used'; readonly player: PlayerId; readonly site: number; readonly action: CityAction['kind']; readonly uses: number }
	| { readonly kind: 'card-action-differs'; readonly player: PlayerId; readonly site: number; readonly action: CityAction['kind']; readonly what: CardActionPart }
	// Completion
	| { readonly kind: 'cannot-return'; readonly player: PlayerId; readonly survivor: SurvivorKind; readonly owned: number; readonly returned: number }
	| { readonly kind: 'return-exact'; readonly player: PlayerId; readonly need: number; readonly returned: number }
	// Setup (seats are 1-based)
	| { readonly kind: 'player-count'; readonly min: number; readonly max: number; readonly got: number }
	| { readonly kind: 'name-empty'; readonly seat: number }
	| { readonly kind: 'name-too-long'; readonly seat: number; readonly max: number }
	| { readonly kind: 'name-taken'; readonly seat: number; readonly name: string }
	| { readonly kind: 'colour-unknown'; readonly seat: number; readonly colour: string }
	| { readonly kind: 'colour-taken'; readonly seat: number; readonly colour: Colour }
	| { readonly kind: 'id-empty'; readonly seat: number }
	| { readonly kind: 'id-taken'; readonly seat: number; readonly id: string }
	| { readonly kind: 'seed-character'; readonly char: string }
	| { readonly kind: 'seed-length'; readonly want: number; readonly got: number }
	// Box values
	| { readonly kind: 'rulebook-value'; readonly key: BoxKey; readonly value: number }
	/** `tile`: the place (1-based) of the second copy, when a whole list was checked (a shared file or link). */
	| { readonly kind: 'tile-twice'; readonly list: 'scoringTiles' | 'auctionTiles'; readonly tile?: number }
	| { readonly kind: 'tile-zero-vp'; readonly tile?: number }
	/** `cards`: the number of cards that scores fewer points than one card less, when a whole table was checked. */
	| { readonly kind: 'table-down'; readonly table: 'beerTable' | 'gasolineTable'; readonly cards?: number }
	| { readonly kind: 'card-twice'; readonly name: string; readonly level: number }
	| { readonly kind: 'rulebook-tile'; readonly list: 'scoringTiles' | 'auctionTiles' }
	| { readonly kind: 'table-zero'; readonly table: 'beerTable' | 'gasolineTable' | 'sameVehicleTable' | 'differentVehicleTable' }
	| { readonly kind: 'rulebook-table'; readonly table: 'sameVehicleTable' | 'differentVehicleTable'; readonly parts: number; readonly points: number }
	| { readonly kind: 'car-parts'; readonly min: number }
	| { readonly kind: 'vehicle-table-long'; readonly parts: number }
	| { readonly kind: 'too-many-cards'; readonly level: number; readonly max: number }
	| { readonly kind: 'profile-invalid'; readonly field: string; readonly issues: number }
	// Final scoring
	| { readonly kind: 'vehicle-part-missing'; readonly vehicle: Vehicle; readonly parts: number; readonly part: number }
	| { readonly kind: 'final-issues'; readonly field: string; readonly issues: number }
	// The game session (undo, redo, saving)
	| { readonly kind: 'nothing-to'; readonly what: 'undo' | 'redo' }
	| { readonly kind: 'changed-elsewhere' }
	/** Phones joined to a host: the step was not taken (another phone was first, another phone holds the seat, no answer). */
	| { readonly kind: 'table-link'; readonly why: 'stale' | 'seat' | 'no-host' }
	| { readonly kind: 'not-saved'; readonly problem: StorageProblem };

export type RejectionKind = RejectionDetail['kind'];
