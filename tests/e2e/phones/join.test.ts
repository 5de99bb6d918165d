/**
 * Phones at one table: a host phone and two joined phones, each a browser context with storage of its own, in
 * the network namespace of scripts/netns.sh (the WebRTC candidates are the namespace's, never the machine's).
 * The host's code is read from its screen (the QR code decoded), the answer goes back through the paste field.
 * Round 2 is played whole (auction, exploration, construction, City, completion) with each player entering their
 * own steps on their own phone; a phone whose browser was closed comes back to its seat and catches up; forged
 * messages change nothing; round 3 starts and the host dies after its first bid: a phone continues with every
 * acknowledged step, and the other phone joins it and bids there.
 */
import { networkInterfaces } from 'node:os';
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from '../support/test';
import { area, bid } from '../support/flows';
import { fixture, RUNNING_ID } from '../support/games';
import type { GameEvent } from '../../../src/lib/games/armageddon/types';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { Table } from '../support/table';
import { readQrOnScreen } from '../support/qr';
import { explained, traceChannels } from '../support/channel-trace';

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

/**
 * Watches a joined phone's data channel from inside its page, as a debugger would: the kinds of message it
 * heard, the last revision, and the channel itself (to send forged messages through it).
 */
function watchChannel() {
	const w = window as unknown as { __heard: string[]; __rev: number; __channel: RTCDataChannel };
	w.__heard = [];
	const add = RTCDataChannel.prototype.addEventListener;
	RTCDataChannel.prototype.addEventListener = function (this: RTCDataChannel, ...args: Parameters<RTCDataChannel['addEventListener']>) {
		if (args[0] === 'message' && w.__channel !== this) {
			w.__channel = this;
			add.call(this, 'message', (e: Event) => {
				try {
					const message = JSON.parse((e as MessageEvent).data as string) as { t: string; rev?: number };
					w.__heard.push(message.t);
					if (typeof message.rev === 'number') w.__rev = message.rev;
				} catch {
					w.__heard.push('?');
				}
			});
		}
		return add.apply(this, args);
	} as RTCDataChannel['addEventListener'];
}

const heard = (phone: Page) => phone.evaluate(() => (window as unknown as { __heard: string[] }).__heard.join(' '));

/** A phone's browser (a context of its own), its page opened at `path` once the app has started. */
async function phoneAt(browser: Browser, lang: 'en' | 'de', options: BrowserContextOptions = {}): Promise<Page> {
	const context = await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-US', serviceWorkers: 'block', ...options });
	await context.addInitScript(watchChannel);
	await context.addInitScript(traceChannels);
	return context.newPage();
}

/** The host shows a new code (Players' phones → Add a phone); the phone's camera opens it; its answer is pasted on the host. */
async function connect(host: Page, phone: Page, lang: 'en' | 'de') {
	await host.getByRole('button', { name: m.phones_add({}, en) }).click();
	const link = await readQrOnScreen(host, m.phones_qr({}, en));
	expect(link).toMatch(/^http:\/\/localhost:\d+\/join#join=1\./);
	await phone.goto(link);
	const answer = phone.getByRole('textbox', { name: m.join_code({}, { locale: lang }) });
	await expect(answer).toHaveValue(/^join=1\./);
	await host.getByRole('textbox', { name: m.phones_answer({}, en) }).fill(await answer.inputValue());
	await host.getByRole('button', { name: m.phones_connect({}, en) }).click();
	await expect(host.getByRole('status').filter({ hasText: m.phones_connected({}, en) })).toBeVisible();
}

/** The host's line for the phone holding `player`'s seat (not the line of one that left). */
const seatLine = (host: Page, player: string) => host.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${m.phones_seat({ name: player }, en)}\\s*$`) });

/** One more phone joins the host's game and takes the seat of `player`; prints the time from "Add a phone" to the seat taken. */
async function join(browser: Browser, host: Page, player: string, lang: 'en' | 'de'): Promise<Page> {
	const own = { locale: lang } as const;
	const phone = await phoneAt(browser, lang);
	const start = Date.now();
	await explained(host, phone, async () => {
		await connect(host, phone, lang);
		await phone.getByRole('button', { name: m.join_seat({ name: player }, own) }).click({ timeout: 30_000 });
	});
	await expect(phone).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`));
	await expect(seatLine(host, player)).toBeVisible();
	const ms = Date.now() - start;
	console.log(`${player}'s phone: "Add a phone" to seat taken in ${ms} ms`);
	test.info().annotations.push({ type: `${player}'s phone joined (ms)`, description: String(ms) });
	return phone;
}

