/**
 * Sharing a box: the box values of one phone reach another by a QR code. The QR code rendered on the screen is
 * decoded (the `qr` library's decoder reads the pixels of the drawn code), the decoded link opens the app in a
 * second browser with fresh storage, and one tap takes the values. A damaged link is refused and changes nothing.
 */
import decodeQR from 'qr/decode.js';
import { expect, test } from './support/test';
// Paraglide's compiled messages (built by `npm run paraglide` or the build), asked for in English.
import { m } from '../../src/lib/paraglide/messages.js';
import { importProfile } from './support/table-setup';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
const en = { locale: 'en' } as const;

test('a QR code carries the box values to a second phone: one tap to take them; a damaged link changes nothing', async ({ page, browser, baseURL }) => {
	await importProfile(page, 'en');
	// a building card entered on the Box page travels with the rest
	const cards = page.getByRole('region', { name: m.terms_building_cards({}, { locale: 'en' }) });
	await cards.getByRole('button', { name: m.cards_add({}, { locale: 'en' }) }).click();
	await cards.getByRole('textbox', { name: m.cards_name({}, { locale: 'en' }) }).fill('Fixture Hall');
	await cards.getByRole('radio', { name: 'Civil', exact: true }).click();
	await cards.getByRole('button', { name: m.cards_save({}, { locale: 'en' }) }).click();
	await expect(cards.getByText(m.cards_count({ n: 1, of: 28 }, { locale: 'en' }))).toBeVisible();
	await page.getByRole('button', { name: m.share_open({}, en) }).click();
	const qr = page.getByRole('img', { name: m.share_qr({}, en) });
	await expect(qr).toBeVisible();
	const link = await page.getByRole('textbox', { name: m.share_link({}, en) }).inputValue();
	expect(link).toMatch(new RegExp(`^${baseURL}/box#profile=1\\.`));
	await page.screenshot({ path: 'test-results/screens/box-share-en.png' });

	// Read the code as a camera would: its pixels, drawn at 4 px per module on white.
	const svg = await qr.locator('svg').evaluate((el) => el.outerHTML);
	const canvasPage = await page.context().newPage();
	const pixels = await canvasPage.evaluate(async (markup) => {
		const img = new Image();
		img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
		await img.decode();
		const size = 600;
		const canvas = document.createElement('canvas');
		canvas.width = canvas.height = size;
		const ctx = canvas.getContext('2d')!;
		ctx.fillStyle = '#fff';
		ctx.fillRect(0, 0, size, size);
		ctx.drawImage(img, 20, 20, size - 40, size - 40);
		return { width: size, height: size, data: Array.from(ctx.getImageData(0, 0, size, size).data) };
	}, svg);
	await canvasPage.close();
	const decoded = decodeQR({ width: pixels.width, height: pixels.height, data: new Uint8Array(pixels.data) });
	expect(decoded).toBe(link);

	// A second phone: fresh storage, the link opens the Box page, one tap takes the values.
	const other = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, baseURL });
	const phone = await other.newPage();
	await phone.goto(decoded);
	await phone.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	const card = phone.getByRole('group', { name: m.share_incoming({}, en) });
	await expect(card).toContainText(/\d+ values new\./);
	const added = Number((await card.textContent())?.match(/(\d+) values new/)?.[1]);
	expect(added).toBeGreaterThan(20);
	await phone.screenshot({ path: 'test-results/screens/box-share-incoming-en.png' });
	await card.getByRole('button', { name: m.share_take({}, en) }).click();
	await expect(phone.getByRole('status').filter({ hasText: m.share_taken({ count: added }, en) })).toBeVisible();
	expect(new URL(phone.url()).hash).toBe('');
	await phone.reload();
	await phone.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	// everything but the 27 building cards not entered yet
	await expect(phone.getByText(/ · 1 still unknown$/)).toBeVisible();
	await expect(phone.getByRole('region', { name: m.terms_building_cards({}, { locale: 'en' }) }).getByText('Fixture Hall', { exact: true })).toBeVisible();

	// A damaged link: refused with the reason, nothing taken.
	const fresh = await (await browser.newContext({ serviceWorkers: 'block', baseURL })).newPage();
	await fresh.goto(`${decoded.slice(0, decoded.length - 40)}`);
	await fresh.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	await expect(fresh.getByRole('alert')).toHaveText(m.share_problem_malformed({}, en));
	await expect(fresh.getByText(m.box_page_summary({ rules: 0, entered: 0, unknown: 0 }, { locale: 'en' }).split(' · ')[1]!)).toBeVisible();
	await other.close();
});
