/**
 * Rules at the table's edges, driven through the real screens: one scoring tile cannot lie in both public
 * places at setup, and after a marker placed out of turn the skipped player is still due (rulebook p. 5).
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { describeScoringTile } from '../../src/lib/i18n/words/tiles';
import { expect, test } from './support/test';
import { area, confirmOutOfTurn, newGame, PLAYERS, startRound } from './support/flows';

const en = { locale: 'en' } as const;

test('setup refuses one scoring tile for both places; a marker out of turn leaves the skipped player due', async ({ page }) => {
	test.setTimeout(60_000);
	await newGame(page, 'en', PLAYERS, async (step) => {
		if (step !== 'scoring') return;
		const engineers = describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, en);
		const second = page.getByRole('group', { name: m.setup_scoring_final({}, en) });
		await second.getByRole('button', { name: engineers }).click();
		await page.getByRole('button', { name: m.setup_next({}, en) }).click();
		await expect(page.getByRole('alert')).toHaveText(m.setup_errors_scoring_twice({}, en));
		await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_scoring({}, en));
		// Back to the tile the flow drew second (any card of one kind: maps).
		await second.getByRole('radio', { name: m.terms_equipment({}, en), exact: true }).locator('xpath=..').click();
		await second.getByRole('radio', { name: m.terms_maps({}, en) }).locator('xpath=..').click();
	});
	await startRound(page, 'en');

	const dueText = page.getByText(/ bids next: tap a number$/);
	const due = (await dueText.textContent())!.replace(' bids next: tap a number', '').trim();
	const other = PLAYERS.find((p) => p !== due)!;
	const city = area(page, 'en', 'city');
	await city.getByRole('button', { name: new RegExp(`^${other}: `) }).click();
	await confirmOutOfTurn(page, 'en', city, other);
	await expect(city.getByRole('listitem').filter({ hasText: other })).toHaveCount(1);
	await expect(page.getByText(m.game_bids_next({ name: due }, en))).toBeVisible();
});
