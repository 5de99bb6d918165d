import { expect, test } from './support/test';

// A first visit straight to a game (a shared or bookmarked /game/<id> link) installs the app for offline use too:
// the service worker is registered at the root, not relative to the page (/game/sw.js would be a 404).
test('a first visit to a deep link registers the service worker at the root', async ({ page }) => {
	const errors: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(msg.text());
	});
	await page.goto('/game/first-visit');
	// `ready` never settles when the registration failed: give up after 15 s with null.
	const registration = await page.evaluate(async () => {
		const ready = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
		return ready && { scope: ready.scope, script: ready.active?.scriptURL ?? null };
	});
	const origin = new URL(page.url()).origin;
	expect(registration).toEqual({ scope: `${origin}/`, script: `${origin}/sw.js` });
	expect(errors).toEqual([]);
});

// While a deep link's scripts load (the SPA shell, 200.html, has no page in it yet), the app's bar is on screen
// at once instead of a blank page; it goes when the app has drawn the page, and a prerendered page never shows it.
test('a deep link shows the app bar while its scripts load, and only until the page is drawn', async ({ page }) => {
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/_app/immutable/**', async (route) => {
		await held;
		await route.continue();
	});
	await page.goto('/game/boot-check', { waitUntil: 'domcontentloaded' });
	const boot = page.locator('.boot');
	await expect(boot).toBeVisible();
	expect((await boot.boundingBox())?.height).toBeGreaterThanOrEqual(56);
	await expect(page.locator('.topbar')).toHaveCount(0);
	release();
	await expect(page.locator('.topbar')).toBeVisible();
	await expect(boot).toBeHidden();
	await page.goto('/');
	await expect(page.locator('.topbar')).toBeVisible();
	await expect(boot).toBeHidden();
});
