import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../testing/fixture-profiles';
import { apply } from '../game';
import { housing } from '../housing';
import { bagContents } from './bag';
import { maraudersPerCard, onCardLimits } from './resolving';
import type { Bid, Building, BuildingTileEffect, GameEvent, GameState, PlayerId, Site } from '../types';
import { ANI, card, FRANK, lastInstructions, newGame, NIKKI, play, player, skipBuild, TRAVIS, withPlayer } from '../testing/game-builders';

const column = (...entries: [PlayerId, number][]): Bid[] => entries.map(([p, n]) => ({ player: p, survivors: n }));
const BIDS = {
	exploration: column([TRAVIS, 3], [NIKKI, 2], [FRANK, 1], [ANI, 0]),
	construction: column([NIKKI, 1], [ANI, 2], [FRANK, 0], [TRAVIS, 2]),
	city: column([NIKKI, 3], [ANI, 4], [FRANK, 2], [TRAVIS, 1])
};

/** Round `round`, exploration about to start in the rulebook's order Travis, Nikki, Frank, Ani. */
function exploring(round = 1): GameState {
	const s = play(newGame(), { type: 'start-round' });
	return { ...s, round, phase: 'exploration', bids: BIDS, pickOrder: [TRAVIS, NIKKI, FRANK, ANI] };
}

function constructing(state: GameState = exploring()): GameState {
	return { ...state, phase: 'construction', pickOrder: [ANI, TRAVIS, NIKKI, FRANK] };
}

const civil = (housing = 2, starVp = 0): Building => ({ type: 'civil', housing, starVp });
const build = (p: PlayerId, site: number, building: Building, tile: BuildingTileEffect = 'two-houses'): GameEvent => ({
	type: 'construct',
	player: p,
	tile,
	build: { site: site as Site, building }
});

