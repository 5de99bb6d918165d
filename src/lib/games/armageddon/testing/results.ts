/** Test-only: the value of an engine result that must be accepted, and a result that must be refused. */
import { expect } from 'vitest';
import type { Result } from '../rejections';

/** The accepted value; a refusal fails the test with the engine's reason. */
export function ok<T>(r: Result<T>): T {
	if (!r.ok) throw new Error(`expected ok, got: ${r.reason}`);
	return r.value;
}

/** The refusal; an accepted result fails the test. */
export function rejected<T>(r: Result<T>) {
	expect(r.ok).toBe(false);
	if (r.ok) throw new Error('expected a rejection');
	return r;
}
