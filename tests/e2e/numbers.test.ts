/**
 * Every number the app takes, given bad values: typed count fields refuse negative, fractional, empty,
 * huge and non-numeric entries with a message and score nothing; steppers ignore typing and stay within
 * their bounds. Nothing bad is stored (checked after a reload), and no console error occurs.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Locator, type Page } from './support/test';
import { boxWords } from './support/box-words';
import { escape } from './support/flows';
import { importBackup, phaseBackup, phaseId, type StepKind, openStep } from './support/games';
import { watch, type Watch } from './support/guard';
import { storedCount, sweepCountFields, sweepSpinButtons } from './support/numbers';

test.use({ locale: 'en-US', viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const main = (page: Page) => page.getByRole('main');
const clean = (w: Watch) => {
	expect(w.errors, 'console errors').toEqual([]);
	expect(w.dialogs, 'dialogs').toEqual([]);
};

test('final scoring of a tracked game: every count field of every player refuses bad values; nothing is saved', async ({ page }) => {
	test.setTimeout(300_000);
	const w = await watch(page);
	await importBackup(page, 'en', phaseBackup());
	const id = phaseId('final');
	await page.goto(`/game/${id}/final`);
	const show = page.getByRole('button', { name: m.scoring_result_show({}, { locale: 'en' }) });
	// Travis's vehicle split first, so the result could be shown: every refusal must block it again.
	await page.getByRole('button', { name: /^Travis/ }).click();
	for (const [vehicle, n] of [['Car', 1], ['Car', 2], ['Car', 3], ['Bus', 1], ['Truck', 1]] as const) {
		await page.getByRole('textbox', { name: m.scoring_entry_part_of({ vehicle, n }, { locale: 'en' }), exact: true }).fill('1');
	}
	await expect(show).toBeEnabled();
	// Every field of one player (the others have the same fields), and Travis's vehicle parts.
	await page.getByRole('button', { name: /^Nikki/ }).click();
	await expect(page.getByRole('heading', { level: 2, name: 'Nikki' })).toBeVisible();
	expect(await sweepCountFields(main(page), show)).toBeGreaterThan(15);
	await page.getByRole('button', { name: /^Travis/ }).click();
	expect(await sweepCountFields(page.getByRole('group', { name: m.terms_vehicle_parts({}, { locale: 'en' }) }), show)).toBeGreaterThan(5);
	for (const name of ['Nikki', 'Ani', 'Frank', 'Travis']) {
		await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
		await sweepSpinButtons(page, main(page));
	}
	await expect(show, 'valid again').toBeEnabled();

	// A bad value left standing, then a reload: the draft comes back as typed (still refused), nothing was saved.
	await page.getByRole('button', { name: /^Nikki/ }).click();
	const maps = page.getByRole('textbox', { name: m.terms_maps({}, { locale: 'en' }), exact: true });
	await maps.fill('-5');
	await page.reload();
	await page.getByRole('button', { name: /^Nikki/ }).click();
	await expect(page.getByRole('heading', { level: 2, name: 'Nikki' })).toBeVisible();
	await expect(maps).toHaveValue('-5');
	await expect(show).toBeDisabled();
	await page.goto(`/game/${id}/results`);
	await expect(page.getByText(m.scoring_results_not_scored({}, { locale: 'en' }))).toBeVisible();
	clean(w);
});

test('quick score: bad values are refused with a message and nothing reaches the history', async ({ page }) => {
	test.setTimeout(120_000);
	const w = await watch(page);
	const tile = (label: string) =>
		page.getByRole('group', { name: label, exact: true }).getByRole('radio', { name: m.setup_tile_any_equipment({}, { locale: 'en' }), exact: true }).dispatchEvent('click');
	await page.goto('/score');
	await tile(m.scoring_entry_public_tile({}, { locale: 'en' }));
	await sweepSpinButtons(page, main(page));
	await page.getByRole('button', { name: m.scoring_quick_start({}, { locale: 'en' }) }).click();
	for (let i = 0; i < 3; i++) {
		for (const n of [1, 2]) {
			await tile(m.scoring_entry_pick_private({ n }, { locale: 'en' }));
			await sweepSpinButtons(page, main(page));
			await page.getByRole('button', { name: m.scoring_entry_use_pick({ n }, { locale: 'en' }) }).click();
		}
		await page.getByRole('textbox', { name: m.scoring_entry_track_space({}, { locale: 'en' }), exact: true }).fill(String(10 + i));
		if (i < 2) await page.getByRole('button', { name: m.scoring_entry_next({ name: m.scoring_quick_default_name({ n: i + 2 }, { locale: 'en' }) }, { locale: 'en' }) }).click();
	}
	const show = page.getByRole('button', { name: m.scoring_result_show({}, { locale: 'en' }) });
	await expect(show).toBeEnabled();
	expect(await sweepCountFields(main(page), show)).toBeGreaterThan(10);
	await expect(show).toBeEnabled();
	await page.getByRole('textbox', { name: m.scoring_entry_track_space({}, { locale: 'en' }), exact: true }).fill('1e12');
	await expect(show).toBeDisabled();
	// The draft comes back after a reload, still not scorable; nothing reached the history.
	await page.reload();
	await expect(page.getByRole('textbox', { name: m.scoring_entry_track_space({}, { locale: 'en' }), exact: true })).toBeVisible();
	await expect(show).toBeDisabled();
	expect(await storedCount(page, 'games')).toBe(0);
	clean(w);
});

test('the tracker: every stepper of every step refuses anything but digits and keeps its bounds; no step is stored', async ({ page }) => {
	test.setTimeout(300_000);
	const w = await watch(page);
	await importBackup(page, 'en', phaseBackup());
	const events = await storedCount(page, 'events');
	const kinds: StepKind[] = ['bid', 'explore', 'construct', 'city', 'completion', 'intermediate'];
	const seen: string[] = [];
	for (const kind of kinds) {
		await openStep(page, kind);
		await expect(page.getByTestId('save-status')).toBeVisible();
		seen.push(...(await sweepSpinButtons(page, main(page))));
		if (kind === 'city') {
			// Each City action's own numbers.
			const actions = page.getByRole('radiogroup', { name: m.panels_city_action({}, { locale: 'en' }) }).getByRole('radio');
			for (let i = 0; i < (await actions.count()); i++) {
				if (await actions.nth(i).isDisabled()) continue;
				await actions.nth(i).click();
				seen.push(...(await sweepSpinButtons(page, main(page))));
			}
		}
		// A correction's exact value, for every number it can correct.
		await page.getByRole('button', { name: m.game_players_open({ name: 'Ani' }, { locale: 'en' }) }).click();
		const sheet = page.getByRole('dialog', { name: 'Ani' });
		const what = sheet.getByRole('combobox', { name: m.game_correction_field({}, { locale: 'en' }) });
		for (const option of await what.locator('option').all()) {
			await what.selectOption((await option.getAttribute('value')) ?? '');
			seen.push(...(await sweepSpinButtons(page, sheet)));
		}
		await page.keyboard.press('Escape');
		expect(await storedCount(page, 'events'), `${kind}: nothing stored`).toBe(events);
	}
	for (const name of [m.game_bids_count({}, { locale: 'en' }), m.terms_housing({}, { locale: 'en' }), m.panels_city_marauders({}, { locale: 'en' }), m.panels_common_survivors_used({}, { locale: 'en' }), m.game_correction_value({}, { locale: 'en' })]) {
		expect(seen.some((n) => n.includes(name) || name.includes(n)), `the sweep met "${name}"`).toBe(true);
	}
	await page.reload();
	expect(await storedCount(page, 'events')).toBe(events);
	clean(w);
});

test('box values, the box prompt and the setup: steppers keep their bounds and nothing is saved unasked', async ({ page }) => {
	test.setTimeout(240_000);
	const w = await watch(page);
	const b = boxWords('en');
	await page.goto('/box');
	for (const key of ['roundTrack.1', 'damageSpaces.4', 'beerTable', 'scoringTiles', 'auctionTiles', 'partsPerVehicle.car', 'cityBoardHousing', 'weaponSet']) {
		const row = page.getByRole('button', { name: new RegExp(escape(b.label(key))) }).first();
		if ((await row.getAttribute('aria-expanded')) === null) continue;
		await row.click();
		const add = page.getByRole('button', { name: /^Add entry/ });
		if (await add.isVisible()) await add.click();
		await sweepSpinButtons(page, main(page));
		await row.click();
	}
	await page.reload();
	await expect(page.getByText(/ · 0 entered · /)).toBeVisible();

	// The setup's tile points and the box prompt of round 1.
	await page.goto('/new');
	for (const [i, name] of ['Frank', 'Travis', 'Nikki', 'Ani'].entries()) {
		await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: 'en' }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: 'en' }) }).fill(name);
	}
	await page.getByRole('button', { name: m.setup_next({}, { locale: 'en' }) }).click();
	await page.getByRole('button', { name: m.setup_next({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_scoring({}, { locale: 'en' }));
	const first = page.getByRole('group', { name: m.setup_scoring_mid({}, { locale: 'en' }) });
	await first.getByRole('radio', { name: m.terms_equipment({}, { locale: 'en' }), exact: true }).dispatchEvent('click');
	expect((await sweepSpinButtons(page, main(page))).length).toBeGreaterThan(0);
	clean(w);
});

for (const lang of ['en', 'de'] as const) {
	test.describe(lang, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US' });
		const o = { locale: lang };

		/** Types `bad` into the stepper `name`: refused in words at the field, kept after leaving it, Escape puts the value back. */
		async function refused(page: Page, scope: Locator, name: string, bad: string, why: string) {
			const spin = scope.getByRole('spinbutton', { name, exact: true });
			const before = await spin.inputValue();
			await spin.fill(bad);
			await expect(spin).toHaveAttribute('aria-invalid', 'true');
			await expect(spin).toHaveAccessibleDescription(new RegExp(escape(why)));
			await expect(spin).toHaveAccessibleDescription(new RegExp(escape(m.common_number_stands({ value: before }, o))));
			await spin.blur();
			await expect(spin, 'what was typed stays').toHaveValue(bad);
			await expect(scope.getByRole('alert').filter({ hasText: why })).toBeVisible();
			await spin.focus();
			await page.keyboard.press('Escape');
			await expect(spin).toHaveValue(before);
			await expect(spin).not.toHaveAttribute('aria-invalid');
		}

		test('an impossible number says why where it was typed and stays until fixed or cancelled', async ({ page }) => {
			test.setTimeout(60_000);
			const w = await watch(page);
			// A scoring tile of 0 VP at the setup.
			await page.goto('/new');
			for (const [i, name] of ['Frank', 'Travis', 'Nikki', 'Ani'].entries()) {
				await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, o) }).getByRole('textbox', { name: m.setup_players_name({}, o) }).fill(name);
			}
			await page.getByRole('button', { name: m.setup_next({}, o) }).click();
			await page.getByRole('button', { name: m.setup_next({}, o) }).click();
			const mid = page.getByRole('group', { name: m.setup_scoring_mid({}, o) });
			await mid.getByRole('radio', { name: m.terms_equipment({}, o), exact: true }).dispatchEvent('click');
			await refused(page, main(page), m.setup_tile_vp({}, o), '0', m.scoring_field_at_least({ min: 1 }, o));

			// Fighting off more marauders than the track shows.
			await importBackup(page, lang, phaseBackup());
			await openStep(page, 'city');
			await page.getByRole('radiogroup', { name: m.panels_city_action({}, o) }).getByRole('radio', { name: m.panels_city_actions_fight({}, o) }).click();
			const waiting = main(page).getByRole('spinbutton', { name: m.panels_city_marauders({}, o), exact: true });
			const most = Number(await waiting.getAttribute('aria-valuemax'));
			await refused(page, main(page), m.panels_city_marauders({}, o), String(most + 5), m.panels_city_marauders_waiting({ n: most }, o));

			// Housing printed on the city board: 99.
			await page.goto('/box');
			await page.getByRole('button', { name: new RegExp(escape(boxWords(lang).label('cityBoardHousing'))) }).first().click();
			const housing = main(page).getByRole('spinbutton').first();
			const label = (await housing.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')).trim();
			await refused(page, main(page), label, '99', m.scoring_field_at_most({ max: Number(await housing.getAttribute('aria-valuemax')) }, o));
			clean(w);
		});
	});
}
