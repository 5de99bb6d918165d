/** Ending a game early: between rounds, the group goes straight to the final scoring with the figures as they stand. */
import type { GameState } from '../types';
import type { Result } from '../rejections';
import { ok, reject } from './common';
import type { Outcome } from './common';

/** Moves a game between rounds (round 1 or later done) to the final scoring and marks the round it ended after. */
export function endEarly(state: GameState): Result<Outcome> {
	if (state.phase !== 'not-started' || state.round < 1) {
		const detail = { kind: 'end-early-mid-round', round: state.round, phase: state.phase } as const;
		return reject('out-of-phase', `The game can be ended early only between rounds, not in phase ${state.phase} of round ${state.round}`, detail, {
			action: 'end-early',
			phase: state.phase
		});
	}
	return ok({ state: { ...state, phase: 'final', endedEarly: state.round }, instructions: [] });
}
