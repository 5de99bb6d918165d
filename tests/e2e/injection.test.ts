/**
 * Markup in player names, game names and imported files is text: it shows literally and runs nothing
 * (no dialog, no console error, no element made from it, no request for its image).
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from './support/test';
import { bid, card, newGame, startRound } from './support/flows';
import { FINISHED_ID, importBackup, phaseBackup, phaseId, type StepKind } from './support/games';
import { watch, type Watch } from './support/guard';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const TITLE = `${IMG}${SCRIPT}`;

test.use({ locale: 'en-US', viewport: { width: 360, height: 640 }, serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });

/** Nothing ran and nothing was made from the markup. */
async function expectInert(page: Page, w: Watch, where: string) {
	const made = await page.evaluate(() => ({
		images: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
		scripts: [...document.scripts].filter((s) => s.textContent?.includes('alert(1)')).length
	}));
	expect(made, `${where}: elements made from a name`).toEqual({ images: 0, scripts: 0 });
	expect(w.dialogs, `${where}: dialogs`).toEqual([]);
	expect(w.errors, `${where}: console errors`).toEqual([]);
	expect(w.requests.filter((url) => new URL(url).pathname.endsWith('/x')), `${where}: requests for the image x`).toEqual([]);
}

/** The literal text is on screen. */
const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: false }).first()).toBeVisible();

test('names typed in the setup and a game renamed in the history show as text in setup, tracker, history and home', async ({ page }) => {
	test.setTimeout(120_000);
	const w = await watch(page);
	// Names are limited to 24 characters: payloads that fit.
	const svg = '<svg onload=alert(1)>';
	const quote = '"><script>alert(1)';
	await newGame(page, 'en', [svg, quote, 'Nikki', 'Ani'], async (step) => {
		if (step === 'players') {
			await expect(page.getByRole('textbox', { name: m.setup_players_name({}, { locale: 'en' }) }).first()).toHaveValue(svg);
		}
		if (step === 'summary') {
			await shows(page, svg);
			await shows(page, quote);
			await expectInert(page, w, 'setup summary');
		}
	});
	await shows(page, svg);
	await startRound(page, 'en');
	await bid(page, 'en', 'exploration', svg, 1);
	await bid(page, 'en', 'exploration', quote, 0);
	await expect(card(page, quote)).toContainText(quote);
	await card(page, svg).getByRole('button', { name: m.game_players_open({ name: svg }, { locale: 'en' }) }).click();
	await expect(page.getByRole('dialog', { name: svg })).toBeVisible();
	await expectInert(page, w, 'tracker');
	await page.keyboard.press('Escape');
	await expect(page.getByRole('region', { name: m.game_log_heading({}, { locale: 'en' }) })).toContainText(svg);
	const game = page.url();

	await page.goto('/history');
	await shows(page, svg);
	await page.getByRole('button', { name: m.data_history_actions_for({ name: `${svg}, ${quote}, Nikki, Ani` }, { locale: 'en' }) }).click();
	await page.getByRole('button', { name: m.data_history_rename({}, { locale: 'en' }) }).click();
	await page.getByRole('textbox', { name: m.data_history_rename_label({}, { locale: 'en' }) }).fill(TITLE);
	await page.keyboard.press('Enter');
	await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
	await page.reload();
	await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
	await expectInert(page, w, 'history');
	await page.goto('/');
	await shows(page, TITLE);
	await page.goto(game);
	await shows(page, svg);
	await expectInert(page, w, 'home and tracker with the new name');
});

