/**
 * What entering a box costs the table: the whole box transcribed through /box/transcribe as a person would, counting taps
 * (trusted clicks) and keystrokes. The values are the FIXTURE profile's (invented). Shared by the e2e test and
 * the bench.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import { boxWords, refusalText } from './box-words';
import { auctionBonus, auctionPenalty, tileCounts } from '../../../src/lib/i18n/words/tiles';
import { FIXTURE_COMPLETE_PROFILE as FIXTURE } from '../../../src/lib/games/armageddon/testing/fixture-profiles';
import type { BoxKey } from '../../../src/lib/games/armageddon/types';

const b = boxWords('en');

export interface TranscriptionCost {
	/** Taps for the 9 unknown scoring and 6 unknown auction tiles (a refused duplicate left out). */
	readonly tileTaps: number;
	/** Taps for the whole box without building cards (the refused duplicate left out). */
	readonly taps: number;
	readonly keys: number;
	/** Taps for the beer table and for the gasoline table, its end included (with steppers: 25 and 22). */
	readonly beerTaps: number;
	readonly gasolineTaps: number;
	/** Taps + keystrokes for the values the final scoring needs: equipment and vehicle steps (before: 78). */
	readonly finalTaps: number;
}

declare global {
	interface Window {
		__cost?: { taps: number; keys: number };
	}
}

function counter() {
	window.__cost = { taps: 0, keys: 0 };
	document.addEventListener('click', (e) => { if (e.isTrusted && window.__cost) window.__cost.taps++; }, true);
	document.addEventListener('keydown', (e) => { if (e.isTrusted && window.__cost && e.key.length === 1) window.__cost.keys++; }, true);
}
const cost = (page: Page) => page.evaluate(() => window.__cost?.taps ?? NaN);

