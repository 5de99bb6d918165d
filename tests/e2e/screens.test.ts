import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test } from './support/test';

// Phone-size screenshots for review, kept as artifacts in test-results/screens/.
const cases = [
	{ path: '/', name: 'home' },
	{ path: '/settings', name: 'settings' },
	{ path: '/game/abc123', name: 'game' }
];

for (const lang of ['en', 'de'] as const) {
	for (const scheme of ['light', 'dark'] as const) {
		test.describe(`${lang} ${scheme}`, () => {
			// No service worker here, so the first-visit offline notice does not cover the page.
			test.use({ viewport: { width: 360, height: 640 }, locale: lang, colorScheme: scheme, serviceWorkers: 'block' });

			for (const { path, name } of cases) {
				if (name !== 'home' && (lang !== 'de') !== (scheme === 'light')) continue;
				test(`${name} screenshot`, async ({ page }) => {
					await page.goto(path);
					await expect(page.locator('html')).toHaveAttribute('lang', lang);
					await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
					await page.screenshot({ path: `test-results/screens/${name}-${lang}-${scheme}.png` });
					// Nothing may overflow sideways on a 360 px phone.
					expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
					if (name === 'home') {
						await expect(page.getByRole('link', { name: m.home_new_game({}, { locale: lang }) })).toBeVisible();
					}
				});
			}
		});
	}
}

test('the first visit shows the offline-ready notice, not the update prompt', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 640 });
	await page.goto('/');
	await expect(page.getByRole('status')).toContainText(m.pwa_offline_ready({}, { locale: 'en' }));
	await expect(page.getByText(m.pwa_update_available({}, { locale: 'en' }))).toHaveCount(0);
	await page.screenshot({ path: 'test-results/screens/home-en-light-offline-ready.png' });
	const close = page.getByRole('button', { name: m.common_close({}, { locale: 'en' }) });
	expect((await close.boundingBox())?.height).toBeGreaterThanOrEqual(44);
	await close.click();
	await expect(page.getByRole('status')).toHaveCount(0);
});

test('touch targets in the top bar and on home are at least 44 px', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 640 });
	await page.goto('/rules');
	await page.goto('/');
	const boxes = await page.locator('header a, header button, nav a').evaluateAll((els) =>
		els.map((e) => {
			const r = e.getBoundingClientRect();
			return { text: e.textContent?.trim() || e.getAttribute('aria-label'), w: r.width, h: r.height };
		})
	);
	expect(boxes.length).toBeGreaterThanOrEqual(9);
	for (const b of boxes) {
		expect(b.w, `${b.text} width`).toBeGreaterThanOrEqual(44);
		expect(b.h, `${b.text} height`).toBeGreaterThanOrEqual(44);
	}
});
