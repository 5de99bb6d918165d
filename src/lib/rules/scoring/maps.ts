/** Maps majority at the final scoring (§9.3). */
import type { PlayerId } from '../types';
import type { MapsResult } from './types';

export const MAPS_FIRST = 8;
export const MAPS_SECOND = 4;

/** Maps majority (§9): most maps 8, second most 4; tie for first: all tied get 8 and no second place; tie for second: all tied get 4; a player with 0 maps scores nothing [D]. */
export function mapsMajority(maps: Readonly<Record<PlayerId, number>>): MapsResult {
	const ids = Object.keys(maps) as PlayerId[];
	const count = (id: PlayerId) => {
		const n = maps[id];
		return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
	};
	let first = 0;
	let firstCount = 0;
	for (const id of ids) {
		const n = count(id);
		if (n > first) [first, firstCount] = [n, 1];
		else if (n > 0 && n === first) firstCount++;
	}
	// A tie for first leaves no second place.
	let second = 0;
	let secondCount = 0;
	if (firstCount === 1) {
		for (const id of ids) {
			const n = count(id);
			if (n < first && n > second) [second, secondCount] = [n, 1];
			else if (n > 0 && n === second) secondCount++;
		}
	}
	const points: Record<PlayerId, number> = {};
	const place: Record<PlayerId, 1 | 2 | null> = {};
	for (const id of ids) {
		const n = count(id);
		const at = n === 0 ? null : n === first ? 1 : n === second ? 2 : null;
		place[id] = at;
		points[id] = at === 1 ? MAPS_FIRST : at === 2 ? MAPS_SECOND : 0;
	}
	const situation = first === 0 ? 'no-maps' : firstCount > 1 ? 'tie-first' : secondCount > 1 ? 'tie-second' : 'clear';
	return { points, place, situation };
}
