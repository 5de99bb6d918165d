/** Who is in danger on the damage track (§3), for the board a table reads. */
import { MAX_DAMAGE } from './tracks';
import type { PlayerState } from './types';

/**
 * The damage space a marker reaches at the next completion if none of the marauders waiting is fought off: one
 * space per marauder, at most the last (§3).
 */
export function damageAhead(p: Pick<PlayerState, 'damage' | 'marauders'>): number {
	return Math.min(MAX_DAMAGE, p.damage + p.marauders);
}

/**
 * From this damage space on, resolving the track costs the start space's −1 and the printed effects of at least
 * two more spaces (4 and 5) at every set-up (§3): a player headed there is in danger.
 */
export const DANGER_DAMAGE = 6;

/** The marker is headed for the costly part of the damage track unless marauders are fought off. */
export function inDanger(p: Pick<PlayerState, 'damage' | 'marauders'>): boolean {
	return damageAhead(p) >= DANGER_DAMAGE;
}
