/** The damage track resolved one last time at the final scoring (§3, §9.4). */
import { damageResolution } from '../damage-track';
import { MAX_DAMAGE, MAX_MARAUDERS, MIN_DAMAGE } from '../tracks';
import type { BoxProfile } from '../types';
import type { Result } from '../rejections';
import { invalidNumber, numberProblem } from './numbers';

export interface FinalDamage {
	/** VP change from the track (+2 on space 1, else 0 or negative). */
	readonly vp: number;
	/** Marauders waiting afterwards (+Marauder adds one, nothing beyond 8 [D]). */
	readonly marauders: number;
}

/** Final damage resolution: space 1 → +2 VP; space k ≥ 3 → effects of spaces 2..k−1 (−Leader has no effect now [I]). */
export function finalDamage(profile: BoxProfile, space: number, marauders: number): Result<FinalDamage> {
	const spaceProblem = numberProblem(space, MIN_DAMAGE, MAX_DAMAGE);
	if (spaceProblem !== null) return invalidNumber('Damage space', spaceProblem, space, { of: 'damage-space' }, MIN_DAMAGE, MAX_DAMAGE);
	const max = MAX_MARAUDERS;
	const marauderProblem = numberProblem(marauders, 0, max);
	if (marauderProblem !== null) return invalidNumber('Marauders', marauderProblem, marauders, { of: 'marauders' }, 0, max);
	const plan = damageResolution(profile, space, `Resolving the damage track (marker on space ${space})`);
	if (!plan.ok) return plan;
	let vp = plan.value.spaceOneVp;
	let m = marauders;
	for (const { effect } of plan.value.effects) {
		if (effect === 'vp-1') vp -= 1;
		else if (effect === 'vp-2') vp -= 2;
		else if (effect === 'marauder') m = Math.min(max, m + 1);
	}
	return { ok: true, value: { vp, marauders: m } };
}
