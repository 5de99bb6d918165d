import { m } from '../../src/lib/paraglide/messages.js';
import { expectAccessible } from './support/axe';
import { expect, test, type Page } from './support/test';
import { roundOrder } from '../../src/lib/games/six-billion/table';

/** Types into the population / count field labelled `label` (exact accessible name). */
async function type(page: Page, label: string, value: number): Promise<void> {
	await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Picks a chip: its input is visually hidden inside the chip's label. */
async function chip(page: Page, group: string, option: string): Promise<void> {
	const input = page.getByRole('group', { name: group, exact: true }).getByLabel(option, { exact: true });
	await input.dispatchEvent('click');
	await expect(input).toBeChecked();
}

test('6 Billion: the hand-worked 3-player game scored through the screens, saved to the history', async ({ page }) => {
	await page.goto('/');
	// Armageddon stays first; the other games come after its entries
	await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toContainText('New game');
	await page.getByRole('navigation', { name: 'Other games' }).getByRole('link', { name: /^6 Billion/ }).click();
	await expect(page.getByRole('heading', { level: 1, name: '6 Billion' })).toBeVisible();
	await chip(page, 'Players (not counting neutrals)', '3');
	for (const [i, name] of ['Ani', 'Ben', 'Cleo'].entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
	await page.getByLabel(/Optional rule: discovery cards/).check();
	await page.getByRole('button', { name: 'Final scoring →' }).click();

	const pops: [string, string, number][] = [
		['Ani', 'Mercury', 2],
		['Ani', 'Venus', 4], ['Neutral 1', 'Venus', 4], ['Ben', 'Venus', 1],
		['Ani', 'Earth', 64], ['Ben', 'Earth', 64], ['Cleo', 'Earth', 64], ['Neutral 1', 'Earth', 8],
		['Ben', 'Mars', 32], ['Cleo', 'Mars', 16], ['Neutral 2', 'Mars', 16], ['Ani', 'Mars', 2],
		['Cleo', 'Asteroid belt', 128], ['Ani', 'Asteroid belt', 8],
		['Neutral 2', 'Jupiter', 8], ['Ben', 'Jupiter', 8],
		['Cleo', 'Uranus', 1],
		['Ani', 'Neptune', 1], ['Ben', 'Neptune', 1], ['Cleo', 'Neptune', 1], ['Neutral 1', 'Neptune', 1],
		['Neutral 1', 'Pluto', 2], ['Neutral 2', 'Pluto', 1], ['Ben', 'Pluto', 1]
	];
	for (const [who, orbit, n] of pops) await type(page, `${who}: population on ${orbit}`, n);
	// a shared first place of three on Earth shows 8 − 2 = 6 while typing
	await expect(page.getByRole('region', { name: /^Earth/ }).getByText('1st · 6')).toHaveCount(3);
	await chip(page, 'Hidden agenda of Ani', 'Earth');
	await chip(page, 'Hidden agenda of Ben', 'Mars');
	await chip(page, 'Hidden agenda of Cleo', 'Asteroid belt');
	await chip(page, 'Unplayed discovery cards of Ani', 'Uranus');
	await chip(page, 'Unplayed discovery cards of Ben', 'Jupiter');
	await chip(page, 'Unplayed discovery cards of Cleo', 'Uranus');
	await expectAccessible(page, '6 Billion final scoring');
	await page.getByRole('button', { name: 'Show the result' }).click();

	await expect(page.getByTestId('sb-winner')).toHaveText('Cleo wins');
	await expect(page.getByText('1. Cleo: 34 points 🏆')).toBeVisible();
	await expect(page.getByText('2. Ben: 32 points')).toBeVisible();
	await expect(page.getByText('3. Ani: 26 points')).toBeVisible();
	await expectAccessible(page, '6 Billion result');
	await page.getByRole('button', { name: 'Save to the history' }).click();
	await expect(page.getByText('Saved to the history.')).toBeVisible();

	await page.getByRole('link', { name: 'Open the history' }).click();
	const row = page.getByTestId('sheet-row').first();
	await expect(row).toContainText('6 Billion');
	await expect(row).toContainText('Cleo: 34');
	await expect(page.getByRole('heading', { name: '6 Billion: players' })).toBeVisible();
});

test('6 Billion: the round turn order lists everyone, neutrals included, and names who controls each neutral', async ({ page }) => {
	await page.goto('/six-billion');
	await page.getByRole('button', { name: 'At the table' }).click();
	await expect(page.getByTestId('turn-order').getByRole('listitem')).toHaveCount(5);
	await expect(page.getByText(/^Neutral 1 is controlled by /)).toBeVisible();
	await expectAccessible(page, '6 Billion at the table');
	// another device's code gives the same order there
	await page.getByLabel('Seed code').fill('k7p2-qx');
	const name = (id: string) => (id.startsWith('n') ? `Neutral ${id.slice(1)}` : `Player ${id.slice(1)}`);
	const expected = (round: number) => roundOrder('K7P2QX', round, ['p1', 'p2', 'p3', 'n1', 'n2']).map(name);
	await expect(page.getByTestId('turn-order').getByRole('listitem')).toHaveText(expected(1));
	await page.getByRole('button', { name: 'Round +' }).click();
	await expect(page.getByTestId('turn-order').getByRole('listitem')).toHaveText(expected(2));
	await type(page, 'Orbits of Player 2', 0);
	await expect(page.getByText('Neutral 1 is controlled by Player 2')).toBeVisible();
	await expect(page.getByText('Neutral 2 is controlled by Player 2')).toBeVisible();
});

test('figures being entered survive a reload; a saved sheet is not offered again', async ({ page }) => {
	await page.goto('/six-billion');
	await page.getByRole('button', { name: 'Final scoring', exact: true }).click();
	await type(page, 'Player 1: population on Earth', 64);
	await page.reload();
	await expect(page.getByLabel('Player 1: population on Earth', { exact: true })).toHaveValue('64');
	await page.getByRole('button', { name: 'Show the result' }).click();
	await page.getByRole('button', { name: 'Save to the history' }).click();
	await expect(page.getByText('Saved to the history.')).toBeVisible();
	await page.reload();
	await expect(page.getByLabel('Name of player 1')).toHaveValue('');

	await page.goto('/four-horsemen');
	await page.getByRole('button', { name: /Start with the first horseman/ }).click();
	await type(page, 'Player 1: Population, Good', 3);
	await page.reload();
	await expect(page.getByLabel('Player 1: Population, Good', { exact: true })).toHaveValue('3');
});

test('Four Horsemen: the hand-worked 4-player game through the screens, in German, saved to the history', async ({ page }) => {
	await page.addInitScript(() => localStorage.setItem('armageddon-companion:prefs', JSON.stringify({ locale: 'de' })));
	await page.goto('/four-horsemen');
	await expect(page.getByRole('heading', { level: 1, name: 'Die Vier Reiter' })).toBeVisible();
	const names = ['Ada', 'Bo', 'Cy', 'Di'];
	for (const [i, name] of names.entries()) await page.getByLabel(`Name von Spieler ${i + 1}`).fill(name);
	await page.getByRole('button', { name: /Mit dem ersten Reiter beginnen/ }).click();

	// good, evil, good protection, evil protection, good undying, evil undying (0 fields left empty)
	const scorings = [
		[[3, 1, 2, 0], [2, 2, 4, 0], [1, 2, 0, 3], [2, 2, 0, 0, 1, 1]],
		[[4, 0, 4], [3, 3, 3, 1], [2, 4, 0, 4], [5, 1, 5, 0]],
		[[2, 2, 1, 1], [1, 1, 1, 1], [0, 5, 0, 5], [3, 0, 1, 0, 1, 0]],
		[[5, 0, 5], [2, 2, 2, 2], [0, 6, 0, 3, 0, 1], [4, 1, 4, 1]]
	];
	const fields = [
		['Bevölkerung', 'Gut'],
		['Bevölkerung', 'Böse'],
		['Schutzsymbole', 'Gut'],
		['Schutzsymbole', 'Böse'],
		['Kann nicht sterben', 'Gut'],
		['Kann nicht sterben', 'Böse']
	] as const;
	const holders = ['Reiterkarte: Bo', 'Reiterkarte: Di', 'Reiterkarte: Cy', 'Reiterkarte: niemand'];
	for (const [s, players] of scorings.entries()) {
		await expect(page.getByRole('heading', { name: `Reiter ${s + 1}` })).toBeVisible();
		for (const [p, values] of players.entries()) {
			for (const [f, value] of values.entries()) {
				const [what, side] = fields[f] ?? ['', ''];
				if (value) await type(page, `${names[p]}: ${what}, ${side}`, value);
			}
		}
		await expect(page.getByText(holders[s] ?? '')).toBeVisible();
		if (s === 0) await expectAccessible(page, 'Four Horsemen scoring');
		await page.getByRole('button', { name: s < 3 ? `Reiter ${s + 2} →` : 'Zum Endergebnis →' }).click();
	}

	for (const [name, points] of [['Bo', 3], ['Cy', 4], ['Di', 2]] as const) await type(page, `${name}: Punkte auf Reiterkarten`, points);
	for (const [name, side] of [['Ada', 'Gut'], ['Bo', 'Böse'], ['Cy', 'Böse'], ['Di', 'Gut']] as const) await chip(page, `Gesinnung von ${name}`, side);
	await expectAccessible(page, 'Four Horsemen final');
	await page.getByRole('button', { name: 'Ergebnis zeigen' }).click();

	await expect(page.getByTestId('fh-outcome')).toHaveText('Niemand gewinnt');
	await expect(page.getByText('Menschen in den Auslagen: 11 gut, 7 böse.')).toBeVisible();
	await expect(page.getByText('Punkte: gute Spieler 21, böse Spieler 29.')).toBeVisible();
	await expectAccessible(page, 'Four Horsemen result');
	await page.getByRole('button', { name: 'Im Verlauf speichern' }).click();
	await expect(page.getByText('Im Verlauf gespeichert.')).toBeVisible();
	await page.getByRole('link', { name: 'Zum Verlauf' }).click();
	const row = page.getByTestId('sheet-row').first();
	await expect(row).toContainText('Die Vier Reiter');
	await expect(row).toContainText('Bo: 15');
	await expect(row).toContainText('Niemand hat gewonnen');
	await expectAccessible(page, 'history with score sheets');
	// The sheet's row is the history row of every game: its actions behind one button, like an Armageddon game's.
	await page.getByRole('button', { name: /^Aktionen für Die Vier Reiter/ }).click();
	await expect(row.getByRole('button', { name: 'Löschen' })).toBeVisible();
	await page.screenshot({ path: 'test-results/screens/other-games-history-de.png' });
});

test('bad figures are refused with a message, and hostile names stay text', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const hostile = '<img src=x onerror="window.__pwned=1">';
	await page.goto('/six-billion');
	await page.getByLabel('Name of player 1').fill(hostile);
	await page.getByRole('button', { name: 'Final scoring', exact: true }).click();
	for (const bad of ['-1', '1.5', 'abc', '3', '2048']) {
		await type(page, `${hostile}: population on Earth`, 0);
		await page.getByLabel(`${hostile}: population on Earth`, { exact: true }).fill(bad);
		await expect(page.getByRole('alert').filter({ hasText: 'Use 1, 2, 4, 8 … 1024 million.' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Show the result' })).toBeDisabled();
	}
	await type(page, `${hostile}: population on Earth`, 1024);
	await page.getByRole('button', { name: 'Show the result' }).click();
	await expect(page.getByTestId('sb-winner')).toHaveText(`${hostile} wins`);
	await page.getByRole('button', { name: 'Save to the history' }).click();
	await page.getByRole('link', { name: 'Open the history' }).click();
	await expect(page.getByTestId('sheet-row').first()).toContainText(hostile);

	await page.goto('/four-horsemen');
	await page.getByRole('button', { name: /Start with the first horseman/ }).click();
	await page.getByLabel('Player 2: Protection symbols, Evil', { exact: true }).fill('1,5');
	await expect(page.getByRole('alert').filter({ hasText: 'Horseman 1, Player 2: evil protection symbols must be a whole number from 0 to 999.' })).toBeVisible();
	await page.getByLabel('Player 2: Protection symbols, Evil', { exact: true }).fill('1');
	await page.getByLabel('Player 2: Cannot die, Good', { exact: true }).fill('2');
	await expect(page.getByRole('alert').filter({ hasText: 'more good cards that cannot die than good population cards' })).toBeVisible();
	expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
	expect(errors).toEqual([]);
});

for (const lang of ['en', 'de'] as const) {
	test.describe(lang, () => {
		test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', viewport: { width: 360, height: 640 } });

		test('6 Billion: each place number of the turn order stands with its own name, apart from the name before', async ({ page }) => {
			await page.goto('/six-billion');
			await page.getByRole('button', { name: m.six_billion_tabs_table({}, { locale: lang }) }).click();
			const items = page.getByTestId('turn-order').getByRole('listitem');
			await expect(items).toHaveCount(5);
			const boxes = await items.evaluateAll((lis) =>
				lis.map((li) => {
					const range = document.createRange();
					range.selectNodeContents(li);
					const text = range.getClientRects()[0]!;
					const box = li.getBoundingClientRect();
					return { left: box.left, right: box.right, top: box.top, textLeft: text.left };
				})
			);
			for (const [i, b] of boxes.entries()) {
				// The number ("2.") is drawn inside the item, before its name, not in the gap after the previous name.
				expect(b.textLeft - b.left, `item ${i + 1}: room for its number inside it`).toBeGreaterThan(8);
				const before = boxes[i - 1];
				if (before && before.top === b.top) expect(b.left, `item ${i + 1} starts after item ${i}`).toBeGreaterThanOrEqual(before.right);
			}
		});
	});
}