test('quick score names show as text in the result, the shared text, the saved results and the history', async ({ page }) => {
	test.setTimeout(90_000);
	const w = await watch(page);
	await page.goto('/score');
	const names = [IMG, SCRIPT, 'Cleo'];
	for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: m.scoring_quick_player_name({ n: i + 1 }, { locale: 'en' }) }).fill(name);
	const tile = (label: string) => page.getByRole('group', { name: label, exact: true }).getByRole('radio', { name: m.setup_tile_any_equipment({}, { locale: 'en' }), exact: true }).dispatchEvent('click');
	await tile(m.scoring_entry_public_tile({}, { locale: 'en' }));
	await page.getByRole('button', { name: m.scoring_quick_start({}, { locale: 'en' }) }).click();
	for (const [i, name] of names.entries()) {
		await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
		for (const n of [1, 2]) {
			await tile(m.scoring_entry_pick_private({ n }, { locale: 'en' }));
			await page.getByRole('button', { name: m.scoring_entry_use_pick({ n }, { locale: 'en' }) }).click();
		}
		await page.getByRole('textbox', { name: m.scoring_entry_track_space({}, { locale: 'en' }), exact: true }).fill(String(30 - i));
		const next = names[i + 1];
		if (next) await page.getByRole('button', { name: m.scoring_entry_next({ name: next }, { locale: 'en' }) }).click();
	}
	await page.getByRole('button', { name: m.scoring_result_show({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('status').filter({ hasText: m.scoring_result_winner({ name: IMG, vp: 30 }, { locale: 'en' }) })).toBeVisible();
	await shows(page, SCRIPT);
	await expectInert(page, w, 'quick score result');

	await page.getByRole('button', { name: m.scoring_share_copy({}, { locale: 'en' }) }).click();
	await expect(page.getByText(m.scoring_share_copied({}, { locale: 'en' }))).toBeVisible();
	const shared = await page.evaluate(() => navigator.clipboard.readText());
	expect(shared).toContain(m.scoring_share_line({ place: 1, name: IMG, vp: 30, won: 'yes' }, { locale: 'en' }));
	expect(shared).toContain(m.scoring_share_line({ place: 2, name: SCRIPT, vp: 29, won: 'no' }, { locale: 'en' }));

	await page.getByRole('button', { name: m.scoring_quick_save({}, { locale: 'en' }) }).click();
	await page.getByRole('link', { name: m.scoring_quick_open_saved({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.scoring_results_title({}, { locale: 'en' }));
	await expect(page.getByRole('status').filter({ hasText: m.scoring_result_winner({ name: IMG, vp: 30 }, { locale: 'en' }) })).toBeVisible();
	await page.goto('/history');
	await shows(page, `${IMG}, ${SCRIPT}, Cleo`);
	await expectInert(page, w, 'saved results and history');
});

test('an imported backup with markup in game and player names shows it as text everywhere', async ({ page }) => {
	test.setTimeout(120_000);
	const w = await watch(page);
	const title = (k: string) => `${IMG} ${k}`;
	const name = (n: string) => `${n}${SCRIPT}`;
	await importBackup(page, 'en', phaseBackup(title, name));
	await expectInert(page, w, 'settings after the import');
	await page.goto('/history');
	await shows(page, title('city'));
	await shows(page, `${name('Nikki')}, ${name('Ani')}`);
	await expectInert(page, w, 'history');
	for (const kind of ['bid', 'explore', 'city', 'completion', 'intermediate'] as StepKind[]) {
		await page.goto(`/game/${phaseId(kind)}`);
		await expect(card(page, name('Travis'))).toContainText(name('Travis'));
		await expectInert(page, w, `tracker: ${kind}`);
	}
	await page.goto(`/game/${phaseId('city')}`);
	await expect(page.getByRole('heading', { level: 2, name: m.panels_city_heading({ name: name('Nikki') }, { locale: 'en' }) })).toBeVisible();
	await page.goto(`/game/${phaseId('final')}/final`);
	await expect(page.getByRole('heading', { level: 2, name: name('Nikki') })).toBeVisible();
	await page.goto(`/game/${FINISHED_ID}/results`);
	await expect(page.getByRole('status').filter({ hasText: m.scoring_result_winner({ name: name('Travis'), vp: 133 }, { locale: 'en' }) })).toBeVisible();
	await page.getByRole('button', { name: m.scoring_result_show_table({}, { locale: 'en' }) }).first().press('Enter');
	await shows(page, name('Frank'));
	await expectInert(page, w, 'results');
	await page.goto('/');
	await shows(page, `${IMG} `);
	await expectInert(page, w, 'home');
});
