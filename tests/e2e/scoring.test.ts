import { expect, test, type Locator, type Page } from './support/test';
import { newGameRow } from '../../src/lib/db/games';
import { summarize } from '../../src/lib/db/summary';
import { FIXTURE_COMPLETE_PROFILE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import { replay } from '../../src/lib/games/armageddon/game';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '../../src/lib/games/armageddon/testing/scenario-script';
import { createSetup } from '../../src/lib/games/armageddon/setup';
import { playerId, type AuctionTile, type GameEvent, type ScoringTile, type Setup } from '../../src/lib/games/armageddon/types';

const PHONE = { width: 360, height: 640 };

/**
 * Picks a chip: its radio is visually hidden inside the chip's label, and the sticky player tabs may cover a
 * chip scrolled into view, so the click goes to the radio itself.
 */
async function choose(radio: Locator): Promise<void> {
	await radio.dispatchEvent('click');
	await expect(radio).toBeChecked();
}

/** Phone screenshots of the page around each of `headings`, in light and then dark theme, for review. */
async function shots(page: Page, name: string, headings: string[]): Promise<void> {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme });
		for (const [i, heading] of headings.entries()) {
			const asHeading = page.getByRole('heading', { name: heading, exact: true });
			const target = (await asHeading.count()) > 0 ? asHeading.first() : page.getByText(heading, { exact: true }).first();
			await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			await page.evaluate(() => window.scrollBy(0, -120));
			await page.screenshot({ path: `test-results/screens/scoring-${name}-${i + 1}-${scheme}.png` });
		}
	}
	await page.emulateMedia({ colorScheme: 'light' });
}

/** The numbers in the table's "Total"/"Summe" row, in its column order (winner first). */
async function totalsRow(page: Page, label: string): Promise<string[]> {
	const row = page.getByRole('row', { name: new RegExp(`^${label}\\b`) }).first();
	return (await row.getByRole('cell').allTextContents()).map((s) => s.trim());
}

/** Types into a count field of the entry (a text box with the phone's number pad). */
async function count(scope: Page | Locator, name: string, value: number | string): Promise<void> {
	await scope.getByRole('textbox', { name, exact: true }).fill(String(value));
}