/** Taps the chip `n` of the number labelled `label`. */
async function chip(scope: Page | Locator, label: string, n: number) {
	await scope.getByRole('button', { name: `${label}: ${n}`, exact: true }).click();
	await expect(scope.getByRole('button', { name: `${label}: ${n}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

async function next(page: Page, title: string) {
	await page.getByRole('button', { name: m.transcribe_next({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

const counts = (tile: (typeof FIXTURE.scoringTiles)[number]) => (tile!.kind === 'any-equipment' ? m.setup_tile_counts_any({}, { locale: 'en' }) : tileCounts[tile!.target]({}, { locale: 'en' }));

/** Opens /box, transcribes the FIXTURE box in order and returns what it cost; checks a tile entered twice is refused. */
export async function transcribeFixtureBox(page: Page): Promise<TranscriptionCost> {
	await page.goto('/box');
	await page.getByRole('link', { name: m.transcribe_title({}, { locale: 'en' }) }).click();
	await expect(page.getByRole('heading', { level: 2, name: m.transcribe_steps_board({}, { locale: 'en' }) })).toBeVisible();
	await expect(page.getByText(m.transcribe_progress({ done: 0, total: 36 }, { locale: 'en' }))).toBeVisible();
	await page.evaluate(counter);

	// The board: rounds 1, 3–6 (round 2 is the rulebook's).
	for (const round of [1, 3, 4, 5, 6]) await chip(page, b.label(`roundTrack.${round}` as BoxKey), FIXTURE.roundTrack[round - 1]!);
	await next(page, m.transcribe_steps_city({}, { locale: 'en' }));
	// A city board: spaces 4–9 (one or two effects), the housing.
	for (const [i, effects] of FIXTURE.damageSpaces.entries()) {
		const group = page.getByRole('group', { name: b.label(`damageSpaces.${i + 4}` as BoxKey) });
		for (const e of effects!) await group.getByRole('button', { name: b.effects[e], exact: true }).click();
		for (const e of effects!) await expect(group.getByRole('button', { name: b.effects[e], exact: true })).toHaveAttribute('aria-pressed', 'true');
	}
	await chip(page, b.label('cityBoardHousing'), FIXTURE.cityBoardHousing!);
	await next(page, m.transcribe_steps_scoring({}, { locale: 'en' }));
	const beforeTiles = await cost(page);

	// The scoring tiles: what it counts, then its points; slot 0 is the rulebook's engineer tile.
	const palette = page.getByRole('group', { name: m.transcribe_counts({}, { locale: 'en' }) });
	const points = page.getByRole('group', { name: m.setup_tile_vp({}, { locale: 'en' }) });
	for (const tile of FIXTURE.scoringTiles.slice(1)) {
		await palette.getByRole('button', { name: counts(tile), exact: true }).click();
		await points.getByRole('button', { name: `${m.setup_tile_vp({}, { locale: 'en' })}: ${tile!.vp}`, exact: true }).click();
		await expect(page.getByRole('listitem').filter({ hasText: `${counts(tile)}: ` }).first()).toBeVisible();
	}
	await expect(palette).toHaveCount(0);
	await next(page, m.transcribe_steps_auction({}, { locale: 'en' }));
	// The auction tiles: bonus, then penalty; once with a tile entered twice, refused with a reason.
	const bonus = page.getByRole('group', { name: m.transcribe_bonus({}, { locale: 'en' }) });
	const penalty = page.getByRole('group', { name: m.transcribe_penalty({}, { locale: 'en' }) });
	const auction = FIXTURE.auctionTiles.slice(1);
	const refusalTaps = 2;
	await bonus.getByRole('button', { name: auctionBonus[auction[0]!.bonus]({}, { locale: 'en' }), exact: true }).click();
	await penalty.getByRole('button', { name: auctionPenalty[auction[0]!.penalty]({}, { locale: 'en' }), exact: true }).click();
	await bonus.getByRole('button', { name: auctionBonus[auction[0]!.bonus]({}, { locale: 'en' }), exact: true }).click();
	await penalty.getByRole('button', { name: auctionPenalty[auction[0]!.penalty]({}, { locale: 'en' }), exact: true }).click();
	await expect(page.getByRole('alert')).toHaveText(refusalText({ kind: 'tile-twice', list: 'scoringTiles' }, String, 'en'));
	for (const tile of auction.slice(1)) {
		await bonus.getByRole('button', { name: auctionBonus[tile!.bonus]({}, { locale: 'en' }), exact: true }).click();
		await penalty.getByRole('button', { name: auctionPenalty[tile!.penalty]({}, { locale: 'en' }), exact: true }).click();
	}
	await expect(bonus).toHaveCount(0);
	await expect(page.getByText(m.transcribe_draws_ready({}, { locale: 'en' }))).toBeVisible();
	const tileTaps = (await cost(page)) - beforeTiles - refusalTaps;

	await next(page, m.transcribe_steps_equipment({}, { locale: 'en' }));
	const keys = () => page.evaluate(() => window.__cost?.keys ?? NaN);
	const beforeFinal = (await cost(page)) + (await keys());
	const tableTaps: Record<string, number> = {};
	for (const key of ['beerTable', 'gasolineTable'] as const) {
		const before = await cost(page);
		const table = page.getByRole('region', { name: b.label(key) });
		for (const [cards, n] of FIXTURE[key]!.entries()) {
			if (cards === 0) continue;
			await table.getByRole('button', { name: `${m.box_input_points_for({ what: b.input.cards(cards) }, { locale: 'en' })}: ${n}`, exact: true }).click();
			await expect(table.getByText(`${b.input.cards(cards)}: ${n}`)).toBeVisible();
		}
		// the person says where the printed table ends
		const done = table.getByRole('button', { name: m.transcribe_table_done({ n: FIXTURE[key]!.length - 1 }, { locale: 'en' }) });
		await done.click();
		await expect(done).toHaveCount(0);
		tableTaps[key] = (await cost(page)) - before;
	}
	await chip(page, b.label('weaponSet'), FIXTURE.weaponSet!);
	await chip(page, b.label('medicineSet'), FIXTURE.medicineSet!);
	await next(page, m.transcribe_steps_vehicles({}, { locale: 'en' }));
	for (const v of ['car', 'bus', 'truck'] as const) await chip(page, b.label(`partsPerVehicle.${v}`), FIXTURE.partsPerVehicle[v]!);
	for (const key of ['sameVehicleTable', 'differentVehicleTable'] as const) {
		const table = page.getByRole('region', { name: b.label(key) });
		for (const [parts, n] of FIXTURE[key]!.entries()) {
			const label = b.input.pointsFor(b.input.parts(parts));
			if (parts === 0 || (await table.getByRole('group', { name: label, exact: true }).count()) === 0) continue;
			if (n! <= 12) await chip(table, label, n!);
			else {
				const field = table.getByRole('textbox', { name: `${label}: ${m.transcribe_type({}, { locale: 'en' })}` });
				await field.click();
				await page.keyboard.type(String(n));
				await page.keyboard.press('Enter');
				await expect(field).toHaveValue(String(n));
			}
		}
	}
	await expect(page.getByText(m.transcribe_progress({ done: 36, total: 36 }, { locale: 'en' }))).toBeVisible();
	await expect(page.getByRole('status')).toHaveText(m.transcribe_all_done({}, { locale: 'en' }));
	const total = await page.evaluate(() => window.__cost!);
	// the "next" tap between the equipment and the vehicle steps is moving on, not entering a value
	const finalTaps = total.taps + total.keys - beforeFinal - 1;
	return { tileTaps, taps: total.taps - refusalTaps, keys: total.keys, beerTaps: tableTaps.beerTable!, gasolineTaps: tableTaps.gasolineTable!, finalTaps };
}
