import { describe, expect, it } from 'vitest';
import type { NumberField } from '../rejections';
import { invalidNumber, numberProblem } from './numbers';

const FOUGHT: NumberField = { of: 'marauders-fought' };

describe('numberProblem', () => {
	it.each([
		[null, 0, undefined, 'must be a number (got nothing)'],
		['3', 0, undefined, 'must be a number (got string)'],
		[Number.NaN, 0, undefined, 'is not a number (NaN)'],
		[Infinity, 0, undefined, 'must be a finite number (got Infinity)'],
		[1.5, 0, undefined, 'must be a whole number (got 1.5)'],
		[-1, 0, undefined, 'must not be negative (got -1)'],
		[1, 2, undefined, 'must be at least 2 (got 1)'],
		[6, 0, 5, 'must be at most 5 (got 6)']
	])('%s (from %s to %s): %s', (value, min, max, problem) => {
		expect(numberProblem(value, min, max)).toBe(problem);
	});

	it('takes a whole number within the bounds', () => {
		expect(numberProblem(0, 0)).toBeNull();
		expect(numberProblem(5, 0, 5)).toBeNull();
	});
});

describe('invalidNumber', () => {
	it('names the field and keeps what was typed, with the bounds given', () => {
		expect(invalidNumber('beer cards', 'must not be negative (got -1)', -1, FOUGHT, 0)).toEqual({
			ok: false,
			code: 'invalid-number',
			reason: 'beer cards must not be negative (got -1)',
			detail: { kind: 'bad-number', field: FOUGHT, min: 0, value: '-1' },
			params: { field: 'beer cards', value: '-1' }
		});
		expect(invalidNumber('VP', 'must be at most 9', 10, FOUGHT, 0, 9)).toMatchObject({ detail: { max: 9 } });
	});
});
