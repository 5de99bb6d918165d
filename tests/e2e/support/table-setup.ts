/** Setting up a game on /new as the group does, and importing a box profile file on /box. */
import { m } from '../../../src/lib/paraglide/messages.js';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { auctionBonus, auctionPenalty, describeAuctionTile, describeScoringTile } from '../../../src/lib/i18n/words/tiles';
import type { AuctionTile, BuildingCard, ScoringTile } from '../../../src/lib/games/armageddon/types';
import { pick } from './flows';
import type { Lang } from './table';

/** The FIXTURE box profile file (invented values, same as FIXTURE_COMPLETE_PROFILE). */
export const FIXTURE_PROFILE_FILE = 'fixture-box-profile-complete.json';
/** The fixture profile's file with building cards in its catalogue (the fixture file holds none). */
const withCards = (text: string, cards: readonly BuildingCard[]) => (cards.length === 0 ? text : JSON.stringify({ ...JSON.parse(text), buildingCards: cards }));
export const fixtureProfileText = () => readFileSync(new URL(`../fixtures/${FIXTURE_PROFILE_FILE}`, import.meta.url), 'utf8');

type Tiles3 = readonly [AuctionTile, AuctionTile, AuctionTile];
export interface SetupPlan {
	names: readonly string[];
	seed: string;
	/** The VP stack on space 10, bottom first, as the summary must show it. */
	stack: readonly string[];
	/** Public tiles and auction tiles: entered when drawn at the table, checked when the app draws. */
	publicTiles: readonly [ScoringTile, ScoringTile];
	auctionTiles: Tiles3;
}

/** Taps "Import a profile file" on /box and picks the fixture file; waits for the import message. */
export async function importProfile(page: Page, lang: Lang, shot?: (name: string) => Promise<void>, cards: readonly BuildingCard[] = []) {
	const p = { import: m.box_page_transfer_import({}, { locale: lang }) };
	await page.goto('/box');
	const chooser = page.waitForEvent('filechooser');
	// The button a person taps; the file input behind it is hidden from assistive technology.
	await page.getByRole('button', { name: p.import, exact: true }).click();
	await (await chooser).setFiles({ name: FIXTURE_PROFILE_FILE, mimeType: 'application/json', buffer: Buffer.from(withCards(fixtureProfileText(), cards)) });
	const done = page.getByText(/^Imported: \d+ values filled in\.$|^Importiert: \d+ Werte ergänzt\.$/);
	await expect(done).toBeVisible();
	if (shot) {
		await done.evaluate((el) => el.scrollIntoView({ block: 'end' }));
		await shot('0-box-imported');
	}
}

function players(page: Page, lang: Lang, names: readonly string[]) {
	return (async () => {
		if (names.length === 3) await pick(page.getByRole('radio', { name: m.setup_players_count_option({ n: 3 }, { locale: lang }), exact: true }));
		for (const [i, name] of names.entries()) {
			await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: lang }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: lang }) }).fill(name);
		}
	})();
}

async function expectSummary(page: Page, lang: Lang, plan: SetupPlan) {
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_summary({}, { locale: lang }));
	for (const tile of plan.publicTiles) await expect(page.getByText(describeScoringTile(tile, { locale: lang }), { exact: true }).first()).toBeVisible();
	for (const tile of plan.auctionTiles) await expect(page.getByText(describeAuctionTile(tile, { locale: lang }), { exact: true })).toHaveCount(1);
	const stack = page.getByRole('list', { name: m.setup_summary_vp_stack({}, { locale: lang }) }).getByRole('listitem');
	await expect(stack).toHaveCount(plan.names.length);
	for (const [i, name] of plan.stack.entries()) await expect(stack.nth(i)).toContainText(name);
}

