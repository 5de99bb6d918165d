import { afterEach, describe, expect, it } from 'vitest';
import { PREFS_KEY } from '$lib/platform/prefs';
import { Locale, detectLang } from './locale.svelte';
import { m } from './messages';

afterEach(() => {
	localStorage.clear();
	document.documentElement.lang = 'en';
});

describe('detectLang', () => {
	it.each([
		[['de-DE', 'en'], 'de'],
		[['de'], 'de'],
		[['DE-at'], 'de'],
		[['en-GB', 'de'], 'en'],
		[['fr-FR', 'de-CH'], 'de'],
		[['fr', 'es'], 'en'],
		[[], 'en']
	] as const)('%j → %s', (languages, expected) => {
		expect(detectLang(languages)).toBe(expected);
	});
});

describe('Locale', () => {
	it('starts in English, the prerender language', () => {
		expect(new Locale().current).toBe('en');
		expect(m.home_new_game({}, { locale: new Locale().current })).toBe('New game');
	});

	it('follows the browser languages when nothing is stored', () => {
		const l = new Locale();
		l.init(['de-DE']);
		expect(l.current).toBe('de');
		expect(m.home_new_game({}, { locale: l.current })).toBe('Neues Spiel');
		expect(document.documentElement.lang).toBe('de');
	});

	it('prefers the stored choice over the browser languages', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'en' }));
		const l = new Locale();
		l.init(['de-DE']);
		expect(l.current).toBe('en');
	});

	it('ignores a stored value that is not a language', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ locale: 'xx' }));
		const l = new Locale();
		l.init(['de']);
		expect(l.current).toBe('de');
	});

	it('persists a switch under the single prefs key and keeps other prefs', () => {
		localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: 'dark' }));
		const l = new Locale();
		l.init(['en']);
		l.toggle();
		expect(l.current).toBe('de');
		expect(document.documentElement.lang).toBe('de');
		expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '')).toEqual({ theme: 'dark', locale: 'de' });
		l.set('en');
		expect(l.current).toBe('en');
		expect(document.documentElement.lang).toBe('en');
	});

	it('survives unreadable storage', () => {
		localStorage.setItem(PREFS_KEY, '{not json');
		const l = new Locale();
		l.init(['de']);
		expect(l.current).toBe('de');
	});
});
