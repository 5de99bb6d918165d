/**
 * A round as a table plays it, not as a script would: the scripted round of tap-round.ts with what happens at a
 * real table added. A bid is entered for the wrong player and given to the right one; the building cards come
 * from the box's catalogue with their printed actions (one usable once a round); a City bid's colours are set
 * right in City, the leader put in for the engineer a card asks for; a player uses their last City survivor and
 * the turn passes on by itself, as do the turns of players with nothing to do. Counted like the script: every tap a person makes, every character typed.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AuctionTile, BuildingCard, ScoringTile } from '../../../src/lib/games/armageddon/types';
import { bid, escape } from './flows';
import { buildingTileName } from '../../../src/lib/i18n/words/panels';
import { Table, type Lang } from './table';
import { importProfile, setUpAtTheTable } from './table-setup';
import { counter, mirrorLines, type RoundCost } from './tap-round';

const tile = (bonus: AuctionTile['bonus'], penalty: AuctionTile['penalty']): AuctionTile => ({ bonus, penalty });
const ENGINEERS_4: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
const MAPS_2: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
/** The cards of the round with actions printed on them, as entered in the box's catalogue. */
export const REAL_CARDS: readonly BuildingCard[] = [
	{ name: 'Fixture Hall', level: 1, type: 'civil', housing: 2, starVp: 1, actions: [{ kind: 'gain-vp', uses: 2, needs: 'engineer', amount: 2 }] },
	{ name: 'Fixture Post', level: 1, type: 'military', housing: 1, starVp: 0, actions: [{ kind: 'fight', uses: 1, needs: 'any', amount: 2 }] },
	{ name: 'Fixture Lab', level: 1, type: 'science', housing: 1, starVp: 2 }
];

/** The taps a person made for the same round at a table, before this measure (a new user, practised). */
export const TABLE_TAPS_BEFORE = 51;

/** A printed building action, as a person takes it: its button, and "Do it" when the app still asks for it. */
async function usePrinted(page: Page, lang: Lang, card: string, shot?: () => Promise<void>) {
	const group = page.getByRole('group', { name: m.cards_from_buildings({}, { locale: lang }), exact: true });
	await shot?.();
	await group.getByRole('button', { name: new RegExp(`^${escape(card)}:`) }).first().click();
	const confirm = page.getByRole('button', { name: m.panels_city_confirm({}, { locale: lang }), exact: true });
	if (await confirm.isVisible()) await confirm.click();
}

/**
 * Sets up (not counted), then plays the real round 1 and returns what it cost; with `screens`, phone screenshots
 * of the steps this round adds (test-results/screens/games-real-<lang>-…), which cost no tap; 'all' also opens
 * the first-time card form in Construction (taps the count then includes).
 */
