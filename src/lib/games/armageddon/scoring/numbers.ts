/** Number checks shared by the final-scoring modules. */
import type { NumberField, Rejection } from '../rejections';

/** Why `v` is not a whole number in min..max, or null when it is one. */
export function numberProblem(v: unknown, min: number, max: number = Number.MAX_SAFE_INTEGER): string | null {
	if (typeof v !== 'number') return `must be a number (got ${v === null ? 'nothing' : typeof v})`;
	if (Number.isNaN(v)) return 'is not a number (NaN)';
	if (!Number.isFinite(v)) return `must be a finite number (got ${v})`;
	if (!Number.isInteger(v)) return `must be a whole number (got ${v})`;
	if (v < min) return min === 0 ? `must not be negative (got ${v})` : `must be at least ${min} (got ${v})`;
	if (v > max) return `must be at most ${max} (got ${v})`;
	return null;
}

/** An 'invalid-number' rejection for one field (`field` and `problem` in English, `of` what it stands for). */
export function invalidNumber(field: string, problem: string, value: unknown, of: NumberField, min: number, max?: number): Rejection {
	const detail = { kind: 'bad-number', field: of, min, ...(max === undefined ? {} : { max }), value: String(value) } as const;
	return { ok: false, code: 'invalid-number', reason: `${field} ${problem}`, detail, params: { field, value: String(value) } };
}
