/** Pure helpers of the setup assistant: the draw mode's profile, rejections by field, known tiles. */
import { emptyProfile, type BoxProfile, type Rejection } from '$lib/games/armageddon';

/**
 * The profile the engine draws from when the players shuffle at the table: the
 * tiles are left out so the engine draws none of them. It also makes the VP
 * stack for a seed the same on every phone, whatever its box values.
 */
export function tableProfile(profile: BoxProfile): BoxProfile {
	const empty = emptyProfile();
	return { ...profile, scoringTiles: empty.scoringTiles, auctionTiles: empty.auctionTiles };
}

/** Where a setup rejection belongs in the form. */
export type Problem =
	| { readonly field: 'name' | 'colour'; readonly index: number; readonly rejection: Rejection }
	| { readonly field: 'seed'; readonly rejection: Rejection }
	| { readonly field: 'other'; readonly rejection: Rejection };

/** Maps a rejection of `createSetup` to the field it is about (players are 1-based in its params). */
export function problemOf(rejection: Rejection): Problem {
	const field = rejection.params?.field;
	const player = rejection.params?.player;
	if ((field === 'name' || field === 'colour') && typeof player === 'number') return { field, index: player - 1, rejection };
	if (field === 'seed') return { field, rejection };
	return { field: 'other', rejection };
}

/** The known tiles of a profile list, each once. */
export function distinctTiles<T extends object>(tiles: readonly (T | null)[]): T[] {
	const seen = new Set<string>();
	return tiles.filter((t): t is T => {
		if (t === null) return false;
		const key = JSON.stringify(t);
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/** True when a tile is picked more often than the box holds it (once, when the box profile does not list it). */
export function overdrawn<T extends object>(picked: readonly (T | null)[], box: readonly (T | null)[]): boolean {
	const copies = (list: readonly (T | null)[], key: string) => list.filter((t) => t !== null && JSON.stringify(t) === key).length;
	return picked.some((t) => t !== null && copies(picked, JSON.stringify(t)) > Math.max(1, copies(box, JSON.stringify(t))));
}
