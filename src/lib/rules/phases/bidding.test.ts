import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import type { GameEvent, GameState } from '../types';
import { ANI, bids, FRANK, lastInstructions, newGame, NIKKI, play, player, TRAVIS, withPlayer } from './test-game';

const auction = (): GameState => play(newGame(), { type: 'start-round' });
const bid = (player: string, area: string, survivors: unknown): GameEvent =>
	({ type: 'bid', player, area, survivors }) as unknown as GameEvent;

/** §10: Nikki and Ani bid the most in Exploration, Nikki earlier; Frank bids the least. */
const EXAMPLE = bids({
	exploration: [
		[NIKKI, 2],
		[ANI, 2],
		[TRAVIS, 1],
		[FRANK, 0]
	],
	construction: [
		[NIKKI, 1],
		[ANI, 1],
		[FRANK, 1],
		[TRAVIS, 3]
	],
	city: [
		[NIKKI, 2],
		[ANI, 3],
		[FRANK, 5],
		[TRAVIS, 2]
	]
});

describe('bid', () => {
	it('appends each bid to its column and waits until all 12 are in', () => {
		const s = play(auction(), ...EXAMPLE.slice(0, 11));
		expect(s.phase).toBe('auction');
		expect(s.bids.exploration.map((b) => b.player)).toEqual([NIKKI, ANI, TRAVIS, FRANK]);
		expect(s.bids.city).toHaveLength(3);
	});

	it('§10: bonus tie goes to the earlier bid (Nikki: +Equipment owed), penalty to the lowest (Frank: +Damage)', () => {
		const s = play(auction(), ...EXAMPLE);
		expect(lastInstructions(s)[0]).toEqual({
			kind: 'auction-result',
			area: 'exploration',
			bonus: NIKKI,
			penalty: FRANK,
			bonusTie: [NIKKI, ANI],
			penaltyTie: []
		});
		expect(s.pending).toEqual([{ kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' }]);
		expect(player(s, FRANK).damage).toBe(4);
		expect(s.phase).toBe('exploration');
		// choice order: highest first; Nikki before Ani on the tie
		expect(s.pickOrder).toEqual([NIKKI, ANI, TRAVIS, FRANK]);
	});

	it('applies Construction (−Marauder/−2 VP) and City (+2 VP/+Marauder) tiles in order', () => {
		const s = play(auction(), ...EXAMPLE);
		// Construction: Travis highest (3) → marker 1→0 and +1 VP; lowest tie 1,1,1 → the last of them, Frank → −2 VP
		// City: Frank highest (5) → +2 VP; lowest tie Nikki/Travis (2) → Travis (later) +Marauder
		expect(player(s, FRANK).vp).toBe(10 - 2 + 2);
		expect(player(s, TRAVIS)).toMatchObject({ marauders: 1 - 1 + 1, vp: 11 });
		expect(lastInstructions(s)).toContainEqual({ kind: 'vp', player: FRANK, delta: -2, total: 8, because: 'auction-penalty' });
		const areas = lastInstructions(s).flatMap((i) => (i.kind === 'auction-result' ? [i.area] : []));
		expect(areas).toEqual(['exploration', 'construction', 'city']);
	});

	it('blocks everything but choose/correction/box-value while a choice is owed', () => {
		const s = play(auction(), ...EXAMPLE);
		const r = apply(s, { type: 'explore', player: NIKKI, equipment: 'beer', survivors: { worker: 0, soldier: 0, engineer: 0, marauder: 0 } });
		expect(r.ok ? 'accepted' : r.code).toBe('out-of-phase');
		const chosen = play(s, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect(chosen.pending).toEqual([]);
		expect(player(chosen, NIKKI).equipment.map).toBe(1);
		expect(lastInstructions(chosen)).toEqual([{ kind: 'equipment', player: NIKKI, equipment: 'map', delta: 1, because: 'auction-bonus' }]);
	});

	it('an away leader cannot be bid', () => {
		const s = withPlayer(auction(), ANI, { leaderAwayAt: 7 });
		const ok = apply(s, bid(ANI, 'city', 5));
		expect(ok.ok).toBe(true);
		const r = apply(s, bid(ANI, 'city', 6));
		expect(r.ok ? 'accepted' : r.code).toBe('not-enough');
	});

	it('counts a player’s bids over all areas against their survivors', () => {
		const s = play(auction(), bid(NIKKI, 'exploration', 4));
		const r = apply(s, bid(NIKKI, 'city', 3));
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason).toBe('Nikki has 6 survivors to bid but would bid 7 in all areas');
	});

	it.each([
		['negative', bid(NIKKI, 'city', -1), 'invalid-number'],
		['fractional', bid(NIKKI, 'city', 1.5), 'invalid-number'],
		['NaN', bid(NIKKI, 'city', Number.NaN), 'invalid-number'],
		['huge', bid(NIKKI, 'city', 1e9), 'invalid-number'],
		['a string', bid(NIKKI, 'city', '2'), 'invalid-number'],
		['unknown player', bid('zoe', 'city', 1), 'unknown-player'],
		['unknown area', bid(NIKKI, 'market', 1), 'invalid-value'],
		['more than owned', bid(NIKKI, 'city', 7), 'not-enough']
	])('rejects a bid: %s', (_, event, code) => {
		const r = apply(auction(), event);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('rejects a second bid in the same area', () => {
		const s = play(auction(), bid(NIKKI, 'city', 1));
		const r = apply(s, bid(NIKKI, 'city', 0));
		expect(r.ok ? 'accepted' : r.code).toBe('duplicate');
	});

	it('rejects bids out of phase and before physical auction tiles are entered', () => {
		const early = apply(newGame(), bid(NIKKI, 'city', 1));
		expect(early.ok ? 'accepted' : early.code).toBe('out-of-phase');
		const physical = newGame({ auctionTiles: [{ drawn: 'physical', tile: null }, { drawn: 'physical', tile: null }, { drawn: 'physical', tile: null }], auctionStack: [] });
		const s = play(physical, { type: 'start-round' });
		const r = apply(s, bid(NIKKI, 'city', 1));
		expect(r.ok ? 'accepted' : r.code).toBe('not-allowed');
		const entered = play(s, {
			type: 'tiles-entered',
			auctionTiles: [
				{ bonus: 'vp+2', penalty: 'vp-2' },
				{ bonus: 'vp+2', penalty: 'vp-2' },
				{ bonus: 'vp+2', penalty: 'vp-2' }
			]
		});
		expect(apply(entered, bid(NIKKI, 'city', 1)).ok).toBe(true);
	});
});

describe('choose', () => {
	const owed = (kind: 'equipment-drawn' | 'equipment-returned'): GameState => ({
		...withPlayer(auction(), ANI, { equipment: { beer: 1, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 } }),
		pending: [{ kind, player: ANI, because: 'auction-penalty' }]
	});

	it('returns a held card', () => {
		const s = play(owed('equipment-returned'), { type: 'choose', player: ANI, equipment: 'beer' });
		expect(player(s, ANI).equipment.beer).toBe(0);
	});

	it.each([
		['by another player', { type: 'choose', player: NIKKI, equipment: 'beer' }, 'out-of-turn'],
		['a kind not held', { type: 'choose', player: ANI, equipment: 'map' }, 'not-enough'],
		['an unknown kind', { type: 'choose', player: ANI, equipment: 'rope' }, 'invalid-value'],
		['by an unknown player', { type: 'choose', player: 'zoe', equipment: 'beer' }, 'unknown-player']
	])('rejects a return %s', (_, event, code) => {
		const r = apply(owed('equipment-returned'), event as GameEvent);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('names the player whose choice is owed', () => {
		const r = apply(owed('equipment-drawn'), { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason).toContain("it is Ani's turn");
	});

	it('is out of phase when nothing is owed', () => {
		const r = apply(auction(), { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(r.ok ? 'accepted' : r.code).toBe('out-of-phase');
	});
});
