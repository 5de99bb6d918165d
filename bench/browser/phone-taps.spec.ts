/**
 * The scripted round of tests/e2e/support/tap-round.ts with every player on their own phone: each tap (and
 * keystroke) is counted for the player whose step it enters; the table's own steps (the round's start, the
 * completion) go to the host phone, held by the player with the fewest taps of their own. The figure is the
 * busiest player's count: what one person taps in a round when nobody is the clerk.
 */
import { test } from '@playwright/test';
import type { AuctionTile, BuildingCard, ScoringTile } from '../../src/lib/games/armageddon/types';
import { Table } from '../../tests/e2e/support/table';
import { importProfile, setUpAtTheTable } from '../../tests/e2e/support/table-setup';
import { counter } from '../../tests/e2e/support/tap-round';
import { record } from './env';

const tile = (bonus: AuctionTile['bonus'], penalty: AuctionTile['penalty']): AuctionTile => ({ bonus, penalty });
const ENGINEERS_4: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
const MAPS_2: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
const CARDS: readonly BuildingCard[] = [
	{ name: 'Fixture Hall', level: 1, type: 'civil', housing: 2, starVp: 1 },
	{ name: 'Fixture Post', level: 1, type: 'military', housing: 1, starVp: 0 },
	{ name: 'Fixture Lab', level: 1, type: 'science', housing: 1, starVp: 2 }
];
const TABLE = 'the table';

test('taps of the busiest player, each on their own phone (scripted round)', async ({ page }) => {
	test.setTimeout(180_000);
	await importProfile(page, 'en', undefined, CARDS);
	const t = new Table(page, 'en', 'phone-taps');
	await setUpAtTheTable(
		page,
		'en',
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
	const taps: Record<string, number> = {};
	let last = 0;
	const by = async (who: string, act: () => Promise<unknown>) => {
		await act();
		const now = await page.evaluate(() => (window.__cost ? window.__cost.taps + window.__cost.keys : NaN));
		taps[who] = (taps[who] ?? 0) + now - last;
		last = now;
	};
	await by(TABLE, () => t.startRound(1, [], false));
	const bids = [
		['Travis', 'exploration', 2], ['Nikki', 'exploration', 2], ['Ani', 'city', 2], ['Frank', 'construction', 1],
		['Travis', 'construction', 1], ['Nikki', 'city', 1], ['Ani', 'exploration', 0], ['Frank', 'exploration', 0],
		['Travis', 'city', 1], ['Nikki', 'construction', 1], ['Ani', 'construction', 0], ['Frank', 'city', 3]
	] as const;
	for (const [name, area, n] of bids) await by(name, () => t.bid(area, name, n));
	await by('Frank', () => t.choose('Frank', 'beer', 'drawn'));
	await by('Travis', () => t.explore('Travis', 'weapon', { engineer: 1, marauder: 1 }));
	await by('Nikki', () => t.explore('Nikki', 'map', { worker: 1 }));
	await by('Ani', () => t.explore('Ani', 'medicine', { soldier: 1, marauder: 1 }));
	await by('Frank', () => t.explore('Frank', 'gasoline', { marauder: 1 }));
	await by('Frank', () => t.construct('Frank', 'marauder-', { build: { site: 3, type: 'civil', housing: 2, star: 1, card: 'Fixture Hall' } }));
	await by('Travis', () => t.construct('Travis', 'two-houses', { build: null }));
	await by('Nikki', () => t.construct('Nikki', 'exchange', { choice: 'engineer', build: null }));
	await by('Ani', () => t.construct('Ani', 'equipment+', { choice: 'vehicle', build: { site: 3, type: 'military', housing: 1, star: 0, card: 'Fixture Post' } }));
	await by('Travis', () => t.city('Travis', [{ kind: 'fight', marauders: 1, survivors: 1 }], 'Nikki'));
	await by('Nikki', () => t.city('Nikki', [], 'Ani'));
	await by('Ani', () => t.city('Ani', [{ kind: 'extension' }], 'Frank'));
	await by('Frank', () => t.city('Frank', [{ kind: 'repair', engineers: 0, workerPairs: 1 }, { kind: 'fight', marauders: 1, survivors: 1 }], null));
	await by(TABLE, () => t.completion({ Nikki: { worker: 1 } }));
	// The same round as tap-round.ts: its figures as games.test.ts works them out by hand.
	await t.expectCards({ Frank: [14, 0, 2], Travis: [13, 1, 4], Nikki: [8, 1, 4], Ani: [10, 2, 6] });
	const players = Object.keys(taps).filter((p) => p !== TABLE);
	const host = players.reduce((a, b) => ((taps[b] ?? 0) < (taps[a] ?? 0) ? b : a));
	const busiest = Math.max(...players.map((p) => (taps[p] ?? 0) + (p === host ? (taps[TABLE] ?? 0) : 0)));
	record('phone-taps', { taps, host, busiest, total: Object.values(taps).reduce((a, b) => a + b, 0) });
});
