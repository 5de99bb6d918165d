import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from './support/test';
import { boxWords } from './support/box-words';
import { area as areaWords } from '../../src/lib/i18n/words/instructions';
import { describeScoringTile } from '../../src/lib/i18n/words/tiles';
import { emptyProfile } from '../../src/lib/games/armageddon/profile';
import { createSetup } from '../../src/lib/games/armageddon/setup';
import type { Area, Colour } from '../../src/lib/games/armageddon/types';
import { confirmOutOfTurn, pick, pickAuctionTiles, pickBidCount } from './support/flows';

type Lang = 'en' | 'de';
const PLAYERS: [string, Colour][] = [
	['Frank', 'brown'],
	['Travis', 'white'],
	['Nikki', 'orange'],
	['Ani', 'black']
];
const SEED = 'ABC123';
/** Round 1's marauder advance as entered in the box prompt (the default profile does not know it). */
const ADVANCE = 1;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/tracker-${name}.png` });

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** The player on top of the VP stack starts round 1: the engine's stack for the seed (tiles drawn at the table). */
function topOfStack(): string {
	const r = createSetup({ players: PLAYERS.map(([name, colour]) => ({ name, colour })), seed: SEED, profile: emptyProfile() });
	if (!r.ok) throw new Error(r.reason);
	const top = r.value.vpStack[r.value.vpStack.length - 1];
	return r.value.players.find((p) => p.id === top)?.name ?? '?';
}


/** A 4-player game set up with the real /new assistant, tiles drawn at the table; ends on the game page. */
async function newGame(page: Page, lang: Lang) {
	const next = () => page.getByRole('button', { name: m.setup_next({}, { locale: lang }) }).click();
	await page.goto(`/new?seed=${SEED}`);
	await expect(page.locator('html')).toHaveAttribute('lang', lang);
	for (const [i, [name]] of PLAYERS.entries()) {
		await page.getByRole('group', { name: m.setup_players_seat({ n: i + 1 }, { locale: lang }) }).getByRole('textbox', { name: m.setup_players_name({}, { locale: lang }) }).fill(name);
	}
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_draw({}, { locale: lang }));
	await next();
	await page.getByRole('group', { name: m.setup_scoring_mid({}, { locale: lang }) }).getByRole('button', { name: describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, { locale: lang }) }).click();
	const second = page.getByRole('group', { name: m.setup_scoring_final({}, { locale: lang }) });
	await pick(second.getByRole('radio', { name: m.terms_equipment({}, { locale: lang }), exact: true }));
	await pick(second.getByRole('radio', { name: m.terms_maps({}, { locale: lang }) }));
	await second.getByRole('button', { name: m.common_increase({ label: m.setup_tile_vp({}, { locale: lang }) }, { locale: lang }) }).click();
	await next();
	await pickAuctionTiles(page, lang);
	await next();
	await expect(page.getByRole('heading', { level: 2 })).toHaveText(m.setup_steps_summary({}, { locale: lang }));
	await page.getByRole('button', { name: m.setup_start({}, { locale: lang }) }).click();
	await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}$/);
}

/** Start round 1: the box prompt asks for the marauder advance, then the round starts. */
async function startRound(page: Page, lang: Lang, screens = false) {
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_setup({}, { locale: lang })}`);
	if (screens) await shot(page, `1-start-${lang}`);
	await page.getByRole('button', { name: m.game_round_start_start({ n: 1 }, { locale: lang }) }).click();
	const prompt = page.getByRole('dialog', { name: boxWords(lang).prompt.title });
	await expect(prompt).toBeVisible();
	const more = prompt.getByRole('button', { name: m.common_increase({ label: boxWords(lang).label('roundTrack.1') }, { locale: lang }) });
	for (let i = 0; i < ADVANCE; i++) await more.click();
	if (screens) await shot(page, `2-box-prompt-${lang}`);
	await prompt.getByRole('button', { name: boxWords(lang).prompt.save }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: lang })} ${m.terms_phase_auction({}, { locale: lang })}`);
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: lang })}`);
}

const area = (page: Page, lang: Lang, a: Area) => page.getByRole('region', { name: areaWords[a]({}, { locale: lang }), exact: true });

/** One bid: survivors on the stepper, then the player's chip in the area; waits until it is listed. */
async function bid(page: Page, lang: Lang, a: Area, name: string, survivors: number) {
	const more = page.getByRole('button', { name: m.common_increase({ label: m.game_bids_count({}, { locale: lang }) }, { locale: lang }) });
	for (let i = 0; i < survivors; i++) await more.click();
	const column = area(page, lang, a);
	await column.getByRole('button', { name: new RegExp(`^${name}: `) }).click();
	await confirmOutOfTurn(page, lang, column, name);
	await expect(column.getByRole('listitem').filter({ hasText: name })).toHaveText(new RegExp(`${name}\\s*${survivors}$`));
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('button', { name: new RegExp(`^${name}:`) }) });

