/**
 * Two phones at one table, in the network namespace of scripts/netns.sh: the host and a phone joined to it (the
 * code pasted, as the e2e test does). A tap on the joined phone (Undo, Redo of its own bid) → the host's screen
 * changes: the time from the click on one page to the first change of the other page's DOM (both pages of one
 * browser on one machine share the clock), and the bytes of each message on the channel.
 */
import { networkInterfaces } from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../src/lib/paraglide/messages.js';
import { area, bid } from '../../tests/e2e/support/flows';
import { BASE_URL, ROOT, record, stats } from '../browser/env';
import { importBackup } from '../browser/seed';

const en = { locale: 'en' } as const;
const GAME = 'e2e-running-0001';
const TAPS = 20;

type Probe = { click: number; changed: number; sizes: Record<string, number[]> };
declare global {
	interface Window {
		__probe: Probe;
		__armed: boolean;
	}
}

/** On every page: the time of the last trusted click, the first DOM change after arming, the size of every message heard. */
function probe() {
	const now = () => performance.timeOrigin + performance.now();
	window.__probe = { click: NaN, changed: NaN, sizes: {} };
	window.__armed = false;
	document.addEventListener('click', (e) => { if (e.isTrusted) window.__probe.click = now(); }, true);
	new MutationObserver(() => {
		if (!window.__armed) return;
		window.__armed = false;
		window.__probe.changed = now();
	}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
	const add = RTCDataChannel.prototype.addEventListener;
	RTCDataChannel.prototype.addEventListener = function (this: RTCDataChannel, ...args: Parameters<RTCDataChannel['addEventListener']>) {
		if (args[0] === 'message') {
			add.call(this, 'message', (e: Event) => {
				const text = String((e as MessageEvent).data);
				let kind = '?';
				try {
					const message = JSON.parse(text) as { t: string; events?: unknown[] };
					kind = message.t === 'steps' && message.events?.length ? 'steps+event' : message.t;
				} catch {
					/* counted as '?' */
				}
				(window.__probe.sizes[kind] ??= []).push(new TextEncoder().encode(text).length);
			});
		}
		return add.apply(this, args);
	} as RTCDataChannel['addEventListener'];
}

test('a tap on one phone shown on another, and the bytes per step', async ({ browser }) => {
	test.setTimeout(240_000);
	expect(Object.keys(networkInterfaces()).every((n) => ['lo', 'veth0', 'veth1'].includes(n)), 'run through scripts/netns.sh').toBe(true);
	const open = async () => {
		const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
		await context.addInitScript(probe);
		return context.newPage();
	};
	const host = await open();
	const phone = await open();
	await importBackup(host, `${ROOT}tests/e2e/fixtures/backup-running-game.json`, 1);
	await host.goto(`${BASE_URL}/game/${GAME}/phones`);
	await host.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	await host.getByRole('button', { name: m.phones_add({}, en) }).click();
	const link = host.getByRole('textbox', { name: m.phones_link({}, en) });
	await expect(link).toHaveValue(/join#join=1\./);
	await phone.goto(await link.inputValue());
	await phone.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	const answer = phone.getByRole('textbox', { name: m.join_code({}, en) });
	await expect(answer).toHaveValue(/^join=1\./);
	await host.getByRole('textbox', { name: m.phones_answer({}, en) }).fill(await answer.inputValue());
	await host.getByRole('button', { name: m.phones_connect({}, en) }).click();
	await phone.getByRole('button', { name: m.join_seat({ name: 'Frank' }, en) }).click();
	await expect(phone).toHaveURL(new RegExp(`/game/${GAME}$`));
	// In the app, not by a page load: the table lives as long as the host's page.
	await host.getByRole('link', { name: m.scoring_tracked_to_game({}, en) }).click();
	await bid(phone, 'en', 'construction', 'Frank', 2);

	const undo = phone.getByRole('button', { name: m.common_undo({}, en), exact: true });
	const redo = phone.getByRole('button', { name: m.game_header_redo({}, en) });
	const sample: number[] = [];
	for (let i = 0; i < TAPS; i++) {
		const button = i % 2 === 0 ? undo : redo;
		await expect(button).toBeEnabled();
		await host.evaluate(() => (window.__armed = true));
		await button.click();
		await expect.poll(() => host.evaluate(() => !window.__armed && Number.isFinite(window.__probe.changed))).toBe(true);
		const [click, changed] = [await phone.evaluate(() => window.__probe.click), await host.evaluate(() => window.__probe.changed)];
		sample.push(changed - click);
		await host.evaluate(() => (window.__probe.changed = NaN));
		// Let the host settle (its "Saved" status) before the next tap.
		await host.waitForTimeout(150);
	}
	// Steps entered on the host reach the phone too: more messages carrying a new step.
	await bid(host, 'en', 'construction', 'Nikki', 0);
	await bid(host, 'en', 'construction', 'Travis', 1);
	await expect(area(phone, 'en', 'construction').getByRole('listitem').filter({ hasText: 'Travis' })).toHaveText(/Travis\s*1$/);
	const sizes = await phone.evaluate(() => window.__probe.sizes);
	const mean = (xs: readonly number[] | undefined) => (xs && xs.length ? Math.round(xs.reduce((a, b) => a + b, 0) / xs.length) : NaN);
	record('phones', { tapToOtherPhone: stats(sample), bytes: { step: mean(sizes['steps+event']), undoRedo: mean(sizes['steps']), snapshot: mean(sizes['snapshot']) }, sizes });
});
