import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import { areasLeftToBid, biddableByColour, dueBidder, playersLeftToBid, survivorsLeftToBid } from './bidding';
import type { AuctionTile, EquipmentCounts, GameEvent, GameState } from '../types';
import { ANI, bids, FRANK, lastInstructions, newGame, NIKKI, play, player, TRAVIS, withPlayer } from '../testing/game-builders';

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
		// The rest of the tiles wait for Nikki's card.
		expect(player(s, FRANK).damage).toBe(3);
		expect(s.phase).toBe('auction');
		const chosen = play(s, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect(player(chosen, FRANK).damage).toBe(4);
		expect(chosen.phase).toBe('exploration');
		// choice order: highest first; Nikki before Ani on the tie
		expect(chosen.pickOrder).toEqual([NIKKI, ANI, TRAVIS, FRANK]);
	});

	it('applies Construction (−Marauder/−2 VP) and City (+2 VP/+Marauder) tiles in order', () => {
		const s = play(auction(), ...EXAMPLE, { type: 'choose', player: NIKKI, equipment: 'map' });
		// Construction: Travis highest (3) → marker 1→0 and +1 VP; lowest tie 1,1,1 → the last of them, Frank → −2 VP
		// City: Frank highest (5) → +2 VP; lowest tie Nikki/Travis (2) → Travis (later) +Marauder
		expect(player(s, FRANK).vp).toBe(10 - 2 + 2);
		expect(player(s, TRAVIS)).toMatchObject({ marauders: 1 - 1 + 1, vp: 11 });
		expect(lastInstructions(s)).toContainEqual({ kind: 'vp', player: FRANK, delta: -2, total: 8, because: 'auction-penalty' });
		const areas = s.log.flatMap((l) => (l.instruction.kind === 'auction-result' ? [l.instruction.area] : []));
		expect(areas).toEqual(['exploration', 'construction', 'city']);
	});

	it('blocks everything but choose/correction/box-value while a choice is owed', () => {
		const s = play(auction(), ...EXAMPLE);
		const r = apply(s, { type: 'explore', player: NIKKI, equipment: 'beer', survivors: { worker: 0, soldier: 0, engineer: 0, marauder: 0 } });
		expect(r.ok ? 'accepted' : r.code).toBe('out-of-phase');
		const chosen = play(s, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect(chosen.pending).toEqual([]);
		expect(player(chosen, NIKKI).equipment.map).toBe(1);
		expect(lastInstructions(chosen)[0]).toEqual({ kind: 'equipment', player: NIKKI, equipment: 'map', delta: 1, because: 'auction-bonus' });
	});

	it('p. 5: the start player places the first marker, then clockwise one each; whoever has bid everywhere is skipped', () => {
		let s = auction();
		expect(s.startPlayer).toBe(NIKKI);
		expect(dueBidder(s)).toBe(NIKKI);
		s = play(s, bid(NIKKI, 'city', 0));
		expect(dueBidder(s)).toBe(ANI);
		s = play(s, bid(ANI, 'city', 0), bid(FRANK, 'city', 0), bid(TRAVIS, 'city', 0));
		expect(dueBidder(s)).toBe(NIKKI);
		// Out of turn (taken after the table said yes): Nikki still owes this turn's marker, then Ani, then Travis.
		s = play(s, bid(FRANK, 'exploration', 0));
		expect(dueBidder(s)).toBe(NIKKI);
		s = play(s, bid(NIKKI, 'exploration', 0));
		expect(dueBidder(s)).toBe(ANI);
		s = play(s, bid(ANI, 'exploration', 0));
		expect(dueBidder(s)).toBe(TRAVIS);
		s = play(s, bid(TRAVIS, 'exploration', 0));
		expect(dueBidder(s)).toBe(NIKKI);
	});

	it('p. 5 after a marker out of turn: the skipped player is due next, and nobody is named twice', () => {
		let s = play(auction(), bid(NIKKI, 'city', 0), bid(ANI, 'city', 0));
		// Travis places before Frank: Frank, skipped, is due; then the next turn starts with Nikki.
		s = play(s, bid(TRAVIS, 'city', 0));
		expect(dueBidder(s)).toBe(FRANK);
		s = play(s, bid(FRANK, 'city', 0));
		expect(dueBidder(s)).toBe(NIKKI);
		// Ani places her second marker before Nikki: Nikki is still due, then Frank (Ani has had her turn).
		s = play(s, bid(ANI, 'exploration', 0));
		expect(dueBidder(s)).toBe(NIKKI);
		s = play(s, bid(NIKKI, 'exploration', 0));
		expect(dueBidder(s)).toBe(FRANK);
		s = play(s, bid(FRANK, 'exploration', 0), bid(TRAVIS, 'exploration', 0));
		expect(dueBidder(s)).toBe(NIKKI);
		s = play(s, ...EXAMPLE.filter((e) => e.type === 'bid' && e.area === 'construction'));
		expect(dueBidder(s)).toBeNull();
	});

	it('tells the screens what each player has left: survivors, areas, and who still bids where', () => {
		let s = auction();
		expect(survivorsLeftToBid(s, NIKKI)).toBe(6);
		expect(areasLeftToBid(s, NIKKI)).toEqual(['exploration', 'construction', 'city']);
		expect(playersLeftToBid(s, 'city')).toEqual([NIKKI, ANI, FRANK, TRAVIS]);
		s = play(s, bid(NIKKI, 'exploration', 2), bid(ANI, 'exploration', 0), bid(NIKKI, 'city', 3));
		expect(survivorsLeftToBid(s, NIKKI)).toBe(1);
		expect(survivorsLeftToBid(s, ANI)).toBe(6);
		expect(areasLeftToBid(s, NIKKI)).toEqual(['construction']);
		expect(playersLeftToBid(s, 'exploration')).toEqual([FRANK, TRAVIS]);
		expect(survivorsLeftToBid(s, 'zoe' as typeof NIKKI)).toBe(0);
	});

	it('lists the bidders clockwise from the start player', () => {
		const s = { ...auction(), startPlayer: FRANK };
		expect(playersLeftToBid(s, 'construction')).toEqual([FRANK, TRAVIS, NIKKI, ANI]);
		expect(dueBidder(s)).toBe(FRANK);
	});

	it('leaves an away leader out of what may be bid, in all and by colour', () => {
		const s = withPlayer(auction(), ANI, { leaderAwayAt: 7 });
		expect(survivorsLeftToBid(s, ANI)).toBe(5);
		expect(biddableByColour(player(s, ANI))).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 0 });
		expect(biddableByColour(player(s, NIKKI))).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
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

describe('auction tiles applied in order, pausing at a choice (§4)', () => {
	const app = <T>(tile: T) => ({ drawn: 'app' as const, tile });
	const game = (exploration: AuctionTile, construction: AuctionTile, nikkiCards: Partial<EquipmentCounts> = {}): GameState => {
		const s = play(newGame({ auctionTiles: [app(exploration), app(construction), app({ bonus: 'vp+2', penalty: 'vp-2' })] }), { type: 'start-round' });
		return withPlayer(s, NIKKI, { equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0, ...nikkiCards } });
	};
	/** Nikki bids highest in Exploration and lowest (last) in Construction; Frank lowest in Exploration. */
	const NIKKI_TOP_THEN_BOTTOM = bids({
		exploration: [[NIKKI, 3], [ANI, 1], [TRAVIS, 1], [FRANK, 0]],
		construction: [[ANI, 1], [TRAVIS, 2], [FRANK, 1], [NIKKI, 0]],
		city: [[NIKKI, 0], [ANI, 1], [FRANK, 1], [TRAVIS, 1]]
	});

	it('a −Equipment in Construction sees the card drawn for a +Equipment in Exploration', () => {
		let s = play(game({ bonus: 'equipment+', penalty: 'damage+' }, { bonus: 'vp+2', penalty: 'equipment-' }), ...NIKKI_TOP_THEN_BOTTOM);
		expect(s.pending).toEqual([{ kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' }]);
		expect(s.phase).toBe('auction');
		// The run stops right after the side that owes the choice.
		expect(player(s, FRANK).damage).toBe(3);
		expect(player(s, TRAVIS).vp).toBe(10);
		s = play(s, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect(s.pending).toEqual([{ kind: 'equipment-returned', player: NIKKI, because: 'auction-penalty' }]);
		expect(player(s, FRANK).damage).toBe(4);
		expect(player(s, TRAVIS).vp).toBe(12);
		expect(lastInstructions(s).map((i) => i.kind)).toEqual(['equipment', 'damage', 'auction-result', 'vp']);
		s = play(s, { type: 'choose', player: NIKKI, equipment: 'map' });
		expect(s.pending).toEqual([]);
		expect(player(s, NIKKI).equipment.map).toBe(0);
		expect(s.phase).toBe('exploration');
		expect(s.pickOrder).toEqual([NIKKI, ANI, TRAVIS, FRANK]);
		expect(lastInstructions(s).at(-1)).toEqual({ kind: 'phase', round: 1, phase: 'exploration' });
	});

	it('two −Equipment with 1 card: one return, then nothing (never an impossible choice)', () => {
		let s = game({ bonus: 'damage-', penalty: 'equipment-' }, { bonus: 'vp+2', penalty: 'equipment-' }, { beer: 1 });
		s = play(
			s,
			...bids({
				exploration: [[ANI, 1], [TRAVIS, 1], [FRANK, 1], [NIKKI, 0]],
				construction: [[ANI, 1], [TRAVIS, 2], [FRANK, 1], [NIKKI, 0]],
				city: [[NIKKI, 0], [ANI, 1], [FRANK, 1], [TRAVIS, 1]]
			})
		);
		expect(s.pending).toEqual([{ kind: 'equipment-returned', player: NIKKI, because: 'auction-penalty' }]);
		s = play(s, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(s.pending).toEqual([]);
		expect(s.phase).toBe('exploration');
		expect(lastInstructions(s)).toContainEqual({ kind: 'nothing', player: NIKKI, because: 'auction-penalty', detail: { kind: 'no-card-to-return' }, reason: 'no equipment card to return' });
	});

	it('a correction while paused is seen by the areas still to apply', () => {
		let s = play(game({ bonus: 'damage-', penalty: 'equipment-' }, { bonus: 'vp+2', penalty: 'equipment-' }, { beer: 1 }), ...bids({
			exploration: [[ANI, 1], [TRAVIS, 1], [FRANK, 1], [NIKKI, 0]],
			construction: [[ANI, 1], [TRAVIS, 2], [FRANK, 1], [NIKKI, 0]],
			city: [[NIKKI, 0], [ANI, 1], [FRANK, 1], [TRAVIS, 1]]
		}));
		s = play(s, { type: 'correction', player: NIKKI, field: 'equipment.map', value: 1 }, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(s.pending).toEqual([{ kind: 'equipment-returned', player: NIKKI, because: 'auction-penalty' }]);
		expect(s.phase).toBe('auction');
	});
});
