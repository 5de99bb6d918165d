/** Auction outcomes (§4 phase 2–3): bonus and penalty per area, choice order, seating order. */
import type { Bid, PlayerId } from './types';

/** Who gets an area's bonus and penalty, and who tied for them. */
export interface AreaResult {
	readonly bonus: PlayerId;
	readonly penalty: PlayerId;
	readonly bonusTie: readonly PlayerId[];
	readonly penaltyTie: readonly PlayerId[];
}

/** Bonus to the highest bid (tie → earlier), penalty to the lowest (tie → later); bids are top first. */
export function areaResult(bids: readonly Bid[]): AreaResult {
	const first = bids[0];
	// Every area holds one bid per player once bidding ends; an empty column is a caller bug.
	if (!first) throw new Error('areaResult: no bids');
	const max = Math.max(...bids.map((b) => b.survivors));
	const min = Math.min(...bids.map((b) => b.survivors));
	const highest = bids.filter((b) => b.survivors === max).map((b) => b.player);
	const lowest = bids.filter((b) => b.survivors === min).map((b) => b.player);
	return {
		bonus: highest[0] ?? first.player,
		penalty: lowest[lowest.length - 1] ?? first.player,
		bonusTie: highest.length >= 2 ? highest : [],
		penaltyTie: lowest.length >= 2 ? lowest : []
	};
}

/** Choice order for Exploration/Construction: highest to lowest bid; ties → earlier bid first [D]. */
export function pickOrder(bids: readonly Bid[]): PlayerId[] {
	// Array.prototype.sort is stable, so equal bids keep column order.
	return [...bids].sort((a, b) => b.survivors - a.survivors).map((b) => b.player);
}

/** Seating order clockwise starting at `start`. */
export function clockwiseFrom(seating: readonly PlayerId[], start: PlayerId): PlayerId[] {
	const i = seating.indexOf(start);
	if (i < 0) throw new Error(`clockwiseFrom: ${start} is not seated`);
	return [...seating.slice(i), ...seating.slice(0, i)];
}
