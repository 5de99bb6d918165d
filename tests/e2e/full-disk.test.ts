/**
 * A full disk, with Chromium's quota override (CDP Storage.overrideQuotaForOrigin; it takes effect only in
 * a persistent browser context, so this test launches one with the suite's Chromium): a step that cannot be saved shows a banner pinned where the table is looking (Export,
 * Retry); closing or reloading asks first; after the reload the unsaved step is offered back, and put back once
 * there is room again, so "✓ Saved" never hides a loss.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { dueBidder } from '../../src/lib/games/armageddon/phases/bidding';
import { replay } from '../../src/lib/games/armageddon/game';
import { AREAS, type BoxProfile, type GameEvent, type Setup } from '../../src/lib/games/armageddon/types';
import { bid } from './support/flows';
import { area as areaWords } from '../../src/lib/i18n/words/instructions';
import { fixture, RUNNING_ID } from './support/games';

const RUNNING = fixture('backup-running-game.json');

const started = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('a full disk: pinned banner, a warning before reload, the unsaved step offered back and saved later', async ({ baseURL, launchOptions }) => {
	const game = (JSON.parse(RUNNING) as { games: { setup: Setup; profile: BoxProfile; events: GameEvent[] }[] }).games[0]!;
	const { state } = replay(game.setup, game.profile, game.events);
	const due = dueBidder(state)!;
	const area = AREAS.find((a) => !state.bids[a].some((b) => b.player === due))!;
	const name = state.players.find((p) => p.id === due)!.name;

	// The game is imported in a first run of the browser; the second run gets the quota before it opens the database.
	const dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
	const options = { ...launchOptions, baseURL, serviceWorkers: 'block' as const, viewport: { width: 390, height: 844 }, locale: 'en-US' };
	const first = await chromium.launchPersistentContext(dir, options);
	const setupPage = first.pages()[0] ?? (await first.newPage());
	await setupPage.goto('/settings');
	await started(setupPage);
	const chooser = setupPage.waitForEvent('filechooser');
	await setupPage.getByRole('button', { name: m.data_importer_pick({}, { locale: 'en' }) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(setupPage.getByText(m.data_importer_done({}, { locale: 'en' }))).toBeVisible();
	await first.close();

	const context = await chromium.launchPersistentContext(dir, options);
	const page = context.pages()[0] ?? (await context.newPage());
	const cdp = await context.newCDPSession(page);
	const origin = new URL(baseURL!).origin;
	await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
	await page.goto(`/game/${RUNNING_ID}`);
	await started(page);

	// The next marker cannot be saved: the banner sits at the bottom of the screen with its two ways out.
	await bid(page, 'en', area, name, 0);
	const banner = page.getByRole('alert').filter({ hasText: m.game_save_problem({}, { locale: 'en' }) });
	await expect(banner).toBeVisible();
	const box = (await banner.boundingBox())!;
	expect(box.y + box.height).toBeGreaterThan(844 - 4);
	await expect(banner.getByRole('button', { name: m.game_save_export({}, { locale: 'en' }) })).toBeVisible();
	await expect(banner.getByRole('button', { name: m.game_save_retry({}, { locale: 'en' }) })).toBeVisible();
	await page.screenshot({ path: 'test-results/screens/full-disk-banner-en.png' });

	// Reloading asks first; the step is kept for the next load.
	const dialogs: string[] = [];
	page.on('dialog', (d) => {
		dialogs.push(d.type());
		void d.accept();
	});
	await page.reload();
	await started(page);
	expect(dialogs).toContain('beforeunload');
	const held = page.getByRole('alert').filter({ hasText: m.game_save_held({ n: 1 }, { locale: 'en' }) });
	await expect(held).toBeVisible();
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);

	// Room again: the step goes back in and is saved.
	await cdp.send('Storage.overrideQuotaForOrigin', { origin });
	await held.getByRole('button', { name: m.game_save_put_back({}, { locale: 'en' }) }).click();
	await expect(held).toBeHidden();
	await expect(page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: 'en' })}`);
	await page.reload();
	await started(page);
	await expect(page.getByRole('region', { name: new RegExp(`^${area}`, 'i') }).getByRole('listitem').filter({ hasText: name })).toBeVisible();
	await expect(page.getByRole('alert').filter({ hasText: m.game_save_held({ n: 1 }, { locale: 'en' }) })).toHaveCount(0);
	await context.close();
});

/** The running game imported in a first run of the browser; a second run opened on the game with the disk full. */
async function fullDisk(baseURL: string | undefined, launchOptions: object) {
	const dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
	const options = { ...launchOptions, baseURL, serviceWorkers: 'block' as const, viewport: { width: 390, height: 844 }, locale: 'en-US' };
	const first = await chromium.launchPersistentContext(dir, options);
	const setupPage = first.pages()[0] ?? (await first.newPage());
	await setupPage.goto('/settings');
	await started(setupPage);
	const chooser = setupPage.waitForEvent('filechooser');
	await setupPage.getByRole('button', { name: m.data_importer_pick({}, { locale: 'en' }) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(setupPage.getByText(m.data_importer_done({}, { locale: 'en' }))).toBeVisible();
	await first.close();
	const context = await chromium.launchPersistentContext(dir, options);
	const page = context.pages()[0] ?? (await context.newPage());
	const origin = new URL(baseURL!).origin;
	await (await context.newCDPSession(page)).send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
	page.on('dialog', (d) => void d.accept());
	await page.goto(`/game/${RUNNING_ID}`);
	await started(page);
	return { context, page };
}

/** The next `n` bids of the running game, each by the player due, in an area they have not bid in. */
function nextBids(n: number): { area: (typeof AREAS)[number]; name: string }[] {
	const game = (JSON.parse(RUNNING) as { games: { setup: Setup; profile: BoxProfile; events: GameEvent[] }[] }).games[0]!;
	const events = [...game.events];
	const out: { area: (typeof AREAS)[number]; name: string }[] = [];
	for (let i = 0; i < n; i++) {
		const { state } = replay(game.setup, game.profile, events);
		const due = dueBidder(state)!;
		const area = AREAS.find((a) => !state.bids[a].some((b) => b.player === due))!;
		out.push({ area, name: state.players.find((p) => p.id === due)!.name });
		events.push({ type: 'bid', area, player: due, survivors: 0 });
	}
	return out;
}

const heldBanner = (page: Page, n: number) => page.getByRole('alert').filter({ hasText: m.game_save_held({ n }, { locale: 'en' }) });
const inArea = (page: Page, b: { area: string; name: string }) =>
	page.getByRole('region', { name: new RegExp(`^${b.area}`, 'i') }).getByRole('listitem').filter({ hasText: b.name });

test('a full disk: held steps survive reloads and a new step tried meanwhile; the count offered is what goes back', async ({ baseURL, launchOptions }) => {
	const bids = nextBids(4);
	const { context, page } = await fullDisk(baseURL, launchOptions);
	for (const b of bids.slice(0, 3)) await bid(page, 'en', b.area, b.name, 0);
	await page.reload();
	await started(page);
	await expect(heldBanner(page, 3)).toBeVisible();

	// A new step while the three wait: refused with why, nothing of the three is lost.
	const due = page.getByRole('group', { name: m.game_bids_due_in({ name: bids[0]!.name, area: areaWords[bids[0]!.area]({}, { locale: 'en' }) }, { locale: 'en' }), exact: true });
	await due.getByRole('button', { name: '0', exact: true }).click();
	await expect(page.getByText(m.game_save_held_first({}, { locale: 'en' }))).toBeVisible();
	await page.reload();
	await started(page);
	await expect(heldBanner(page, 3)).toBeVisible();

	// Put back while still full: all three are in, a fourth follows; a reload offers the four.
	await heldBanner(page, 3).getByRole('button', { name: m.game_save_put_back({}, { locale: 'en' }) }).click();
	for (const b of bids.slice(0, 3)) await expect(inArea(page, b)).toBeVisible();
	await bid(page, 'en', bids[3]!.area, bids[3]!.name, 0);
	await page.reload();
	await started(page);
	await expect(heldBanner(page, 4)).toBeVisible();
	await heldBanner(page, 4).getByRole('button', { name: m.game_save_put_back({}, { locale: 'en' }) }).click();
	for (const b of bids) await expect(inArea(page, b)).toBeVisible();
	await context.close();
});

test('a full disk: the tab closed after the leave prompt keeps the held steps for the next tab', async ({ baseURL, launchOptions }) => {
	const bids = nextBids(2);
	const { context, page } = await fullDisk(baseURL, launchOptions);
	for (const b of bids) await bid(page, 'en', b.area, b.name, 0);
	const next = await context.newPage();
	await page.close({ runBeforeUnload: true });
	await next.goto(`/game/${RUNNING_ID}`);
	await started(next);
	await expect(heldBanner(next, 2)).toBeVisible();
	await heldBanner(next, 2).getByRole('button', { name: m.game_save_put_back({}, { locale: 'en' }) }).click();
	for (const b of bids) await expect(inArea(next, b)).toBeVisible();
	await context.close();
});
