/** The end of phase 2 (§4): each area's auction tile applied in order, pausing while a choice is owed. */
import { areaResult, pickOrder } from '../auction';
import { applyAuctionBonus, applyAuctionPenalty } from '../effects';
import { AREAS } from '../types';
import type { AuctionSide, GameState } from '../types';
import type { Draft, Outcome } from './common';

/** Every tile side in the order they apply: Exploration, Construction, City; bonus before penalty. */
export const AUCTION_SIDES: readonly AuctionSide[] = AREAS.flatMap((area) => [
	{ area, side: 'bonus' as const },
	{ area, side: 'penalty' as const }
]);

/**
 * Apply the tile sides `left` one by one on the draft. A side that leaves a choice owed stops the run:
 * the rest waits in `auctionLeft` until the 'choose' that settles it, so it sees that choice [R: "at once"].
 * After the last side the exploration picks begin.
 */
export function applyAuctionSides(state: GameState, draft: Draft, left: readonly AuctionSide[]): Outcome {
	let rest = left;
	while (rest.length > 0 && draft.pending.length === 0) {
		const [next, ...after] = rest as [AuctionSide, ...AuctionSide[]];
		rest = after;
		const tile = state.auctionTiles[AREAS.indexOf(next.area)];
		// placeBid rejects bids while a tile is unknown.
		if (!tile) throw new Error(`applyAuctionSides: no tile under ${next.area}`);
		const result = areaResult(state.bids[next.area]);
		if (next.side === 'bonus') {
			draft.note({
				kind: 'auction-result',
				area: next.area,
				bonus: result.bonus,
				penalty: result.penalty,
				bonusTie: result.bonusTie,
				penaltyTie: result.penaltyTie
			});
			draft.take(applyAuctionBonus(draft.player(result.bonus), tile.bonus, draft.arrivals));
		} else {
			draft.take(applyAuctionPenalty(draft.player(result.penalty), tile.penalty, draft.arrivals));
		}
	}
	if (rest.length > 0) return draft.finish(state, { auctionLeft: rest });
	draft.note({ kind: 'phase', round: state.round, phase: 'exploration' });
	return draft.finish(state, { phase: 'exploration', pickOrder: pickOrder(state.bids.exploration), auctionLeft: [] });
}
