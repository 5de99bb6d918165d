import { describe, expect, it } from 'vitest';
import type { BuildingCard, GameState, PlayerId } from '$lib/games/armageddon';
import { idlePass, leaderSwap, nothingToDo } from './city-turn';
import { newTable, play, toCity } from './testing/fake-game.svelte';

const FIRST = play(newTable({ areas: [2, 6, 4] }), { type: 'start-round' }).startPlayer as PlayerId;
/** The box's cards carry their actions: a player without a building has no building action to take. */
const CATALOGUE: readonly BuildingCard[] = [{ name: 'Hall', level: 1, type: 'civil', housing: 2, starVp: 1, actions: [{ kind: 'gain-vp', uses: 2, needs: 'engineer', amount: 2 }] }];
const HALL = { type: 'civil' as const, housing: 2, starVp: 1, name: 'Hall', actions: [{ kind: 'gain-vp' as const, uses: 2, needs: 'engineer' as const, amount: 2 }] };

/** City with the start player in turn holding `bid` (by colour) there, a Hall on site 3 when `hall`. */
function city(bid: { worker: number; soldier: number; engineer: number; leader: number }, hall: boolean, leaderAway = false): GameState {
	const n = bid.worker + bid.soldier + bid.engineer + bid.leader;
	const s = toCity(newTable({ areas: [2, 6, 4] }), { bids: { exploration: { [FIRST]: 1 }, construction: { [FIRST]: 1 }, city: { [FIRST]: n } } });
	return {
		...s,
		players: s.players.map((p) =>
			p.id === FIRST ? { ...p, survivors: { worker: 4, soldier: 0, engineer: 0, leader: 1 }, cityBid: bid, leaderAwayAt: leaderAway ? 5 : null, ...(hall ? { sites: { ...p.sites, 3: HALL } } : {}) } : p
		)
	};
}
const gain = { kind: 'gain-vp' as const, vp: 2, survivors: 1, needs: 'engineer' as const, site: 3 as const };

describe('leaderSwap', () => {
	it('puts the leader in for a worker where only the leader can do what the card asks', () => {
		expect(leaderSwap(city({ worker: 3, soldier: 0, engineer: 0, leader: 0 }, true), FIRST, gain)).toEqual({ worker: 2, soldier: 0, engineer: 0, leader: 1 });
	});

	it('changes nothing when the colours already serve, or when the leader could not be in City', () => {
		expect(leaderSwap(city({ worker: 2, soldier: 0, engineer: 0, leader: 1 }, true), FIRST, gain)).toBeNull();
		expect(leaderSwap(city({ worker: 3, soldier: 0, engineer: 0, leader: 0 }, true, true), FIRST, gain)).toBeNull();
	});
});

describe('nothingToDo / idlePass', () => {
	it('a worker alone in City without a building, the cards carrying their actions: nothing to do, the app passes on', () => {
		const s = city({ worker: 1, soldier: 0, engineer: 0, leader: 0 }, false);
		expect(nothingToDo(s, FIRST, CATALOGUE)).toBe(true);
		expect(idlePass(s, CATALOGUE)).toEqual({ type: 'city-done', player: FIRST });
	});

	it('not while the cards are not entered (any building action may still be taken), nor with a card the leader can serve', () => {
		expect(nothingToDo(city({ worker: 1, soldier: 0, engineer: 0, leader: 0 }, false), FIRST, [])).toBe(false);
		expect(nothingToDo(city({ worker: 1, soldier: 0, engineer: 0, leader: 0 }, true), FIRST, CATALOGUE)).toBe(false);
		expect(idlePass(city({ worker: 2, soldier: 0, engineer: 0, leader: 0 }, false), CATALOGUE)).toBeNull();
	});
});
