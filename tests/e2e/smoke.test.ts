import { expect, test } from './support/test';

test('home page renders the app name', async ({ page }) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Armageddon Companion');
});

test('buttons of a prerendered page take taps only once the app has started', async ({ page }) => {
	// The app's code held back: the page is on screen, its buttons are inert and let taps through.
	await page.route('**/_app/immutable/**/*.js', (route) => route.abort());
	// An explicit waitUntil: the app never starts here, so do not wait for it (support/test.ts).
	await page.goto('/settings', { waitUntil: 'load' });
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
	await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
	const exportAll = page.getByRole('button', { name: 'Export everything' });
	expect(await exportAll.evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('none');

	// With the code: the app marks itself started and the same button takes taps.
	await page.unroute('**/_app/immutable/**/*.js');
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
	expect(await exportAll.evaluate((b) => getComputedStyle(b).pointerEvents)).toBe('auto');
});

test('a first visit to the home page does not open the database', async ({ page }) => {
	await page.goto('/');
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
	// Give a lazily loaded card time to ask; then nothing may have opened the app's database.
	await page.waitForLoadState('networkidle');
	const opened = () => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'armageddon-companion'));
	const noted = () => page.evaluate(() => localStorage.getItem('armageddon-companion:db-used'));
	expect(await opened()).toBe(false);
	expect(await noted()).toBeNull();

	// Any screen that uses the database notes it, so the home page looks for a game to resume from then on
	// (tests/e2e/data.test.ts checks the card itself).
	await page.goto('/settings');
	await expect(page.getByText('0 games stored on this device.')).toBeVisible();
	expect(await opened()).toBe(true);
	expect(await noted()).toBe('1');
});
