/**
 * axe-core on every screen, in both languages and both themes: no serious or critical violation.
 * Moderate and minor findings are listed in test-results/a11y-moderate.txt (they do not fail).
 * The screens are reached through the real UI; games at each step of the tracker come from a backup
 * cut from the fixture's finished game (support/games.ts), imported on the settings page.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from './support/test';
import { boxWords } from './support/box-words';
import { FIXTURE_COMPLETE_PROFILE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import { expectAccessible } from './support/axe';
import { bid, boxPrompt, card, newGame, PLAYERS, startRound, storeProfileInUse } from './support/flows';
import { FINISHED_ID, importBackup, phaseBackup, phaseId, type Lang, type RareStepKind, type StepKind, openStep } from './support/games';

const LANGS = ['en', 'de'] as const;
const PHONE = { width: 360, height: 640 };

/** The profile in use becomes the complete fixture profile, so the app draws every tile. */
async function useCompleteProfile(page: Page) {
	await page.goto('/box');
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
	await storeProfileInUse(page, FIXTURE_COMPLETE_PROFILE);
}

/** Every chart of the result as its table (by keyboard: a sticky bar may cover the buttons). */
async function showTables(page: Page, lang: Lang) {
	const toggles = page.getByRole('button', { name: m.scoring_result_show_table({}, { locale: lang }) });
	await expect(toggles.first()).toBeVisible();
	while ((await toggles.count()) > 0) await toggles.first().press('Enter');
}

/** A quick score of 3 players: public tile, secret tiles "any equipment card", VP on the track; ends on the result. */
async function quickScore(page: Page, lang: Lang) {
	await page.goto('/score');
	await expectAccessible(page, 'quick score: players');
	const tile = async (label: string) => {
		const picker = page.getByRole('group', { name: label, exact: true });
		await picker.getByRole('radio', { name: m.setup_tile_any_equipment({}, { locale: lang }), exact: true }).dispatchEvent('click');
	};
	await tile(m.scoring_entry_public_tile({}, { locale: lang }));
	await page.getByRole('button', { name: m.scoring_quick_start({}, { locale: lang }) }).click();
	await expectAccessible(page, 'quick score: entry');
	for (let i = 0; i < 3; i++) {
		for (const n of [1, 2]) {
			await tile(m.scoring_entry_pick_private({ n }, { locale: lang }));
			await page.getByRole('button', { name: m.scoring_entry_use_pick({ n }, { locale: lang }) }).click();
		}
		await page.getByRole('textbox', { name: m.scoring_entry_track_space({}, { locale: lang }), exact: true }).fill(String(10 + i));
		if (i < 2) await page.getByRole('button', { name: m.scoring_entry_next({ name: m.scoring_quick_default_name({ n: i + 2 }, { locale: lang }) }, { locale: lang }) }).click();
	}
	await page.getByRole('button', { name: m.scoring_result_show({}, { locale: lang }) }).click();
	await expect(page.getByRole('status').filter({ hasText: m.scoring_quick_default_name({ n: 3 }, { locale: lang }) })).toBeVisible();
	await expectAccessible(page, 'quick score: result');
	await showTables(page, lang);
	await expectAccessible(page, 'quick score: result as tables');
}

