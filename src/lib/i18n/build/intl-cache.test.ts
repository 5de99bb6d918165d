import { afterEach, describe, expect, it } from 'vitest';
import { plural, number } from '$lib/paraglide/registry.js';
import { cacheIntlCalls } from './intl-cache';

const real = { PluralRules: Intl.PluralRules, NumberFormat: Intl.NumberFormat };
afterEach(() => Object.assign(Intl, real));

/** Counts the formatters built from now on. */
function counting(name: 'PluralRules' | 'NumberFormat'): { made: number } {
	const count = { made: 0 };
	const Base = real[name] as unknown as new (...args: unknown[]) => object;
	class Counted extends Base {
		constructor(...args: unknown[]) {
			super(...args);
			count.made += 1;
		}
	}
	Object.defineProperty(Counted, 'name', { value: name });
	Object.assign(Intl, { [name]: Counted });
	return count;
}

describe("Paraglide's registry through the Intl cache (vite.config.ts)", () => {
	it('builds one PluralRules per locale and options, and still answers per locale', () => {
		const count = counting('PluralRules');
		expect(plural('en', 1, {})).toBe('one');
		expect(plural('en', 2, {})).toBe('other');
		expect(plural('de', 1, {})).toBe('one');
		expect(plural('en', 5, {})).toBe('other');
		expect(plural('en', 2, { type: 'ordinal' })).toBe('two');
		expect(count.made).toBe(3);
	});

	it('caches NumberFormat the same way', () => {
		const count = counting('NumberFormat');
		expect(number('de', 1234.5, {})).toBe('1.234,5');
		expect(number('de', 99, {})).toBe('99');
		expect(number('en', 1234.5, {})).toBe('1,234.5');
		expect(count.made).toBe(2);
	});

	it('refuses a registry whose calls changed shape', () => {
		expect(() => cacheIntlCalls('export function plural(l, i) { return new Intl.PluralRules(l).select(i) }')).toThrow(/not found/);
	});
});
