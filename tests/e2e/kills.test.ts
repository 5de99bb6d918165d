/**
 * "✓ Saved" is a promise: a step acknowledged with it survives the browser being killed the moment after.
 * A seeded order of taps (bids), undos and redos on a running game until its bids are done; after every second step the whole
 * browser process is crashed (CDP Browser.crash) or the page closed without warning, then the game is opened
 * in a new run of the browser on the same profile: every acknowledged step is in the stored log, nothing more.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dueBidder } from '../../src/lib/games/armageddon/phases/bidding';
import { replay } from '../../src/lib/games/armageddon/game';
import { AREAS, type BoxProfile, type GameEvent, type Setup } from '../../src/lib/games/armageddon/types';
import { area, bid } from './support/flows';
import { seeded } from '../../src/lib/db/fuzz/mutate';
import { fixture, RUNNING_ID } from './support/games';

const RUNNING = fixture('backup-running-game.json');
// This seed mixes taps, undos and redos, and kills after each kind: bid, undo, redo, undo, bid, bid, bid, undo, redo, bid, undo, redo.
const SEED = 3;
const ACTIONS = 12;


type Bid = Extract<GameEvent, { type: 'bid' }>;
const started = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/** What a step is, for the comparison: a bid's City colours (filled in by the app) are left out. */
const step = (e: GameEvent) => (e.type === 'bid' ? { type: e.type, area: e.area, player: e.player, survivors: e.survivors } : e);

/** The stored log of the game: its active events (the first `head`) as the database holds them. */
async function storedLog(page: Page, id: string): Promise<unknown[]> {
	return (await storedEvents(page, id)).map(step);
}

function storedEvents(page: Page, id: string): Promise<GameEvent[]> {
	return page.evaluate(
		(id) =>
			new Promise<GameEvent[]>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction(['games', 'events']);
					const game = tx.objectStore('games').get(id);
					const all = tx.objectStore('events').getAll();
					tx.oncomplete = () => {
						const head = (game.result as { head: number }).head;
						const rows = (all.result as { gameId: string; seq: number; event: GameEvent }[]).filter((r) => r.gameId === id).sort((a, b) => a.seq - b.seq);
						resolve(rows.slice(0, head).map((r) => r.event));
						open.result.close();
					};
				};
			}),
		id
	);
}

test('killed right after "✓ Saved": every acknowledged tap, undo and redo is in the log after a restart', async ({ baseURL, launchOptions }) => {
	test.setTimeout(90_000);
	const game = (JSON.parse(RUNNING) as { games: { setup: Setup; profile: BoxProfile; events: GameEvent[] }[] }).games[0]!;
	const names = new Map(game.setup.players.map((p) => [p.id, p.name]));
	const dir = mkdtempSync(join(tmpdir(), 'kills-'));
	const options = { ...launchOptions, baseURL, serviceWorkers: 'block' as const, viewport: { width: 390, height: 844 }, locale: 'en-US' };
	const saved = `✓ ${m.game_header_saved({}, { locale: 'en' })}`;

	async function open(): Promise<{ context: BrowserContext; page: Page }> {
		const context = await chromium.launchPersistentContext(dir, options);
		const page = context.pages()[0] ?? (await context.newPage());
		return { context, page };
	}

	// The running game, imported in a first run of the browser.
	let { context, page } = await open();
	await page.goto('/settings');
	await started(page);
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: m.data_importer_pick({}, { locale: 'en' }) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(page.getByText(m.data_importer_done({}, { locale: 'en' }))).toBeVisible();
	await page.goto(`/game/${RUNNING_ID}`);
	await started(page);

	// What the table was told is saved: the active log, and the undone steps a redo brings back.
	let acknowledged = [...game.events];
	let undone: GameEvent[] = [];
	const random = seeded(SEED);
	const seen = new Set<string>();
	let kills = 0;
	let closes = 0;
	for (let n = 0; n < ACTIONS; n++) {
		const last = acknowledged.at(-1);
		const r = random();
		const kind = undone.length > 0 && r < 0.5 ? 'redo' : r < 0.3 && last?.type === 'bid' ? 'undo' : 'bid';
		seen.add(kind);
		if (kind === 'bid') {
			const { state } = replay(game.setup, game.profile, acknowledged);
			const due = dueBidder(state);
			if (!due) break;
			const a = AREAS.find((x) => !state.bids[x].some((b) => b.player === due))!;
			await bid(page, 'en', a, names.get(due)!, 0);
			const event: Bid = { type: 'bid', area: a, player: due, survivors: 0 };
			acknowledged = [...acknowledged, event];
			undone = [];
		} else if (kind === 'undo') {
			const step = acknowledged.at(-1) as Bid;
			await page.getByRole('button', { name: m.common_undo({}, { locale: 'en' }), exact: true }).click();
			await expect(area(page, 'en', step.area).getByRole('listitem').filter({ hasText: names.get(step.player)! })).toHaveCount(0);
			acknowledged = acknowledged.slice(0, -1);
			undone = [step, ...undone];
		} else {
			const step = undone[0] as Bid;
			await page.getByRole('button', { name: m.game_header_redo({}, { locale: 'en' }), exact: true }).click();
			await expect(area(page, 'en', step.area).getByRole('listitem').filter({ hasText: names.get(step.player)! })).toHaveCount(1);
			acknowledged = [...acknowledged, step];
			undone = undone.slice(1);
		}
		await expect(page.getByTestId('save-status')).toHaveText(saved);
		if (n % 2 !== 1) continue;
		// The moment after the acknowledgement: the whole browser dies, or (every other time) the page is closed unasked.
		if (kills <= closes) {
			const cdp = await context.newCDPSession(page);
			await cdp.send('Browser.crash').catch(() => undefined);
			await expect(page.evaluate(() => 1), 'the browser is gone').rejects.toThrow();
			await context.close().catch(() => undefined);
			kills++;
		} else {
			await page.close({ runBeforeUnload: false });
			await context.close();
			closes++;
		}
		({ context, page } = await open());
		await page.goto(`/game/${RUNNING_ID}`);
		await started(page);
		await expect(page.getByTestId('save-status')).toHaveText(saved);
		expect(await storedLog(page, RUNNING_ID), `after ${n + 1} actions and ${kills} kills, ${closes} closes`).toEqual(acknowledged.map(step));
	}
	expect(seen, 'taps, undos and redos').toEqual(new Set(['bid', 'undo', 'redo']));
	expect(kills, 'browser kills').toBeGreaterThanOrEqual(2);
	expect(closes, 'pages closed unasked').toBeGreaterThanOrEqual(2);
	expect(await storedLog(page, RUNNING_ID)).toEqual(acknowledged.map(step));
	await context.close();
});
