/**
 * What is typed but not committed comes back where it was left: after a reload, and after the tab was closed and
 * the game (or the new game) opened again from the home page. One test per form, each typing one value.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Locator, type Page } from './support/test';
import { FIXTURE_COMPLETE_PROFILE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import { newGame, PLAYERS, storeProfileInUse } from './support/flows';
import { importBackup, openStep, phaseBackup, phaseId, type StepKind } from './support/games';

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const en = { locale: 'en' } as const;
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** The tab closed; a new one opens the home page, and from there (`open`) the form again. */
async function closeAndReopen(page: Page, open: (home: Page) => Promise<void>): Promise<Page> {
	const next = await page.context().newPage();
	await page.close();
	await next.goto('/');
	await hydrated(next);
	await open(next);
	await hydrated(next);
	return next;
}

/** The phase game's page from the home page: History, then its row. */
const fromHistory = (kind: StepKind, path = '') => async (home: Page) => {
	await home.getByRole('link', { name: m.history_title({}, en) }).click();
	await home.getByRole('link', { name: `Phase ${kind}`, exact: true }).click();
	await expect(home).toHaveURL(new RegExp(`/game/${phaseId(kind)}$`));
	await expect(home.getByTestId('save-status')).toBeVisible();
	if (path) await home.goto(`/game/${phaseId(kind)}${path}`);
};

/** Types with `type`, then checks with `check` after a reload and after the tab was closed and the game reopened. */
async function survives(page: Page, kind: StepKind, type: (p: Page) => Promise<void>, check: (p: Page) => Promise<void>, path = '') {
	await importBackup(page, 'en', phaseBackup());
	if (path) await page.goto(`/game/${phaseId(kind)}${path}`);
	else await openStep(page, kind);
	await type(page);
	await page.reload();
	await check(page);
	const next = await closeAndReopen(page, fromHistory(kind, path));
	await check(next);
}

const survivorsOnCard = (p: Page) => p.getByRole('group', { name: m.panels_explore_survivors({}, en) });
const firstOpen = async (group: Locator) => {
	const more = group.getByRole('button', { name: /one more$/ });
	for (let i = 0; i < (await more.count()); i++) if (await more.nth(i).isEnabled()) return i;
	throw new Error('no survivor may go on the card');
};

test('the survivors counted onto an exploration card', async ({ page }) => {
	let at = 0;
	await survives(
		page,
		'explore',
		async (p) => {
			at = await firstOpen(survivorsOnCard(p));
			await survivorsOnCard(p).getByRole('button', { name: /one more$/ }).nth(at).click();
			await expect(survivorsOnCard(p).getByRole('spinbutton').nth(at)).toHaveValue('1');
		},
		async (p) => expect(survivorsOnCard(p).getByRole('spinbutton').nth(at)).toHaveValue('1')
	);
});

test('the building card typed in Construction: name, type, housing', async ({ page }) => {
	const name = (p: Page) => p.getByRole('textbox', { name: m.cards_name({}, en) });
	const housing = (p: Page) => p.getByRole('group', { name: m.terms_housing({}, en) });
	const civil = (p: Page) => p.getByRole('radiogroup', { name: m.panels_construct_type({}, en), exact: true }).getByRole('radio', { name: m.panels_construct_types_civil({}, en) });
	await survives(
		page,
		'construct',
		async (p) => {
			const another = p.getByRole('button', { name: new RegExp(`^${m.cards_new_card({}, en)}`) });
			if (await another.isVisible()) await another.click();
			await name(p).fill('Bunker');
			await civil(p).click();
			await expect(civil(p)).toBeChecked();
			await housing(p).getByRole('button', { name: /one more$/ }).click();
			await expect(housing(p).getByRole('spinbutton')).toHaveValue('1');
		},
		async (p) => {
			await expect(name(p)).toHaveValue('Bunker');
			await expect(civil(p)).toBeChecked();
			await expect(housing(p).getByRole('spinbutton')).toHaveValue('1');
		}
	);
});

// The colour edit of a City bid is kept the same way (the phase game's City player has one colour only):
// src/routes/(armageddon)/game/[id]/panels/city-drafts.svelte.test.ts.
test('the City action being entered', async ({ page }) => {
	const actions = (p: Page) => p.getByRole('radiogroup', { name: m.panels_city_action({}, en), exact: true }).getByRole('radio');
	let at = 0;
	await survives(
		page,
		'city',
		async (p) => {
			const all = actions(p);
			while (!(await all.nth(at).isEnabled())) at++;
			await all.nth(at).click();
			await expect(all.nth(at)).toBeChecked();
		},
		async (p) => expect(actions(p).nth(at)).toBeChecked()
	);
});

