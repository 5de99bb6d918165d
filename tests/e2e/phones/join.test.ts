/**
 * Phones at one table: a host phone and two joined phones, each a browser context with storage of its own, in
 * the network namespace of scripts/netns.sh (the WebRTC candidates are the namespace's, never the machine's).
 * The host's code is read from its screen (the QR code decoded), the answer goes back through the paste field;
 * each player enters their own bid on their own phone, a bid for another seat is refused, and every phone ends
 * with the same stored log.
 */
import { networkInterfaces } from 'node:os';
import decodeQR from 'qr/decode.js';
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from '../support/test';
import { area, bid } from '../support/flows';
import { fixture, RUNNING_ID } from '../support/games';
import type { GameEvent } from '../../../src/lib/games/armageddon/types';
import type { Browser } from '@playwright/test';

const RUNNING = fixture('backup-running-game.json');
const en = { locale: 'en' } as const;

test.use({ locale: 'en-US', serviceWorkers: 'block' });

test.beforeAll(() => {
	// Never over the machine's own network: only loopback and the namespace's veth pair may exist here.
	const names = Object.keys(networkInterfaces()).sort();
	expect(process.env.TABLE_NETNS, 'run through scripts/netns.sh (npm run test:phones)').toBe('1');
	expect(names.every((n) => ['lo', 'veth0', 'veth1'].includes(n)), `interfaces: ${names.join(', ')}`).toBe(true);
});

/** The stored log of a game on one phone: every event and the head, as its database holds them. */
function storedLog(page: Page, id: string): Promise<string> {
	return page.evaluate(
		(id) =>
			new Promise<string>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction(['games', 'events']);
					const game = tx.objectStore('games').get(id);
					const all = tx.objectStore('events').getAll();
					tx.oncomplete = () => {
						const head = (game.result as { head: number }).head;
						const rows = (all.result as { gameId: string; seq: number; event: GameEvent }[]).filter((r) => r.gameId === id).sort((a, b) => a.seq - b.seq);
						resolve(JSON.stringify([head, rows.map((r) => r.event)]));
						open.result.close();
					};
				};
			}),
		id
	);
}

/** Reads the QR code on screen as a camera would: the drawn code, rasterised, decoded. */
async function scanQr(page: Page, name: string): Promise<string> {
	const qr = page.getByRole('img', { name });
	await expect(qr).not.toHaveAttribute('aria-busy', 'true');
	const image = await qr.evaluate(async (el) => {
		const svg = el.querySelector('svg')!;
		const size = 400;
		const img = new Image();
		img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
		await img.decode();
		const canvas = document.createElement('canvas');
		canvas.width = canvas.height = size + 40;
		const g = canvas.getContext('2d')!;
		g.fillStyle = '#fff';
		g.fillRect(0, 0, canvas.width, canvas.height);
		g.drawImage(img, 20, 20, size, size);
		const data = g.getImageData(0, 0, canvas.width, canvas.height);
		return { width: data.width, height: data.height, data: Array.from(data.data) };
	});
	return decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
}

/** One more phone joins the host's game and takes the seat of `player`. */
async function join(browser: Browser, host: Page, player: string, lang: 'en' | 'de'): Promise<Page> {
	const own = { locale: lang } as const;
	await host.getByRole('button', { name: m.phones_add({}, en) }).click();
	const link = await scanQr(host, m.phones_qr({}, en));
	expect(link).toMatch(/^http:\/\/localhost:\d+\/join#join=1\./);
	const phone = await (await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-US', serviceWorkers: 'block' })).newPage();
	await phone.goto(link);
	const answer = phone.getByRole('textbox', { name: m.join_code({}, own) });
	await expect(answer).toHaveValue(/^join=1\./);
	await phone.screenshot({ path: test.info().outputPath(`join-${player}.png`) });
	await host.getByRole('textbox', { name: m.phones_answer({}, en) }).fill(await answer.inputValue());
	await host.getByRole('button', { name: m.phones_connect({}, en) }).click();
	await expect(host.getByRole('status').filter({ hasText: m.phones_connected({}, en) })).toBeVisible();
	await phone.getByRole('button', { name: m.join_seat({ name: player }, own) }).click();
	await expect(phone).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`));
	await expect(host.getByRole('listitem').filter({ hasText: m.phones_seat({ name: player }, en) })).toBeVisible();
	await host.screenshot({ path: test.info().outputPath(`host-after-${player}.png`), fullPage: true });
	return phone;
}

test('two phones join the host by QR code and paste: each enters their own bid, a bid for another seat is refused, every phone stores the same log', async ({ page: host, browser }) => {
	test.setTimeout(240_000);
	await host.goto('/settings');
	const chooser = host.waitForEvent('filechooser');
	await host.getByRole('button', { name: m.data_importer_pick({}, en) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(host.getByText(m.data_importer_done({}, en))).toBeVisible();
	await host.goto(`/game/${RUNNING_ID}`);
	await host.getByRole('link', { name: m.game_header_phones({}, en) }).click();
	await expect(host.getByRole('heading', { level: 1 })).toHaveText(m.phones_title({}, en));

	// Each phone keeps its own language: Ani's phone is German.
	const ani = await join(host.context().browser()!, host, 'Ani', 'de');
	const frank = await join(host.context().browser()!, host, 'Frank', 'en');
	await host.getByRole('link', { name: m.scoring_tracked_to_game({}, en) }).click();

	// Each player bids on their own phone; every phone shows every bid.
	await bid(ani, 'de', 'city', 'Ani', 2);
	await bid(frank, 'en', 'city', 'Frank', 1);
	for (const [phone, lang] of [[host, 'en'], [ani, 'de'], [frank, 'en']] as const) {
		await expect(area(phone, lang, 'city').getByRole('listitem').filter({ hasText: 'Ani' })).toHaveText(/Ani\s*2$/);
		await expect(area(phone, lang, 'city').getByRole('listitem').filter({ hasText: 'Frank' })).toHaveText(/Frank\s*1$/);
	}

	// The last step is Frank's bid: Ani's phone may not undo it (his phone holds his seat), and nothing changes.
	const before = await storedLog(host, RUNNING_ID);
	await ani.getByRole('button', { name: m.common_undo({}, { locale: 'de' }), exact: true }).click();
	await expect(ani.getByText(m.refusals_table_link({ why: 'seat' }, { locale: 'de' }))).toBeVisible();
	expect(await storedLog(host, RUNNING_ID)).toBe(before);

	// Every phone holds the same log, byte for byte.
	await expect.poll(() => storedLog(ani, RUNNING_ID)).toBe(before);
	await expect.poll(() => storedLog(frank, RUNNING_ID)).toBe(before);

	// The host phone dies: Frank's phone says so and goes on alone with every acknowledged step.
	await host.context().close();
	const gone = frank.getByRole('alert').filter({ hasText: m.join_host_gone({}, en) });
	await expect(gone).toBeVisible({ timeout: 45_000 });
	await frank.getByRole('button', { name: m.join_continue({}, en) }).click();
	await expect(gone).toHaveCount(0);
	expect(await storedLog(frank, RUNNING_ID)).toBe(before);
	await frank.getByRole('button', { name: m.common_undo({}, en), exact: true }).click();
	await expect(area(frank, 'en', 'city').getByRole('listitem').filter({ hasText: 'Frank' })).toHaveCount(0);
});
