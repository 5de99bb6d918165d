import { expect, test, type Page } from './support/test';
import { readFile } from 'node:fs/promises';

const phone = { width: 360, height: 640 };
const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
const row = (page: Page, name: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name }) });

async function enterValues(page: Page) {
	await page.goto('/box');
	await page.getByRole('button', { name: /Damage track space 4/ }).click();
	await page.getByRole('button', { name: '+1 Marauder' }).click();
	await page.getByRole('button', { name: '−1 point' }).click();
	await page.getByRole('button', { name: 'Save', exact: true }).click();
	await expect(row(page, /Damage track space 4/)).toContainText('Entered');
	await page.getByRole('button', { name: /Marauder advance, round 1/ }).click();
	// Three taps from "?" give 3.
	for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Marauder advance, round 1: one more' }).click();
	await page.getByRole('button', { name: 'Save', exact: true }).click();
	await expect(row(page, /Marauder advance, round 1/)).toContainText('Entered');
}

test.use({ serviceWorkers: 'block' });

test('values entered on /box survive a reload', async ({ page }) => {
	await page.setViewportSize(phone);
	await enterValues(page);
	await page.reload();
	await expect(row(page, /Damage track space 4/)).toContainText('+1 Marauder + −1 point');
	await expect(row(page, /Damage track space 4/)).toContainText('Entered');
	await expect(row(page, /Marauder advance, round 1/)).toContainText('3');
	await expect(page.getByText(/ · 2 entered · /)).toBeVisible();
	await page.screenshot({ path: 'test-results/screens/box-en-light.png' });
	for (const group of ['Damage track', 'Vehicles', 'City board']) {
		await page.getByRole('heading', { level: 2, name: group }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await page.screenshot({ path: `test-results/screens/box-en-light-${group.toLowerCase().replace(' ', '-')}.png` });
	}
	await page.getByRole('button', { name: /Beer points table/ }).click();
	await page.getByRole('button', { name: 'Add entry: Beer points table' }).click();
	await page.getByRole('button', { name: 'Add entry: Beer points table' }).click();
	await page.getByRole('button', { name: 'Points for 1 card: one more' }).click();
	await page.getByRole('button', { name: /^Edit: Beer points table/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
	await page.screenshot({ path: 'test-results/screens/box-en-light-beer.png' });
	await noSideScroll(page);
});

test('an exported profile imports into a fresh browser', async ({ page, browser }) => {
	await enterValues(page);
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as file' }).click()]);
	expect(download.suggestedFilename()).toBe('armageddon-box.json');
	const text = await readFile((await download.path())!, 'utf8');
	expect(JSON.parse(text)).toMatchObject({ format: 'armageddon-box-profile', damageSpaces: [['marauder', 'vp-1'], null, null, null, null, null] });

	const fresh = await browser.newContext({ serviceWorkers: 'block', viewport: phone });
	const other = await fresh.newPage();
	await other.goto('/box');
	await expect(row(other, /Damage track space 4/)).toContainText('Unknown');
	await other.locator('input[type=file]').setInputFiles({ name: 'armageddon-box.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await expect(other.getByText('Imported: 2 values filled in.')).toBeVisible();
	await expect(row(other, /Damage track space 4/)).toContainText('Entered');
	await other.getByText('Imported: 2 values filled in.').evaluate((el) => el.scrollIntoView({ block: 'end' }));
	await other.screenshot({ path: 'test-results/screens/box-en-imported.png' });
	await other.reload();
	await expect(row(other, /Marauder advance, round 1/)).toContainText('Entered');
	await fresh.close();
});

test('a long building card name wraps inside its panel on a phone', async ({ page }) => {
	await page.setViewportSize(phone);
	await page.goto('/box');
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as file' }).click()]);
	// 40 letters without a break, the longest name a card may have
	const name = 'Großwasseraufbereitungsanlagenverwaltung';
	const file = { ...JSON.parse(await readFile((await download.path())!, 'utf8')), buildingCards: [{ name, level: 1, type: 'civil', housing: 0, starVp: 0 }] };
	await page.locator('input[type=file]').setInputFiles({ name: 'armageddon-box.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
	const edit = page.getByRole('button', { name: `Change ${name}` });
	await expect(edit).toBeVisible();
	const box = (await edit.boundingBox())!;
	expect(box.x + box.width, 'the edit button stays on screen').toBeLessThanOrEqual(phone.width);
	await noSideScroll(page);
	await edit.click();
	await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
	await noSideScroll(page);
});

test('a broken profile file is refused with its reason and changes nothing', async ({ page }) => {
	await page.setViewportSize(phone);
	await page.goto('/box');
	await expect(page.getByText(/ · 0 entered · /)).toBeVisible();
	await page.locator('input[type=file]').setInputFiles({ name: 'box.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"armageddon-box-profile","roundTrack":[') });
	await expect(page.getByRole('alert')).toContainText('The file was not imported, nothing changed: The file is incomplete');
	await page.locator('input[type=file]').setInputFiles({ name: 'box.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"armageddon-box-profile","version":1,"name":"x","roundTrack":[1,5,null,null,null,null]}') });
	await expect(page.getByRole('alert')).toContainText('The box profile is damaged');
	await expect(page.getByText(/ · 0 entered · /)).toBeVisible();
	await page.getByRole('alert').evaluate((el) => el.scrollIntoView({ block: 'end' }));
	await page.screenshot({ path: 'test-results/screens/box-en-refused.png' });
});

test.describe('in German, dark', () => {
	test.use({ locale: 'de-DE', colorScheme: 'dark', viewport: phone });

	test('the box page and a tile list editor', async ({ page }) => {
		await page.goto('/box');
		await expect(page.getByRole('heading', { name: 'Schadensleiste' })).toBeVisible();
		await page.screenshot({ path: 'test-results/screens/box-de-dark.png' });
		await page.getByRole('button', { name: /Die 10 Wertungsplättchen/ }).click();
		await page.getByRole('button', { name: 'Eintragen: Plättchen 2' }).click();
		await page.getByRole('combobox', { name: 'Zählt' }).selectOption('building');
		await page.getByRole('combobox', { name: 'Welche' }).selectOption('science');
		for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Punkte pro Stück: eins mehr' }).click();
		await page.getByRole('combobox', { name: 'Zählt' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
		await page.screenshot({ path: 'test-results/screens/box-de-dark-tiles.png' });
		await page.getByRole('button', { name: 'Fertig' }).click();
		await page.getByRole('button', { name: 'Speichern', exact: true }).click();
		await expect(page.getByText('Wissenschaft: je 3 Punkte')).toBeHidden();
		await expect(row(page, /Die 10 Wertungsplättchen/)).toContainText('2 von 10 bekannt');
		await page.getByRole('button', { name: /Die 7 Bietplättchen/ }).click();
		await page.getByRole('combobox', { name: 'Plättchen 2: Bonus' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await page.screenshot({ path: 'test-results/screens/box-de-dark-auction.png' });
		await noSideScroll(page);
	});
});

for (const [lang, heading, decisions] of [
	['en', 'Rules', 'Decisions this app takes where the rulebook is silent'],
	['de', 'Regeln', 'Entscheidungen der App, wo das Regelheft schweigt']
] as const) {
	test.describe(`/rules in ${lang}`, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', viewport: phone });

		test('renders the reference', async ({ page }) => {
			await page.goto('/rules');
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
			await expect(page.getByRole('heading', { level: 2, name: decisions })).toBeVisible();
			await page.screenshot({ path: `test-results/screens/rules-${lang}.png` });
			await page.getByRole('heading', { level: 2, name: decisions }).click();
			await expect(page.getByText(lang === 'de' ? 'Punkte fallen nie unter 0.' : 'VP never go below 0.')).toBeVisible();
			await page.getByRole('heading', { level: 2, name: decisions }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await page.screenshot({ path: `test-results/screens/rules-${lang}-decisions.png` });
			const round = page.getByRole('heading', { level: 2, name: lang === 'de' ? 'Eine Runde: die 4 Phasen' : 'A round: the 4 phases' });
			await round.click();
			await round.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await page.screenshot({ path: `test-results/screens/rules-${lang}-round.png` });
			await noSideScroll(page);
		});
	});
}