test('the final-scoring entries before saving', async ({ page }) => {
	const maps = (p: Page) => p.getByRole('textbox', { name: m.terms_maps({}, en), exact: true });
	const nikki = async (p: Page) => {
		await p.getByRole('button', { name: /^Nikki/ }).click();
		await expect(p.getByRole('heading', { level: 2, name: 'Nikki' })).toBeVisible();
	};
	await survives(
		page,
		'final',
		async (p) => {
			await nikki(p);
			await maps(p).fill('7');
		},
		async (p) => {
			await nikki(p);
			await expect(maps(p)).toHaveValue('7');
		},
		'/final'
	);
});

test('a quick score being entered', async ({ page }) => {
	const space = (p: Page) => p.getByRole('textbox', { name: m.scoring_entry_track_space({}, en), exact: true });
	await page.goto('/score');
	await page
		.getByRole('group', { name: m.scoring_entry_public_tile({}, en), exact: true })
		.getByRole('radio', { name: m.setup_tile_any_equipment({}, en), exact: true })
		.dispatchEvent('click');
	await page.getByRole('button', { name: m.scoring_quick_start({}, en) }).click();
	await space(page).fill('12');
	await page.reload();
	await expect(space(page)).toHaveValue('12');
	const tab = await closeAndReopen(page, (home) => home.getByRole('link', { name: new RegExp(`^${m.home_quick_score({}, en)}`) }).click());
	await expect(space(tab)).toHaveValue('12');
});

test('names typed for a new game, and the checklist ticked in the wizard and on the game page before round 1', async ({ page }) => {
	const seat = (p: Page, n: number) =>
		p.getByRole('group', { name: m.setup_players_seat({ n }, en) }).getByRole('textbox', { name: m.setup_players_name({}, en) });
	await page.goto('/new');
	await seat(page, 1).fill('Frank');
	await seat(page, 2).fill('Trav');
	const wizard = async (home: Page) => home.getByRole('link', { name: new RegExp(`^${m.home_new_game({}, en)}`) }).click();
	let tab = await closeAndReopen(page, wizard);
	await expect(seat(tab, 1)).toHaveValue('Frank');
	await expect(seat(tab, 2)).toHaveValue('Trav');

	const marker = (p: Page) => p.getByRole('checkbox', { name: m.setup_summary_items_round_marker({}, en) });
	await newGame(tab, 'en', PLAYERS, async (step) => {
		if (step !== 'summary') return;
		await marker(tab).check();
		await tab.reload();
		await hydrated(tab);
		await expect(marker(tab)).toBeChecked();
		tab = await closeAndReopen(tab, wizard);
		await expect(tab.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_summary({}, en));
		await expect(marker(tab)).toBeChecked();
	}, false);
	await tab.getByRole('button', { name: m.setup_start({}, en) }).click();
	await expect(tab).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(marker(tab)).toBeChecked();
	const equipment = (p: Page) => p.getByRole('checkbox', { name: m.setup_summary_items_equipment({}, en) });
	await equipment(tab).check();
	await tab.reload();
	await hydrated(tab);
	await expect(equipment(tab)).toBeChecked();
	tab = await closeAndReopen(tab, (home) => home.getByRole('link', { name: m.data_resume_action({}, en) }).click());
	await expect(marker(tab)).toBeChecked();
	await expect(equipment(tab)).toBeChecked();
});

test('the secret tiles step: a reload comes back to it, at the player whose turn it was, tiles covered', async ({ page }) => {
	await page.goto('/new');
	await storeProfileInUse(page, FIXTURE_COMPLETE_PROFILE);
	await page.goto('/new?seed=ABC123');
	for (const [i, name] of PLAYERS.entries()) {
		await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, en) }).getByRole('textbox', { name: m.setup_players_name({}, en) }).fill(name);
	}
	const next = page.getByRole('button', { name: m.setup_next({}, en) });
	for (const step of [m.setup_steps_draw, m.setup_steps_summary, m.setup_steps_secrets]) {
		await next.click();
		await expect(page.getByRole('heading', { level: 2 })).toHaveText(step({}, en));
	}
	await page.getByRole('button', { name: m.setup_secret_skip({ name: 'Frank' }, en) }).click();
	const travis = (p: Page) => p.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Travis' }, en) });
	await expect(travis(page)).toBeVisible();
	await page.reload();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_secrets({}, en));
	await expect(travis(page)).toBeVisible();
	await expect(page.getByRole('button', { name: m.setup_secret_hold({}, en) })).toBeVisible();
});
