/** axe-core on the page as it is: serious and critical violations fail; moderate and minor ones are listed. */
import { appendFileSync, mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const LOG = 'test-results/a11y-moderate.txt';

/** Two frames after the last change, so styles (a new theme) are applied before axe reads them. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function check(page: Page, where: string): Promise<string[]> {
	// The script in app.html hides a page prerendered in English until the app has switched to German.
	await expect(page.locator('html')).not.toHaveAttribute('data-pending-lang', /.*/);
	await settled(page);
	// Legacy mode runs axe in the page itself (there are no frames), without a helper page per run: faster.
	const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
	const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
	const others = violations.filter((v) => !blocking.includes(v));
	if (others.length > 0) {
		mkdirSync('test-results', { recursive: true });
		for (const v of others) appendFileSync(LOG, `${where}: ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}\n`);
	}
	return blocking.map(
		(v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`).join(' | ')}`
	);
}

/**
 * Fails on any serious or critical axe violation of the screen, with every <details> opened, in the light
 * and in the dark theme (the device's preference, emulated); logs the others to test-results/a11y-moderate.txt.
 * Leaves the page in the light theme.
 */
export async function expectAccessible(page: Page, screen: string, schemes: readonly ('light' | 'dark')[] = ['light', 'dark']): Promise<void> {
	// axe skips what is hidden: every collapsed section (round log, rules, box groups) is opened first.
	await page.evaluate(() => {
		for (const d of document.querySelectorAll('details')) d.open = true;
	});
	for (const scheme of schemes) {
		await page.emulateMedia({ colorScheme: scheme });
		const where = `${test.info().title} › ${screen} (${scheme})`;
		let found = await check(page, where);
		// Under load Chromium may hand axe a text colour of the theme before for a moment after the
		// switch; a real contrast problem is still there a moment later.
		if (found.some((f) => f.includes('color-contrast'))) {
			await page.waitForTimeout(500);
			found = await check(page, `${where} again`);
		}
		expect(found, `axe on ${where}`).toEqual([]);
	}
	await page.emulateMedia({ colorScheme: 'light' });
}
