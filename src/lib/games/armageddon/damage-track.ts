/** What resolving the damage track applies (§3): one reading shared by the round start and the final scoring. */
import { needsBoxValues } from './box-needs';
import { DAMAGE_SPACE_1_VP, KNOWN_DAMAGE_SPACES } from './data/known';
import type { BoxKey, BoxProfile, DamageEffect } from './types';
import type { Result } from './rejections';

/** The changes one resolution applies: VP for lying on space 1, else the printed effects in order. */
export interface DamageResolution {
	/** +2 on space 1 [R], else 0. */
	readonly spaceOneVp: number;
	/** Effects of spaces 2..k−1, each with the space that shows it. */
	readonly effects: readonly { readonly space: number; readonly effect: DamageEffect }[];
}

/** Effects printed on damage space 2..9: 2 and 3 from the rulebook, 4..9 from the profile (null = unknown). */
export function printedEffects(profile: BoxProfile, space: number): readonly DamageEffect[] | null {
	if (space === 2 || space === 3) return KNOWN_DAMAGE_SPACES[space].value;
	return profile.damageSpaces[space - 4] ?? null;
}

/**
 * Resolving with the marker on `space` (§3): space 1 → +2 VP; space k ≥ 2 → the effects of spaces
 * 2..k−1 in order (the marker's own space is not applied). Lists every unknown space it needs.
 */
export function damageResolution(profile: BoxProfile, space: number, doing: string): Result<DamageResolution> {
	if (space <= 1) return { ok: true, value: { spaceOneVp: DAMAGE_SPACE_1_VP.value, effects: [] } };
	const missing: BoxKey[] = [];
	for (let s = 2; s < space; s++) if (printedEffects(profile, s) === null) missing.push(`damageSpaces.${s}`);
	if (missing.length > 0) return needsBoxValues(missing, doing);
	const effects: { space: number; effect: DamageEffect }[] = [];
	for (let s = 2; s < space; s++) for (const effect of printedEffects(profile, s) ?? []) effects.push({ space: s, effect });
	return { ok: true, value: { spaceOneVp: 0, effects } };
}
