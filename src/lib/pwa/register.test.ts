// @vitest-environment jsdom
/**
 * The service worker waits for the page: registration (its script, then the 1 MB precache download) starts only
 * after the load event, a second more and an idle moment, so a first visit's own scripts and first render go first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_DELAY_MS, quietAfterLoad } from './register';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
	let done = false;
	void promise.then(() => (done = true));
	await vi.advanceTimersByTimeAsync(0);
	return done;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(document, 'readyState');
});

describe('quietAfterLoad', () => {
	it('waits REGISTER_DELAY_MS after a page that has loaded', async () => {
		expect(document.readyState).toBe('complete');
		const quiet = quietAfterLoad();
		expect(await settled(quiet)).toBe(false);
		await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1);
		expect(await settled(quiet)).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await settled(quiet)).toBe(true);
	});

	it('waits for the load event first, then the delay, then an idle moment', async () => {
		Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
		const idle: (() => void)[] = [];
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
		const quiet = quietAfterLoad();
		await vi.advanceTimersByTimeAsync(5 * REGISTER_DELAY_MS);
		expect(await settled(quiet)).toBe(false);
		window.dispatchEvent(new Event('load'));
		await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS);
		expect(idle).toHaveLength(1);
		expect(await settled(quiet)).toBe(false);
		idle[0]?.();
		expect(await settled(quiet)).toBe(true);
	});
});
