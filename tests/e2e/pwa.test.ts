import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test } from './support/test';
import { ROUTES } from './routes';

test('the manifest is linked, valid and has the icons', async ({ page, request }) => {
	await page.goto('/');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBeTruthy();
	const response = await request.get(new URL(href ?? '', page.url()).href);
	expect(response.ok()).toBe(true);
	const manifest = JSON.parse(await response.text());
	expect(manifest).toMatchObject({
		name: 'Armageddon Companion',
		short_name: 'Armageddon',
		start_url: '/',
		scope: '/',
		display: 'standalone'
	});
	expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
	expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
	const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
	expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
		'192x192 any',
		'512x512 any',
		'512x512 maskable'
	]);
	for (const icon of icons) {
		const res = await request.get(icon.src);
		expect(res.ok(), icon.src).toBe(true);
		expect(res.headers()['content-type']).toBe('image/png');
	}
});

test('after the first visit every route opens offline, deep links included', async ({ page, context }) => {
	test.setTimeout(60_000);
	await page.goto('/');
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.reload();
	await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');

	// A first visit never asks to update.
	await expect(page.getByText(m.pwa_update_available({}, { locale: 'en' }))).toHaveCount(0);

	await context.setOffline(true);
	for (const route of ROUTES) {
		const response = await page.goto(route.path);
		await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading('en'));
		// The home page comes from the precache as itself (with its markup); every other address through the
		// precached 200.html shell, which renders the route on the device (vite.config.ts says why).
		expect((await response?.text())?.includes('<h1'), route.path).toBe(route.path === '/');
		expect(response?.fromServiceWorker(), route.path).toBe(true);
	}
	// Another unknown id, and a reload of it, come from the precached 200.html too.
	await page.goto('/game/0f8c-offline');
	await page.reload();
	await expect(page.getByText(m.game_id({ id: '0f8c-offline' }, { locale: 'en' }))).toBeVisible();
	await expect(page.getByText(m.pwa_update_available({}, { locale: 'en' }))).toHaveCount(0);
	await context.setOffline(false);
});

test('a new version is offered and applied only when the user agrees', async ({ page }) => {
	test.setTimeout(60_000);
	await page.goto('/rules');
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.reload();
	await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
	await page.evaluate(() => {
		(window as unknown as { marker: number }).marker = 1;
		navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('took-over', '1'));
	});

	// Stand-in for a deploy: a second worker script installs and waits behind the active one.
	await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next'));
	const prompt = page.getByRole('status').filter({ hasText: m.pwa_update_available({}, { locale: 'en' }) });
	await expect(prompt).toBeVisible({ timeout: 15_000 });
	await page.waitForTimeout(1000);
	expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

	const reloaded = page.waitForEvent('load');
	await prompt.getByRole('button', { name: m.pwa_reload({}, { locale: 'en' }) }).click();
	await reloaded;
	expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.rules_title({}, { locale: 'en' }));
	// The reload came after the new worker had taken over, not instead of it.
	expect(await page.evaluate(() => sessionStorage.getItem('took-over'))).toBe('1');
});

test('the app starts without console errors in German', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'de-DE' });
	const page = await context.newPage();
	const errors: string[] = [];
	page.on('console', (msg) => {
		if (msg.type() === 'error' || msg.type() === 'warning') errors.push(msg.text());
	});
	page.on('pageerror', (err) => errors.push(err.message));
	await page.goto('/');
	await expect(page.getByRole('link', { name: new RegExp(m.home_new_game({}, { locale: 'de' })) })).toBeVisible();
	await page.goto('/game/x1');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.game_title({}, { locale: 'de' }));
	expect(errors).toEqual([]);
	await context.close();
});
