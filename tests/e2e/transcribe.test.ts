/**
 * What entering a box costs: the whole box transcribed through /box/transcribe as a person would (tests/e2e/support/
 * transcribe-box.ts): all 10 scoring + 7 auction tiles ≤ 60 taps, the whole box ≤ 150; the exported profile
 * equals the FIXTURE box it typed in; a tile entered twice is refused. Phone screenshots in both languages.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { FIXTURE_COMPLETE_PROFILE as FIXTURE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import { transcribeFixtureBox } from './support/transcribe-box';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

test('the whole box transcribed in order: tiles ≤ 60 taps, everything ≤ 150; a tile entered twice is refused', async ({ page }) => {
	const cost = await transcribeFixtureBox(page);
	console.log(`box transcription: tiles ${cost.tileTaps} taps, beer ${cost.beerTaps}, gasoline ${cost.gasolineTaps}, final-scoring values ${cost.finalTaps}, whole box ${cost.taps} taps + ${cost.keys} keystrokes`);
	expect(cost.tileTaps, 'all 10 scoring + 7 auction tiles').toBeLessThanOrEqual(60);
	// a points table is one tap per entry and one for its end (with steppers it took 25 and 22 taps)
	expect(cost.beerTaps, 'beer table').toBe(FIXTURE.beerTable!.length);
	expect(cost.gasolineTaps, 'gasoline table').toBe(FIXTURE.gasolineTable!.length);
	expect(cost.finalTaps, 'the values the final scoring needs (78 at first)').toBeLessThan(40);
	expect(cost.taps + cost.keys, 'the whole box without building cards').toBeLessThanOrEqual(150);

	// What was entered is the fixture's box, value for value.
	await page.getByRole('link', { name: m.transcribe_finish({}, { locale: 'en' }) }).click();
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as file' }).click()]);
	const saved = JSON.parse(await readFile((await download.path())!, 'utf8'));
	expect({ ...saved, name: FIXTURE.name }).toEqual(FIXTURE);
});

for (const lang of ['en', 'de'] as const) {
	for (const scheme of ['light', 'dark'] as const) {
		test.describe(`${lang} ${scheme}`, () => {
			test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', colorScheme: scheme });

			test('transcription screens', async ({ page }) => {
				await page.goto('/box/transcribe');
				await expect(page.getByRole('heading', { level: 2, name: m.transcribe_steps_board({}, { locale: lang }) })).toBeVisible();
				await page.screenshot({ path: `test-results/screens/transcribe-board-${lang}-${scheme}.png` });
				await page.getByRole('button', { name: new RegExp(`^3\\s*${m.transcribe_short_scoring({}, { locale: lang })}`) }).click();
				await expect(page.getByRole('heading', { level: 2, name: m.transcribe_steps_scoring({}, { locale: lang }) })).toBeVisible();
				await page.getByRole('group', { name: m.transcribe_counts({}, { locale: lang }) }).getByRole('button').nth(1).click();
				await page.screenshot({ path: `test-results/screens/transcribe-scoring-${lang}-${scheme}.png` });
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
			});
		});
	}
}
