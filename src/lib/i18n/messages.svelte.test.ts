import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from './locale.svelte';
import { m } from './messages';

afterEach(() => {
	locale.set('en');
	localStorage.clear();
});

describe('Paraglide messages through $lib/i18n/messages', () => {
	it('speak the language of the locale store, switched without a reload', () => {
		locale.set('en');
		expect(m.share_open()).toBe('Share by QR code or link');
		locale.set('de');
		expect(m.share_open()).toBe('Per QR-Code oder Link teilen');
	});

	it('re-run what reads them when the language changes', () => {
		locale.set('en');
		const seen: string[] = [];
		const stop = $effect.root(() => {
			$effect(() => {
				seen.push(m.share_take());
			});
		});
		flushSync();
		locale.toggle();
		flushSync();
		stop();
		expect(seen).toEqual(['Take them', 'Übernehmen']);
	});

	// The texts of the former TypeScript catalogue, counts picked by Intl.PluralRules (0 is plural in both).
	it.each([
		[1, 0, '1 value new.', '1 Wert neu.'],
		[0, 1, '0 values new, 1 differs from yours.', '0 Werte neu, 1 weicht von deinen ab.'],
		[2, 0, '2 values new.', '2 Werte neu.'],
		[1, 1, '1 value new, 1 differs from yours.', '1 Wert neu, 1 weicht von deinen ab.'],
		[1, 3, '1 value new, 3 differ from yours.', '1 Wert neu, 3 weichen von deinen ab.'],
		[25, 1, '25 values new, 1 differs from yours.', '25 Werte neu, 1 weicht von deinen ab.'],
		[25, 2, '25 values new, 2 differ from yours.', '25 Werte neu, 2 weichen von deinen ab.']
	])('summary of %i new and %i differing', (added, differ, english, german) => {
		expect(m.share_summary({ added, differ }, { locale: 'en' })).toBe(english);
		expect(m.share_summary({ added, differ }, { locale: 'de' })).toBe(german);
	});

	it.each([
		[1, '1 value taken from the link.', '1 Wert aus dem Link übernommen.'],
		[0, '0 values taken from the link.', '0 Werte aus dem Link übernommen.'],
		[31, '31 values taken from the link.', '31 Werte aus dem Link übernommen.']
	])('taken: %i', (count, english, german) => {
		expect(m.share_taken({ count }, { locale: 'en' })).toBe(english);
		expect(m.share_taken({ count }, { locale: 'de' })).toBe(german);
	});
});
