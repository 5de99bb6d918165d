/**
 * The host scans a joining phone's answer with its camera: Chromium's fake camera plays a video file made from
 * the answer's QR code (read from the joining phone's screen). Then that phone holds its player's seat: the
 * player's secret tiles are on it alone, and it says "your turn" (with one buzz) while the game waits for them.
 * Run in the network namespace of scripts/netns.sh, as join.test.ts.
 */
import { writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import base from '../../../playwright.config';
import { m } from '../../../src/lib/paraglide/messages.js';
import { replay } from '../../../src/lib/games/armageddon/game';
import { areasLeftToBid, dueBidder } from '../../../src/lib/games/armageddon/phases/bidding';
import type { Area, BoxProfile, GameEvent, Setup } from '../../../src/lib/games/armageddon/types';
import { expect, test, type Page } from '../support/test';
import { area, bid } from '../support/flows';
import { fixture, RUNNING_ID } from '../support/games';
import { qrVideo, readQrOnScreen } from '../support/qr';
import { explained, traceChannels } from '../support/channel-trace';

const RUNNING = fixture('backup-running-game.json');
const en = { locale: 'en' } as const;
const de = { locale: 'de' } as const;

// The camera's picture: grey until the test writes the answer's code into it (Chromium opens the file anew each
// time a page starts the camera).
const CAMERA = join(tmpdir(), `scan-camera-${process.pid}.y4m`);
writeFileSync(CAMERA, qrVideo(null));

test.use({
	locale: 'en-US',
	serviceWorkers: 'block',
	permissions: ['camera'],
	launchOptions: {
		...base.use?.launchOptions,
		args: [
			...(base.use?.launchOptions?.args ?? []),
			'--use-fake-device-for-media-stream',
			'--use-fake-ui-for-media-stream',
			`--use-file-for-fake-video-capture=${CAMERA}`
		]
	}
});

test.beforeAll(() => {
	// Never over the machine's own network: only loopback and the namespace's veth pair may exist here.
	const names = Object.keys(networkInterfaces()).sort();
	expect(process.env.TABLE_NETNS, 'run through scripts/netns.sh (npm run test:phones)').toBe('1');
	expect(names.every((n) => ['lo', 'veth0', 'veth1'].includes(n)), `interfaces: ${names.join(', ')}`).toBe(true);
});

/** The running game, imported through the settings page, then its phones page. */
async function openPhones(page: Page, lang: 'en' | 'de') {
	const o = { locale: lang } as const;
	await page.goto('/settings');
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: m.data_importer_pick({}, o) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(RUNNING) });
	await expect(page.getByText(m.data_importer_done({}, o))).toBeVisible();
	await page.goto(`/game/${RUNNING_ID}/phones`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.phones_title({}, o));
}

/** The player due to bid when the fixture's log ends, an area they have still to bid in, and another player. */
function dueAtStart(): { id: string; name: string; area: Area; other: string } {
	const game = (JSON.parse(RUNNING) as { games: { setup: Setup; profile: BoxProfile; events: GameEvent[] }[] }).games[0]!;
	const { state } = replay(game.setup, game.profile, game.events);
	const id = dueBidder(state)!;
	const other = state.players.find((p) => p.id !== id)!.name;
	return { id, name: state.players.find((p) => p.id === id)!.name, area: areasLeftToBid(state, id)[0]!, other };
}

