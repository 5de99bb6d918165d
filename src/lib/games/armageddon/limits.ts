/** How many of each thing a player can hold at most: the box's component counts (§1, §2), read by fields and checks alike. */
import { COUNTS, NOTHING_REMOVED, PLAYERS, START_PIECES, SURVIVORS_IN_GAME, THREE_PLAYER_REMOVAL } from './data/known';
import type { SurvivorCounts } from './types';

/** The players the game is for. */
export const MIN_PLAYERS = PLAYERS.value.min;
export const MAX_PLAYERS = PLAYERS.value.max;
export type PlayerCount = typeof MIN_PLAYERS | typeof MAX_PLAYERS;
/** Every player count the game allows, fewest first. */
export const PLAYER_COUNTS: readonly PlayerCount[] = [MIN_PLAYERS, MAX_PLAYERS];

/** A player's leader: each takes one at setup and can never get another. */
export const MAX_LEADERS = START_PIECES.value.leader;
export const MAX_EQUIPMENT_CARDS = COUNTS.equipmentCards.value;
/** Sites of a city: the most buildings one player can show. */
export const MAX_VISIBLE_BUILDINGS = COUNTS.constructionSites.value;
/** Building tiles in the box: the most "2 Houses" a player can hold. */
export const MAX_BUILDING_TILES = COUNTS.buildingTiles.value;
/** Survivors in the box, all colours together. */
export const MAX_SURVIVORS = Object.values(SURVIVORS_IN_GAME.value).reduce((n, k) => n + k, 0);

/** The pieces that go back to the box at setup for `players` (§2 step 8: 5 workers and a leader with 3 players). */
export function removedAtSetup(players: number): SurvivorCounts {
	return players === MIN_PLAYERS ? THREE_PLAYER_REMOVAL.value : NOTHING_REMOVED;
}
