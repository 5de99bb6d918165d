import { describe, expect, it } from 'vitest';
import { apply, nextStep, replay } from '../game';
import { FIXTURE_COMPLETE_PROFILE } from '../testing/fixture-profiles';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4 } from '../testing/scenario-script';
import { makeSetup, newGame } from '../testing/game-builders';

/** A group may stop between rounds: the final scoring then uses the figures as they stand (app decision, not in the rulebook). */
describe('end-early', () => {
	const afterRound4 = () => {
		const r = replay(makeSetup(), FIXTURE_COMPLETE_PROFILE, [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4]);
		expect(r.rejected).toBeNull();
		return r.state;
	};

	it('ends the game after round 4: final scoring next, figures unchanged, marked with the round', () => {
		const before = afterRound4();
		expect(before.round).toBe(4);
		const r = apply(before, { type: 'end-early' });
		if (!r.ok) throw new Error(r.reason);
		expect(r.value.phase).toBe('final');
		expect(r.value.endedEarly).toBe(4);
		expect(r.value.players).toEqual(before.players);
		expect(nextStep(r.value).kind).toBe('final');
	});

	it('is refused before round 1, during a round and once the game is over, with a code', () => {
		const fresh = apply(newGame(), { type: 'end-early' });
		expect(fresh.ok || fresh.code).toBe('out-of-phase');
		const midRound = apply(afterRound4(), { type: 'start-round' });
		if (!midRound.ok) throw new Error(midRound.reason);
		const r = apply(midRound.value, { type: 'end-early' });
		expect(r.ok || r.code).toBe('out-of-phase');
		expect(r.ok || r.params).toEqual({ action: 'end-early', phase: 'auction' });
		const ended = apply(afterRound4(), { type: 'end-early' });
		if (!ended.ok) throw new Error(ended.reason);
		expect(apply(ended.value, { type: 'end-early' }).ok).toBe(false);
	});
});
