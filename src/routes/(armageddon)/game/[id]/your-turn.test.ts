import { describe, expect, it } from 'vitest';
import { dueBidder, type GameState } from '$lib/games/armageddon';
import { card, newGame, NIKKI, play, SEATS, skipBuild, ZERO_BIDS } from '$lib/games/armageddon/testing/game-builders';
import { yourTurn } from './your-turn';

/** Each seat's turn, in seat order. */
const turns = (s: GameState) => SEATS.map((p) => yourTurn(s, p));
const only = (player: string, turn: string) => SEATS.map((p) => (p === player ? turn : null));

describe('yourTurn', () => {
	it('nobody before the round starts', () => {
		expect(turns(newGame())).toEqual([null, null, null, null]);
	});

	it('in the bids: the due bidder alone, and the next one once that marker is down', () => {
		const bidding = play(newGame(), { type: 'start-round' });
		const first = dueBidder(bidding)!;
		expect(turns(bidding)).toEqual(only(first, 'bid'));
		const after = play(bidding, { type: 'bid', area: 'exploration', player: first, survivors: 0 });
		const next = dueBidder(after)!;
		expect(next).not.toBe(first);
		expect(turns(after)).toEqual(only(next, 'bid'));
	});

	it('an owed equipment choice, then each pick in order, then the City', () => {
		const owed = play(newGame(), { type: 'start-round' }, ...ZERO_BIDS);
		expect(turns(owed)).toEqual(only(NIKKI, 'choose'));
		let s = play(owed, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(s.phase).toBe('exploration');
		while (s.phase === 'exploration') {
			const due = s.pickOrder[0]!;
			expect(turns(s)).toEqual(only(due, 'pick'));
			s = play(s, card(due));
		}
		while (s.phase === 'construction') {
			const due = s.pickOrder[0]!;
			expect(turns(s)).toEqual(only(due, 'build'));
			s = play(s, skipBuild(due));
		}
		expect(s.phase).toBe('city');
		expect(turns(s)).toEqual(only(s.cityOrder[0]!, 'act'));
	});
});
