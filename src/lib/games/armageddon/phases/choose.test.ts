import { describe, expect, it } from 'vitest';
import { ANI, newGame, NIKKI, player, withPlayer } from '../testing/game-builders';
import type { GameState, Pending } from '../types';
import { choose } from './choose';

const owed = (pending: Pending[], state: GameState = newGame()): GameState => ({ ...state, pending, auctionLeft: [] });
const drawn: Pending = { kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' };
const returned: Pending = { kind: 'equipment-returned', player: NIKKI, because: 'auction-penalty' };

describe('choose', () => {
	it('adds the card drawn and settles the first choice owed, the next one still waiting', () => {
		const state = owed([drawn, { ...returned, player: ANI }]);
		const r = choose(state, { type: 'choose', player: NIKKI, equipment: 'map' });
		if (!r.ok) throw new Error(r.reason);
		expect(player(r.value.state, NIKKI).equipment.map).toBe(player(state, NIKKI).equipment.map + 1);
		expect(r.value.state.pending).toEqual([{ ...returned, player: ANI }]);
		expect(r.value.instructions).toEqual([expect.objectContaining({ kind: 'equipment', player: NIKKI, equipment: 'map', delta: 1 })]);
	});

	it('returns only a card the player holds', () => {
		const none = owed([returned]);
		const nikki = player(none, NIKKI);
		expect(choose(withPlayer(none, NIKKI, { equipment: { ...nikki.equipment, beer: 0 } }), { type: 'choose', player: NIKKI, equipment: 'beer' })).toMatchObject({
			ok: false,
			code: 'not-enough',
			detail: { kind: 'no-card', purpose: 'return' }
		});
		const r = choose(withPlayer(none, NIKKI, { equipment: { ...nikki.equipment, beer: 2 } }), { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(r.ok && player(r.value.state, NIKKI).equipment.beer).toBe(1);
	});

	it('refuses a choice nobody owes, by the wrong player, or of a kind that does not exist', () => {
		expect(choose(owed([]), { type: 'choose', player: NIKKI, equipment: 'map' })).toMatchObject({ ok: false, detail: { kind: 'no-choice-owed' } });
		expect(choose(owed([drawn]), { type: 'choose', player: ANI, equipment: 'map' })).toMatchObject({ ok: false, code: 'out-of-turn' });
		expect(choose(owed([drawn]), { type: 'choose', player: NIKKI, equipment: 'gold' as never })).toMatchObject({ ok: false, code: 'invalid-value' });
	});
});
