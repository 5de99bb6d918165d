import { describe, expect, it } from 'vitest';
import { FIXTURE_RULES_ONLY_PROFILE } from '../testing/fixture-profiles';
import { apply, housingShortfall } from '../game';
import type { Building, GameEvent, GameState, PlayerId } from '../types';
import { completionOrder } from './completion';
import { ANI, FRANK, lastInstructions, newGame, NIKKI, play, player, TRAVIS, withPlayer } from '../testing/game-builders';

const star = (starVp: number): Building => ({ type: 'civil', housing: 0, starVp });

/**
 * The rulebook's completion examples (fixture city board housing 6):
 * Ani has 3 unfought marauders; Frank has 9 housing (6 + a 3-housing building) and 10 survivors;
 * Travis has star buildings worth 5 and 1. Nikki has nothing to do.
 */
function completion(round = 2): GameState {
	let s: GameState = { ...newGame(), round, phase: 'completion', startPlayer: NIKKI };
	s = withPlayer(s, ANI, { marauders: 3 });
	s = withPlayer(s, FRANK, { survivors: { worker: 8, soldier: 1, engineer: 0, leader: 1 }, sites: { 3: { type: 'military', housing: 3, starVp: 0 } } });
	s = withPlayer(s, TRAVIS, { sites: { 4: star(5), 5: star(1) } });
	return s;
}

const done = (returns: Record<string, object> = { [FRANK]: { worker: 1 } }): GameEvent =>
	({ type: 'completion', returns }) as GameEvent;

describe('completion', () => {
	it('goes round the table from the start player; seating order while none is known (the screens list players so)', () => {
		expect(completionOrder({ ...completion(), startPlayer: FRANK })).toEqual([FRANK, TRAVIS, NIKKI, ANI]);
		expect(completionOrder({ ...completion(), startPlayer: null })).toEqual([NIKKI, ANI, FRANK, TRAVIS]);
	});

	it('§10: Ani’s 3 unfought marauders move her damage 3 right; her marker stays', () => {
		const s = play(completion(), done());
		expect(player(s, ANI)).toMatchObject({ damage: 6, marauders: 3 });
		expect(lastInstructions(s)).toContainEqual({ kind: 'damage', player: ANI, from: 3, to: 6, because: 'unfought-marauders' });
	});

	it('§10: Frank (9 housing, 10 survivors) sends one worker back and loses 2 VP', () => {
		expect(housingShortfall(completion(), FRANK)).toEqual({ ok: true, value: 1 });
		const s = play(completion(), done());
		expect(player(s, FRANK)).toMatchObject({ vp: 8, survivors: { worker: 7, soldier: 1, engineer: 0, leader: 1 } });
		expect(lastInstructions(s)).toContainEqual({ kind: 'survivors', player: FRANK, delta: { worker: -1 }, because: 'housing' });
	});

	it('§10: Travis scores his star buildings 5 + 1 = 6 VP', () => {
		const s = play(completion(), done());
		expect(player(s, TRAVIS).vp).toBe(16);
		expect(player(s, NIKKI).vp).toBe(10);
	});

	it('damage past space 9 costs 1 VP per marauder that does not fit', () => {
		const s = play(withPlayer(completion(), ANI, { damage: 8 }), done());
		// 8 + 3 = 11 → space 9, two over → −2 VP
		expect(player(s, ANI)).toMatchObject({ damage: 9, vp: 8 });
	});

	it('pays +1 VP per unused housing per activation', () => {
		// 6 housing + 2 "2 Houses" = 8, 6 survivors → 2 unused × 2 activations
		const s = play(withPlayer(completion(), NIKKI, { twoHouses: 1, unusedHousingVp: 2 }), done());
		expect(player(s, NIKKI).vp).toBe(14);
	});

	it('processes players from the start player clockwise', () => {
		const s = play({ ...completion(), startPlayer: FRANK }, done());
		const who = lastInstructions(s).flatMap((i) => ('player' in i ? [i.player] : []));
		expect(who.filter((p, i) => who.indexOf(p) === i)).toEqual([FRANK, TRAVIS, ANI]);
	});

	it.each<[number, string]>([
		[3, 'intermediate'],
		[6, 'final'],
		[4, 'not-started']
	])('after round %i the game goes to %s', (round, phase) => {
		expect(play(completion(round), done()).phase).toBe(phase);
	});

	it.each<[string, Record<string, object>, string]>([
		['no returns from a short player', {}, 'invalid-value'],
		['too many returned', { [FRANK]: { worker: 2 } }, 'invalid-value'],
		['returns from a housed player', { [FRANK]: { worker: 1 }, [NIKKI]: { worker: 1 } }, 'invalid-value'],
		['more engineers than owned', { [FRANK]: { engineer: 1 } }, 'not-enough'],
		['a negative count', { [FRANK]: { worker: 2, soldier: -1 } }, 'invalid-number'],
		['an unknown kind', { [FRANK]: { marauder: 1 } }, 'invalid-value'],
		['an unknown player', { [FRANK]: { worker: 1 }, zoe: { worker: 1 } }, 'unknown-player']
	])('rejects %s', (_, returns, code) => {
		const r = apply(completion(), done(returns));
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});

	it('names the player and the exact number owed', () => {
		const r = apply(completion(), done({}));
		expect(r.ok ? 'accepted' : r.reason).toBe('Frank must send back exactly 1 survivors for want of housing, not 0');
	});

	it('asks for the city board housing when unknown, and is out of phase elsewhere', () => {
		const unknown: GameState = { ...completion(), profile: FIXTURE_RULES_ONLY_PROFILE };
		const r = apply(unknown, done());
		expect(r.ok ? 'accepted' : r.needs?.map((n) => n.key)).toEqual(['cityBoardHousing']);
		const early = apply({ ...completion(), phase: 'city' }, done());
		expect(early.ok ? 'accepted' : early.code).toBe('out-of-phase');
	});

	it('housingShortfall rejects an unknown player', () => {
		expect(housingShortfall(completion(), 'zoe' as PlayerId).ok).toBe(false);
	});
});