describe('explore', () => {
	it('§10: Travis takes a card with an engineer, a soldier and a marauder: marker +1, two survivors gained', () => {
		const s = play(exploring(), card(TRAVIS, 'weapon', { engineer: 1, soldier: 1, marauder: 1 }));
		const t = player(s, TRAVIS);
		expect(t.marauders).toBe(1 + 1);
		expect(t.survivors).toEqual({ worker: 5, soldier: 1, engineer: 1, leader: 1 });
		expect(t.equipment.weapon).toBe(1);
		expect(s.pickOrder).toEqual([NIKKI, FRANK, ANI]);
		expect(lastInstructions(s)).toEqual([
			{ kind: 'equipment', player: TRAVIS, equipment: 'weapon', delta: 1, because: 'exploration' },
			{ kind: 'survivors', player: TRAVIS, delta: { soldier: 1, engineer: 1 }, because: 'exploration' },
			{ kind: 'marauders', player: TRAVIS, from: 1, to: 2, because: 'exploration' }
		]);
	});

	it('marauders past the last space cost 1 VP each', () => {
		const s = play(withPlayer(exploring(2), TRAVIS, { marauders: 7 }), card(TRAVIS, 'beer', { marauder: 3 }));
		expect(player(s, TRAVIS)).toMatchObject({ marauders: 8, vp: 8 });
	});

	it('after the last pick, construction starts in construction-bid order (ties: earlier bid first)', () => {
		const s = play(exploring(), card(TRAVIS), card(NIKKI), card(FRANK), card(ANI));
		expect(s.phase).toBe('construction');
		expect(s.pickOrder).toEqual([ANI, TRAVIS, NIKKI, FRANK]);
	});

	it('names who is to pick when the wrong player explores', () => {
		const r = apply(exploring(), card(ANI));
		expect(r.ok).toBe(false);
		if (!r.ok) expect([r.code, r.reason]).toEqual(['out-of-turn', "Exploring: it is Travis's turn, not Ani's"]);
	});

	it.each([
		['two marauders in round 1', exploring(1), card(TRAVIS, 'beer', { marauder: 2 }), 'not-allowed'],
		['more soldiers than the bag holds', exploring(2), card(TRAVIS, 'beer', { soldier: 11 }), 'not-enough'],
		['a negative worker count', exploring(2), card(TRAVIS, 'beer', { worker: -1 }), 'invalid-number'],
		['a fractional engineer count', exploring(2), card(TRAVIS, 'beer', { engineer: 0.5 }), 'invalid-number'],
		['an unknown equipment kind', exploring(2), card(TRAVIS, 'rope' as 'beer'), 'invalid-value'],
		['an unknown player', exploring(2), card('zoe' as PlayerId), 'unknown-player'],
		['out of phase', constructing(), card(TRAVIS), 'out-of-phase']
	])('rejects %s', (_, state, event, code) => {
		const r = apply(state, event);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('accepts two marauders on a card from round 2 on', () => {
		expect(apply(exploring(2), card(TRAVIS, 'beer', { marauder: 2 })).ok).toBe(true);
	});
});

describe('what a card can hold', () => {
	it('caps marauders at one per card in round 1 only (§4 phase 1)', () => {
		expect([1, 2, 6].map(maraudersPerCard)).toEqual([1, null, null]);
	});

	it('offers what the bag holds, and in round 1 one marauder at most', () => {
		const first = exploring(1);
		const bag = bagContents(first);
		expect(onCardLimits(first)).toEqual({ ...bag, marauder: 1 });
		expect(onCardLimits(exploring(2))).toEqual(bagContents(exploring(2)));
	});

	it('offers no marauder in round 1 when the bag has none left', () => {
		const first = exploring(1);
		const drained = { ...first, setup: { ...first.setup, bag: { ...first.setup.bag, marauder: 0 } } };
		expect(bagContents(drained).marauder).toBe(0);
		expect(onCardLimits(drained).marauder).toBe(0);
	});

	it('takes every count the limits allow and refuses one past them', () => {
		for (const round of [1, 2]) {
			const state = exploring(round);
			const most = onCardLimits(state);
			expect(apply(state, card(TRAVIS, 'beer', { marauder: most.marauder })).ok).toBe(true);
			expect(apply(state, card(TRAVIS, 'beer', { marauder: most.marauder + 1 })).ok).toBe(false);
		}
	});
});

describe('construct', () => {
	it('§10: Nikki’s −Marauder tile moves her marker 1 left for 1 VP; her Headquarters upgrade goes on site 1', () => {
		const hq: Building = { type: 'headquarters', housing: 3, starVp: 1, upgrade: 'headquarters' };
		const s0 = { ...constructing(), pickOrder: [NIKKI] };
		const s = play(withPlayer(s0, NIKKI, { marauders: 2 }), { type: 'construct', player: NIKKI, tile: 'marauder-', build: { site: 1, building: hq } });
		expect(player(s, NIKKI)).toMatchObject({ marauders: 1, vp: 11 });
		expect(player(s, NIKKI).sites[1]).toEqual(hq);
	});

	it('builds over an older building, which then no longer counts', () => {
		const old = civil(1);
		const s0 = withPlayer(constructing(), ANI, { sites: { 4: old } });
		const s = play(s0, build(ANI, 4, civil(3)));
		expect(player(s, ANI).sites[4]).toEqual(civil(3));
		expect(lastInstructions(s)).toContainEqual({ kind: 'build', player: ANI, site: 4, building: civil(3), replaced: old });
	});

	it('returns the building to the box when build is null', () => {
		const s = play(constructing(), skipBuild(ANI));
		expect(player(s, ANI).sites).toEqual({});
		expect(player(s, ANI).twoHouses).toBe(1);
	});

	it('Exchange takes a worker for the chosen soldier from the bag', () => {
		const s = play(constructing(), { type: 'construct', player: ANI, tile: 'exchange', tileChoice: 'soldier', build: null });
		expect(player(s, ANI).survivors).toMatchObject({ worker: 4, soldier: 1 });
	});

	it('Exchange needs the chosen survivor in the bag; with neither left it does nothing', () => {
		const empty = { ...constructing(), setup: { ...constructing().setup, bag: { worker: 25, marauder: 20, soldier: 0, engineer: 1 } } };
		const r = apply(empty, { type: 'construct', player: ANI, tile: 'exchange', tileChoice: 'soldier', build: null });
		expect(r.ok ? 'accepted' : r.code).toBe('not-enough');
		const none = { ...empty, setup: { ...empty.setup, bag: { worker: 25, marauder: 20, soldier: 0, engineer: 0 } } };
		const s = play(none, { type: 'construct', player: ANI, tile: 'exchange', build: null });
		expect(player(s, ANI).survivors.worker).toBe(5);
		expect(lastInstructions(s)).toEqual([{ kind: 'nothing', player: ANI, because: 'building-tile', detail: { kind: 'bag-no-soldier-engineer' }, reason: 'no soldier or engineer left in the bag' }]);
	});

	it('Exchange does nothing for a player without a worker', () => {
		const s0 = withPlayer(constructing(), ANI, { survivors: { worker: 0, soldier: 2, engineer: 0, leader: 1 } });
		const s = play(s0, { type: 'construct', player: ANI, tile: 'exchange', build: null });
		expect(lastInstructions(s)).toEqual([{ kind: 'nothing', player: ANI, because: 'building-tile', detail: { kind: 'no-worker' }, reason: 'Ani has no worker to exchange' }]);
	});

	const tower: Building = { type: 'military', housing: 1, starVp: 0, special: 'tower-site' };
	const watchtower: Building = { type: 'military', housing: 2, starVp: 2, upgrade: 'watchtower' };
	it.each<[string, Partial<Parameters<typeof withPlayer>[2]>, number, Building, string | null]>([
		['site 3..7: any building', {}, 5, civil(), null],
		['site 1 without an upgrade card', {}, 1, civil(), 'not-allowed'],
		['site 2 without an upgrade card', {}, 2, civil(), 'not-allowed'],
		['a Headquarters upgrade off site 1', {}, 3, { ...civil(), upgrade: 'headquarters' }, 'not-allowed'],
		['a Watchtower upgrade on site 2', {}, 2, watchtower, null],
		['a Watchtower upgrade on a Tower Site', { sites: { 6: tower } }, 6, watchtower, null],
		['a Watchtower upgrade on an ordinary site', {}, 6, watchtower, 'not-allowed'],
		['over a Watchtower on a Tower Site', { sites: { 6: watchtower } }, 6, civil(), 'not-allowed'],
		['site 8 before the extension', {}, 8, civil(), 'not-allowed'],
		['site 8 once the extension is built', { extensionBuilt: true }, 8, civil(), null],
		['Church Vengeful beside Church Mercyful', { sites: { 3: { ...civil(), special: 'church-mercyful' } } }, 4, { ...civil(), special: 'church-vengeful' }, 'not-allowed'],
		['Church Vengeful over Church Mercyful', { sites: { 3: { ...civil(), special: 'church-mercyful' } } }, 3, { ...civil(), special: 'church-vengeful' }, null],
		['site 9', {}, 9, civil(), 'invalid-value'],
		['a negative housing', {}, 4, civil(-1), 'invalid-number'],
		['an unknown type', {}, 4, { ...civil(), type: 'temple' as 'civil' }, 'invalid-value'],
		['a name that is not text', {}, 4, { ...civil(), name: 5 as unknown as string }, 'invalid-value']
	])('building rules: %s', (_, patch, site, building, code) => {
		const r = apply(withPlayer(constructing(), ANI, patch), build(ANI, site, building));
		expect(r.ok ? null : r.code).toBe(code);
	});

	it('German rulebook, City "A) Ausbauen": building over the built extension replaces it; its 2 housing stop counting and the change says so', () => {
		const before = withPlayer(constructing(), ANI, { extensionBuilt: true });
		const s = play(before, build(ANI, 8, civil(1), 'damage-'));
		const h = (st: GameState) => {
			const r = housing(player(st, ANI), FIXTURE_COMPLETE_PROFILE);
			if (!r.ok) throw new Error(r.reason);
			return r.value;
		};
		expect(h(s) - h(before)).toBe(1 - 2);
		expect(lastInstructions(s)).toContainEqual({ kind: 'build', player: ANI, site: 8, building: civil(1), replaced: null, overExtension: true });
		// A second building on 8 replaces that card, not the extension again.
		const again = play({ ...s, phase: 'construction', pickOrder: [ANI] }, build(ANI, 8, civil(3)));
		expect(lastInstructions(again)).toContainEqual({ kind: 'build', player: ANI, site: 8, building: civil(3), replaced: civil(1) });
	});

	it.each([
		['by the wrong player', build(NIKKI, 4, civil()), 'out-of-turn'],
		['with an unknown tile', { type: 'construct', player: ANI, tile: 'flood', build: null } as unknown as GameEvent, 'invalid-value'],
		['+Equipment without the kind drawn', { type: 'construct', player: ANI, tile: 'equipment+', build: null } as GameEvent, 'invalid-value'],
		['without a build field (null = returned to the box)', { type: 'construct', player: ANI, tile: 'two-houses' } as unknown as GameEvent, 'invalid-value']
	])('rejects a construction %s', (_, event, code) => {
		const r = apply(constructing(), event);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('after the last pick, City starts from the start player clockwise with each City bid', () => {
		const s0 = { ...constructing(), startPlayer: FRANK };
		const s = play(s0, skipBuild(ANI), skipBuild(TRAVIS), skipBuild(NIKKI), skipBuild(FRANK));
		expect(s.phase).toBe('city');
		expect(s.cityOrder).toEqual([FRANK, TRAVIS, NIKKI, ANI]);
		expect(s.players.map((p) => p.cityLeft)).toEqual([3, 4, 2, 1]);
	});
});
