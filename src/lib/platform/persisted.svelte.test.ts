import { afterEach, describe, expect, it, vi } from 'vitest';
import { Persisted } from './persisted.svelte';
import { PREFS_KEY } from './prefs';

const isColour = (value: unknown): value is 'red' | 'blue' => value === 'red' || value === 'blue';
const stored = () => JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}');

afterEach(() => localStorage.clear());

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
		localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'de' }));
		window.dispatchEvent(new StorageEvent('storage', { key: PREFS_KEY }));
		expect(p.current).toBe('de');
		expect(onchange).toHaveBeenCalledWith('de');
		window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
		localStorage.clear();
		window.dispatchEvent(new StorageEvent('storage', { key: null }));
		expect(p.current).toBeNull();
		expect(onchange).toHaveBeenCalledTimes(2);
	});

	it('lasts for the visit when storage is blocked', () => {
		const p = new Persisted('theme', 'red', isColour, null);
		p.current = 'blue';
		expect(p.current).toBe('blue');
	});
});
