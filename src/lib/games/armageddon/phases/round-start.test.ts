import { describe, expect, it } from 'vitest';
import { FIXTURE_RULES_ONLY_PROFILE } from '../testing/fixture-profiles';
import { apply } from '../game';
import type { GameState } from '../types';
import { ANI, FRANK, lastInstructions, newGame, NIKKI, play, player, TRAVIS, withPlayer } from '../testing/game-builders';

const START = { type: 'start-round' } as const;

/** A game between rounds: round `round` finished, waiting for the next start. */
function between(round: number, state: GameState = newGame()): GameState {
	return { ...state, round, phase: 'not-started' };
}

describe('start-round', () => {
	it('begins round 1: marauders +1 (fixture), nothing on damage space 3, reveal, start player on top of the VP stack', () => {
		const s = play(newGame(), START);
		expect(s.round).toBe(1);
		expect(s.phase).toBe('auction');
		expect(s.players.map((p) => p.marauders)).toEqual([1, 1, 1, 1]);
		expect(s.players.map((p) => p.vp)).toEqual([10, 10, 10, 10]);
		expect(s.startPlayer).toBe(NIKKI);
		const out = lastInstructions(s);
		expect(out).toContainEqual({ kind: 'reveal', round: 1, cards: 4, buildingLevel: 1, maxOneMarauderPerCard: true });
		expect(out).toContainEqual({ kind: 'start-player', player: NIKKI });
		expect(out).toContainEqual({ kind: 'phase', round: 1, phase: 'auction' });
		expect(s.log.every((l) => l.event === 0 && l.round === 1)).toBe(true);
	});

	it('§10: round 2 starts with every marauder marker 2 right; past space 9 costs 1 VP each', () => {
		let s = between(1);
		s = withPlayer(s, NIKKI, { marauders: 0 });
		s = withPlayer(s, ANI, { marauders: 1 });
		s = withPlayer(s, FRANK, { marauders: 3 });
		s = withPlayer(s, TRAVIS, { marauders: 7 });
		s = play(s, START);
		expect(s.players.map((p) => p.marauders)).toEqual([2, 3, 5, 8]);
		// Travis: 7 + 2 = 9 does not fit on 0..8 → one over → −1 VP
		expect(player(s, TRAVIS).vp).toBe(9);
		expect(lastInstructions(s)).toContainEqual({ kind: 'marauders', player: TRAVIS, from: 7, to: 8, because: 'round-start', overflow: 1 });
	});

	it('resolves every damage track: space 1 +2, space 5 → spaces 3,4 (−1 VP, +Marauder), space 8 → leader away', () => {
		let s = between(1);
		s = withPlayer(s, NIKKI, { damage: 1 });
		s = withPlayer(s, FRANK, { damage: 5 });
		s = withPlayer(s, TRAVIS, { damage: 8 });
		s = play(s, START);
		expect(player(s, NIKKI).vp).toBe(12);
		// Frank: space 3 (−1), space 4 (+Marauder, fixture) after the round-2 advance of 2
		expect(player(s, FRANK)).toMatchObject({ vp: 9, marauders: 3 });
		// Travis: spaces 3..7 = −1, +Marauder, −1, −2, −Leader (fixture) → 10 − 4 = 6
		expect(player(s, TRAVIS)).toMatchObject({ vp: 6, marauders: 3, leaderAwayAt: 7 });
		expect(player(s, ANI).vp).toBe(10);
		expect(s.startPlayer).toBe(NIKKI);
	});

	it('start player: most VP, on a tie the marker that arrived last', () => {
		let s = between(2);
		s = withPlayer(s, ANI, { vp: 15, vpArrival: 2 });
		s = withPlayer(s, FRANK, { vp: 15, vpArrival: 9 });
		s = play(s, START);
		expect(s.startPlayer).toBe(FRANK);
		expect(lastInstructions(s)).toContainEqual({ kind: 'reveal', round: 3, cards: 4, buildingLevel: 1, maxOneMarauderPerCard: false });
	});

	it('level-2 buildings from round 4; "2 Houses" and per-round counters expire', () => {
		let s = between(3);
		s = withPlayer(s, ANI, { twoHouses: 2, foughtThisRound: 4, cityLeft: 3, unusedHousingVp: 1 });
		s = { ...s, bids: { exploration: [{ player: ANI, survivors: 1 }], construction: [], city: [] } };
		s = play(s, START);
		expect(player(s, ANI)).toMatchObject({ twoHouses: 0, foughtThisRound: 0, cityLeft: 0, unusedHousingVp: 0 });
		expect(s.bids).toEqual({ exploration: [], construction: [], city: [] });
		expect(lastInstructions(s)).toContainEqual({ kind: 'reveal', round: 4, cards: 4, buildingLevel: 2, maxOneMarauderPerCard: false });
		expect(lastInstructions(s)).toContainEqual({ kind: 'housing', player: ANI, delta: -4, because: 'round-start' });
	});

	it('asks for every missing box value at once and changes nothing', () => {
		let s = newGame({}, FIXTURE_RULES_ONLY_PROFILE);
		s = withPlayer(s, TRAVIS, { damage: 6 });
		const r = apply(s, START);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('needs-box-value');
		expect(r.needs?.map((n) => n.key)).toEqual(['roundTrack.1', 'damageSpaces.4', 'damageSpaces.5']);
	});

	it.each([
		['during the auction', (s: GameState) => ({ ...s, phase: 'auction' as const, round: 1 }), 'out-of-phase'],
		['after round 6', (s: GameState) => between(6, s), 'not-allowed'],
		['with an equipment choice owed', (s: GameState) => ({ ...s, pending: [{ kind: 'equipment-drawn' as const, player: NIKKI, because: 'auction-bonus' as const }] }), 'out-of-phase']
	])('is rejected %s', (_, make, code) => {
		const s = make(newGame());
		const r = apply(s, START);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});
});