// Each screen is checked in the light and in the dark theme (support/axe.ts).
for (const lang of LANGS) {
	test.describe(lang, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', viewport: PHONE, serviceWorkers: 'block', reducedMotion: 'reduce' });

		test('home, rules, settings, box values, history, quick score and not-found', async ({ page }) => {
			test.setTimeout(300_000);
			for (const path of ['/', '/rules', '/settings', '/history', '/six-billion/rules', '/four-horsemen/rules', '/no/such/page']) {
				await page.goto(path);
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
				await expectAccessible(page, path);
			}
			// /box with each kind of editor open in turn.
			const b = boxWords(lang);
			await page.goto('/box');
			await expectAccessible(page, '/box');
			for (const key of ['damageSpaces.4', 'roundTrack.1', 'beerTable', 'scoringTiles', 'auctionTiles']) {
				const row = page.getByRole('button', { name: new RegExp(b.label(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
				await row.click();
				await expect(row).toHaveAttribute('aria-expanded', 'true');
				await expectAccessible(page, `/box editing ${key}`);
				await row.click();
			}
			await quickScore(page, lang);
		});

		test('/new at each step, the tracker at round start, the box prompt, bids and the player sheet', async ({ page }) => {
			test.setTimeout(300_000);
			await page.goto('/new');
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expect(page.getByRole('alert').first()).toBeVisible();
			await expectAccessible(page, '/new players refused');
			await newGame(page, lang, undefined, (step) => expectAccessible(page, `/new ${step}`));
			await expectAccessible(page, 'tracker: round 1 not started');
			await startRound(page, lang, () => expectAccessible(page, 'tracker: box prompt open'));
			await expectAccessible(page, 'tracker: bids');
			await bid(page, lang, 'exploration', 'Nikki', 2);
			await bid(page, lang, 'construction', 'Ani', 1);
			await expectAccessible(page, 'tracker: bids entered');
			await card(page, 'Nikki').getByRole('button', { name: m.game_players_open({ name: 'Nikki' }, { locale: lang }) }).click();
			await expect(page.getByRole('dialog', { name: 'Nikki' })).toBeVisible();
			await expectAccessible(page, 'tracker: player sheet open');
			await expect(boxPrompt(page, lang)).toHaveCount(0);
		});

		test('/new with the app drawing: the secret tiles, hidden and shown', async ({ page }) => {
			test.setTimeout(90_000);
			await useCompleteProfile(page);
			await page.goto('/new?seed=ABC123');
			for (const [i, name] of PLAYERS.entries()) {
				await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: lang }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: lang }) }).fill(name);
			}
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expect(page.getByRole('radio', { name: new RegExp(m.setup_draw_app({}, { locale: lang })) })).toBeChecked();
			await expectAccessible(page, '/new draw by the app');
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expectAccessible(page, '/new summary of app draws');
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Frank' }, { locale: lang }) })).toBeVisible();
			await expectAccessible(page, '/new secret tiles hidden');
			const hold = page.getByRole('button', { name: m.setup_secret_hold({}, { locale: lang }) });
			await hold.focus();
			await page.keyboard.down(' ');
			await expectAccessible(page, '/new secret tiles shown');
			await page.keyboard.up(' ');
		});

		test('the tracker at every step', async ({ page }) => {
			test.setTimeout(300_000);
			await importBackup(page, lang, phaseBackup());
			const kinds: (StepKind | RareStepKind)[] = ['bid', 'choose', 'explore', 'construct', 'city', 'completion', 'needs-box-value', 'start-round', 'intermediate', 'tiles-needed', 'final'];
			for (const kind of kinds) {
				await openStep(page, kind);
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
				await expect(page.getByTestId('save-status')).toBeVisible();
				await expectAccessible(page, `tracker: ${kind}`);
			}
		});

		test('final scoring, results and the history with games', async ({ page }) => {
			test.setTimeout(300_000);
			await importBackup(page, lang, phaseBackup());
			await page.goto(`/game/${phaseId('final')}`);
			// The final step's way to the final scoring.
			await page.getByRole('link', { name: m.game_panel_final({}, { locale: lang }) }).click();
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.terms_final_scoring({}, { locale: lang }));
			await expectAccessible(page, 'final scoring: entry');
			await page.getByRole('button', { name: /^Travis/ }).click();
			await expect(page.getByRole('button', { name: m.scoring_result_show({}, { locale: lang }) })).toBeDisabled();
			await expectAccessible(page, 'final scoring: entry of Travis (vehicle split missing)');
			for (const [vehicle, n] of [[m.scoring_vehicles_car({}, { locale: lang }), 1], [m.scoring_vehicles_car({}, { locale: lang }), 2], [m.scoring_vehicles_car({}, { locale: lang }), 3], [m.scoring_vehicles_bus({}, { locale: lang }), 1], [m.scoring_vehicles_truck({}, { locale: lang }), 1]] as const) {
				await page.getByRole('textbox', { name: m.scoring_entry_part_of({ vehicle, n }, { locale: lang }), exact: true }).fill('1');
			}
			await page.getByRole('button', { name: m.scoring_result_show({}, { locale: lang }) }).click();
			await expect(page.getByRole('status').filter({ hasText: 'Travis' })).toBeVisible();
			await expectAccessible(page, 'final scoring: result before saving');
			await page.goto(`/game/${FINISHED_ID}/results`);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.scoring_results_title({}, { locale: lang }));
			await expectAccessible(page, 'results');
			await showTables(page, lang);
			await expectAccessible(page, 'results as tables');
			await page.goto('/history');
			await expect(page.getByRole('list', { name: m.history_title({}, { locale: lang }) })).toBeVisible();
			await expectAccessible(page, '/history with games');
			await page.getByRole('button', { name: m.data_history_actions_for({ name: 'Phase bid' }, { locale: lang }) }).click();
			await expectAccessible(page, "/history with a game's actions open");
			await page.goto('/');
			await expectAccessible(page, 'home with a running game');
		});
	});
}

test('the theme toggle gives the same result as the device setting', async ({ page }) => {
	await page.setViewportSize(PHONE);
	await page.goto('/rules');
	await page.getByRole('button', { name: m.nav_to_dark({}, { locale: 'en' }) }).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	// The device says light; the toggle's choice wins.
	await expectAccessible(page, '/rules, dark by the toggle', ['light']);
	await page.goto('/settings');
	await expectAccessible(page, '/settings, dark by the toggle', ['light']);
});
