/**
 * Keyboard use: on each screen Tab comes round every control, each with a visible focus indicator;
 * a bid and a City action are played with the keyboard alone.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from './support/test';
import { boxWords } from './support/box-words';
import { escape, newGame } from './support/flows';
import { FINISHED_ID, importBackup, phaseBackup, phaseId, type RareStepKind, type StepKind, openStep } from './support/games';
import { expectKeyboardReachable, tabTo } from './support/keyboard';

test.use({ locale: 'en-US', viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** Fresh focus at the top of the page, as after opening it. */
async function fromTop(page: Page) {
	await page.evaluate(() => {
		(document.activeElement as HTMLElement | null)?.blur();
		window.scrollTo(0, 0);
	});
}

test('pages without a game: Tab reaches every control, each with a visible focus indicator', async ({ page }) => {
	test.setTimeout(120_000);
	// What each page shows once it has read the database: Tab goes round only after that.
	const ready: Record<string, () => Promise<void>> = {
		'/history': () => expect(page.getByRole('main').getByRole('link', { name: m.home_new_game({}, { locale: 'en' }) })).toBeVisible(),
		'/box': () => expect(page.getByRole('button', { name: new RegExp(escape(boxWords('en').label('beerTable'))) }).first()).toBeVisible()
	};
	for (const path of ['/', '/rules', '/settings', '/history', '/box', '/score', '/six-billion', '/four-horsemen', '/no/such/page']) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await ready[path]?.();
		await expectKeyboardReachable(page, path);
	}
	await page.goto('/box');
	const row = page.getByRole('button', { name: new RegExp(escape(boxWords('en').label('beerTable'))) }).first();
	await tabTo(page, row);
	await page.keyboard.press('Enter');
	await expect(row).toHaveAttribute('aria-expanded', 'true');
	await expectKeyboardReachable(page, '/box with an editor open');
	// The dark theme draws its focus ring in another colour: still there.
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.goto('/');
	await expectKeyboardReachable(page, '/ (dark)');
});

test('/new: Tab reaches every control of each step', async ({ page }) => {
	test.setTimeout(120_000);
	await newGame(page, 'en', undefined, async (step) => {
		await fromTop(page);
		await expectKeyboardReachable(page, `/new ${step}`);
	});
	await fromTop(page);
	await expectKeyboardReachable(page, 'tracker before round 1');
	await page.getByRole('button', { name: m.game_round_start_start({ n: 1 }, { locale: 'en' }) }).press('Enter');
	const prompt = page.getByRole('dialog', { name: boxWords('en').prompt.title });
	await expect(prompt).toBeVisible();
	const stops = await expectKeyboardReachable(page, 'the box prompt');
	// Focus stays in the dialog while it is open.
	expect(stops.every((s) => !s.what.startsWith('a '))).toBe(true);
});

for (const lang of ['en', 'de'] as const) {
	test.describe(lang, () => {
		// German labels are longer: the pinned bars grow, and focus must still stop clear of them.
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US' });

		test('the tracker at every step, final scoring and results: Tab reaches every control', async ({ page }) => {
			test.setTimeout(300_000);
			await importBackup(page, lang, phaseBackup());
			const kinds: (StepKind | RareStepKind)[] = ['bid', 'choose', 'explore', 'construct', 'city', 'completion', 'needs-box-value', 'start-round', 'intermediate', 'tiles-needed', 'final'];
			for (const kind of kinds) {
				await openStep(page, kind);
				await expect(page.getByTestId('save-status')).toBeVisible();
				await expectKeyboardReachable(page, `tracker: ${kind}`);
			}
			const sheetButton = page.getByRole('button', { name: m.game_players_open({ name: 'Nikki' }, { locale: lang }) });
			await tabTo(page, sheetButton);
			await page.keyboard.press('Enter');
			const sheet = page.getByRole('dialog', { name: 'Nikki' });
			await expect(sheet).toBeVisible();
			await expectKeyboardReachable(page, 'the player sheet');
			await page.keyboard.press('Escape');
			await expect(sheet).toHaveCount(0);
			await expect(sheetButton, 'the focus goes back to the card').toBeFocused();

			await page.goto(`/game/${phaseId('final')}/final`);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.terms_final_scoring({}, { locale: lang }));
			await expectKeyboardReachable(page, 'final scoring');
			await page.goto(`/game/${FINISHED_ID}/results`);
			await expectKeyboardReachable(page, 'results');
			await page.goto('/history');
			await expectKeyboardReachable(page, 'history with games');
		});
	});
}