test('the host scans the joined phone’s code with its camera; that player’s secret tiles and turns are then on their own phone', async ({ page: host, browser }) => {
	test.setTimeout(120_000);
	const due = dueAtStart();
	await host.context().addInitScript(traceChannels);
	await openPhones(host, 'en');
	await host.getByRole('button', { name: m.phones_add({}, en) }).click();
	const link = await readQrOnScreen(host, m.phones_qr({}, en));
	await host.screenshot({ path: test.info().outputPath('phones-en.png'), fullPage: true });

	// The joining phone (German) opens the link and shows its answer as a QR code; the test reads it off the screen.
	const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block' });
	await context.addInitScript(() => {
		const buzzes: unknown[] = [];
		Object.defineProperty(window, 'buzzes', { value: buzzes });
		Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => buzzes.push(p) > 0, configurable: true });
	});
	await context.addInitScript(traceChannels);
	const phone = await context.newPage();
	await phone.goto(link);
	const answer = await readQrOnScreen(phone, m.join_qr({}, de));
	expect(answer).toMatch(/^join=1\./);

	// The camera sees only grey at first: the scanner waits, the paste field stays.
	await host.getByRole('button', { name: m.phones_scan_open({}, en) }).click();
	const video = host.getByLabel(m.phones_camera({}, en));
	await expect(video).toBeVisible();
	await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(640);
	await expect(host.getByRole('status').filter({ hasText: m.phones_scanning({}, en) })).toBeVisible();
	await expect(host.getByRole('textbox', { name: m.phones_answer({}, en) })).toBeVisible();
	await host.screenshot({ path: test.info().outputPath('scanner-en.png'), fullPage: true });
	await host.getByRole('button', { name: m.phones_scan_close({}, en) }).click();
	await expect(video).toHaveCount(0);

	// Now it sees the answer's code: the host takes it as if pasted, and the camera closes.
	writeFileSync(CAMERA, qrVideo(answer));
	const started = Date.now();
	await host.getByRole('button', { name: m.phones_scan_open({}, en) }).click();
	await expect(host.getByRole('status').filter({ hasText: m.phones_connected({}, en) })).toBeVisible();
	console.log(`scanned and connected in ${Date.now() - started} ms`);
	await expect(video).toHaveCount(0);

	// The phone takes the seat of the player due to bid: "your turn" there, with one buzz.
	await explained(host, phone, () => phone.getByRole('button', { name: m.join_seat({ name: due.name }, de) }).click({ timeout: 30_000 }));
	await expect(phone).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`));
	await expect(host.getByRole('listitem').filter({ hasText: m.phones_seat({ name: due.name }, en) })).toBeVisible();
	await host.screenshot({ path: test.info().outputPath('phones-joined-en.png'), fullPage: true });
	const turn = phone.getByRole('status').filter({ hasText: m.join_your_turn({ name: due.name }, de) });
	await expect(turn).toBeVisible();
	await expect(turn).toContainText(m.join_your_turn_bid({}, de));
	expect(await phone.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes.length)).toBe(1);
	await phone.screenshot({ path: test.info().outputPath('your-turn-de.png') });

	// The host's game: the seat's secret tiles are on that phone; a player without a phone is shown as before.
	await host.getByRole('link', { name: m.scoring_tracked_to_game({}, en) }).click();
	await host.getByRole('button', { name: m.game_players_open({ name: due.name }, en) }).click();
	const held = host.getByRole('dialog', { name: due.name });
	await expect(held.getByText(m.game_secret_tiles_on_phone({ name: due.name }, en))).toBeVisible();
	await expect(held.getByRole('button', { name: m.game_secret_tiles_show({}, en) })).toHaveCount(0);
	await held.screenshot({ path: test.info().outputPath('sheet-host-en.png') });
	await held.getByRole('button', { name: m.common_close({}, en) }).click();
	await host.getByRole('button', { name: m.game_players_open({ name: due.other }, en) }).click();
	const free = host.getByRole('dialog', { name: due.other });
	await expect(free.getByRole('button', { name: m.game_secret_tiles_show({}, en) })).toBeVisible();
	await free.getByRole('button', { name: m.common_close({}, en) }).click();

	// On the player's own phone the tiles are there.
	await phone.getByRole('button', { name: m.game_players_open({ name: due.name }, de) }).click();
	const own = phone.getByRole('dialog', { name: due.name });
	await expect(own.getByRole('button', { name: m.game_secret_tiles_show({}, de) })).toBeVisible();
	await own.getByRole('button', { name: m.common_close({}, de) }).click();

	// Their marker is down: the turn has passed, "your turn" is gone.
	await bid(phone, 'de', due.area, due.name, 1);
	await expect(turn).toHaveCount(0);
	await expect(area(host, 'en', due.area).getByRole('listitem').filter({ hasText: due.name })).toHaveText(new RegExp(`${due.name}\\s*1$`));
	expect(await phone.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes.length)).toBe(1);
	await context.close();
});

test('the scanner in German: a code that is no answer to this host is refused and the camera goes on', async ({ browser }) => {
	test.setTimeout(60_000);
	const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'block', permissions: ['camera'] });
	const page = await context.newPage();
	await openPhones(page, 'de');
	await page.screenshot({ path: test.info().outputPath('phones-de.png'), fullPage: true });
	await page.getByRole('button', { name: m.phones_add({}, de) }).click();
	// An answer to another host's code: the camera reads it, the host refuses it.
	await readQrOnScreen(page, m.phones_qr({}, de));
	writeFileSync(CAMERA, qrVideo('join=1.AAAA'));
	await page.getByRole('button', { name: m.phones_scan_open({}, de) }).click();
	await expect(page.getByRole('alert')).toHaveText(m.phones_code_problem({ problem: 'malformed' }, de));
	await expect(page.getByLabel(m.phones_camera({}, de))).toBeVisible();
	await page.screenshot({ path: test.info().outputPath('scanner-de.png'), fullPage: true });
	await context.close();
});
