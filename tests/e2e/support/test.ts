/**
 * The `test` of every e2e file: Playwright's, with a page whose `goto` and `reload` wait until the app has
 * started (`html[data-hydrated]`, set by the root layout). A prerendered page is on screen, with its
 * controls, before its code runs; a test that acts at once would tap a control that does nothing yet.
 * Pass `waitUntil` explicitly to skip the wait (a page whose code a test holds back); pages without
 * JavaScript (`javaScriptEnabled: false`) never wait.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

const STARTED = 15_000;

export const test = base.extend<{ page: Page }>({
	page: async ({ page, javaScriptEnabled }, use) => {
		const started = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: STARTED });
		const goto = page.goto.bind(page);
		const reload = page.reload.bind(page);
		page.goto = async (url, options) => {
			const response = await goto(url, options);
			if (javaScriptEnabled && !options?.waitUntil) await started();
			return response;
		};
		page.reload = async (options) => {
			const response = await reload(options);
			if (javaScriptEnabled && !options?.waitUntil) await started();
			return response;
		};
		await use(page);
	}
});
