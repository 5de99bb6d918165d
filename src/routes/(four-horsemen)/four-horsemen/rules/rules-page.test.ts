import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { rulesPage } from './rules-page';

afterEach(() => locale.set('en'));

describe('the Four Horsemen rules page', () => {
	it.each([
		['en', /this scoring alone, not the total so far/, /most points among the evil players/, /play its music at once.*give up the card/],
		['de', /dieser einen Wertung, nicht die bisherige Summe/, /unter den bösen Spielern/, /Musik sofort auslegen.*auf die Karte verzichten/]
	] as const)('%s: writes down the two readings the score sheet takes, as decisions, and the seal card rule', (lang, horseman, evil, seal) => {
		locale.set(lang);
		const lines = rulesPage().sections.flatMap((s) => s.lines);
		const line = (re: RegExp) => lines.filter((l) => re.test(l.text));
		expect(line(horseman)).toEqual([expect.objectContaining({ decision: true })]);
		expect(line(evil)).toEqual([expect.objectContaining({ decision: true })]);
		expect(line(seal)).toHaveLength(1);
		expect(line(seal)[0]?.decision).toBeUndefined();
	});
});
