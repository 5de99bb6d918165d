import { flushSync, tick } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFS_KEY } from '$lib/platform/prefs';
import { THEME_COLOURS, Theme } from './theme.svelte';

function fakeQuery(matches: boolean) {
	let listener: ((e: { matches: boolean }) => void) | undefined;
	return {
		matches,
		addEventListener: (_type: string, fn: (e: { matches: boolean }) => void) => {
			listener = fn;
		},
		change(next: boolean) {
			this.matches = next;
			listener?.({ matches: next });
		}
	};
}

function metas() {
	document.head.innerHTML =
		'<meta name="theme-color" media="(prefers-color-scheme: light)" content="">' +
		'<meta name="theme-color" media="(prefers-color-scheme: dark)" content="">';
	return [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => () => m.content);
}

/** Reads the theme in an effect, as the layout's toggle does; returns the teardown. */
function watch(t: Theme): () => void {
	const stop = $effect.root(() => {
		$effect(() => {
			void t.effective;
		});
	});
	flushSync();
	return stop;
}

afterEach(() => {
	vi.restoreAllMocks();
	localStorage.clear();
	delete document.documentElement.dataset.theme;
});

describe('Theme', () => {
	it('follows the device when nothing is stored', () => {
		const q = fakeQuery(true);
		const t = new Theme();
		t.init(undefined, q as never);
		expect(t.choice).toBe('system');
		expect(t.effective).toBe('dark');
		expect(document.documentElement.dataset.theme).toBeUndefined();
		q.change(false);
		expect(t.effective).toBe('light');
	});

	it('applies and persists a toggle, overriding the device', () => {
		const [light, dark] = metas();
		const t = new Theme();
		t.init(undefined, fakeQuery(false) as never);
		expect(light?.()).toBe(THEME_COLOURS.light);
		expect(dark?.()).toBe(THEME_COLOURS.dark);
		t.toggle();
		expect(t.effective).toBe('dark');
		expect(document.documentElement.dataset.theme).toBe('dark');
		expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '')).toEqual({ theme: 'dark' });
		expect(light?.()).toBe(THEME_COLOURS.dark);
		t.toggle();
		expect(document.documentElement.dataset.theme).toBe('light');
	});

	it('restores a stored choice and forgets it on system', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'light', locale: 'de' }));
		const t = new Theme();
		t.init(undefined, fakeQuery(true) as never);
		expect(t.effective).toBe('light');
		t.set('system');
		expect(t.effective).toBe('dark');
		expect(document.documentElement.dataset.theme).toBeUndefined();
		expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '')).toEqual({ locale: 'de' });
	});

	it('ignores a stored value that is not a theme', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'purple' }));
		const t = new Theme();
		t.init(undefined, fakeQuery(false) as never);
		expect(t.choice).toBe('system');
	});

	it('follows a choice made in another tab', () => {
		const t = new Theme();
		t.init(undefined, fakeQuery(false) as never);
		const stop = watch(t);
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'dark' }));
		window.dispatchEvent(new StorageEvent('storage', { key: PREFS_KEY }));
		expect(t.choice).toBe('dark');
		expect(document.documentElement.dataset.theme).toBe('dark');
		stop();
	});

	it('keeps at most one storage listener however often it is initialised', async () => {
		const add = vi.spyOn(window, 'addEventListener');
		const remove = vi.spyOn(window, 'removeEventListener');
		const count = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'storage').length;
		const t = new Theme();
		const query = fakeQuery(false);
		const stop = watch(t);
		for (let i = 0; i < 4; i++) {
			t.init(undefined, query as never);
			flushSync();
			await tick();
		}
		expect(count(add) - count(remove)).toBe(1);
		stop();
		await tick();
		expect(count(add) - count(remove)).toBe(0);
	});
});
