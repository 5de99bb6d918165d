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
	cardOf,
	putBuildingCard,
	removeBuildingCard,
	learnBuildingCard,
	type CardProblem,
	type ProfileEntry
} from './profile';
export { mergeProfiles, takeShared, changedKeys, cardsPreferring, type ProfileConflict } from './profile-merge';
export { boxNeed, whereIsPrinted } from './box-needs';

// Setup and seeds.
export { createSetup, setupAgain, MAX_NAME_LENGTH, type SetupInput } from './setup';
export { normaliseSeedCode, seedCodeFromEntropy, SEED_LENGTH } from './rng';

// The game as a fold over events.
export { createGame, apply, replay, nextStep, housingShortfall, bagContents, type NextStep } from './game';

// Track arithmetic the UI shows.
export { vpSpace, vpChip, startPlayer, MAX_MARAUDERS, MIN_DAMAGE, MAX_DAMAGE, VP_LAP } from './tracks';
export { areaResult, pickOrder, clockwiseFrom, type AreaResult } from './auction';
export { settled as mayActInCity, MAX_KEPT } from './phases/city-actions';
export { cardActionPossible, cityActionPossible, cityColourLimits } from './phases/city';
export { oneTapCardAction, unprintedActionsOpen } from './phases/card-actions';
export { BAG_KINDS, type BagContents } from './phases/bag';
export { completionOrder } from './phases/completion';
export { newAuctionTileClashes, unusedAuctionTiles } from './phases/intermediate';
export { dueBidder, survivorsLeftToBid, areasLeftToBid, playersLeftToBid, biddableByColour } from './phases/bidding';
export { buildingLevel } from './phases/round-start';
export { cityBidCovers, leaderStandsIn, likelyCityMix, SURVIVOR_NEEDS } from './phases/city-survivors';
export { housing, survivorTotal, starVp, buildingCounts, visibleBuildings, buildingCards, PRINTED_HEADQUARTERS, EXTENSION_HOUSING, EXTENSION_SITE } from './housing';

// Final scoring, standalone or from a tracked game.
export * from './scoring';
export { phaseMoves, currentRoundMoves, handMoves } from './board-moves';
export type { PlayerMoves, PhaseMoves } from './board-moves';