test.describe('quick score in German: 3 players on paper', () => {
	test.use({ locale: 'de', viewport: PHONE, serviceWorkers: 'block' });

	/** A scoring tile in the picker named `label`: kind, target and VP per piece (the picker starts at 1). */
	async function tile(page: Page, label: string, kind: string, target: string | null, vp: number) {
		const picker = page.getByRole('group', { name: label, exact: true });
		await choose(picker.getByRole('radio', { name: kind, exact: true }));
		if (target) await choose(picker.getByRole('radio', { name: target, exact: true }));
		const points = picker.getByRole('spinbutton', { name: 'Punkte pro Stück' });
		for (let i = 1; i < vp; i++) await points.press('ArrowUp');
		await expect(points).toHaveAttribute('aria-valuenow', String(vp));
		const use = page.getByRole('button', { name: label.replace('Geheimes Plättchen', 'Plättchen') + ' übernehmen' });
		if (label.startsWith('Geheimes')) await use.press('Enter');
	}

	/** The VP after round 6 as on the board: the chip and the marker's space. */
	async function vp(page: Page, chip: string, space: number) {
		await choose(page.getByRole('radio', { name: chip, exact: true }));
		await count(page, 'Feld auf der Punkteleiste', space);
	}

	test('enters tiles and counts, refuses a fraction, and scores Cleo 101, Anna 97, Ben 95', async ({ page }) => {
		await page.goto('/score');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schnellwertung');
		await page.getByRole('textbox', { name: 'Name von Spieler 1' }).fill('Anna');
		await page.getByRole('textbox', { name: 'Name von Spieler 2' }).fill('Ben');
		await page.getByRole('textbox', { name: 'Name von Spieler 3' }).fill('Cleo');
		await tile(page, 'Öffentliches Wertungsplättchen 2', 'Überlebende', 'Ingenieur', 4);
		await page.screenshot({ path: 'test-results/screens/scoring-quick-players-de-light.png' });
		// Enter, not a click: the tile picker's stepper can stick out of a 360 px screen in German.
		await page.getByRole('button', { name: 'Punkte eingeben' }).press('Enter');

		// Anna: 65 VP (+40 chip, space 25); engineers 3 → public 12, private engineer tile 12 (better than 2 civil × 3 = 6);
		// 3 maps → most → 8; 1 weapon and 2 medicine: no complete set → 0; damage space 1 → +2; 2 marauders → −2. 97.
		await tile(page, 'Geheimes Plättchen 1', 'Überlebende', 'Ingenieur', 4);
		await tile(page, 'Geheimes Plättchen 2', 'Gebäude', 'Zivil', 3);
		await count(page, 'Ingenieure', 3);
		await count(page, 'Zivile Gebäude', 2);
		await count(page, 'Waffen', 1);
		await count(page, 'Medikamente', 2);
		await count(page, 'Landkarten', 3);
		await count(page, 'Marker auf Feld', 1);
		await count(page, 'Wartende Plünderer', 2);
		await vp(page, '+40', 25);
		// A fraction is refused at the field and nothing is scored from it.
		await count(page, 'Feld auf der Punkteleiste', '2,5');
		await expect(page.getByRole('alert').filter({ hasText: 'Nur ganze Zahlen.' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Ergebnis zeigen' })).toBeDisabled();
		await count(page, 'Feld auf der Punkteleiste', 25);
		await expect(page.getByText('65 SP nach Runde 6')).toBeVisible();
		await shots(page, 'quick-entry-de', ['Wertungsplättchen', 'Ausrüstung', 'Fahrzeugteile', 'Schadensleiste', 'Siegpunkte']);

		// Ben: 85 VP; private: any equipment 1 each (2 cards → 2) or workers 1 each (6 → 6, better); no engineers;
		// 1 map: tie for second with Cleo → 4; 1 weapon; damage space 3 → spaces 2..2, nothing. 95.
		await page.getByRole('button', { name: 'Weiter: Ben' }).click();
		await tile(page, 'Geheimes Plättchen 1', 'Jede Ausrüstungskarte', null, 1);
		await tile(page, 'Geheimes Plättchen 2', 'Überlebende', 'Arbeiter', 1);
		await count(page, 'Arbeiter', 6);
		await count(page, 'Waffen', 1);
		await count(page, 'Landkarten', 1);
		await vp(page, '+80', 5);

		// Cleo: 90 VP; 1 engineer → public 4; private soldiers 2 each (2 → 4, better) or science 3 each (0);
		// 1 map → 4; damage space 2 → nothing; 1 marauder → −1. 101.
		await page.getByRole('button', { name: 'Weiter: Cleo' }).click();
		await tile(page, 'Geheimes Plättchen 1', 'Überlebende', 'Soldat', 2);
		await tile(page, 'Geheimes Plättchen 2', 'Gebäude', 'Wissenschaft', 3);
		await count(page, 'Ingenieure', 1);
		await count(page, 'Soldaten', 2);
		await count(page, 'Landkarten', 1);
		await count(page, 'Marker auf Feld', 2);
		await count(page, 'Wartende Plünderer', 1);
		await vp(page, '+80', 10);
		await expect(page.getByText('meiste Landkarten: 3 → 8 SP; Gleichstand um Platz 2: beide 1 → 4 SP')).toBeVisible();

		await page.getByRole('button', { name: 'Ergebnis zeigen' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'gewinnt' })).toHaveText('Cleo gewinnt mit 101 SP.');
		expect(await totalsRow(page, 'Summe')).toEqual(['101', '97', '95']);
		expect(await totalsRow(page, 'Landkarten')).toEqual(['4', '8', '4']);
		expect(await totalsRow(page, 'Geheimes Plättchen')).toEqual(['4', '12', '6']);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await shots(page, 'quick-result-de', ['Rangfolge', 'Punkte nach Kategorie', 'Punkte der Schlusswertung', 'Teilen']);

		await page.getByRole('button', { name: 'Im Verlauf speichern' }).click();
		await expect(page.getByText('Im Verlauf gespeichert.')).toBeVisible();
		await page.getByRole('link', { name: 'Im Verlauf öffnen' }).click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ergebnis');
		await expect(page.getByText('Mit der Schnellwertung gewertet.')).toBeVisible();
		expect(await totalsRow(page, 'Summe')).toEqual(['101', '97', '95']);
		await page.screenshot({ path: 'test-results/screens/scoring-quick-results-de-light.png', fullPage: true });
	});
});

// ------------------------------------------------------------------ a tracked game

const TILES = FIXTURE_COMPLETE_PROFILE.scoringTiles as readonly ScoringTile[];
const AUCTION = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
const app = <T>(tile: T | undefined) => ({ drawn: 'app' as const, tile: tile as T });

/** The whole-game scenario of src/lib/games/armageddon/scenario.test.ts: its setup with the tiles pinned, and its events. */
function scenario(): { setup: Setup; events: GameEvent[] } {
	const made = createSetup({
		players: [
			{ id: 'nikki', name: 'Nikki', colour: 'orange' },
			{ id: 'ani', name: 'Ani', colour: 'black' },
			{ id: 'frank', name: 'Frank', colour: 'brown' },
			{ id: 'travis', name: 'Travis', colour: 'white' }
		],
		seed: 'ARMA26',
		profile: FIXTURE_COMPLETE_PROFILE
	});
	if (!made.ok) throw new Error(made.reason);
	const [engineers, soldiers, workers, civil, military, science, vehicle, weapon, map, anyCard] = TILES;
	const setup: Setup = {
		...made.value,
		auctionTiles: [app(AUCTION[0]), app(AUCTION[1]), app(AUCTION[2])],
		auctionStack: AUCTION.slice(3),
		publicTiles: [app(engineers), app(civil)],
		privateTiles: {
			[playerId('nikki')]: [app(map), app(workers)],
			[playerId('ani')]: [app(soldiers), app(military)],
			[playerId('frank')]: [app(weapon), app(anyCard)],
			[playerId('travis')]: [app(vehicle), app(science)]
		},
		vpStack: ['frank', 'ani', 'travis', 'nikki'].map(playerId)
	};
	return { setup, events: [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6] };
}

/** Stores the scenario game after round 6 in the app's IndexedDB, as the app itself would have. */
async function storeFinishedRounds(page: Page, id: string): Promise<void> {
	const { setup, events } = scenario();
	const { state, rejected } = replay(setup, FIXTURE_COMPLETE_PROFILE, events);
	if (rejected) throw new Error(`scenario event ${rejected.index}: ${rejected.rejection.reason}`);
	const row = { ...newGameRow(setup, FIXTURE_COMPLETE_PROFILE, { id, now: Date.UTC(2026, 10, 21, 18) }), ...summarize(state), head: events.length, count: events.length, rev: 1 };
	const eventRows = events.map((event, seq) => ({ gameId: id, seq, event, at: row.createdAt }));
	// Opening a page that reads the db lets the app create its schema first.
	await page.goto(`/game/${id}/results`);
	await expect(page.getByRole('alert')).toBeVisible();
	await page.evaluate(
		async ({ row, eventRows }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onsuccess = () => resolve(open.result);
				open.onerror = () => reject(open.error);
			});
			await new Promise<void>((resolve, reject) => {
				const tx = db.transaction(['games', 'events'], 'readwrite');
				tx.objectStore('games').put(row);
				for (const e of eventRows) tx.objectStore('events').put(e);
				tx.oncomplete = () => resolve();
				tx.onerror = () => reject(tx.error);
			});
			db.close();
		},
		{ row: JSON.parse(JSON.stringify(row)), eventRows: JSON.parse(JSON.stringify(eventRows)) }
	);
}

