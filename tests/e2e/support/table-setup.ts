/** Setting up a game on /new as the group does, and importing a box profile file on /box. */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { boxPageText } from '../../../src/lib/i18n/features/box-page';
import { gameText } from '../../../src/lib/i18n/features/game';
import { describeAuctionTile, describeScoringTile, setupText } from '../../../src/lib/i18n/features/setup';
import type { AuctionTile, BuildingCard, ScoringTile } from '../../../src/lib/rules/types';
import { CATALOGS } from '../routes';
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
	const p = boxPageText[lang].transfer;
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
	const t = setupText[lang];
	return (async () => {
		if (names.length === 3) await pick(page.getByRole('radio', { name: t.players.countOption(3), exact: true }));
		for (const [i, name] of names.entries()) {
			await page.getByRole('group', { name: t.players.seat(i + 1) }).getByRole('textbox', { name: t.players.name }).fill(name);
		}
	})();
}

async function expectSummary(page: Page, lang: Lang, plan: SetupPlan) {
	const t = setupText[lang];
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.summary);
	for (const tile of plan.publicTiles) await expect(page.getByText(describeScoringTile(t, tile), { exact: true }).first()).toBeVisible();
	for (const tile of plan.auctionTiles) await expect(page.getByText(describeAuctionTile(t, tile), { exact: true })).toHaveCount(1);
	const stack = page.getByRole('list', { name: t.summary.vpStack }).getByRole('listitem');
	await expect(stack).toHaveCount(plan.names.length);
	for (const [i, name] of plan.stack.entries()) await expect(stack.nth(i)).toContainText(name);
}

/** /new with the tiles drawn at the table: the group enters the drawn public and auction tiles. */
export async function setUpAtTheTable(page: Page, lang: Lang, plan: SetupPlan, shot: (name: string) => Promise<void>) {
	const t = setupText[lang];
	const next = () => page.getByRole('button', { name: t.next, exact: true }).click();
	await page.goto(`/new?seed=${plan.seed}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	await players(page, lang, plan.names);
	await shot('0-new-players');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.draw);
	// The default when the box profile does not know every tile; picked anyway, for a profile that does.
	await pick(page.getByRole('radio', { name: new RegExp(t.draw.table) }));
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.scoring);
	const groups = [page.getByRole('group', { name: t.scoring.mid }), page.getByRole('group', { name: t.scoring.final })];
	for (const [i, tile] of plan.publicTiles.entries()) {
		const g = groups[i]!;
		await pick(g.getByRole('radio', { name: { survivor: t.tile.survivor, building: t.tile.building, equipment: t.tile.equipment, 'any-equipment': t.tile.anyEquipment }[tile.kind], exact: true }));
		if (tile.kind !== 'any-equipment') {
			const m = CATALOGS[lang].terms;
			const names: Record<string, string> = {
				worker: m.worker,
				soldier: m.soldier,
				engineer: m.engineer,
				leader: m.leader,
				beer: m.beer,
				gasoline: m.gasoline,
				weapon: m.weapons,
				medicine: m.medicine,
				vehicle: m.vehicleParts,
				map: m.maps,
				civil: t.tile.civil,
				military: t.tile.military,
				science: t.tile.science,
				headquarters: t.tile.headquarters
			};
			await pick(g.getByRole('group', { name: t.tile.target }).getByRole('radio', { name: names[tile.target], exact: true }));
		}
		const more = g.getByRole('button', { name: CATALOGS[lang].common.increase(t.tile.vp) });
		for (let v = 1; v < tile.vp; v++) await more.click();
		await expect(g).toContainText(describeScoringTile(t, tile));
	}
	await shot('0-new-scoring');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.auction);
	const areas = [CATALOGS[lang].terms.exploration, CATALOGS[lang].terms.construction, CATALOGS[lang].terms.city];
	for (const [i, area] of areas.entries()) {
		const g = page.getByRole('group', { name: area, exact: true });
		const tile = plan.auctionTiles[i]!;
		await pick(g.getByRole('group', { name: t.tile.bonus }).getByRole('radio', { name: t.tile.bonuses[tile.bonus] }));
		await pick(g.getByRole('group', { name: t.tile.penalty }).getByRole('radio', { name: t.tile.penalties[tile.penalty] }));
	}
	await next();
	await expectSummary(page, lang, plan);
	await shot('0-new-summary');
	await page.getByRole('button', { name: t.start, exact: true }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${gameText[lang].header.round(1)} ${gameText[lang].header.phase.setup}`);
}

/** /new with the app drawing every tile (the profile knows them): the summary shows the draws, each player looks at their secret tiles. */
export async function setUpAppDraws(page: Page, lang: Lang, plan: SetupPlan, shot: (name: string) => Promise<void>) {
	const t = setupText[lang];
	const next = () => page.getByRole('button', { name: t.next, exact: true }).click();
	await page.goto(`/new?seed=${plan.seed}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	await players(page, lang, plan.names);
	await shot('0-new-players');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.draw);
	await expect(page.getByRole('radio', { name: new RegExp(t.draw.app) })).toBeChecked();
	await next();
	await expectSummary(page, lang, plan);
	await shot('0-new-summary');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(t.steps.secrets);
	for (const [i, name] of plan.names.entries()) {
		await expect(page.getByRole('heading', { name: t.secret.passTo(name) })).toBeVisible();
		await page.getByRole('button', { name: t.secret.hold }).hover();
		await page.mouse.down();
		await expect(page.getByText(t.secret.yourTiles(name))).toBeVisible();
		if (i === 0) await shot('0-new-secret');
		await page.mouse.up();
		await expect(page.getByText(t.secret.yourTiles(name))).toBeHidden();
		await page.getByRole('button', { name: i === plan.names.length - 1 ? t.secret.doneLast : t.secret.done, exact: true }).click();
	}
	await expect(page.getByText(t.secret.allDone)).toBeVisible();
	await page.getByRole('button', { name: t.start, exact: true }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${gameText[lang].header.round(1)} ${gameText[lang].header.phase.setup}`);
}
