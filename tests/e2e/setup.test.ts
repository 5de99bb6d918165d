import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Locator, type Page } from './support/test';
import { auctionBonus, auctionPenalty, describeScoringTile } from '../../src/lib/i18n/words/tiles';
import { FIXTURE_COMPLETE_PROFILE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import { emptyProfile } from '../../src/lib/games/armageddon/profile';
import { createSetup } from '../../src/lib/games/armageddon/setup';
import type { Colour } from '../../src/lib/games/armageddon/types';
import { storeProfileInUse } from './support/flows';

type Lang = 'en' | 'de';
const PLAYERS: [string, Colour][] = [
	['Frank', 'brown'],
	['Travis', 'white'],
	['Nikki', 'orange'],
	['Ani', 'black']
];
const SEED = 'ABC123';
/** Phone screenshots of the whole step, one viewport at a time (full-page shots misplace the sticky bars). */
async function shot(page: Page, name: string) {
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	const pages = Math.min(6, Math.ceil(height / 560));
	for (let i = 0; i < pages; i++) {
		await page.evaluate((y) => window.scrollTo(0, y), i * 560);
		await page.screenshot({ path: `test-results/screens/setup-${name}${pages > 1 ? `-${i + 1}` : ''}.png` });
	}
	await page.evaluate(() => window.scrollTo(0, 0));
	const width = page.viewportSize()?.width ?? 360;
	expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width);
}

// Phone size, no service worker (its first-visit notice would cover the buttons at the bottom).
test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** The radio inputs are visually hidden inside their chips: tap the chip, as players do. */
async function pick(radio: Locator) {
	await radio.locator('xpath=..').click();
	await expect(radio).toBeChecked();
}

async function fillPlayers(page: Page, lang: Lang) {
	for (const [i, [name]] of PLAYERS.entries()) {
		await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: lang }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: lang }) }).fill(name);
	}
}

async function expectStep(page: Page, title: string) {
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(title);
}

