/**
 * A Vite plugin for Paraglide's compiled `registry.js`: its `plural()` and `number()` build a new
 * `Intl.PluralRules` / `Intl.NumberFormat` on every call, and a screen calls them for every count it shows
 * (about 0.5 ms a tap on this machine, four times that on a phone). The plugin keeps one formatter per
 * locale and options instead. If Paraglide's output changes shape, the build fails here rather than
 * silently losing the cache.
 */
import type { Plugin } from 'vite';

const CALLS = [
	['new Intl.PluralRules(locale, options)', 'cachedIntl(Intl.PluralRules, locale, options)'],
	['new Intl.NumberFormat(locale, options)', 'cachedIntl(Intl.NumberFormat, locale, options)']
] as const;

const HELPER = `
const intlCache = new Map();
function cachedIntl(Format, locale, options) {
	const key = Format.name + '|' + locale + '|' + JSON.stringify(options ?? null);
	let format = intlCache.get(key);
	if (format === undefined) intlCache.set(key, (format = new Format(locale, options)));
	return format;
}
`;

/** Rewrites the registry's source; throws when a call it expects is missing. */
export function cacheIntlCalls(code: string): string {
	let out = code;
	for (const [call, cached] of CALLS) {
		if (!out.includes(call)) throw new Error(`paraglide registry: "${call}" not found; update src/lib/i18n/build/intl-cache.ts`);
		out = out.replaceAll(call, cached);
	}
	return out + HELPER;
}

export function paraglideIntlCache(): Plugin {
	return {
		name: 'paraglide-intl-cache',
		transform(code, id) {
			if (!id.replace(/\?.*$/, '').endsWith('/paraglide/registry.js')) return null;
			return { code: cacheIntlCalls(code), map: null };
		}
	};
}
