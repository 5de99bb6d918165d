/**
 * A link to a page the SPA shell draws (a game, its final scoring) fetches that page's files from the shell's
 * first bytes (src/app.html, src/lib/build/route-files.ts): the page's own node file is among them, every
 * preloaded file exists and is fetched once, as the page then uses it.
 */
import { expect, test } from './support/test';

for (const [what, path] of [
	['a game', '/game/shell-check'],
	['a final scoring', '/game/shell-check/final']
] as const) {
	test(`a link to ${what} preloads the page's files from the shell`, async ({ page }) => {
		const failed: string[] = [];
		// A preload the page cannot use (say, another credentials mode) is fetched twice: Chromium warns.
		page.on('console', (message) => {
			if (/preload/i.test(message.text())) failed.push(message.text());
		});
		page.on('response', (response) => {
			if (new URL(response.url()).pathname.startsWith('/_app/') && !response.ok()) failed.push(`${response.status()} ${response.url()}`);
		});
		await page.goto(path);
		// No game is stored under this id: the page has started once it says so.
		await expect(page.getByRole('alert').first()).toBeVisible();
		const { preloaded, loaded } = await page.evaluate(() => ({
			preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="style"]')].map((l) => new URL(l.href).pathname),
			loaded: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
		}));
		const list = JSON.parse((await page.locator('#route-files').textContent()) ?? '') as { prefix: string; files: string[]; routes: [string, number[]][] };
		const route = list.routes.find(([pattern]) => new RegExp(pattern).test(path));
		expect(route, `a list for ${path}`).toBeDefined();
		const mine = route![1].map((i) => list.prefix + list.files[i]);
		expect(mine.some((file) => /\/nodes\/\d+\.[\w-]+\.js$/.test(file) && !/\/nodes\/[01]\./.test(file)), 'the page’s own node file').toBe(true);
		for (const file of mine) expect(preloaded, `${file} preloaded`).toContain(file);
		for (const file of mine) expect(loaded, `${file} fetched`).toContain(file);
		expect(failed).toEqual([]);
	});
}
