/** Checks on the code→message maps of words/: each code of a map must read differently from the others. */
import type { Lang } from '../locale.svelte';

type Message = (inputs: never, options?: { locale?: Lang }) => string;

/**
 * The codes of `map` whose words are empty or the same as another code's, grouped by their words ([] when every
 * code reads apart). `inputs` are passed to every message (counts: `{ n: 2 }`).
 */
export function alike(map: Readonly<Record<string, Message>>, lang: Lang, inputs: object = {}): string[][] {
	const byText = new Map<string, string[]>();
	for (const [code, message] of Object.entries(map)) {
		const text = (message as (inputs: object, options: { locale: Lang }) => string)(inputs, { locale: lang }).trim();
		byText.set(text, [...(byText.get(text) ?? []), code]);
	}
	return [...byText].filter(([text, codes]) => text === '' || codes.length > 1).map(([, codes]) => codes);
}

export const LANGS: readonly Lang[] = ['en', 'de'];
