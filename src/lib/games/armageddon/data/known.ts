/**
 * Component values the rules text gives, each with its source. Pages are the
 * German rulebook's; §n refers to shared/rules/armageddon.md. Values printed
 * only on components are [BOX]: they are listed at the end and never filled in.
 */
import type { AuctionTile, DamageEffect, ScoringTile, SurvivorCounts } from '../types';

/** A value with where it is written. */
export interface Known<T> {
	readonly value: T;
	readonly source: string;
}

function deepFreeze<T>(x: T): T {
	if (typeof x === 'object' && x !== null) {
		for (const inner of Object.values(x)) deepFreeze(inner);
		Object.freeze(x);
	}
	return x;
}

// frozen because emptyProfile and setups share these objects
const known = <T>(value: T, source: string): Known<T> => deepFreeze({ value, source });

// ---------------------------------------------------------------- tracks

/** Marauder advance by round (1-based); only round 2 is in the text. */
export const KNOWN_ROUND_ADVANCE: Readonly<Record<number, Known<number>>> = {
	2: known(2, 'Rulebook p.4, phase 1 example: at the start of round 2 every marauder marker moves 2 spaces right')
};

/** VP gained while the damage marker lies on space 1 (and only then). */
export const DAMAGE_SPACE_1_VP = known(2, 'Rulebook p.4, phase 1: on the first space of the damage track the player gains 2 VP');

/** Damage spaces whose effects are in the text (space 1 is {@link DAMAGE_SPACE_1_VP}). */
export const KNOWN_DAMAGE_SPACES: Readonly<Record<2 | 3, Known<readonly DamageEffect[]>>> = {
	2: known([], 'Rulebook p.4, phase 1: on the second space nothing happens'),
	3: known(['vp-1'], 'Rulebook p.2, setup: the damage marker starts on the third space (−1) of the damage track')
};

export const DAMAGE_START_SPACE = known(3, 'Rulebook p.2, setup: damage marker explosion side up on the third space');
export const DAMAGE_SPACES = known(9, 'Rulebook p.8, completion: the last space of the damage track is space 9');
/** Marauder track positions 0..MAX: the first space means no marauder waiting. */
export const MARAUDER_TRACK_MAX = known(8, 'Rulebook p.6, exploration: the last space is space 9; the first (AK-47) counts 0 (rules reference §3)');
export const VP_START = known(10, 'Rulebook p.2–3, setup: markers stacked on space 10 of the VP track (STARTFELD 10)');
export const KNOWN_VP_LAP = known(40, 'Rulebook p.2, note: passing the end of the VP track gives the +40 chip, then +80, +120 (rules reference §3)');
/** Laps the VP chips count: +40/+80 and +120/+160, four laps at most. */
export const VP_CHIP_LAPS = known(4, 'Rulebook p.1, components: VP chips +40/+80, +120/+160');
/** Marauders one equipment card may hold in round 1. */
export const ROUND_ONE_MARAUDERS = known(1, 'Rulebook p.4, phase 1: round 1, at most 1 marauder per card');
export const ROUNDS = known(6, 'Rulebook p.4: the game lasts 6 rounds, intermediate scoring after round 3');
export const PLAYERS = known({ min: 3, max: 4 } as const, 'Rulebook p.1–2: for 3 or 4 players (setup notes for 3 players)');

// ---------------------------------------------------------------- tiles and scoring

export const KNOWN_SCORING_TILE = known<ScoringTile>(
	{ kind: 'survivor', target: 'engineer', vp: 4 },
	'Rulebook p.9, intermediate scoring example: the engineer tile gives Nikki 4 + 4 VP for 2 engineers'
);

export const KNOWN_AUCTION_TILE = known<AuctionTile>(
	{ bonus: 'equipment+', penalty: 'damage+' },
	'Rulebook p.5, auction example: Nikki\'s bonus is an equipment card, Frank\'s penalty moves his damage marker 1 right'
);

/** Distinct parts of one vehicle → points (index → value). */
export const KNOWN_SAME_VEHICLE = known(
	{ parts: 3, points: 9 },
	'Rulebook p.11, vehicle example: Travis scores 9 VP for 3 car parts'
);

/** Parts of different vehicles → points. */
export const KNOWN_DIFFERENT_VEHICLES = known(
	{ parts: 2, points: 2 },
	'Rulebook p.11, vehicle example: a bus part and a truck part score 2 VP'
);

export const EXTENSION_COST = known(2, 'Rulebook p.7, city action A (Ausbauen): once per game, two survivors of any colour go onto the extension');
/** Most equipment cards a "draw equipment" building action keeps. */
export const MAX_CARDS_KEPT = known(2, 'Rulebook p.11, building extra actions: the player draws 1/2 equipment cards onto their hand');
export const EXTENSION_HOUSING = known(2, 'Rulebook p.7, city action A: the extension counts as a building with 2 housing and an extra action');

// ---------------------------------------------------------------- counts

export const COUNTS = {
	scoringTiles: known(10, 'Rulebook p.1, components: 10 scoring tiles'),
	auctionTiles: known(7, 'Rulebook p.1, components: 7 auction tiles'),
	buildingTiles: known(32, 'Rulebook p.1, components: 32 building tiles'),
	equipmentCards: known(60, 'Rulebook p.1, components: 60 equipment cards'),
	buildingCards: known(28, 'Rulebook p.1, components: 28 building cards (14 level 1, 14 level 2)'),
	constructionSites: known(8, 'Rulebook p.6, construction: 8 building sites on the city board'),
	privateTilesPerPlayer: known(2, 'Rulebook p.2, setup: each player draws 2 scoring tiles in secret'),
	publicTiles: known(2, 'Rulebook p.2, setup: 2 scoring tiles are laid face up on the round track'),
	auctionAreas: known(3, 'Rulebook p.2, setup: 3 auction tiles are revealed onto the 3 auction areas')
} as const;

export type BagCounts = Readonly<Record<'worker' | 'marauder' | 'soldier' | 'engineer', number>>;

/** All survivors in the box. */
export const SURVIVORS_IN_GAME = known<SurvivorCounts & { readonly marauder: number }>(
	{ worker: 45, marauder: 20, soldier: 10, engineer: 10, leader: 4 },
	'Rulebook p.1, components: 89 survivors: 45 green, 20 red, 10 blue, 10 yellow, 4 purple'
);

export const START_PIECES = known<SurvivorCounts>(
	{ worker: 5, soldier: 0, engineer: 0, leader: 1 },
	'Rulebook p.2, setup: each player takes 5 green and 1 purple survivor'
);

export const THREE_PLAYER_REMOVAL = known<SurvivorCounts>(
	{ worker: 5, soldier: 0, engineer: 0, leader: 1 },
	'Rulebook p.2, setup: with 3 players 5 workers and 1 leader go back to the box'
);

export const NOTHING_REMOVED: SurvivorCounts = deepFreeze({ worker: 0, soldier: 0, engineer: 0, leader: 0 });

export const BAG = known<BagCounts>(
	{ worker: 25, marauder: 20, soldier: 10, engineer: 10 },
	'Rulebook p.2, setup: all other survivors go into the bag; 65 with 3 or 4 players (rules reference §2.9)'
);
