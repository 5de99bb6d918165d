/** Bad numbers tried on every number of a screen: typed count fields and stepper spin buttons. */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';

/** Typed values no count field may take: negative, fractional, empty, huge, not a number. */
export const BAD_TYPED = ['-1', '2.5', '2,5', '', '1000000000000', '1e12', 'abc'];
/** More of them, tried on the first field of a sweep. */
export const MORE_BAD_TYPED = ['−3', '-0.5', '12abc', '0x10', 'Infinity', 'NaN', '+3', '1 000', '9'.repeat(400)];

/** The messages a count field refuses with (English). */
export function refusals(): RegExp {
	const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const withNumber = (fn: (n: number) => string) => esc(fn(987654)).replace('987654', '\\d+');
	return new RegExp(`^(${[esc(m.scoring_field_enter({}, { locale: 'en' })), esc(m.scoring_field_whole({}, { locale: 'en' })), esc(m.scoring_field_not_negative({}, { locale: 'en' })), withNumber((min) => m.scoring_field_at_least({ min }, { locale: 'en' })), withNumber((max) => m.scoring_field_at_most({ max }, { locale: 'en' }))].join('|')})$`);
}

/**
 * Types every bad value into every count field in `scope` (text boxes with a number pad): each is refused
 * with a message at the field while `blocked` stays disabled; the field's own value is typed back after.
 */
export async function sweepCountFields(scope: Locator, blocked: Locator): Promise<number> {
	const fields = scope.locator('input[inputmode="numeric"]');
	const n = await fields.count();
	const message = refusals();
	const button = await blocked.elementHandle();
	for (let i = 0; i < n; i++) {
		const field = fields.nth(i);
		if (!(await field.isVisible())) continue;
		const label = (await field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim();
		const before = await field.inputValue();
		for (const bad of i === 0 ? [...BAD_TYPED, ...MORE_BAD_TYPED] : BAD_TYPED) {
			await field.fill(bad);
			await field.blur();
			// The field's state, its message and the blocked action, read at once.
			const seen = () =>
				field.evaluate(
					(el, other) => {
						const said = document.getElementById(el.getAttribute('aria-describedby') ?? '');
						return {
							invalid: el.getAttribute('aria-invalid'),
							message: said && said.checkVisibility() ? (said.textContent ?? '').trim() : null,
							blocked: (other as HTMLButtonElement).disabled
						};
					},
					button
				);
			await expect.poll(seen, { message: `${label} = "${bad.slice(0, 20)}"` }).toMatchObject({ invalid: 'true', message: expect.stringMatching(message), blocked: true });
		}
		await field.fill(before);
		await expect(field).not.toHaveAttribute('aria-invalid', 'true');
	}
	return n;
}

/** What one spin button allows and does with keys. */
async function bounds(spin: Locator) {
	const attr = async (name: string) => {
		const v = await spin.getAttribute(name);
		return v === null ? null : Number(v);
	};
	return { now: await attr('aria-valuenow'), min: await attr('aria-valuemin'), max: await attr('aria-valuemax') };
}

/**
 * Every stepper's spin button in `scope`: typed characters other than digits change nothing, and Home/End and the arrows
 * beyond either end keep the value a whole number within its bounds (which every stepper must state).
 * The value is put back where it was after.
 */
export async function sweepSpinButtons(page: Page, scope: Locator): Promise<string[]> {
	const spins = scope.getByRole('spinbutton');
	const seen: string[] = [];
	for (let i = 0; i < (await spins.count()); i++) {
		const spin = spins.nth(i);
		if (!(await spin.isVisible())) continue;
		const name = (await spin.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')).trim();
		seen.push(name);
		const start = await bounds(spin);
		expect(start.min, `${name}: a lower bound`).not.toBeNull();
		expect(start.max, `${name}: an upper bound`).not.toBeNull();
		await spin.focus();
		// Digits may be typed (a numeric keypad); anything else is refused and a cleared field keeps its value.
		for (const key of ['-', 'e', '.', ',', 'Backspace', 'Delete', 'a']) await page.keyboard.press(key);
		expect((await bounds(spin)).now, `${name}: typing other than digits changes nothing`).toBe(start.now);
		await expect(spin, `${name}: a numeric keypad`).toHaveAttribute('inputmode', 'numeric');
		const within = async (what: string) => {
			const b = await bounds(spin);
			expect(Number.isInteger(b.now), `${name} after ${what}: a whole number`).toBe(true);
			expect(b.now!, `${name} after ${what}`).toBeGreaterThanOrEqual(b.min ?? -Infinity);
			expect(b.now!, `${name} after ${what}`).toBeLessThanOrEqual(b.max ?? Infinity);
			return b.now!;
		};
		await page.keyboard.press('End');
		for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowUp');
		await page.keyboard.press('PageUp');
		const top = await within('End and ArrowUp');
		await page.keyboard.press('Home');
		for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown');
		await page.keyboard.press('PageDown');
		const bottom = await within('Home and ArrowDown');
		expect(bottom, `${name}: Home reaches the lower bound`).toBe((await bounds(spin)).min);
		expect(top, `${name}: End reached the upper bound`).toBeGreaterThanOrEqual(bottom);
		// Back to where it was (a value not set yet, shown below the lower bound, stays at the bound).
		for (let k = bottom; k < (start.now ?? bottom); k++) await page.keyboard.press('ArrowUp');
		if ((start.now ?? 0) >= bottom) expect((await bounds(spin)).now, `${name}: back to its value`).toBe(start.now);
	}
	return seen;
}

/** Rows of a store of the app's IndexedDB (to see that nothing was stored). */
export function storedCount(page: Page, store: 'events' | 'games'): Promise<number> {
	return page.evaluate(
		(name) =>
			new Promise<number>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const count = open.result.transaction(name).objectStore(name).count();
					count.onsuccess = () => {
						resolve(count.result);
						open.result.close();
					};
				};
			}),
		store
	);
}
