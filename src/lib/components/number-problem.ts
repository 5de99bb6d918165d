/** One way for every number field to judge what was typed and say why it is refused. */
import { m } from '$lib/i18n/messages';

/** Typed text as a number: '' and anything but a plain decimal is NaN; a German comma counts as a point, "−" as a minus. */
export function parseTyped(text: string): number {
	const clean = text.trim().replace(',', '.').replace('−', '-');
	return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** Why `n` cannot stand in a field from `min` to `max` (NaN: nothing usable was typed), or null when it can. */
export function numberProblem(n: number, min: number, max: number): string | null {
	if (!Number.isFinite(n)) return m.scoring_field_enter();
	if (!Number.isInteger(n)) return m.scoring_field_whole();
	if (n < min) return min === 0 ? m.scoring_field_not_negative() : m.scoring_field_at_least({ min });
	if (n > max) return m.scoring_field_at_most({ max });
	return null;
}