/** VP, marauders and damage as the card shows them (the labels are for screen readers). */
async function expectCard(page: Page, name: string, vp: number, marauders: number, damage: number, space: string) {
	const c = card(page, name);
	await expect(c).toContainText(new RegExp(`VP\\s*${vp}\\s*Marauders\\s*${marauders}\\s*Damage\\s*${damage}`));
	await expect(c).toContainText(space);
}

test('a round is tracked from its start through the auction, survives a reload and undoes a bid', async ({ page }) => {
	test.setTimeout(120_000);
	const lang = 'en';
	await newGame(page, lang);
	const start = topOfStack();
	await expect(page.getByTitle(m.game_header_start_player({ name: start }, { locale: 'en' }))).toHaveText(new RegExp(`^★\\s*${m.game_header_start_player_label({}, { locale: 'en' })}${start}$`));
	await startRound(page, lang, true);

	// Phase 1 as a checklist: the reveal reminder of round 1 and the start player.
	const item = (text: string) => page.getByRole('checkbox', { name: new RegExp(`^${text.replace(/[()]/g, '\\$&')}`) });
	await expect(item('Move the round marker to round 1')).toBeVisible();
	await expect(item('Reveal 4 equipment cards (at most 1 marauder per card) and 4 level-1 building cards')).toBeVisible();
	await expect(item(`Start player: ${start}`)).toBeVisible();
	await expect(item(`Nikki: marauders ${ADVANCE}`)).toBeVisible();
	await shot(page, '3-bids-en');

	// Exploration: Nikki and Ani bid most (Nikki first), Frank least.
	await bid(page, lang, 'exploration', 'Nikki', 2);
	await bid(page, lang, 'exploration', 'Ani', 2);
	await bid(page, lang, 'exploration', 'Frank', 0);
	await bid(page, lang, 'exploration', 'Travis', 1);
	// Construction: Ani most; Nikki, Travis and Frank tie lowest, Frank last.
	await bid(page, lang, 'construction', 'Ani', 1);
	await bid(page, lang, 'construction', 'Nikki', 0);
	await bid(page, lang, 'construction', 'Travis', 0);
	await bid(page, lang, 'construction', 'Frank', 0);
	// City: Frank most; Travis, Ani and Nikki tie lowest, Nikki last.
	await bid(page, lang, 'city', 'Frank', 1);
	await bid(page, lang, 'city', 'Travis', 0);
	await bid(page, lang, 'city', 'Ani', 0);
	await shot(page, '4-bids-filled-en');

	// Undo the last bid and redo it.
	const city = area(page, lang, 'city');
	await page.getByRole('button', { name: m.common_undo({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Undone: Ani bids 0 in City' })).toBeVisible();
	// Where the thumb works: the notice sits just under the game header, in the top half: never over the step's buttons below.
	const notice = (await page.locator('.notices').boundingBox())!;
	const header = (await page.locator('.game-header').boundingBox())!;
	expect(Math.abs(notice.y - (header.y + header.height))).toBeLessThanOrEqual(2);
	expect(notice.y + notice.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2);
	await shot(page, '4b-undo-notice-en');
	await expect(city.getByRole('listitem')).toHaveCount(2);
	await expect(city.getByRole('button', { name: /^Ani: / })).toBeVisible();
	await page.getByRole('button', { name: m.game_header_redo({}, { locale: 'en' }) }).click();
	await expect(city.getByRole('listitem')).toHaveCount(3);
	await expect(city.getByRole('button', { name: /^Ani: / })).toHaveCount(0);

	await bid(page, lang, 'city', 'Nikki', 0);

	// The auction tiles: bonus and penalty per area with the tie reasons.
	const result = page.getByRole('region', { name: m.game_auction_heading({}, { locale: 'en' }) });
	await expect(result).toContainText(/Exploration\s*Bonus\s*Nikki\s*Nikki\s*bid\s*before\s*Ani\s*Penalty\s*Frank/);
	await expect(result).toContainText(/Construction\s*Bonus\s*Ani\s*Penalty\s*Frank\s*Frank\s*bid\s*after\s*Nikki\s*and\s*Travis/);
	await expect(result).toContainText(/City\s*Bonus\s*Frank\s*Penalty/);
	await shot(page, '5-auction-result-en');
	// Frank's bonus: an equipment card; the City penalty waits for that choice.
	await page.getByRole('button', { name: m.terms_beer({}, { locale: 'en' }), exact: true }).click();
	await expect(result).toContainText(/City\s*Bonus\s*Frank\s*Penalty\s*Nikki\s*Nikki\s*bid\s*after\s*Travis\s*and\s*Ani/);
	await expect(result).toContainText('Choice order');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: 'en' })} ${m.game_header_phase_exploration({}, { locale: 'en' })}`);

	// Worked out by hand: 10 VP each, damage 3, marauders = round 1 advance.
	// Nikki +2 VP (Exploration bonus), damage +1 (City penalty); Ani damage −1 (Construction bonus);
	// Frank +1 marauder (Exploration penalty), −2 VP (Construction penalty), one equipment card (City bonus).
	const expected = async () => {
		await expectCard(page, 'Nikki', 12, ADVANCE, 4, 'Space 12');
		await expectCard(page, 'Ani', 10, ADVANCE, 2, 'Space 10');
		await expectCard(page, 'Frank', 8, ADVANCE + 1, 3, 'Space 8');
		await expectCard(page, 'Travis', 10, ADVANCE, 3, 'Space 10');
		await expect(card(page, 'Frank')).toContainText('1 equipment card');
	};
	await expected();
	// What to mirror: one line per player for the auction tiles, with the end positions; a tick survives the reload.
	const nikkiLine = item('Nikki: VP 10 → 12 · damage 4');
	await expect(nikkiLine).toBeVisible();
	await expect(item('Ani: damage 2')).toBeVisible();
	await expect(item(`Frank: VP 10 → 8 · marauders ${ADVANCE + 1} · take 1 beer card`)).toBeVisible();
	await expect(item('Travis:')).toHaveCount(0);
	await nikkiLine.check();
	await nikkiLine.scrollIntoViewIfNeeded();
	await shot(page, '6-mirror-en');
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);
	await result.screenshot({ path: 'test-results/screens/tracker-6-auction-result-en.png' });
	await page.getByRole('region', { name: m.scoring_entry_players({}, { locale: 'en' }) }).screenshot({ path: 'test-results/screens/tracker-6-players-en.png' });

	await page.reload();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 1 }, { locale: 'en' })} ${m.game_header_phase_exploration({}, { locale: 'en' })}`);
	await expected();
	await expect(nikkiLine).toBeChecked();
	await expect(item('Ani: damage 2')).not.toBeChecked();
	await expect(result).toContainText('Nikki bid before Ani');

	// The player's sheet: history and a logged correction.
	await card(page, 'Nikki').getByRole('button', { name: m.game_players_open({ name: 'Nikki' }, { locale: 'en' }) }).click();
	const sheet = page.getByRole('dialog', { name: 'Nikki' });
	await expect(sheet).toContainText('Nikki: VP marker to space 12 (+2, auction bonus)');
	await shot(page, '7-sheet-en');
	await sheet.getByRole('button', { name: m.common_increase({ label: m.game_correction_value({}, { locale: 'en' }) }, { locale: 'en' }) }).click();
	await sheet.getByRole('button', { name: m.game_correction_apply({ value: 13 }, { locale: 'en' }) }).click();
	await expect(sheet.getByText(m.game_correction_done({}, { locale: 'en' }))).toBeVisible();
	await expect(sheet).toContainText('Nikki: VP marker to space 13 (+1, correction)');
	await sheet.getByRole('button', { name: m.common_close({}, { locale: 'en' }) }).click();
	await expectCard(page, 'Nikki', 13, ADVANCE, 4, 'Space 13');
	await expect(page.getByRole('region', { name: m.game_log_heading({}, { locale: 'en' }) })).toContainText('Correction: Nikki’s VP set to 13');
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

for (const lang of ['en', 'de'] as const) {
	for (const scheme of ['light', 'dark'] as const) {
		test.describe(`${lang} ${scheme}`, () => {
			// The phone the table tested with: 390×844, a common small size.
			test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', colorScheme: scheme, viewport: { width: 390, height: 844 } });

			test('phone screenshots of the tracker', async ({ page }) => {
				test.setTimeout(90_000);
				await newGame(page, lang);
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				await shot(page, `start-${lang}-${scheme}`);
				await startRound(page, lang);
				await shot(page, `round-start-${lang}-${scheme}`);
				// In turn (Travis starts, Nikki is next): a marker tapped out of turn adds its notice above the areas.
				await bid(page, lang, 'exploration', 'Travis', 2);
				await bid(page, lang, 'construction', 'Nikki', 1);
				await page.getByRole('region', { name: m.terms_exploration({}, { locale: lang }), exact: true }).scrollIntoViewIfNeeded();
				await shot(page, `bids-${lang}-${scheme}`);
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
				// The next marker's number picked, the City colours open: the panel from the due player to the City column.
				await pickBidCount(page, lang, 2);
				const city = page.getByRole('region', { name: m.terms_city({}, { locale: lang }), exact: true });
				// On a phone: "who is due" just under the sticky header, the City column's chips still on the screen.
				const stuck = (await page.locator('.game-header').boundingBox())!;
				await page.getByText(m.game_bids_next({ name: '' }, { locale: lang }), { exact: false }).first().evaluate((el, top) => {
					window.scrollBy(0, el.getBoundingClientRect().top - top);
				}, stuck.y + stuck.height);
				const end = (await city.boundingBox())!;
				expect(end.y + end.height, 'the City column ends on the screen').toBeLessThanOrEqual(page.viewportSize()!.height);
				await city.getByRole('button', { name: m.colours_change({}, { locale: lang }) }).click();
				await city.evaluate((el) => {
					el.scrollIntoView({ block: 'start' });
					window.scrollBy(0, -112);
				});
				await shot(page, `bids-colours-${lang}-${scheme}`);
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
				await page.getByRole('region', { name: m.game_log_heading({}, { locale: lang }) }).scrollIntoViewIfNeeded();
				await shot(page, `log-${lang}-${scheme}`);
			});
		});
	}
}
