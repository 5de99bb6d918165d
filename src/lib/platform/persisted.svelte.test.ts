import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Persisted } from './persisted.svelte';
import { PREFS_KEY } from './prefs';

const isColour = (value: unknown): value is 'red' | 'blue' => value === 'red' || value === 'blue';
const stored = () => JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}');

afterEach(() => {
	localStorage.clear();
	vi.restoreAllMocks();
});

/** Reads `read` in an effect, as a component would; returns the teardown. */
function watch(read: () => unknown): () => void {
	const stop = $effect.root(() => {
		$effect(() => {
			read();
		});
	});
	flushSync();
	return stop;
}

/** Counts the `storage` listeners added to and removed from window. */
function countStorageListeners() {
	const add = vi.spyOn(window, 'addEventListener');
	const remove = vi.spyOn(window, 'removeEventListener');
	const storage = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'storage').length;
	return { added: () => storage(add), removed: () => storage(remove) };
}

describe('Persisted', () => {
	it('reads the stored value, the fallback for a missing or invalid one', () => {
		expect(new Persisted('theme', 'red', isColour).current).toBe('red');
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'blue' }));
		expect(new Persisted('theme', 'red', isColour).current).toBe('blue');
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'green' }));
		expect(new Persisted('theme', 'red', isColour).current).toBe('red');
	});

	it('writes under the one prefs key, keeps the other preferences, and removes a fallback value', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'de' }));
		const p = new Persisted('theme', 'red', isColour);
		p.current = 'blue';
		expect(stored()).toEqual({ locale: 'de', theme: 'blue' });
		p.current = 'red';
		expect(p.current).toBe('red');
		expect(stored()).toEqual({ locale: 'de' });
	});

	it('follows what another tab writes', () => {
		const onchange = vi.fn();
		const p = new Persisted<'de' | 'en' | null>('locale', null, (v): v is 'de' | 'en' => v === 'de' || v === 'en', undefined, onchange);
		const stop = watch(() => p.current);
		localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'de' }));
		window.dispatchEvent(new StorageEvent('storage', { key: PREFS_KEY }));
		expect(p.current).toBe('de');
		expect(onchange).toHaveBeenCalledWith('de');
		window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
		localStorage.clear();
		window.dispatchEvent(new StorageEvent('storage', { key: null }));
		expect(p.current).toBeNull();
		expect(onchange).toHaveBeenCalledTimes(2);
		stop();
	});

	it('listens to other tabs only while an effect reads it, and removes its listener afterwards', async () => {
		const listeners = countStorageListeners();
		const made = Array.from({ length: 5 }, () => new Persisted('theme', 'red', isColour));
		expect(listeners.added()).toBe(0);
		const stop = watch(() => made.map((p) => p.current));
		const stopAgain = watch(() => made[0]?.current);
		expect(listeners.added()).toBe(5);
		stop();
		stopAgain();
		await tick();
		expect(listeners.removed()).toBe(5);
	});

	it('lasts for the visit when storage is blocked', () => {
		const p = new Persisted('theme', 'red', isColour, null);
		p.current = 'blue';
		expect(p.current).toBe('blue');
	});
});
