import { m } from '$lib/i18n/messages';
import { describe, expect, it } from 'vitest';
import { boxLabel } from './box-label';

describe('German words', () => {
	it('a verb agrees with its number: 1 Plünderer wartet, 2 Plünderer warten', () => {
		expect(m.panels_city_waiting({ n: 1 }, { locale: 'de' })).toBe('1 Plünderer wartet');
		expect(m.panels_city_waiting({ n: 2 }, { locale: 'de' })).toBe('2 Plünderer warten');
	});

	it('one word for the truck everywhere, as the German rulebook (Truck)', () => {
		expect(m.scoring_vehicles_truck({}, { locale: 'de' })).toBe('Truck');
		expect(boxLabel('partsPerVehicle.truck', 'de')).toContain('Truck');
	});

	it('long compounds break at their seam (soft hyphen), never mid-word', () => {
		expect(m.scoring_pieces_science({}, { locale: 'de' })).toBe('Wissenschafts\u00adgebäude');
		expect(m.scoring_pieces_military({}, { locale: 'de' })).toBe('Militär\u00adgebäude');
	});
});