const toPhones = async (page: Page, lang: 'en' | 'de') => {
	await page.getByRole('link', { name: m.game_header_phones({}, { locale: lang }) }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.phones_title({}, { locale: lang }));
};
const toGame = (page: Page, lang: 'en' | 'de') => page.getByRole('link', { name: m.scoring_tracked_to_game({}, { locale: lang }) }).click();

/** The bid of `name` in area `a`, as every phone shows it. */
async function seenEverywhere(phones: readonly (readonly [Page, 'en' | 'de'])[], a: 'construction' | 'city', name: string, n: number) {
	for (const [phone, lang] of phones) await expect(area(phone, lang, a).getByRole('listitem').filter({ hasText: name })).toHaveText(new RegExp(`${name}\\s*${n}$`));
}

test('a whole round on three phones: own steps on each, a closed phone rejoins and catches up, forged messages change nothing, the host dies mid-round and a phone takes over', async ({ page: host, browser }) => {
	test.setTimeout(180_000);
	await host.context().addInitScript(traceChannels);
	await host.goto('/settings');
	const chooser = host.waitForEvent('filechooser');
	await host.getByRole('button', { name: m.data_importer_pick({}, en) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(host.getByText(m.data_importer_done({}, en))).toBeVisible();
	await host.goto(`/game/${RUNNING_ID}`);
	await toPhones(host, 'en');

	// Each phone keeps its own language: Ani's phone is German. Nikki and Travis have no phone: the host enters for them.
	const ani = await join(browser, host, 'Ani', 'de');
	let frank = await join(browser, host, 'Frank', 'en');
	await toGame(host, 'en');

	// Round 2's construction bids, each on its player's phone.
	await bid(ani, 'de', 'construction', 'Ani', 1);
	await bid(frank, 'en', 'construction', 'Frank', 2);
	await seenEverywhere([[host, 'en'], [ani, 'de'], [frank, 'en']], 'construction', 'Frank', 2);

	// Ani's phone may not undo Frank's bid (his phone holds his seat): refused in her language, nothing changes.
	const atUndo = await storedLog(host, RUNNING_ID);
	await ani.getByRole('button', { name: m.common_undo({}, { locale: 'de' }), exact: true }).click();
	await expect(ani.getByText(m.refusals_table_link({ why: 'seat' }, { locale: 'de' }))).toBeVisible();
	expect(await storedLog(host, RUNNING_ID)).toBe(atUndo);

	// Frank's browser is closed mid-auction (its storage kept, as a phone's is); the table plays on without him.
	const kept = await frank.context().storageState({ indexedDB: true });
	await frank.context().close();
	await bid(host, 'en', 'construction', 'Nikki', 0);
	await bid(host, 'en', 'construction', 'Travis', 0);
	await bid(ani, 'de', 'city', 'Ani', 2);

	// Reopened, it knows it was at the table; a new code from the host takes it back to Frank's seat and the game.
	frank = await phoneAt(browser, 'en', { storageState: kept });
	await frank.goto(`${new URL(host.url()).origin}/game/${RUNNING_ID}`);
	await expect(frank.getByRole('status').filter({ hasText: m.join_was_joined({}, en) })).toBeVisible();
	await toPhones(host, 'en');
	await explained(host, frank, async () => {
		await connect(host, frank, 'en');
		await expect(frank).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`), { timeout: 30_000 });
	});
	await expect(seatLine(host, 'Frank')).toBeVisible();
	await toGame(host, 'en');
	await seenEverywhere([[frank, 'en']], 'city', 'Ani', 2);
	await seenEverywhere([[frank, 'en']], 'construction', 'Travis', 0);
	// It caught up from its own revision: the steps it missed, not the whole game.
	expect(await heard(frank)).toMatch(/^steps seats/);
	await expect.poll(() => storedLog(frank, RUNNING_ID)).toBe(await storedLog(host, RUNNING_ID));

	// The City bids; Travis's auction bonus card; exploration, each pick on its player's phone.
	await bid(frank, 'en', 'city', 'Frank', 1);
	await bid(host, 'en', 'city', 'Nikki', 0);
	await bid(host, 'en', 'city', 'Travis', 0);
	await new Table(host, 'en', 'phones').choose('Travis', 'beer', 'drawn');
	await new Table(host, 'en', 'phones').explore('Travis', 'weapon');
	await new Table(ani, 'de', 'phones').explore('Ani', 'map', { worker: 1 });

	// Forged messages from Ani's phone: Frank's pick (his seat is his phone's), a bad shape, 10 MB. Nothing changes.
	const beforeForged = await storedLog(host, RUNNING_ID);
	const sent = await ani.evaluate(async (game) => {
		const w = window as unknown as { __rev: number; __channel: RTCDataChannel; __heard: string[] };
		const none = { worker: 0, soldier: 0, engineer: 0, marauder: 0 };
		w.__channel.send(JSON.stringify({ v: 1, t: 'propose', game, id: 9001, base: w.__rev, op: { kind: 'step', event: { type: 'explore', player: 'frank', equipment: 'beer', survivors: none } } }));
		w.__channel.send(JSON.stringify({ v: 1, t: 'propose', game, id: 'x', base: -1, op: { kind: 'rm' } }));
		w.__channel.send('{"v":1,');
		let large = 'sent';
		try {
			w.__channel.send('x'.repeat(10 * 1024 * 1024));
		} catch (e) {
			large = (e as Error).name;
		}
		return large;
	}, RUNNING_ID);
	test.info().annotations.push({ type: '10 MB on the data channel', description: sent });
	await expect.poll(() => heard(ani)).toMatch(/refused$/);
	expect(await storedLog(host, RUNNING_ID)).toBe(beforeForged);
	const table = { host: new Table(host, 'en', 'phones'), ani: new Table(ani, 'de', 'phones'), frank: new Table(frank, 'en', 'phones') };
	await table.frank.explore('Frank', 'beer', { worker: 1 });
	expect(await storedLog(host, RUNNING_ID)).not.toBe(beforeForged);
	await table.host.explore('Nikki', 'beer');

	// Construction in bid order, each building tile taken on its player's phone (the cards go back to the box).
	await table.frank.construct('Frank', 'damage-', { build: null });
	await table.ani.construct('Ani', 'two-houses', { build: null });
	await table.host.construct('Nikki', 'marauder-', { build: null });
	await table.host.construct('Travis', 'damage-', { build: null });

	// City: Frank's last survivor fights; Travis and Nikki (nothing in City) pass on by themselves; Ani fights twice.
	await table.frank.city('Frank', [{ kind: 'fight', marauders: 1, survivors: 1 }], null);
	await table.ani.city('Ani', [{ kind: 'fight', marauders: 2, survivors: 2 }], null);

	// Completion: Frank is two short of housing and sends two workers back, on his phone.
	await table.frank.completion({ Frank: { worker: 2 } });
	for (const [t, lang] of [[table.host, 'en'], [table.ani, 'de'], [table.frank, 'en']] as const) {
		await expect(t.page.getByRole('button', { name: m.game_round_start_start({ n: 3 }, { locale: lang }), exact: true })).toBeVisible();
	}

	// Every phone holds the same log, byte for byte.
	const roundEnd = await storedLog(host, RUNNING_ID);
	await expect.poll(() => storedLog(ani, RUNNING_ID)).toBe(roundEnd);
	await expect.poll(() => storedLog(frank, RUNNING_ID)).toBe(roundEnd);

	// Round 3 starts on the host and Nikki's first bid goes down there; then the host phone dies in the middle of the
	// round: Frank's phone continues with every acknowledged step and hosts the table.
	await table.host.startRound(3, [], false);
	await table.host.bid('construction', 'Nikki', 0);
	const acknowledged = await storedLog(host, RUNNING_ID);
	expect(JSON.parse(acknowledged)[1].length).toBe(JSON.parse(roundEnd)[1].length + 2);
	await expect.poll(() => storedLog(frank, RUNNING_ID)).toBe(acknowledged);
	await host.context().close();
	const gone = frank.getByRole('alert').filter({ hasText: m.join_host_gone({}, en) });
	await test.step('the phone sees the host gone', () => expect(gone).toBeVisible({ timeout: 45_000 }));
	await frank.getByRole('button', { name: m.join_continue({}, en) }).click();
	await expect(gone).toHaveCount(0);
	expect(await storedLog(frank, RUNNING_ID)).toBe(acknowledged);
	await toPhones(frank, 'en');
	// Ani's phone goes back to her seat at the new host.
	await explained(frank, ani, async () => {
		await connect(frank, ani, 'de');
		await expect(ani).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`), { timeout: 30_000 });
	});
	await toGame(frank, 'en');
	// Ani bids on her own phone at the new host; the round goes on.
	await table.ani.bid('city', 'Ani', 0);
	await table.frank.expectPhase(3, 'auction');
	await seenEverywhere([[frank, 'en']], 'city', 'Ani', 0);
	const last = await storedLog(frank, RUNNING_ID);
	expect(JSON.parse(last)[1].slice(0, -1)).toEqual(JSON.parse(acknowledged)[1]);
	await expect.poll(() => storedLog(ani, RUNNING_ID)).toBe(last);
});
