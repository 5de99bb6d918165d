import { describe, expect, it } from 'vitest';
import { areaResult, clockwiseFrom, pickOrder } from './auction';
import { applyAuctionBonus, applyAuctionPenalty } from './effects';
import { makePlayer } from './testing/player-builders';
import { playerId } from './types';
import type { Bid, PlayerId } from './types';

const nikki = playerId('nikki');
const ani = playerId('ani');
const frank = playerId('frank');
const travis = playerId('travis');
const bids = (...pairs: [PlayerId, number][]): Bid[] => pairs.map(([player, survivors]) => ({ player, survivors }));

describe('areaResult', () => {
	it('§10 bonus tie: Nikki and Ani bid most, Nikki earlier → Nikki; Frank least → penalty +Damage', () => {
		const r = areaResult(bids([nikki, 3], [frank, 0], [ani, 3], [travis, 1]));
		expect(r).toEqual({ bonus: nikki, penalty: frank, bonusTie: [nikki, ani], penaltyTie: [] });

		const frankState = makePlayer({ id: frank, name: 'Frank', colour: 'brown', damage: 3 });
		const penalised = applyAuctionPenalty(frankState, 'damage+', 0);
		expect(penalised.player.damage).toBe(4);
		expect(penalised.instructions).toEqual([{ kind: 'damage', player: frank, from: 3, to: 4, because: 'auction-penalty' }]);

		const bonus = applyAuctionBonus(makePlayer({ id: nikki }), 'equipment+', 0);
		expect(bonus.pending).toEqual({ kind: 'equipment-drawn', player: nikki, because: 'auction-bonus' });
	});

	it.each<[string, Bid[], ReturnType<typeof areaResult>]>([
		['clear winner and loser', bids([nikki, 1], [ani, 4], [frank, 0]), { bonus: ani, penalty: frank, bonusTie: [], penaltyTie: [] }],
		['penalty tie → the later bid', bids([nikki, 2], [ani, 0], [frank, 0]), { bonus: nikki, penalty: frank, bonusTie: [], penaltyTie: [ani, frank] }],
		[
			'all equal → bonus first, penalty last',
			bids([nikki, 1], [ani, 1], [frank, 1]),
			{ bonus: nikki, penalty: frank, bonusTie: [nikki, ani, frank], penaltyTie: [nikki, ani, frank] }
		],
		['both ties at once', bids([travis, 0], [nikki, 2], [frank, 0], [ani, 2]), { bonus: nikki, penalty: frank, bonusTie: [nikki, ani], penaltyTie: [travis, frank] }]
	])('%s', (_name, column, expected) => {
		expect(areaResult(column)).toEqual(expected);
	});
});

describe('pickOrder', () => {
	it.each<[string, Bid[], string[]]>([
		['highest to lowest', bids([nikki, 1], [ani, 3], [frank, 2]), [ani, frank, nikki]],
		['ties: earlier bid first', bids([nikki, 1], [ani, 3], [frank, 1], [travis, 3]), [ani, travis, nikki, frank]],
		['all zero keeps column order', bids([frank, 0], [nikki, 0], [ani, 0]), [frank, nikki, ani]]
	])('%s', (_name, column, expected) => {
		expect(pickOrder(column)).toEqual(expected);
	});
});

describe('clockwiseFrom', () => {
	const seating = [nikki, ani, frank, travis];
	it.each([
		[nikki, [nikki, ani, frank, travis]],
		[frank, [frank, travis, nikki, ani]],
		[travis, [travis, nikki, ani, frank]]
	])('from %s', (start, expected) => {
		expect(clockwiseFrom(seating, start)).toEqual(expected);
	});
});