/** Players, draw mode and the five tiles drawn at the table, up to the summary; returns the VP stack, bottom first. */
async function setUpAtTheTable(page: Page, lang: Lang, screens: string | null = null): Promise<string[]> {
	const next = () => page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
	await page.goto(`/new?seed=${SEED.toLowerCase()}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.home_new_game({}, { locale: lang }));
	await expect(page.getByRole('textbox', { name: m.setup_seed_label({}, { locale: lang }) })).toHaveValue(SEED);
	await fillPlayers(page, lang);
	if (screens) await shot(page, `1-players-${screens}`);
	await next();

	await expectStep(page, m.setup_steps_draw({}, { locale: lang }));
	await expect(page.getByRole('radio', { name: new RegExp(m.setup_draw_table({}, { locale: lang })) })).toBeChecked();
	await expect(page.getByRole('radio', { name: new RegExp(m.setup_draw_app({}, { locale: lang })) })).toBeDisabled();
	await expect(page.getByRole('link', { name: m.setup_draw_to_box({}, { locale: lang }) })).toHaveAttribute('href', '/box');
	if (screens) await shot(page, `2-draw-${screens}`);
	await next();

	await expectStep(page, m.setup_steps_scoring({}, { locale: lang }));
	const first = page.getByRole('group', { name: m.setup_scoring_mid({}, { locale: lang }) });
	const engineer = describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, { locale: lang });
	await first.getByRole('button', { name: engineer }).click();
	const second = page.getByRole('group', { name: m.setup_scoring_final({}, { locale: lang }) });
	await pick(second.getByRole('radio', { name: m.terms_equipment({}, { locale: lang }), exact: true }));
	await pick(second.getByRole('radio', { name: m.terms_maps({}, { locale: lang }) }));
	await second.getByRole('button', { name: m.common_increase({ label: m.setup_tile_vp({}, { locale: lang }) }, { locale: lang }) }).click();
	await expect(second).toContainText(describeScoringTile({ kind: 'equipment', target: 'map', vp: 2 }, { locale: lang }));
	if (screens) await shot(page, `3-scoring-${screens}`);
	await next();

	await expectStep(page, m.terms_auction_tiles({}, { locale: lang }));
	const areas = [m.terms_exploration({}, { locale: lang }), m.terms_construction({}, { locale: lang }), m.terms_city({}, { locale: lang })];
	const tiles = [
		['vp+2', 'marauder+'],
		['damage-', 'vp-2'],
		['equipment+', 'damage+']
	] as const;
	for (const [i, area] of areas.entries()) {
		const g = page.getByRole('group', { name: area, exact: true });
		const [bonus, penalty] = tiles[i]!;
		await pick(g.getByRole('group', { name: m.setup_tile_bonus({}, { locale: lang }) }).getByRole('radio', { name: auctionBonus[bonus]({}, { locale: lang }) }));
		await pick(g.getByRole('group', { name: m.setup_tile_penalty({}, { locale: lang }) }).getByRole('radio', { name: auctionPenalty[penalty]({}, { locale: lang }) }));
	}
	if (screens) await shot(page, `4-auction-${screens}`);
	await next();

	await expectStep(page, m.setup_steps_summary({}, { locale: lang }));
	await expect(page.getByText(engineer)).toBeVisible();
	const stack = page.getByRole('list', { name: m.setup_summary_vp_stack({}, { locale: lang }) }).getByRole('listitem');
	await expect(stack).toHaveCount(4);
	const names = (await stack.allTextContents()).map((s) => PLAYERS.find(([n]) => s.includes(n))?.[0] ?? s);
	await expect(stack.last()).toContainText(m.setup_summary_top({}, { locale: lang }));
	if (screens) await shot(page, `5-summary-${screens}`);
	return names;
}

/** The VP stack the engine gives for the seed: with tiles drawn at the table the box values play no part. */
function engineStack(): string[] {
	const r = createSetup({ players: PLAYERS.map(([name, colour]) => ({ name, colour })), seed: SEED, profile: emptyProfile() });
	if (!r.ok) throw new Error(r.reason);
	return r.value.vpStack.map((id) => r.value.players.find((p) => p.id === id)?.name ?? id);
}

/** Reads the stored events of every game straight from IndexedDB. */
function storedEventTypes(page: Page): Promise<string[]> {
	return page.evaluate(
		() =>
			new Promise<string[]>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const all = open.result.transaction('events').objectStore('events').getAll();
					all.onsuccess = () => resolve(all.result.map((row: { event: { type: string } }) => row.event.type));
				};
			})
	);
}

test.describe('in German', () => {
	test.use({ locale: 'de-DE' });

	test('a 4-player game with a fixed seed and tiles drawn at the table starts on its game page', async ({ page }) => {
		const stack = await setUpAtTheTable(page, 'de', 'de');
		expect(stack).toEqual(engineStack());
		await page.getByRole('checkbox', { name: m.setup_summary_items_round_marker({}, { locale: 'de' }) }).check();
		await page.getByRole('button', { name: m.setup_start({}, { locale: 'de' }) }).click();
		await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
		expect(await storedEventTypes(page)).toEqual(['tiles-entered']);
	});

	test('the empty form is refused with a message at each name', async ({ page }) => {
		await page.goto('/new');
		await page.getByRole('button', { name: m.setup_next({}, { locale: 'de' }) }).click();
		await expect(page.getByRole('alert')).toHaveText(m.setup_errors_fix({}, { locale: 'de' }));
		await expect(page.getByText(m.setup_errors_name_empty({}, { locale: 'de' }))).toHaveCount(4);
		await shot(page, '1-players-errors-de');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	});
});

test.describe('in English', () => {
	test.use({ locale: 'en-US' });

	test('the same seed twice gives the same VP stack', async ({ page }) => {
		const first = await setUpAtTheTable(page, 'en', 'en');
		// The form keeps an unfinished draft across a reload; the second run starts from an empty form.
		await page.evaluate(() => localStorage.removeItem('armageddon-companion:drafts:new-game:setup'));
		const second = await setUpAtTheTable(page, 'en');
		expect(second).toEqual(first);
		expect(first).toEqual(engineStack());
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
	});
});

for (const lang of ['en', 'de'] as const) {
	test.describe(`tiles drawn at the table, ${lang}`, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US' });

		test('after "Start game" the game page and its round log show the scoring tiles the table drew', async ({ page }) => {
			await setUpAtTheTable(page, lang);
			await page.getByRole('button', { name: m.setup_start({}, { locale: lang }) }).click();
			await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
			const tiles = [describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, { locale: lang }), describeScoringTile({ kind: 'equipment', target: 'map', vp: 2 }, { locale: lang })];
			const setup = page.locator('details.setup');
			for (const tile of tiles) await expect(setup.getByText(tile, { exact: true })).toBeVisible();
			await expect(setup.getByText(m.setup_summary_draw_one({}, { locale: lang }))).toHaveCount(0);
			const log = page.getByRole('region', { name: m.game_log_heading({}, { locale: lang }) });
			for (const tile of tiles) await expect(log).toContainText(tile);
			await expect(log).toContainText(m.instructions_auction_tiles({ list: '' }, { locale: lang }).trim());
		});
	});
}

test.describe('sharing', () => {
	test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

	test('"Copy link" copies a link that opens the form with the same code', async ({ page, baseURL }) => {
		await page.goto('/new');
		const code = page.getByRole('textbox', { name: m.setup_seed_label({}, { locale: 'en' }) });
		await expect(code).not.toHaveValue('');
		await code.fill('xyz-789');
		await page.getByRole('button', { name: m.setup_seed_copy({}, { locale: 'en' }) }).click();
		await expect(page.getByRole('status').filter({ hasText: m.setup_seed_copied({}, { locale: 'en' }) })).toBeVisible();
		const link = await page.evaluate(() => navigator.clipboard.readText());
		expect(link).toBe(`${baseURL}/new?seed=XYZ789`);
		await page.goto(link);
		await expect(page.getByRole('textbox', { name: m.setup_seed_label({}, { locale: 'en' }) })).toHaveValue('XYZ789');
		await page.getByRole('button', { name: m.setup_seed_new_code({}, { locale: 'en' }) }).click();
		await expect(page.getByRole('textbox', { name: m.setup_seed_label({}, { locale: 'en' }) })).not.toHaveValue('XYZ789');
	});
});

test.describe('dark theme', () => {
	test.use({ locale: 'de-DE', colorScheme: 'dark' });

	test('every step reads well in the dark', async ({ page }) => {
		expect(await setUpAtTheTable(page, 'de', 'de-dark')).toEqual(engineStack());
	});
});

for (const lang of ['en', 'de'] as const) {
	test.describe(`app draws, ${lang}`, () => {
		// The phone the table tested with (390×844): a common small size.
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', viewport: { width: 390, height: 844 } });

		test('with complete box values the app draws and each player holds to see only their own tiles', async ({ page }) => {
			// Complete box values (a FIXTURE with invented values) as the profile in use.
			await page.goto('/new');
			await expect(page.getByRole('textbox', { name: m.setup_seed_label({}, { locale: lang }) })).not.toHaveValue('');
			await storeProfileInUse(page, FIXTURE_COMPLETE_PROFILE);
			await page.goto(`/new?seed=${SEED}`);
			await fillPlayers(page, lang);
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expect(page.getByRole('radio', { name: new RegExp(m.setup_draw_app({}, { locale: lang })) })).toBeChecked();
			await shot(page, `2-draw-app-${lang}`);
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expectStep(page, m.setup_steps_summary({}, { locale: lang }));
			await shot(page, `5-summary-app-${lang}`);
			await page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
			await expectStep(page, m.setup_steps_secrets({}, { locale: lang }));

			const r = createSetup({ players: PLAYERS.map(([name, colour]) => ({ name, colour })), seed: SEED, profile: FIXTURE_COMPLETE_PROFILE });
			if (!r.ok) throw new Error(r.reason);
			const setup = r.value;
			const texts = setup.players.map((p) => (setup.privateTiles[p.id] ?? []).map((d) => (d.tile ? describeScoringTile(d.tile, { locale: lang }) : '?')));
			const all = texts.flat();
			const visible = async () => {
				const out: string[] = [];
				for (const text of all) if (await page.getByText(text, { exact: true }).isVisible()) out.push(text);
				return out;
			};

			for (const [i, p] of setup.players.entries()) {
				await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: p.name }, { locale: lang }) })).toBeVisible();
				const hold = page.getByRole('button', { name: m.setup_secret_hold({}, { locale: lang }) });
				expect(await visible()).toEqual([]);
				if (i === 0) {
					await shot(page, `6-secret-hidden-${lang}`);
					// On a phone: "Done, pass on" shows whole without scrolling, above the sticky bar.
					const done = (await page.getByRole('button', { name: m.setup_secret_done({}, { locale: lang }) }).boundingBox())!;
					const skip = (await page.getByRole('button', { name: m.setup_secret_skip({ name: p.name }, { locale: lang }) }).boundingBox())!;
					const bar = (await page.locator('.actions').boundingBox())!;
					expect(done.y + done.height).toBeLessThanOrEqual(bar.y);
					expect(skip.y + skip.height, 'Skip shows too').toBeLessThanOrEqual(bar.y);
				}
				// Each player holds another way: mouse, Space, a finger (touch through CDP), Enter.
				const way = (['mouse', ' ', 'touch', 'Enter'] as const)[i % 4] ?? 'mouse';
				if (way === 'mouse') {
					await hold.hover();
					await page.mouse.down();
					await expect.poll(visible).toEqual(texts[i]);
					if (i === 0) await shot(page, `6-secret-shown-${lang}`);
					await page.mouse.up();
				} else if (way === 'touch') {
					await hold.scrollIntoViewIfNeeded();
					const box = await hold.boundingBox();
					if (!box) throw new Error('no hold button');
					const cdp = await page.context().newCDPSession(page);
					const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
					await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
					await page.waitForTimeout(700); // a long press: no context menu, no selection
					await expect.poll(visible).toEqual(texts[i]);
					await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
				} else {
					await hold.focus();
					await page.keyboard.down(way);
					await expect.poll(visible).toEqual(texts[i]);
					await page.keyboard.up(way);
				}
				await expect.poll(visible).toEqual([]);
				await page.getByRole('button', { name: i === setup.players.length - 1 ? m.common_done({}, { locale: lang }) : m.setup_secret_done({}, { locale: lang }) }).click();
			}
			await expect(page.getByText(m.setup_secret_all_done({}, { locale: lang }))).toBeVisible();
			await page.getByRole('button', { name: m.setup_start({}, { locale: lang }) }).click();
			await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
			expect(await storedEventTypes(page)).toEqual([]);
		});
	});
}
