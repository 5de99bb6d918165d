import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ConflictError, DamagedError, NotFoundError, attempt, toWriteError } from './errors';

describe('toWriteError', () => {
	it.each([
		['a native QuotaExceededError', new DOMException('full', 'QuotaExceededError'), 'quota'],
		['Dexie wrapping a quota error', new Dexie.AbortError('aborted', new DOMException('full', 'QuotaExceededError')), 'quota'],
		['Firefox quota', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, 'quota'],
		['IndexedDB missing (private mode)', new Dexie.MissingAPIError('no indexedDB'), 'unavailable'],
		['a closed database', new Dexie.DatabaseClosedError('closed'), 'unavailable'],
		['a failed open', new Dexie.OpenFailedError('denied'), 'unavailable'],
		['a security error', new DOMException('blocked', 'SecurityError'), 'unavailable'],
		['another tab wrote first', new ConflictError('rev'), 'conflict'],
		['a missing game', new NotFoundError('id'), 'not-found'],
		['a damaged row', new DamagedError('setup: bad'), 'damaged'],
		['anything else', new TypeError('boom'), 'unknown'],
		['a thrown string', 'what', 'unknown']
	])('%s → %s', (_, error, kind) => {
		const e = toWriteError(error);
		expect(e.kind).toBe(kind);
		expect(e.message.length).toBeGreaterThan(20);
	});

	it('attempt turns a throw into a typed error and passes values through', async () => {
		expect(await attempt(async () => 4)).toEqual({ ok: true, value: 4 });
		const failed = await attempt(async () => {
			throw new DOMException('full', 'QuotaExceededError');
		});
		expect(failed.ok ? null : failed.error.kind).toBe('quota');
	});
});
