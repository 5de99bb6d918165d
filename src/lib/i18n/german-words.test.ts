import { m } from '$lib/i18n/messages';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boxText } from './features/box';

/** Armageddon's catalogues: plural forms come from Intl.PluralRules (plural.ts), never from a per-message `n === 1`. */
const CATALOGUES = ['box.ts', 'box-page.ts', 'refusals-en.ts', 'refusals-de.ts', 'file-refusals.ts'];

describe('German words', () => {
	it('a verb agrees with its number: 1 Plünderer wartet, 2 Plünderer warten', () => {
		expect(m.panels_city_waiting({ n: 1 }, { locale: 'de' })).toBe('1 Plünderer wartet');
		expect(m.panels_city_waiting({ n: 2 }, { locale: 'de' })).toBe('2 Plünderer warten');
	});

	it('one word for the truck everywhere, as the German rulebook (Truck)', () => {
		expect(m.scoring_vehicles_truck({}, { locale: 'de' })).toBe('Truck');
		expect(boxText.de.label('partsPerVehicle.truck')).toContain('Truck');
	});

	it('long compounds break at their seam (soft hyphen), never mid-word', () => {
		expect(m.scoring_pieces_science({}, { locale: 'de' })).toBe('Wissenschafts\u00adgebäude');
		expect(m.scoring_pieces_military({}, { locale: 'de' })).toBe('Militär\u00adgebäude');
	});

	it.each(CATALOGUES)('%s picks plural forms with the one plural rule', (file) => {
		const source = readFileSync(new URL(`./features/${file}`, import.meta.url), 'utf8');
		expect(source).not.toMatch(/[=!]== 1 \?/);
	});
});