export async function playRealRound(page: Page, lang: Lang = 'en', screens: boolean | 'all' = false): Promise<RoundCost> {
	await importProfile(page, lang, undefined, REAL_CARDS);
	const scheme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
	const t = new Table(page, lang, `real-${lang}-${scheme}`);
	const shot = (name: string, at?: Locator, block?: 'start' | 'end') => (screens ? t.shot(name, at, block) : Promise.resolve());
	await setUpAtTheTable(
		page,
		lang,
		{
			names: ['Frank', 'Travis', 'Nikki', 'Ani'],
			seed: 'DE4321',
			stack: ['Nikki', 'Frank', 'Ani', 'Travis'],
			publicTiles: [ENGINEERS_4, MAPS_2],
			auctionTiles: [tile('vp+2', 'marauder+'), tile('equipment+', 'damage+'), tile('marauder-', 'equipment-')]
		},
		async () => {}
	);
	await page.evaluate(counter);
	const seen = new Set<string>();
	const phases: Record<string, number> = {};
	let last = 0;
	const phase = async (name: string) => {
		const now = await page.evaluate(() => (window.__cost ? window.__cost.taps + window.__cost.keys : NaN));
		phases[name] = now - last;
		last = now;
	};
	await t.startRound(1, [], false);
	await mirrorLines(page, seen);
	await phase('set-up');
	// Travis's marker goes down first; the bid is entered for Nikki by mistake, then given to Travis (one tap: the
	// app takes Nikki's back and places the same survivors for Travis).
	await shot('bids', t.area('exploration'));
	await bid(page, lang, 'exploration', 'Nikki', 2);
	await shot('bids-early', page.getByRole('status').filter({ hasText: m.game_bids_early({ other: 'Nikki', due: 'Travis' }, { locale: lang }) }));
	await page.getByRole('button', { name: m.game_bids_early_fix({ due: 'Travis' }, { locale: lang }), exact: true }).click();
	await expect(t.area('exploration').getByRole('listitem')).toHaveCount(1);
	await expect(t.area('exploration').getByRole('listitem')).toContainText('Travis');
	await t.bids([
		[['Nikki', 'exploration', 2], ['Ani', 'city', 2], ['Frank', 'construction', 1]],
		[['Travis', 'construction', 1], ['Nikki', 'city', 1], ['Ani', 'exploration', 0], ['Frank', 'exploration', 0]],
		[['Travis', 'city', 1], ['Nikki', 'construction', 1], ['Ani', 'construction', 0]]
	]);
	await t.bid('city', 'Frank', 3);
	await t.choose('Frank', 'beer', 'drawn');
	await mirrorLines(page, seen);
	await phase('auction');
	await t.explore('Travis', 'weapon', { engineer: 1, marauder: 1 });
	// The next player's counters are in view after the take, without scrolling.
	const counters = page.getByRole('spinbutton', { name: t.survivor('worker'), exact: true });
	await expect(counters).toBeInViewport();
	await shot('explore-next');
	await t.explore('Nikki', 'map', { worker: 1 });
	await t.explore('Ani', 'medicine', { soldier: 1, marauder: 1 });
	await t.explore('Frank', 'gasoline', { marauder: 1 });
	await mirrorLines(page, seen);
	await phase('exploration');
	if (screens === 'all') {
		// A card not in the catalogue yet, entered the first time after its tile: the whole form on one phone screen.
		await page.getByRole('radiogroup', { name: m.panels_construct_tile({}, { locale: lang }) }).getByRole('radio', { name: buildingTileName['marauder-']({}, { locale: lang }), exact: true }).click();
		await page.getByRole('button', { name: new RegExp(`^${escape(m.cards_new_card({}, { locale: lang }))}`) }).click();
		const heading = page.getByRole('heading', { level: 2, name: m.panels_construct_heading({ name: 'Frank' }, { locale: lang }), exact: true });
		// The heading just under the sticky game header (the page's scroll padding keeps it clear): the confirm is in view.
		await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await page.screenshot({ path: `test-results/screens/games-real-${lang}-${scheme}-construct-new-card.png` });
		const confirm = page.getByRole('button', { name: m.panels_common_confirm({}, { locale: lang }), exact: true });
		await expect(confirm).toBeInViewport({ ratio: 1 });
		const [top, bottom] = [(await heading.boundingBox())?.y ?? NaN, ((await confirm.boundingBox())?.y ?? NaN) + ((await confirm.boundingBox())?.height ?? NaN)];
		const header = await page.evaluate(() => document.querySelector('.game-header')?.getBoundingClientRect().bottom ?? 0);
		const room = (page.viewportSize()?.height ?? NaN) - header - 8;
		console.log(`first-time card, heading to confirm: ${Math.round(bottom - top)} px of ${Math.round(room)} below the game header (${lang} ${scheme})`);
		await page.screenshot({ path: `test-results/screens/games-real-${lang}-${scheme}-construct-new-card-full.png`, fullPage: true });
		expect(bottom - top, 'the first-time card form, heading to confirm, fits the screen below the game header').toBeLessThanOrEqual(room);
		await page.getByRole('button', { name: m.cards_back_to_list({}, { locale: lang }), exact: true }).click();
	}
	await t.construct('Frank', 'marauder-', { build: { site: 3, type: 'civil', housing: 2, star: 1, card: 'Fixture Hall' } }, screens ? 'construct' : undefined);
	await t.construct('Travis', 'two-houses', { build: null });
	await t.construct('Nikki', 'exchange', { choice: 'engineer', build: null });
	await t.construct('Ani', 'equipment+', { choice: 'vehicle', build: { site: 3, type: 'military', housing: 1, star: 0, card: 'Fixture Post' } });
	await mirrorLines(page, seen);
	await phase('construction');
	const turn = (name: string) => expect(page.getByRole('heading', { level: 2, name: m.panels_city_heading({ name }, { locale: lang }), exact: true })).toBeVisible();
	// Travis and Nikki have no building and one worker each in City: nothing to do, their turns pass on by themselves.
	// Ani: the Post's fight, printed once a round; her second survivor has nothing left to do: Frank's turn follows.
	await turn('Ani');
	await usePrinted(page, lang, 'Fixture Post', () => shot('city-ani', page.getByRole('group', { name: m.cards_from_buildings({}, { locale: lang }), exact: true })));
	// Frank had put his leader in City, not a third worker: the Hall asks for an engineer, which only the leader can
	// be, so its button offers the leader standing in; the tap sets the colours right and takes the action. Then a
	// pair of workers repairs: his last survivor passes the turn on.
	await turn('Frank');
	await usePrinted(page, lang, 'Fixture Hall', () => shot('city-frank', page.getByRole('group', { name: m.cards_from_buildings({}, { locale: lang }), exact: true })));
	await expect(page.getByText(m.colours_city_mix({ name: 'Frank', mix: '' }, { locale: lang }).trim()).first()).toContainText(new RegExp(escape(t.survivor('leader')), 'i'));
	await page
		.getByRole('group', { name: m.panels_city_quick({}, { locale: lang }), exact: true })
		.getByRole('button', { name: new RegExp(`^${escape(m.panels_city_quick_repair({ engineers: 0, pairs: 1 }, { locale: lang }))}`) })
		.click();
	await mirrorLines(page, seen);
	await phase('city');
	await t.completion({ Nikki: { worker: 1 } });
	await mirrorLines(page, seen);
	await phase('completion');
	await t.expectPhase(2, 'setup');
	const cost = await page.evaluate(() => window.__cost);
	expect(cost).toBeDefined();
	return { taps: cost?.taps ?? NaN, keys: cost?.keys ?? NaN, mirrorLines: seen.size, phases };
}
