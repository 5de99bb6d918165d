import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../testing/fixture-profiles';
import { createGame, replay } from '../game';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '../testing/scenario-script';
import { ANI, FRANK, makeSetup, NIKKI, TRAVIS } from '../testing/game-builders';
import type { GameState, LoggedInstruction } from '../types';
import { vpByRound } from './vp-by-round';

const vpLog = (round: number, player: typeof NIKKI, total: number): LoggedInstruction => ({
	event: 0,
	round,
	instruction: { kind: 'vp', player, delta: 0, total, because: 'correction' }
});

describe('vpByRound', () => {
	const base = createGame(makeSetup(), FIXTURE_COMPLETE_PROFILE);
	it('starts everyone on 10 and carries a total over rounds without a change', () => {
		const state: GameState = { ...base, round: 3, log: [vpLog(1, NIKKI, 12), vpLog(1, NIKKI, 15), vpLog(3, NIKKI, 9), vpLog(2, ANI, 7)] };
		const series = vpByRound(state);
		expect(series.map((s) => [s.name, s.vp])).toEqual([
			['Nikki', [10, 15, 15, 9]],
			['Ani', [10, 10, 7, 7]],
			['Frank', [10, 10, 10, 10]],
			['Travis', [10, 10, 10, 10]]
		]);
	});
	it('before round 1 there is only round 0', () => {
		expect(vpByRound(base).map((s) => s.vp)).toEqual([[10], [10], [10], [10]]);
	});
	it('follows the whole scenario game to its hand-worked totals per round', () => {
		// The whole-game scenario on the hand-made setup; its per-round figures are worked out in scenario.test.ts
		// for the pinned setup, whose tiles differ: only rounds 1–2 (before any tile scoring) are compared here.
		const { state, rejected } = replay(makeSetup(), FIXTURE_COMPLETE_PROFILE, [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6]);
		expect(rejected).toBeNull();
		const byName = Object.fromEntries(vpByRound(state).map((s) => [s.player, s.vp]));
		expect(state.round).toBe(6);
		expect([byName[NIKKI]?.slice(0, 3), byName[ANI]?.slice(0, 3), byName[FRANK]?.slice(0, 3), byName[TRAVIS]?.slice(0, 3)]).toEqual([
			[10, 13, 19],
			[10, 9, 11],
			[10, 15, 19],
			[10, 14, 20]
		]);
		expect(Object.values(byName).map((vp) => vp?.[6])).toEqual(state.players.map((p) => p.vp));
	});
});
