/**
 * Scale, offline and memory on the installed app (service worker active, its precache complete):
 * - the history with 1,000 games: navigation start → first rows rendered, a frame and a task later;
 * - opening the finished 6-round game (230 events): tap on a link in the app → tracker screen usable,
 *   and the same as a full page load (deep link);
 * - offline repeat visit: network cut, navigation start → game screen usable;
 * - JS heap of the tracker screen with the finished game open, after a garbage collection.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from '@playwright/test';
import { LARGE_BACKUPS, SMALL_BACKUP, fixtures, record, stats } from './env';
import { installProbe, usable, type Found } from './probe';
import { importBackup } from './seed';

const RUNS = 7;
const TARGETS = {
	history: { selector: `ol[aria-label="${m.history_title({}, { locale: 'en' })}"] > li a[href^="/game/"]` },
	game: { selector: '[data-testid="save-status"]', text: m.game_header_saved({}, { locale: 'en' }) }
};

/** The service worker controls the page and has finished its precache (an installed app). */
async function installed(page: Page) {
	await page.goto('/');
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.reload();
	await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
}

/** One full navigation to `path`, timed until `target` is usable. */
async function load(page: Page, path: string, target: keyof typeof TARGETS): Promise<Found & { fromServiceWorker: boolean }> {
	const response = await page.goto(path, { waitUntil: 'commit' });
	const found = await usable(page, target);
	return { ...found, fromServiceWorker: response?.fromServiceWorker() ?? false };
}

test.describe.configure({ mode: 'serial' });

test('history with 1,000 games', async ({ page }) => {
	const meta = fixtures();
	await installProbe(page, TARGETS);
	let importMs = 0;
	for (const file of LARGE_BACKUPS) importMs += await importBackup(page, file, meta.large.games / LARGE_BACKUPS.length);
	await installed(page);
	const runs: Found[] = [];
	for (let i = 0; i < RUNS; i++) runs.push(await load(page, '/history', 'history'));
	await expect(page.getByText(m.data_history_shown({ n: 20, total: meta.large.games }, { locale: 'en' }))).toBeVisible();
	const rows = await page.locator(TARGETS.history.selector).count();
	record('history', { games: meta.large.games, events: meta.large.events, importMs, rows, usable: stats(runs.map((r) => r.task)), rendered: stats(runs.map((r) => r.seen)) });
});

test('open the finished game, offline visit, memory', async ({ page, context }) => {
	const meta = fixtures();
	const id = meta.ids.finished;
	await installProbe(page, TARGETS);
	await importBackup(page, SMALL_BACKUP, meta.small.games);
	await installed(page);

	// In the app: the history is open; a link to the game is tapped (SvelteKit's client-side navigation).
	const inApp: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		await load(page, '/history', 'history');
		await page.evaluate((href) => {
			const a = document.createElement('a');
			a.href = href;
			a.textContent = 'bench: open the game';
			document.querySelector('main')?.append(a);
		}, `/game/${id}`);
		await page.evaluate(() => window.__bench.forget('game'));
		await page.getByRole('link', { name: 'bench: open the game' }).click();
		const found = await usable(page, 'game');
		const clicked = await page.evaluate(() => window.__bench.lastClick);
		inApp.push(found.task - clicked);
		await expect(page.locator('h1')).toContainText(m.terms_final_scoring({}, { locale: 'en' }));
	}

	// A deep link: full page load of the game.
	const deep: Found[] = [];
	for (let i = 0; i < RUNS; i++) deep.push(await load(page, `/game/${id}`, 'game'));

	// Memory: the same screen, after garbage collection.
	const cdp = await context.newCDPSession(page);
	await cdp.send('HeapProfiler.enable');
	await cdp.send('HeapProfiler.collectGarbage');
	await cdp.send('HeapProfiler.collectGarbage');
	await cdp.send('Performance.enable');
	const { metrics } = await cdp.send('Performance.getMetrics');
	const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
	const total = metrics.find((m) => m.name === 'JSHeapTotalSize')?.value ?? NaN;

	// Offline repeat visit of the game in round 4.
	await context.setOffline(true);
	const offline: (Found & { fromServiceWorker: boolean })[] = [];
	for (let i = 0; i < RUNS; i++) offline.push(await load(page, `/game/${meta.ids.round4}`, 'game'));
	await context.setOffline(false);
	expect(offline.every((o) => o.fromServiceWorker), 'offline pages come from the service worker').toBe(true);

	record('open-game', { events: meta.events.finished, inApp: stats(inApp), deepLink: stats(deep.map((d) => d.task)) });
	record('memory', { jsHeapUsedBytes: heap, jsHeapTotalBytes: total, path: `/game/${id}` });
	record('offline', { usable: stats(offline.map((o) => o.task)), rendered: stats(offline.map((o) => o.seen)) });
});
