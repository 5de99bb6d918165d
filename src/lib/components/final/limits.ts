/** Field limits of the final-scoring entry, from the component counts the rulebook gives. */
import { COUNTS, DAMAGE_SPACES, MARAUDER_TRACK_MAX, SURVIVORS_IN_GAME } from '$lib/rules/data/known';
import { VP_LAP, type SurvivorKind } from '$lib/rules';

export const CARDS_MAX = COUNTS.equipmentCards.value;
export const BUILDINGS_MAX = COUNTS.constructionSites.value;
export const DAMAGE_MAX = DAMAGE_SPACES.value;
export const MARAUDERS_MAX = MARAUDER_TRACK_MAX.value;
/** A player has one leader at most. */
export const SURVIVORS_MAX_EACH: Readonly<Record<SurvivorKind, number>> = {
	worker: SURVIVORS_IN_GAME.value.worker,
	soldier: SURVIVORS_IN_GAME.value.soldier,
	engineer: SURVIVORS_IN_GAME.value.engineer,
	leader: 1
};
/** Spaces of the VP track: a lap is 40 (§3). */
export const TRACK_SPACES = VP_LAP;
/** The VP chips: +40/+80 and +120/+160 (§1). */
export const CHIPS = [0, 40, 80, 120, 160] as const;
/** Distinct parts offered per vehicle while the box profile does not know how many it has. */
export const PARTS_UNKNOWN_MAX = 8;
