/** Seeding through the app itself: a backup file imported with the Settings screen's import button. */
import { m } from '../../src/lib/paraglide/messages.js';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, CHROMIUM, CHROMIUM_FLAGS } from './env';

/** Imports `file` on /settings and waits for the app to report it done; returns the milliseconds it took. */
export async function importBackup(page: Page, file: string, games: number, timeout = 10 * 60_000): Promise<number> {
	await page.goto(`${BASE_URL}/settings`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.settings_title({}, { locale: 'en' }));
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: m.data_importer_pick({}, { locale: 'en' }) }).click();
	const started = Date.now();
	await (await chooser).setFiles(file);
	const done = page.getByRole('status').filter({ hasText: m.data_importer_done({}, { locale: 'en' }) });
	const refused = page.getByRole('alert').filter({ hasText: m.data_importer_refused({}, { locale: 'en' }) });
	await expect(done.or(refused)).toBeVisible({ timeout });
	const took = Date.now() - started;
	if (await refused.isVisible()) throw new Error(`the import was refused: ${await refused.innerText()}`);
	await expect(done).toContainText(m.data_importer_games({ n: games }, { locale: 'en' }));
	return took;
}

/** A Chromium profile directory with `file` imported, for a browser launched on it afterwards (Lighthouse). */
export async function seedProfile(userDataDir: string, file: string, games: number): Promise<number> {
	const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
		executablePath: CHROMIUM,
		args: CHROMIUM_FLAGS,
		locale: 'en-US',
		// The precache download of the service worker is not needed for seeding.
		serviceWorkers: 'block'
	});
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		return await importBackup(page, file, games);
	} finally {
		await context.close();
	}
}

/** How many games the history of a profile directory lists (a check that the seeded data is still there). */
export async function storedGames(userDataDir: string): Promise<number> {
	const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_FLAGS, locale: 'en-US', serviceWorkers: 'block' });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto(`${BASE_URL}/rules`);
		return await page.evaluate(
			() =>
				new Promise<number>((resolve, reject) => {
					const open = indexedDB.open('armageddon-companion');
					open.onerror = () => reject(open.error);
					open.onsuccess = () => {
						const db = open.result;
						if (!db.objectStoreNames.contains('games')) return resolve(0);
						const req = db.transaction('games', 'readonly').objectStore('games').count();
						req.onsuccess = () => {
							resolve(req.result);
							db.close();
						};
						req.onerror = () => reject(req.error);
					};
				})
		);
	} finally {
		await context.close();
	}
}
