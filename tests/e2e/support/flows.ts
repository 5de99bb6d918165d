/** The real UI driven as players do: a new game through /new (tiles drawn at the table) and round 1's start. */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import { boxWords } from './box-words';
import { area as areaWords } from '../../../src/lib/i18n/words/instructions';
import { auctionBonus, auctionPenalty, describeScoringTile } from '../../../src/lib/i18n/words/tiles';
import type { Area, BoxProfile } from '../../../src/lib/games/armageddon/types';
import type { Lang } from './games';

export const PLAYERS = ['Frank', 'Travis', 'Nikki', 'Ani'];
/** Auction tiles drawn at the table: Exploration, Construction, City. */
export const TILES = [
	['vp+2', 'marauder+'],
	['damage-', 'vp-2'],
	['equipment+', 'damage+']
] as const;

/** On the setup's auction step: the bonus and penalty of each area's tile as drawn at the table (TILES). */
export async function pickAuctionTiles(page: Page, lang: Lang) {
	const areas = [m.terms_exploration({}, { locale: lang }), m.terms_construction({}, { locale: lang }), m.terms_city({}, { locale: lang })];
	for (const [i, area] of areas.entries()) {
		const g = page.getByRole('group', { name: area, exact: true });
		const [bonus, penalty] = TILES[i]!;
		await pick(g.getByRole('group', { name: m.setup_tile_bonus({}, { locale: lang }) }).getByRole('radio', { name: auctionBonus[bonus]({}, { locale: lang }) }));
		await pick(g.getByRole('group', { name: m.setup_tile_penalty({}, { locale: lang }) }).getByRole('radio', { name: auctionPenalty[penalty]({}, { locale: lang }) }));
	}
}

/** The radio inputs are visually hidden inside their chips: tap the chip. */
export async function pick(radio: Locator) {
	await radio.locator('xpath=..').click();
	await expect(radio).toBeChecked();
}

/** Each step of /new in turn; `at(step)` runs on every step before moving on. Ends on the new game's page (`start` false: on the summary). */
export async function newGame(page: Page, lang: Lang, names = PLAYERS, at: (step: string) => Promise<void> = async () => {}, start = true) {
	const next = () => page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
	await page.goto('/new?seed=ABC123');
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	for (const [i, name] of names.entries()) {
		await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: lang }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: lang }) }).fill(name);
	}
	await at('players');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_draw({}, { locale: lang }));
	await at('draw');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_scoring({}, { locale: lang }));
	await page.getByRole('group', { name: m.setup_scoring_mid({}, { locale: lang }) }).getByRole('button', { name: describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, { locale: lang }) }).click();
	const second = page.getByRole('group', { name: m.setup_scoring_final({}, { locale: lang }) });
	await pick(second.getByRole('radio', { name: m.terms_equipment({}, { locale: lang }), exact: true }));
	await pick(second.getByRole('radio', { name: m.terms_maps({}, { locale: lang }) }));
	await at('scoring');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.terms_auction_tiles({}, { locale: lang }));
	await pickAuctionTiles(page, lang);
	await at('auction');
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_summary({}, { locale: lang }));
	await at('summary');
	if (!start) return;
	await page.getByRole('button', { name: m.setup_start({}, { locale: lang }) }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_setup({}, { locale: lang })}`);
}

/** The box prompt that round 1's start opens (the default profile does not know the marauder advance). */
export const boxPrompt = (page: Page, lang: Lang) => page.getByRole('dialog', { name: boxWords(lang).prompt.title });

/** Starts round 1, entering the marauder advance (1) in the box prompt; `open` runs while the prompt is open. */
export async function startRound(page: Page, lang: Lang, open: () => Promise<void> = async () => {}) {
	await page.getByRole('button', { name: m.game_round_start_start({ n: 1 }, { locale: lang }) }).click();
	const prompt = boxPrompt(page, lang);
	await expect(prompt).toBeVisible();
	const more = prompt.getByRole('button', { name: m.common_increase({ label: boxWords(lang).label('roundTrack.1') }, { locale: lang }) });
	await more.click();
	await open();
	await prompt.getByRole('button', { name: boxWords(lang).prompt.save }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_auction({}, { locale: lang })}`);
}

export const area = (page: Page, lang: Lang, a: Area) => page.getByRole('region', { name: areaWords[a]({}, { locale: lang }), exact: true });

/** A marker tapped for someone other than the player due goes down at once (the panel then offers to give it to the player due). */
export async function confirmOutOfTurn(page: Page, lang: Lang, column: Locator, name: string) {
	await expect(column.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

/** The survivors of the next bid: a number chip (0–6, one tap; 0 is already set), else typed into the field. */
export async function pickBidCount(page: Page, lang: Lang, survivors: number) {
	const count = m.game_bids_count({}, { locale: lang });
	if (survivors === 0) return;
	const chip = page.getByRole('group', { name: count, exact: true }).getByRole('button', { name: String(survivors), exact: true });
	if ((await chip.count()) > 0) await chip.click();
	else await page.getByRole('spinbutton', { name: count, exact: true }).fill(String(survivors));
	await expect(page.getByRole('spinbutton', { name: count, exact: true })).toHaveAttribute('aria-valuenow', String(survivors));
}

/**
 * One bid. The player due taps the number in the area (one tap: the marker already says where); `before` runs first with the count
 * set (City colours), so the number then takes those colours. Anyone else (a marker out of turn, or more than 6):
 * the count, then the player's chip in the area.
 */
export async function bid(page: Page, lang: Lang, a: Area, name: string, survivors: number, before?: () => Promise<void>) {
	const column = area(page, lang, a);
	const due = column.getByRole('group', { name: m.game_bids_due_in({ name, area: areaWords[a]({}, { locale: lang }) }, { locale: lang }), exact: true });
	if ((await due.count()) > 0 && survivors <= 6) {
		if (before && survivors > 0) {
			await pickBidCount(page, lang, survivors);
			await before();
		}
		await due.getByRole('button', { name: String(survivors), exact: true }).click();
	} else {
		await pickBidCount(page, lang, survivors);
		await before?.();
		await column.getByRole('button', { name: new RegExp(`^${escape(name)}: `) }).click();
		await confirmOutOfTurn(page, lang, column, name);
	}
	await expect(column.getByRole('listitem').filter({ hasText: name })).toHaveText(new RegExp(`${escape(name)}\\s*${survivors}$`));
}

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The player card of `name` (its button opens the player's sheet). */
export const card = (page: Page, name: string) =>
	page.getByRole('article').filter({ has: page.getByRole('button', { name: new RegExp(`^${escape(name)}:`) }) });

/**
 * Makes `profile` the box profile in use, written straight into the app's database (the page must be one of
 * the app's, loaded, so that the database exists): e.g. complete values, so the app draws every tile.
 */
export async function storeProfileInUse(page: Page, profile: BoxProfile) {
	await page.evaluate(async (profile) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('armageddon-companion');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const tx = db.transaction(['profiles', 'settings'], 'readwrite');
		tx.objectStore('profiles').put({ id: 'fixture', name: profile.name, profile, updatedAt: 1 });
		tx.objectStore('settings').put({ key: 'lastProfileId', value: 'fixture' });
		await new Promise((resolve) => (tx.oncomplete = resolve));
		db.close();
	}, profile);
}
