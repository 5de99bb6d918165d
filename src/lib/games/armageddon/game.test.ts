import { describe, expect, it } from 'vitest';
import { apply, createGame, replay } from './game';
import { ANI, FRANK, makeSetup, newGame, NIKKI, play, TRAVIS, ZERO_BIDS } from './testing/game-builders';
import { FIXTURE_COMPLETE_PROFILE } from './testing/fixture-profiles';
import type { GameEvent, GameState } from './types';

function deepFreeze<T>(o: T): T {
	if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
		Object.freeze(o);
		for (const v of Object.values(o)) deepFreeze(v);
	}
	return o;
}

describe('createGame', () => {
	it('starts everyone on 10 VP stacked as drawn, damage 3, marauders 0, the starting pieces', () => {
		const s = newGame();
		expect(s).toMatchObject({ round: 0, phase: 'not-started', startPlayer: NIKKI, arrivals: 4, eventCount: 0, log: [], pending: [] });
		// vpStack is bottom first: Frank, Ani, Travis, Nikki (on top)
		expect(s.players.map((p) => [p.id, p.vpArrival])).toEqual([
			[NIKKI, 4],
			[ANI, 2],
			[FRANK, 1],
			[TRAVIS, 3]
		]);
		for (const p of s.players) {
			expect(p).toMatchObject({ vp: 10, marauders: 0, damage: 3, leaderAwayAt: null, sites: {}, extensionBuilt: false });
			expect(p.survivors).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
			expect(Object.values(p.equipment).every((n) => n === 0)).toBe(true);
		}
		expect(s.auctionTiles).toEqual(FIXTURE_COMPLETE_PROFILE.auctionTiles.slice(0, 3));
		expect(s.auctionStack).toEqual(FIXTURE_COMPLETE_PROFILE.auctionTiles.slice(3));
		expect(s.bids).toEqual({ exploration: [], construction: [], city: [] });
	});

	it('leaves tiles drawn at the table as null until entered', () => {
		const s = createGame(
			makeSetup({
				publicTiles: [
					{ drawn: 'physical', tile: null },
					{ drawn: 'physical', tile: { kind: 'any-equipment', vp: 1 } }
				]
			}),
			FIXTURE_COMPLETE_PROFILE
		);
		expect(s.publicTiles).toEqual([null, { kind: 'any-equipment', vp: 1 }]);
	});
});

describe('apply', () => {
	it('tags every instruction with the event index and round and counts events', () => {
		const s = play(newGame(), { type: 'start-round' }, ...ZERO_BIDS, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(s.eventCount).toBe(14);
		expect(s.log[0]).toMatchObject({ event: 0, round: 1 });
		expect(s.log.at(-1)).toMatchObject({ event: 13, round: 1, instruction: { kind: 'phase', phase: 'exploration' } });
	});

	it('never changes the state it is given', () => {
		const s = deepFreeze(newGame());
		const after = play(s, { type: 'start-round' }, ...ZERO_BIDS, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(after.phase).toBe('exploration');
		expect(s.phase).toBe('not-started');
	});

	const auction = play(newGame(), { type: 'start-round' });
	const CATCH_ALL = /could not be applied/;
	it.each<[string, unknown, GameState, string]>([
		['null', null, newGame(), 'invalid-value'],
		['no type', {}, newGame(), 'invalid-value'],
		['an unknown type', { type: 'shuffle' }, newGame(), 'invalid-value'],
		['a bid without fields', { type: 'bid' }, auction, 'unknown-player'],
		['an explore without survivors', { type: 'explore', player: NIKKI, equipment: 'beer' }, { ...auction, phase: 'exploration', pickOrder: [NIKKI] }, 'invalid-value'],
		['a construct with a site but no building', { type: 'construct', player: NIKKI, tile: 'two-houses', build: { site: 3 } }, { ...auction, phase: 'construction', pickOrder: [NIKKI] }, 'invalid-value'],
		['a construct without build', { type: 'construct', player: NIKKI, tile: 'two-houses' }, { ...auction, phase: 'construction', pickOrder: [NIKKI] }, 'invalid-value'],
		['a city action without action', { type: 'city-action', player: NIKKI }, { ...auction, phase: 'city', cityOrder: [NIKKI] }, 'invalid-value'],
		['a city action of an unknown kind', { type: 'city-action', player: NIKKI, action: { kind: 'dance' } }, { ...auction, phase: 'city', cityOrder: [NIKKI] }, 'invalid-value'],
		['a completion without returns', { type: 'completion' }, { ...auction, phase: 'completion' }, 'invalid-value'],
		['an intermediate without counts', { type: 'intermediate' }, { ...auction, phase: 'intermediate' }, 'invalid-value'],
		['an intermediate with counts ""', { type: 'intermediate', counts: '' }, { ...auction, phase: 'intermediate' }, 'invalid-value'],
		['a correction without a field', { type: 'correction', player: NIKKI, value: 3 }, auction, 'invalid-value'],
		['a correction without a value', { type: 'correction', player: NIKKI, field: 'vp' }, auction, 'invalid-number'],
		['tiles-entered with a string', { type: 'tiles-entered', publicTiles: 'engineers' }, auction, 'invalid-value'],
		['a box value for an unknown key', { type: 'box-value', key: 'colour', value: 1 }, auction, 'invalid-value'],
		['a choose without equipment', { type: 'choose', player: NIKKI }, { ...auction, pending: [{ kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' }] }, 'invalid-value']
	])('rejects %s with its own reason, not the catch-all', (_, event, state, code) => {
		const r = apply(state, event as GameEvent);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
		expect(r.ok ? '' : r.reason).not.toMatch(CATCH_ALL);
		expect(r.ok ? '' : r.reason).not.toBe('');
	});
});

describe('replay', () => {
	const events: GameEvent[] = [{ type: 'start-round' }, ...ZERO_BIDS, { type: 'choose', player: NIKKI, equipment: 'map' }];

	it('folds the events to the same state as applying them one by one', () => {
		const folded = replay(makeSetup(), FIXTURE_COMPLETE_PROFILE, events);
		expect(folded.rejected).toBeNull();
		expect(folded.state).toEqual(play(newGame(), ...events));
	});

	it('stops at the first rejection and reports its index', () => {
		const bad: GameEvent[] = [...events.slice(0, 3), { type: 'bid', area: 'exploration', player: NIKKI, survivors: 1 }, ...events.slice(3)];
		const folded = replay(makeSetup(), FIXTURE_COMPLETE_PROFILE, bad);
		expect(folded.rejected?.index).toBe(3);
		expect(folded.rejected?.rejection.code).toBe('duplicate');
		expect(folded.state).toEqual(play(newGame(), ...events.slice(0, 3)));
	});
});