/** /new with the tiles drawn at the table: the group enters the drawn public and auction tiles. */
export async function setUpAtTheTable(page: Page, lang: Lang, plan: SetupPlan, shot: (name: string) => Promise<void>) {
	const next = () => page.getByRole('button', { name: m.setup_next({}, { locale: lang }), exact: true }).click();
	await page.goto(`/new?seed=${plan.seed}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	await players(page, lang, plan.names);
	await shot('0-new-players');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_draw({}, { locale: lang }));
	// The default when the box profile does not know every tile; picked anyway, for a profile that does.
	await pick(page.getByRole('radio', { name: new RegExp(m.setup_draw_table({}, { locale: lang })) }));
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_scoring({}, { locale: lang }));
	const groups = [page.getByRole('group', { name: m.setup_scoring_mid({}, { locale: lang }) }), page.getByRole('group', { name: m.setup_scoring_final({}, { locale: lang }) })];
	for (const [i, tile] of plan.publicTiles.entries()) {
		const g = groups[i]!;
		await pick(g.getByRole('radio', { name: { survivor: m.terms_survivors({}, { locale: lang }), building: m.setup_tile_building({}, { locale: lang }), equipment: m.terms_equipment({}, { locale: lang }), 'any-equipment': m.setup_tile_any_equipment({}, { locale: lang }) }[tile.kind], exact: true }));
		if (tile.kind !== 'any-equipment') {
			const names: Record<string, string> = {
				worker: m.terms_worker({}, { locale: lang }),
				soldier: m.terms_soldier({}, { locale: lang }),
				engineer: m.terms_engineer({}, { locale: lang }),
				leader: m.terms_leader({}, { locale: lang }),
				beer: m.terms_beer({}, { locale: lang }),
				gasoline: m.terms_gasoline({}, { locale: lang }),
				weapon: m.terms_weapons({}, { locale: lang }),
				medicine: m.terms_medicine({}, { locale: lang }),
				vehicle: m.terms_vehicle_parts({}, { locale: lang }),
				map: m.terms_maps({}, { locale: lang }),
				civil: m.panels_construct_types_civil({}, { locale: lang }),
				military: m.setup_tile_military({}, { locale: lang }),
				science: m.setup_tile_science({}, { locale: lang }),
				headquarters: m.setup_tile_headquarters({}, { locale: lang })
			};
			await pick(g.getByRole('group', { name: m.setup_tile_target({}, { locale: lang }) }).getByRole('radio', { name: names[tile.target], exact: true }));
		}
		const more = g.getByRole('button', { name: m.common_increase({ label: m.setup_tile_vp({}, { locale: lang }) }, { locale: lang }) });
		for (let v = 1; v < tile.vp; v++) await more.click();
		await expect(g).toContainText(describeScoringTile(tile, { locale: lang }));
	}
	await shot('0-new-scoring');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.terms_auction_tiles({}, { locale: lang }));
	const areas = [m.terms_exploration({}, { locale: lang }), m.terms_construction({}, { locale: lang }), m.terms_city({}, { locale: lang })];
	for (const [i, area] of areas.entries()) {
		const g = page.getByRole('group', { name: area, exact: true });
		const tile = plan.auctionTiles[i]!;
		await pick(g.getByRole('group', { name: m.setup_tile_bonus({}, { locale: lang }) }).getByRole('radio', { name: auctionBonus[tile.bonus]({}, { locale: lang }) }));
		await pick(g.getByRole('group', { name: m.setup_tile_penalty({}, { locale: lang }) }).getByRole('radio', { name: auctionPenalty[tile.penalty]({}, { locale: lang }) }));
	}
	await next();
	await expectSummary(page, lang, plan);
	await shot('0-new-summary');
	await page.getByRole('button', { name: m.setup_start({}, { locale: lang }), exact: true }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_setup({}, { locale: lang })}`);
}

/** /new with the app drawing every tile (the profile knows them): the summary shows the draws, each player looks at their secret tiles. */
export async function setUpAppDraws(page: Page, lang: Lang, plan: SetupPlan, shot: (name: string) => Promise<void>) {
	const next = () => page.getByRole('button', { name: m.setup_next({}, { locale: lang }), exact: true }).click();
	await page.goto(`/new?seed=${plan.seed}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	await players(page, lang, plan.names);
	await shot('0-new-players');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_draw({}, { locale: lang }));
	await expect(page.getByRole('radio', { name: new RegExp(m.setup_draw_app({}, { locale: lang })) })).toBeChecked();
	await next();
	await expectSummary(page, lang, plan);
	await shot('0-new-summary');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_secrets({}, { locale: lang }));
	for (const [i, name] of plan.names.entries()) {
		await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name }, { locale: lang }) })).toBeVisible();
		await page.getByRole('button', { name: m.setup_secret_hold({}, { locale: lang }) }).hover();
		await page.mouse.down();
		await expect(page.getByText(m.setup_secret_your_tiles({ name }, { locale: lang }))).toBeVisible();
		if (i === 0) await shot('0-new-secret');
		await page.mouse.up();
		await expect(page.getByText(m.setup_secret_your_tiles({ name }, { locale: lang }))).toBeHidden();
		await page.getByRole('button', { name: i === plan.names.length - 1 ? m.common_done({}, { locale: lang }) : m.setup_secret_done({}, { locale: lang }), exact: true }).click();
	}
	await expect(page.getByText(m.setup_secret_all_done({}, { locale: lang }))).toBeVisible();
	await page.getByRole('button', { name: m.setup_start({}, { locale: lang }), exact: true }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_setup({}, { locale: lang })}`);
}
