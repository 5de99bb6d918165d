/**
 * Tap-to-saved latency on the real tracker screen: from the click that enters a step (a bid, a City action,
 * an undo) to the step stored in IndexedDB, the save status back at "Saved", and the next animation frame.
 */
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../src/lib/paraglide/messages.js';
import { ROUND_4 } from '../../src/lib/games/armageddon/testing/scenario-script';
import { SMALL_BACKUP, fixtures, record, stats } from './env';
import { installProbe, type Saved } from './probe';
import { importBackup } from './seed';

const ACTIONS = 200;
const AREA = { exploration: m.terms_exploration, construction: m.terms_construction, city: m.terms_city };
const STATUS = { selector: '[data-testid="save-status"]' };
const NAMES: Record<string, string> = { nikki: 'Nikki', ani: 'Ani', frank: 'Frank', travis: 'Travis' };
const BIDS = ROUND_4.flatMap((e) => (e.type === 'bid' ? [e] : []));

type Kind = 'bid' | 'city' | 'undo';

/** Clicks `target` and returns the probe's times of the save that follows. */
async function timed(page: Page, click: () => Promise<void>): Promise<Saved> {
	await page.evaluate(({ status, saving, saved }) => {
		(window as unknown as { pending: Promise<Saved> }).pending = window.__bench.saved(status, saving, saved);
	}, { status: STATUS, saving: m.game_header_saving({}, { locale: 'en' }), saved: m.game_header_saved({}, { locale: 'en' }) });
	await click();
	return page.evaluate(() => (window as unknown as { pending: Promise<Saved> }).pending);
}

async function eventsStored(page: Page, gameId: string): Promise<number> {
	return page.evaluate(
		(id) =>
			new Promise<number>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const req = open.result.transaction('games', 'readonly').objectStore('games').get(id);
					req.onsuccess = () => resolve((req.result as { head: number }).head);
					req.onerror = () => reject(req.error);
				};
			}),
		gameId
	);
}

test('tap to saved on the tracker screen', async ({ page }) => {
	const meta = fixtures();
	await installProbe(page);
	await importBackup(page, SMALL_BACKUP, meta.small.games);
	const samples: { kind: Kind; t: Saved }[] = [];
	const undo = () => page.getByRole('button', { name: m.common_undo({}, { locale: 'en' }), exact: true }).click();

	// Bids of round 4 as the scenario enters them, then undone one by one; repeated.
	await page.goto(`/game/${meta.ids.round4}`);
	await expect(page.locator(STATUS.selector)).toContainText(m.game_header_saved({}, { locale: 'en' }));
	let head = meta.events.round4;
	while (samples.length < ACTIONS * 0.75) {
		for (const bid of BIDS) {
			// One tap bids: the number in the row of the player due, in the area their marker went to.
			const due = page.getByRole('group', { name: m.game_bids_due_in({ name: NAMES[bid.player] ?? bid.player, area: AREA[bid.area]({}, { locale: 'en' }) }, { locale: 'en' }), exact: true });
			samples.push({ kind: 'bid', t: await timed(page, () => due.getByRole('button', { name: String(bid.survivors), exact: true }).click()) });
		}
		head += BIDS.length;
		expect(await eventsStored(page, meta.ids.round4)).toBe(head);
		for (let i = 0; i < BIDS.length; i++) samples.push({ kind: 'undo', t: await timed(page, undo) });
		head -= BIDS.length;
		expect(await eventsStored(page, meta.ids.round4)).toBe(head);
	}

	// City: the first player fights off a marauder, then it is undone; repeated.
	await page.goto(`/game/${meta.ids.city}`);
	await expect(page.locator(STATUS.selector)).toContainText(m.game_header_saved({}, { locale: 'en' }));
	while (samples.length < ACTIONS) {
		await page.getByRole('radio', { name: m.panels_city_actions_fight({}, { locale: 'en' }) }).click();
		samples.push({ kind: 'city', t: await timed(page, () => page.getByRole('button', { name: m.panels_city_confirm({}, { locale: 'en' }), exact: true }).click()) });
		expect(await eventsStored(page, meta.ids.city)).toBe(meta.events.city + 1);
		samples.push({ kind: 'undo', t: await timed(page, undo) });
		expect(await eventsStored(page, meta.ids.city)).toBe(meta.events.city);
	}

	const total = samples.map((s) => s.t.frame - s.t.input);
	const part = (f: (t: Saved) => number) => stats(samples.map((s) => f(s.t)));
	const byKind = Object.fromEntries((['bid', 'city', 'undo'] as const).map((k) => [k, stats(samples.filter((s) => s.kind === k).map((s) => s.t.frame - s.t.input))]));
	record('latency', {
		actions: samples.length,
		tapToSavedFrame: stats(total),
		tapToUpdated: part((t) => t.updated - t.input),
		tapToStored: part((t) => t.stored - t.input),
		tapToShown: part((t) => t.shown - t.input),
		byKind
	});
	expect(samples.every((s) => Number.isFinite(s.t.frame - s.t.input))).toBe(true);
});

/**
 * The floor of the figure above on this machine and browser: the same measure (click → stored, status shown,
 * next frame) for a bare IndexedDB write of 4 KB (read, then put, relaxed durability) made by a plain button
 * on a page with nothing else to do. No app code runs in it; what it measures is how soon Chromium delivers a
 * commit after a click (its callbacks come after the frame it draws for the input).
 */
test('floor: a bare IndexedDB write after a click', async ({ page }) => {
	await page.goto('/rules');
	await page.evaluate(async () => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open('bench-floor', 1);
			open.onupgradeneeded = () => open.result.createObjectStore('rows');
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const button = Object.assign(document.createElement('button'), { id: 'floor-tap', textContent: 'tap' });
		button.style.cssText = 'position:fixed;inset:0 auto auto 0;width:200px;height:80px;z-index:99';
		const status = Object.assign(document.createElement('div'), { id: 'floor-status' });
		status.style.cssText = 'position:fixed;top:90px;left:0;z-index:99';
		document.body.append(button, status);
		const times: { stored: number; frame: number }[] = [];
		(window as unknown as { floor: typeof times }).floor = times;
		button.addEventListener('click', (e) => {
			const tx = db.transaction('rows', 'readwrite', { durability: 'relaxed' });
			tx.objectStore('rows').get('row');
			tx.objectStore('rows').put({ n: times.length, pad: 'x'.repeat(4000) }, 'row');
			status.textContent = 'Saving…';
			tx.oncomplete = () => {
				const stored = performance.now() - e.timeStamp;
				status.textContent = 'Saved';
				requestAnimationFrame(() => times.push({ stored, frame: performance.now() - e.timeStamp }));
			};
		});
	});
	for (let i = 0; i < ACTIONS / 2; i++) {
		await page.click('#floor-tap');
		await page.waitForFunction((n) => (window as unknown as { floor: unknown[] }).floor.length > n, i);
	}
	const times = await page.evaluate(() => (window as unknown as { floor: { stored: number; frame: number }[] }).floor);
	record('latency-floor', { actions: times.length, tapToStored: stats(times.map((t) => t.stored)), tapToSavedFrame: stats(times.map((t) => t.frame)) });
	expect(times).toHaveLength(ACTIONS / 2);
});
