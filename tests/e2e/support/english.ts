/**
 * Fails when the German UI shows words that only the English catalogues hold (`english-catalogue.ts` finds
 * them): the visible text, the accessible names and titles of visible elements, and the live regions.
 */
import { expect, type Page } from '@playwright/test';
import { englishIn } from './english-catalogue';

export { englishIn };

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

/** Fails listing every English-only fragment the page shows; `where` names the screen and its state. */
export async function expectNoEnglish(page: Page, where: string): Promise<void> {
	const found = englishIn(await visibleTexts(page));
	// Soft: the walk goes on, so one run lists every screen with English.
	expect.soft(found, `English in the German UI at ${where}`).toEqual([]);
}
