/** Round 1 of a game made by flows.newGame, played to its end through the tracker's panels (English). */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Page } from '@playwright/test';
import { boxWords } from './box-words';
import { bid, PLAYERS } from './flows';

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);

/** Every bid of round 1, as the tracker test places them. */
export async function bidRound(page: Page, names: readonly string[] = PLAYERS) {
	const [frank, travis, nikki, ani] = names as [string, string, string, string];
	const bids: [Parameters<typeof bid>[2], string, number][] = [
		['exploration', nikki, 2],
		['exploration', ani, 2],
		['exploration', frank, 0],
		['exploration', travis, 1],
		['construction', ani, 1],
		['construction', nikki, 0],
		['construction', travis, 0],
		['construction', frank, 0],
		['city', frank, 1],
		['city', travis, 0],
		['city', ani, 0],
		['city', nikki, 0]
	];
	for (const [area, name, n] of bids) await bid(page, 'en', area, name, n);
	await saved(page);
}

/**
 * After the bids: the auction's equipment card, every exploration and construction pick, City passed
 * by everyone, and completion (box values asked for are entered); ends at round 2's start.
 */
export async function resolveRound(page: Page) {
	const start2 = page.getByRole('button', { name: m.game_round_start_start({ n: 2 }, { locale: 'en' }) });
	for (let step = 0; step < 30; step++) {
		await saved(page);
		const text = (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).join(' | ');
		if (await start2.isVisible()) return;
		const title = boxWords('en').prompt.title;
		const prompt = page.getByRole('dialog', { name: title }).or(page.getByRole('region', { name: title }));
		if (await prompt.isVisible()) {
			// A box value the step needs (e.g. the city board's housing): entered as asked.
			const more = prompt.getByRole('button', { name: /: one more$/ }).first();
			// Five taps from "?" give 5.
			for (let i = 0; i < 5; i++) await more.click();
			await prompt.getByRole('button', { name: boxWords('en').prompt.save }).click();
			// Saving stores the value on the device, then gives it to the game: the prompt closes after both.
			await expect(prompt).toBeHidden();
		} else if (/draws an equipment card|returns a card/.test(text)) {
			await page.getByRole('main').getByRole('button', { name: m.terms_beer({}, { locale: 'en' }), exact: true }).first().click();
		} else if (/takes an equipment card/.test(text)) {
			await page.getByRole('group', { name: m.panels_explore_take({}, { locale: 'en' }), exact: true }).getByRole('button', { name: m.terms_beer({}, { locale: 'en' }), exact: true }).click();
		} else if (/takes a building card/.test(text)) {
			await page.getByRole('radio', { name: m.panels_construct_tiles_damage_minus({}, { locale: 'en' }), exact: true }).click();
			await page.getByRole('button', { name: m.panels_construct_to_box({}, { locale: 'en' }), exact: true }).click();
		} else if (/City actions/.test(text)) {
			await page.getByRole('button', { name: /^Done: / }).click();
		} else if (await page.getByRole('button', { name: m.panels_completion_confirm({}, { locale: 'en' }) }).isVisible()) {
			// Survivors short of housing go back: the first kind offered, as many as needed.
			for (const group of await page.getByRole('group', { name: m.panels_completion_pick({}, { locale: 'en' }) }).all()) {
				const more = group.getByRole('button', { name: /: one more$/ });
				while ((await more.count()) > 0 && (await more.first().isEnabled())) await more.first().click();
			}
			await page.getByRole('button', { name: m.panels_completion_confirm({}, { locale: 'en' }) }).click();
		} else {
			throw new Error(`no step to play on the panel "${text}"`);
		}
	}
	await expect(start2).toBeVisible();
}
