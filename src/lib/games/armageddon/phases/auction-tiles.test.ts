import { describe, expect, it } from 'vitest';
import { ANI, FRANK, NIKKI, TRAVIS, newGame, play } from '../testing/game-builders';
import type { Area, Bid, GameState, Instruction, PlayerId } from '../types';
import { AUCTION_SIDES, applyAuctionSides } from './auction-tiles';
import { Draft } from './common';

// The fixture's tiles for rounds 1–3: Exploration equipment+ / damage+, Construction marauder- / vp-2,
// City vp+2 / marauder+.
const column = (...bids: [PlayerId, number][]): Bid[] => bids.map(([player, survivors]) => ({ player, survivors }));
const BIDS: Record<Area, Bid[]> = {
	// Nikki takes the +equipment bonus (a choice is owed), Travis the +damage penalty.
	exploration: column([NIKKI, 3], [ANI, 1], [FRANK, 1], [TRAVIS, 0]),
	// Ani −marauder; the lowest bids tie, so the later one, Travis, loses 2 VP.
	construction: column([ANI, 2], [NIKKI, 0], [FRANK, 0], [TRAVIS, 0]),
	// Frank +2 VP; Nikki, the later of the lowest, +1 marauder.
	city: column([FRANK, 1], [TRAVIS, 0], [ANI, 0], [NIKKI, 0])
};
const started = play(newGame(), { type: 'start-round' });
const allBid: GameState = { ...started, bids: BIDS, players: started.players.map((p) => ({ ...p, marauders: 2 })) };
/** An instruction by its kind and whom or what it is about. */
const about = (i: Instruction) => `${i.kind} ${'player' in i ? i.player : 'area' in i ? i.area : 'phase' in i ? i.phase : ''}`;

describe('AUCTION_SIDES', () => {
	it('applies Exploration, Construction, City, each bonus before its penalty (§4)', () => {
		expect(AUCTION_SIDES.map((s) => `${s.area} ${s.side}`)).toEqual([
			'exploration bonus',
			'exploration penalty',
			'construction bonus',
			'construction penalty',
			'city bonus',
			'city penalty'
		]);
	});
});

describe('applyAuctionSides', () => {
	it('stops at a side that owes a choice: the rest waits in auctionLeft, and the auction phase goes on', () => {
		const { state, instructions } = applyAuctionSides(allBid, new Draft(allBid), AUCTION_SIDES);
		expect(state.pending).toEqual([{ kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' }]);
		expect(state.auctionLeft).toEqual(AUCTION_SIDES.slice(1));
		expect(state.phase).toBe('auction');
		expect(instructions).toEqual([{ kind: 'auction-result', area: 'exploration', bonus: NIKKI, penalty: TRAVIS, bonusTie: [], penaltyTie: [] }]);
	});

	it('after the choice, applies the rest in order to the right players, then the exploration picks begin in bid order', () => {
		const { state, instructions } = applyAuctionSides(allBid, new Draft(allBid), AUCTION_SIDES.slice(1));
		expect(instructions.map(about)).toEqual([
			`damage ${TRAVIS}`,
			'auction-result construction',
			`marauders ${ANI}`,
			`vp ${ANI}`,
			`vp ${TRAVIS}`,
			'auction-result city',
			`vp ${FRANK}`,
			`marauders ${NIKKI}`,
			'phase exploration'
		]);
		expect(instructions.find((i) => i.kind === 'auction-result' && i.area === 'construction')).toMatchObject({ penalty: TRAVIS, penaltyTie: [NIKKI, FRANK, TRAVIS] });
		const by = (id: PlayerId) => state.players.find((p) => p.id === id)!;
		const before = (id: PlayerId) => allBid.players.find((p) => p.id === id)!;
		expect([by(TRAVIS).damage, by(ANI).marauders, by(ANI).vp, by(TRAVIS).vp, by(FRANK).vp, by(NIKKI).marauders]).toEqual([
			before(TRAVIS).damage + 1,
			before(ANI).marauders - 1,
			before(ANI).vp + 1,
			before(TRAVIS).vp - 2,
			before(FRANK).vp + 2,
			before(NIKKI).marauders + 1
		]);
		expect(state.phase).toBe('exploration');
		expect(state.pickOrder).toEqual([NIKKI, ANI, FRANK, TRAVIS]);
		expect(state.auctionLeft).toEqual([]);
		expect(state.pending).toEqual([]);
	});

	it('applies nothing while a choice is still owed', () => {
		const owing: GameState = { ...allBid, pending: [{ kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' }] };
		const { state, instructions } = applyAuctionSides(owing, new Draft(owing), AUCTION_SIDES.slice(1));
		expect(instructions).toEqual([]);
		expect(state.auctionLeft).toEqual(AUCTION_SIDES.slice(1));
		expect(state.players).toEqual(owing.players);
		expect(state.phase).toBe('auction');
	});

	it('is reached through the last bid and the choose that settles the owed card', () => {
		const bidEvents = (['exploration', 'construction', 'city'] as const).flatMap((area) =>
			BIDS[area].map((b) => ({ type: 'bid' as const, area, player: b.player, survivors: b.survivors }))
		);
		const owed = play(started, ...bidEvents);
		expect(owed.auctionLeft).toHaveLength(5);
		const picked = play(owed, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect([picked.phase, picked.auctionLeft.length, picked.pickOrder]).toEqual(['exploration', 0, [NIKKI, ANI, FRANK, TRAVIS]]);
	});
});
