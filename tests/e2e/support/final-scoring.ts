/**
 * The final scoring screen of a tracked game (/game/<id>/final) as the table drives it: a tab per player,
 * the counts the game prefilled, the vehicle split nobody tracked, then the result and the history.
 * Every expected figure is the caller's hand arithmetic, never the engine's.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Vehicle } from '../../../src/lib/games/armageddon/types';
import { escape } from './flows';
import type { Lang } from './table';

/** Per vehicle, copies held of part 1, 2, … (as the cards lie in front of the player). */
export type VehicleHand = Partial<Record<Vehicle, readonly number[]>>;

/** The cells of the breakdown table's row `label`, in its column order (the winner first). */
export async function rowCells(page: Page, label: string): Promise<string[]> {
	const row = page.getByRole('row', { name: new RegExp(`^${escape(label)}(?=\\s|$)`) }).first();
	return (await row.getByRole('cell').allTextContents()).map((s) => s.trim());
}

const VEHICLE_NAMES = { car: m.scoring_vehicles_car, bus: m.scoring_vehicles_bus, truck: m.scoring_vehicles_truck } satisfies Record<Vehicle, unknown>;

export class FinalScreen {
	readonly page: Page;
	readonly lang: Lang;

	constructor(page: Page, lang: Lang) {
		this.page = page;
		this.lang = lang;
	}

	/** Taps the player's tab and waits for their entries. */
	async player(name: string) {
		await this.page.getByRole('group', { name: m.scoring_entry_players({}, { locale: this.lang }) }).getByRole('button', { name: new RegExp(`^${escape(name)}`) }).click();
		await expect(this.page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
	}

	field(label: string): Locator {
		return this.page.getByRole('textbox', { name: label, exact: true });
	}

	/** Counts the game tracked, as prefilled (label → value). */
	async expectPrefilled(values: Record<string, number>) {
		for (const [label, n] of Object.entries(values)) await expect(this.field(label), label).toHaveValue(String(n));
	}

	/** The private tile option n (1 or 2): its VP, and whether it is the one scored. */
	async expectPrivate(n: 1 | 2, vp: number, scored: boolean) {
		const option = this.page.getByRole('radio', { name: new RegExp(`^${escape(m.box_tiles_tile({ n }, { locale: this.lang }))}\\b.*${escape(m.scoring_vp({ n: vp }, { locale: this.lang }))}$`) });
		await expect(option).toBeVisible();
		if (scored) await expect(option).toBeChecked();
		else await expect(option).not.toBeChecked();
	}

	/** Enters the vehicle part cards of the hand, after the game's count of vehicle part cards is shown. */
	async vehicles(tracked: number, hand: VehicleHand) {
		await expect(this.page.getByText(m.scoring_entry_tracked_cards({ n: tracked }, { locale: this.lang }), { exact: true })).toBeVisible();
		for (const [vehicle, parts] of Object.entries(hand) as [Vehicle, readonly number[]][]) {
			for (const [i, n] of parts.entries()) await this.field(m.scoring_entry_part_of({ vehicle: VEHICLE_NAMES[vehicle]({}, { locale: this.lang }), n: i + 1 }, { locale: this.lang })).fill(String(n));
		}
	}

	/** The best grouping the screen lists, each group's text with its VP. */
	async expectGroups(groups: readonly [text: string, vp: number][]) {
		const list = this.page.getByRole('heading', { level: 4, name: m.scoring_entry_grouping({}, { locale: this.lang }) }).locator('xpath=..').getByRole('listitem');
		for (const [text, vp] of groups) await expect(list.filter({ hasText: text })).toHaveText(new RegExp(`^${escape(text)}\\s*${escape(m.scoring_vp({ n: vp }, { locale: this.lang }))}$`));
	}

	async showResult() {
		const show = this.page.getByRole('button', { name: m.scoring_result_show({}, { locale: this.lang }), exact: true });
		await expect(show).toBeEnabled();
		await show.click();
		await expect(this.page.getByRole('heading', { name: m.scoring_result_ranking({}, { locale: this.lang }) })).toBeVisible();
	}

	/** The winner line and every row of the breakdown table (cells in column order, the winner first). */
	async expectResult(winner: string, rows: Record<string, readonly string[]>) {
		await expect(this.page.getByRole('status').filter({ hasText: winner })).toHaveText(winner);
		for (const [label, cells] of Object.entries(rows)) expect(await rowCells(this.page, label), label).toEqual(cells);
	}
}
