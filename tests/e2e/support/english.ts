/**
 * Fails when the German UI shows words that only the English catalogues hold (`english-catalogue.ts` finds
 * them): the visible text, the accessible names and titles of visible elements, and the live regions.
 */
import { expect, type Page } from '@playwright/test';
import { englishFragments, normalise } from './english-catalogue';

let fragments: readonly { text: string; pattern: RegExp }[] | null = null;

/** Letters at a fragment's ends must not run on into a longer word ("Bier" is not "Bi…"). */
const bounded = (f: string) => {
	const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`${/^\p{L}/u.test(f) ? '(?<!\\p{L})' : ''}${escaped}${/\p{L}$/u.test(f) ? '(?!\\p{L})' : ''}`, 'u');
};

function englishOnly() {
	fragments ??= englishFragments().map((text) => ({ text, pattern: bounded(text) }));
	return fragments;
}

/** Everything a person sees or hears on the page now. */
export function visibleTexts(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out = [document.title, document.body.innerText];
		for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [alt], [placeholder], [aria-valuetext]')) {
			if (!el.checkVisibility()) continue;
			for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext']) {
				const v = el.getAttribute(a);
				if (v) out.push(v);
			}
		}
		for (const el of document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"], [aria-live]')) out.push(el.textContent ?? '');
		return out;
	});
}

/** The English-only fragments in `texts`, each once. */
export function englishIn(texts: readonly string[]): string[] {
	const all = texts.map(normalise).join('\n');
	return englishOnly()
		.filter((f) => f.pattern.test(all))
		.map((f) => f.text);
}

/** Fails listing every English-only fragment the page shows; `where` names the screen and its state. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
	const found = englishIn(await visibleTexts(page));
	// Soft: the walk goes on, so one run lists every screen with English.
	expect.soft(found, `English in the German UI at ${where}`).toEqual([]);
}
