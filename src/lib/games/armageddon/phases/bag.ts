/** The cloth bag's contents, derived from the setup and what the players hold (§2 step 9). */
import type { GameState } from '../types';

/** What the bag holds: survivors and marauders. */
export const BAG_KINDS = ['worker', 'marauder', 'soldier', 'engineer'] as const;
export type BagKind = (typeof BAG_KINDS)[number];
export type BagContents = Readonly<Record<BagKind, number>>;

/**
 * What is in the bag now: every worker, soldier and engineer in play that no player owns.
 * Marauders always go back, so their count never changes. Survivors standing on revealed
 * cards are not tracked, so this is an upper bound during exploration.
 */
export function bagContents(state: GameState): BagContents {
	const { bag, startingPieces } = state.setup;
	const n = state.players.length;
	const owned = (kind: 'worker' | 'soldier' | 'engineer'): number => state.players.reduce((sum, p) => sum + p.survivors[kind], 0);
	const left = (kind: 'worker' | 'soldier' | 'engineer'): number => Math.max(0, bag[kind] + n * startingPieces[kind] - owned(kind));
	return { worker: left('worker'), marauder: bag.marauder, soldier: left('soldier'), engineer: left('engineer') };
}
