/** Maps majority at the final scoring (§9.3). */
import type { PlayerId } from '../types';
import type { MapsResult } from './types';
import { placeOf, rank } from '../../shared/ranking';

export const MAPS_FIRST = 8;
export const MAPS_SECOND = 4;

/** Maps majority (§9): most maps 8, second most 4; tie for first: all tied get 8 and no second place; tie for second: all tied get 4; a player with 0 maps scores nothing [D]. */
export function mapsMajority(maps: Readonly<Record<PlayerId, number>>): MapsResult {
	const ids = Object.keys(maps) as PlayerId[];
	const count = (id: PlayerId) => {
		const n = maps[id];
		return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
	};
	// Competition places: a tie for first takes place 2 too, so nobody is second.
	const places = rank(ids.filter((id) => count(id) > 0), [count], 'competition');
	const at = placeOf(places);
	const points: Record<PlayerId, number> = {};
	const place: Record<PlayerId, 1 | 2 | null> = {};
	for (const id of ids) {
		const n = at[id];
		const p = n === 1 || n === 2 ? n : null;
		place[id] = p;
		points[id] = p === 1 ? MAPS_FIRST : p === 2 ? MAPS_SECOND : 0;
	}
	const [first, second] = places;
	const situation = !first ? 'no-maps' : first.ids.length > 1 ? 'tie-first' : second && second.ids.length > 1 ? 'tie-second' : 'clear';
	return { points, place, situation };
}