test('a bid and a City action with the keyboard alone', async ({ page }) => {
	test.setTimeout(90_000);
	await importBackup(page, 'en', phaseBackup());

	// Bid: 2 survivors with the arrow keys on the stepper, then Nikki's chip in Exploration with Enter.
	await page.goto(`/game/${phaseId('bid')}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: 'en' })} ${m.terms_phase_auction({}, { locale: 'en' })}`);
	await fromTop(page);
	const count = page.getByRole('spinbutton', { name: m.game_bids_count({}, { locale: 'en' }) });
	await tabTo(page, count);
	await page.keyboard.press('ArrowUp');
	await page.keyboard.press('ArrowUp');
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('ArrowRight');
	await expect(count).toHaveAttribute('aria-valuenow', '2');
	const exploration = page.getByRole('region', { name: m.terms_exploration({}, { locale: 'en' }), exact: true });
	await tabTo(page, exploration.getByRole('button', { name: /^Nikki: / }));
	await page.keyboard.press('Enter');
	await expect(exploration.getByRole('listitem').filter({ hasText: 'Nikki' })).toHaveText(/Nikki\s*2$/);
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);
	// Back with Shift+Tab to the stepper, ready for the next bid at 0; Space on a chip bids too.
	await tabTo(page, count, { back: true });
	await expect(count).toHaveAttribute('aria-valuenow', '0');
	await tabTo(page, exploration.getByRole('button', { name: /^Ani: / }));
	await page.keyboard.press('Space');
	await expect(exploration.getByRole('listitem').filter({ hasText: 'Ani' })).toHaveText(/Ani\s*0$/);

	// City: Nikki fights off 2 marauders with 2 of her 3 survivors.
	await openStep(page, 'city');
	await expect(page.getByRole('heading', { level: 2, name: m.panels_city_heading({ name: 'Nikki' }, { locale: 'en' }) })).toBeVisible();
	await expect(page.getByText(m.panels_common_survivors_left({ n: 3 }, { locale: 'en' }))).toBeVisible();
	await fromTop(page);
	await tabTo(page, page.getByRole('radio', { name: new RegExp(`^${escape(m.panels_city_actions_fight({}, { locale: 'en' }))}`) }));
	await page.keyboard.press('Enter');
	const marauders = page.getByRole('spinbutton', { name: m.panels_city_marauders({}, { locale: 'en' }) });
	await tabTo(page, marauders);
	await page.keyboard.press('ArrowUp');
	await expect(marauders).toHaveAttribute('aria-valuenow', '2');
	const used = page.getByRole('spinbutton', { name: m.panels_common_survivors_used({}, { locale: 'en' }) });
	await tabTo(page, used);
	await page.keyboard.press('End');
	await page.keyboard.press('ArrowDown');
	await expect(used).toHaveAttribute('aria-valuenow', '2');
	await tabTo(page, page.getByRole('button', { name: m.panels_city_confirm({}, { locale: 'en' }) }));
	await page.keyboard.press('Enter');
	await expect(page.getByText(m.panels_common_survivors_left({ n: 1 }, { locale: 'en' }))).toBeVisible();
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);
	await page.reload();
	await expect(page.getByText(m.panels_common_survivors_left({ n: 1 }, { locale: 'en' }))).toBeVisible();
	// The skip link takes the keyboard past the top bar.
	await fromTop(page);
	await page.keyboard.press('Tab');
	await expect(page.getByRole('link', { name: m.nav_skip_to_content({}, { locale: 'en' }) })).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.locator('main')).toBeFocused();
});
