/**
 * What a 4-player round costs the table. The figures are written to test-results/taps.json (the
 * bench prints the same measurement); the ratchets below fail when a change makes a round dearer.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { writeFileSync, mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { newGame, startRound } from './support/flows';
import { playCountedRound, type RoundCost } from './support/tap-round';
import { playRealRound, TABLE_TAPS_BEFORE } from './support/real-round';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/** Measured on the tracker as it stands (see docs/measurements.md "Taps per round"); lower these as rounds get cheaper. */
const MAX_TAPS = 40;
// At most one line per player per phase (6 phases × 4 players) plus the set-up reminders (round marker, reveal, start player).
const MAX_MIRROR_LINES = 27;
/** The real round's ratchet: as measured now, at the goal (MAX_TAPS). */
const MAX_REAL_TAPS = 40;

test.describe('taps per 4-player round', () => {
	test.describe.configure({ mode: 'serial' });
	const measured: { script?: RoundCost; real?: RoundCost } = {};
	const sum = (c?: RoundCost) => (c ? c.taps + c.keys : NaN);

	test('a scripted 4-player round: taps, keystrokes and lines to mirror stay within the ratchet', async ({ page }) => {
		test.setTimeout(180_000);
		const cost = await playCountedRound(page);
		measured.script = cost;
		mkdirSync('test-results', { recursive: true });
		writeFileSync('test-results/taps.json', JSON.stringify(cost, null, 2));
		console.log(`taps per 4-player round: ${cost.taps} taps + ${cost.keys} keystrokes; lines to mirror: ${cost.mirrorLines}; by phase ${JSON.stringify(cost.phases)}`);
		expect(cost.taps).toBeGreaterThan(0);
		expect(cost.taps + cost.keys).toBeLessThanOrEqual(MAX_TAPS);
		expect(cost.mirrorLines).toBeLessThanOrEqual(MAX_MIRROR_LINES);
	});

	test('a real 4-player round (a wrong bid given to the right player, printed card actions, colours set right, the leader standing in, turns passed on by themselves) stays within its ratchet (goal: 40 taps)', async ({ page }) => {
		test.setTimeout(90_000);
		const cost = await playRealRound(page, 'en', true);
		measured.real = cost;
		mkdirSync('test-results', { recursive: true });
		writeFileSync('test-results/taps-real.json', JSON.stringify(cost, null, 2));
		console.log(`real round: ${cost.taps} taps + ${cost.keys} keystrokes; by phase ${JSON.stringify(cost.phases)}`);
		expect(cost.taps + cost.keys).toBeLessThanOrEqual(MAX_REAL_TAPS);
	});

	test.afterAll(() => {
		console.log(`taps per 4-player round: old script ${sum(measured.script)}, real round ${sum(measured.real)} (at a table before: ${TABLE_TAPS_BEFORE}; target ≤ ${MAX_TAPS})`);
	});
});

test.describe('de dark', () => {
	test.use({ locale: 'de-DE', colorScheme: 'dark' });
	test('the real round in German, dark: the same steps, each screen fits the phone, the first-time card form too', async ({ page }) => {
		test.setTimeout(90_000);
		const cost = await playRealRound(page, 'de', 'all');
		expect(cost.taps).toBeGreaterThan(0);
	});
});

// The first-time card form on one screen in the other languages and themes (screenshots to look at).
for (const [lang, scheme] of [['en', 'light'], ['en', 'dark'], ['de', 'light']] as const) {
	test.describe(`${lang} ${scheme}`, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', colorScheme: scheme });
		test('the first-time card form fits one screen', async ({ page }) => {
			test.setTimeout(90_000);
			expect((await playRealRound(page, lang, 'all')).taps).toBeGreaterThan(0);
		});
	});
}

for (const lang of ['en', 'de'] as const) {
	for (const scheme of ['light', 'dark'] as const) {
		test.describe(`${lang} ${scheme}`, () => {
			test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', colorScheme: scheme });

			test('tracks in the app: picked before round 1, the app shows the tracks and lists only what is done by hand; remembered', async ({ page }) => {
				await newGame(page, lang);
				await page.getByRole('radio', { name: m.tracks_app({}, { locale: lang }) }).check();
				await startRound(page, lang);
				const board = page.getByRole('region', { name: m.tracks_heading({}, { locale: lang }) });
				await expect(board.getByRole('listitem')).toHaveCount(4);
				await expect(board.getByRole('listitem').first()).toHaveText(m.tracks_row({ name: 'Frank', vp: 10, marauders: 1, damage: 3 }, { locale: lang }));
				// Round 1's set-up moves only markers: the list keeps the round marker, the reveal and the start player.
				await expect(page.locator('details.checklist label')).toHaveCount(3);
				await board.scrollIntoViewIfNeeded();
				await page.screenshot({ path: `test-results/screens/taps-track-board-${lang}-${scheme}.png` });
				await page.reload();
				await expect(page.getByRole('region', { name: m.tracks_heading({}, { locale: lang }) })).toBeVisible();
				if (lang === 'en' && scheme === 'light') await expectAccessible(page, 'tracks in the app');
				await page.goto('/settings');
				await expect(page.getByRole('radio', { name: m.tracks_app({}, { locale: lang }) })).toBeChecked();
				await page.getByRole('radio', { name: m.tracks_board({}, { locale: lang }) }).check();
				await page.goBack();
				await expect(page.locator('details.checklist label')).toHaveCount(7);
				await expect(page.getByRole('region', { name: m.tracks_heading({}, { locale: lang }) })).toHaveCount(0);
			});
		});
	}
}