test.describe('final scoring of a tracked game in English', () => {
	test.use({ locale: 'en', viewport: PHONE, serviceWorkers: 'block' });

	test('prefills the game, takes Travis’s vehicle split and saves Travis 133, Nikki 130, Ani 87, Frank 76', async ({ page }) => {
		test.setTimeout(60_000);
		await storeFinishedRounds(page, 'scenario-game');
		await page.goto('/game/scenario-game/final');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Final scoring');
		await expect(page.getByRole('heading', { level: 2, name: 'Nikki' })).toBeVisible();
		// Prefilled from the game: Nikki's 4 maps and 3 civil buildings (public tile 2 counts civil buildings, 3 VP each).
		await expect(page.getByRole('textbox', { name: 'Maps', exact: true })).toHaveValue('4');
		await expect(page.getByRole('textbox', { name: 'Civil buildings' })).toHaveValue('3');

		await page.getByRole('button', { name: /^Travis/ }).click();
		await expect(page.getByText('The game tracked 5 vehicle part cards.')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Show result' })).toBeDisabled();
		for (const part of ['Car: part 1', 'Car: part 2', 'Car: part 3', 'Bus: part 1', 'Truck: part 1']) await count(page, part, 1);
		await expect(page.getByText('Car: 3 different parts')).toBeVisible();
		await expect(page.getByText('One part each: Bus + Truck')).toBeVisible();
		await shots(page, 'final-entry-en', ['Scoring tiles', 'Vehicle parts', 'Victory points']);

		await page.getByRole('button', { name: 'Show result' }).click();
		// Hand-computed in scenario.test.ts:
		// Nikki 100 + 3 civil × 3 + maps tile 4 × 2 + (gasoline 2 → 3, most maps 8) + 2 (damage 1) = 130
		// Ani 58 + 2 × 3 + soldiers 3 × 4 + (3 weapons → 1 set 5, second in maps 4) + 2 = 87
		// Frank 63 + 3 + 6 cards + (beer 2 → 3, gasoline 2 → 3) + 0 − 2 marauders = 76
		// Travis 107 + 3 + vehicles 5 × 2 + (3 car parts 9 + bus and truck 2) + 2 = 133
		await expect(page.getByRole('status').filter({ hasText: 'wins' })).toHaveText('Travis wins with 133 VP.');
		expect(await totalsRow(page, 'Total')).toEqual(['133', '130', '87', '76']);
		expect(await totalsRow(page, 'Vehicle parts')).toEqual(['11', '0', '0', '0']);
		await page.getByRole('button', { name: 'Save the result' }).click();

		await expect(page).toHaveURL(/\/game\/scenario-game\/results$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
		await expect(page.getByRole('status').filter({ hasText: 'wins' })).toHaveText('Travis wins with 133 VP.');
		expect(await totalsRow(page, 'Total')).toEqual(['133', '130', '87', '76']);
		await expect(page.getByRole('img', { name: 'Each player’s victory points at the end of each round' })).toBeVisible();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await page.screenshot({ path: 'test-results/screens/scoring-results-en-light.png' });
		await shots(page, 'results-en', ['Ranking', 'Points by category', 'Final scoring points', 'Victory points round by round', 'Share']);

		// The VP chart's table view holds the same numbers: Travis ends round 6 on 107.
		await page.getByRole('button', { name: 'Show as table' }).last().click();
		const rounds = page.getByRole('table', { name: 'Each player’s victory points at the end of each round' });
		await expect(rounds.getByRole('row', { name: /^Round 6/ })).toContainText('107');
	});
});
