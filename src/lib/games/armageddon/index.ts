/**
 * Public API of the Armageddon rules engine: pure functions over plain data.
 * See README.md § "Engine API".
 */
export * from './types';
export * from './rejections';

// Box profile: component values, known from the rules or entered once from the box.
export {
	emptyProfile,
	validateProfile,
	setBoxValue,
	getBoxValue,
	profileEntryProblem,
	profileEntries,
	roundAdvance,
	damageSpaceEffects,
	missingDamageSpaces,
	tilesKnown,
	auctionTilesKnown,
	BOX_KEYS,
	learnTiles,
	cardKey,
	type ProfileEntry
} from './profile';
export { cardOf, putBuildingCard, removeBuildingCard, learnBuildingCard } from './building-cards';
export { mergeProfiles, takeShared, changedKeys, cardsPreferring, type ProfileConflict } from './profile-merge';
export { boxNeed, whereIsPrinted } from './box-needs';
export { boxNumberRange } from './box-bounds';
export { canonical, FIRST_BOX_SPACE, MAX_PRINTED_VP, VEHICLE_TABLE_MAX, CARD_NAME_MAX, MAX_CARD_ACTIONS, CARD_ACTION } from './profile-schema';
// The values the rules text gives, each with its source.
export {
	BAG,
	COUNTS,
	DAMAGE_START_SPACE,
	KNOWN_AUCTION_TILE,
	KNOWN_DIFFERENT_VEHICLES,
	KNOWN_ROUND_ADVANCE,
	KNOWN_SAME_VEHICLE,
	KNOWN_SCORING_TILE,
	ROUNDS,
	START_PIECES,
	VP_START,
	type Known
} from './data/known';
// What a player can hold at most, and the player counts.
export {
	MIN_PLAYERS,
	MAX_PLAYERS,
	PLAYER_COUNTS,
	MAX_LEADERS,
	MAX_EQUIPMENT_CARDS,
	MAX_VISIBLE_BUILDINGS,
	MAX_BUILDING_TILES,
	MAX_SURVIVORS,
	removedAtSetup,
	type PlayerCount
} from './limits';

// Setup and seeds.
export { createSetup, setupAgain, MAX_NAME_LENGTH, type SetupInput } from './setup';
export { normaliseSeedCode, seedCodeFromEntropy, isRng, SEED_LENGTH } from './rng';

// The game as a fold over events.
export { createGame, apply, replay, nextStep, housingShortfall, bagContents, type NextStep } from './game';

// Track arithmetic the UI shows.
export { vpSpace, vpChip, startPlayer, MAX_MARAUDERS, MIN_DAMAGE, MAX_DAMAGE, VP_LAP, VP_CHIPS, MAX_VP_CHIP } from './tracks';
export { damageAhead, inDanger, DANGER_DAMAGE } from './danger';
export { areaResult, pickOrder, clockwiseFrom, type AreaResult } from './auction';
export { mayActInCity, MAX_KEPT } from './phases/city-actions';
export { cardActionPossible, cityActionPossible, cityColourLimits } from './phases/city';
export { oneTapCardAction, unprintedActionsOpen } from './phases/card-actions';
export { BAG_KINDS, type BagContents } from './phases/bag';
export { completionOrder } from './phases/completion';
export { newAuctionTileClashes, unusedAuctionTiles } from './phases/intermediate';
export { dueBidder, survivorsLeftToBid, areasLeftToBid, playersLeftToBid, biddableByColour } from './phases/bidding';
export { buildingLevel } from './phases/round-start';
export { maraudersPerCard, onCardLimits } from './phases/resolving';
export { correctionBounds } from './phases/corrections';
export { cityBidCovers, leaderStandsIn, likelyCityMix, SURVIVOR_NEEDS } from './phases/city-survivors';
export { housing, survivorTotal, starVp, buildingCounts, visibleBuildings, buildingCards, PRINTED_HEADQUARTERS, EXTENSION_HOUSING, EXTENSION_SITE } from './housing';

// Final scoring, standalone or from a tracked game.
export * from './scoring';
export { phaseMoves, currentRoundMoves, handMoves } from './board-moves';
export type { PlayerMoves, PhaseMoves } from './board-moves';
