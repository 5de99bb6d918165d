import { describe, expect, it } from 'vitest';
import { alike, LANGS } from '../testing/word-maps';
import { areaTerm, equipmentTerm, survivorTerm } from './terms';

describe('the game terms', () => {
	it.each(LANGS)('tell every equipment kind, survivor and area apart in %s', (lang) => {
		expect([alike(equipmentTerm, lang), alike(survivorTerm, lang), alike(areaTerm, lang)]).toEqual([[], [], []]);
	});

	it('name the marauder, which no player owns, beside the survivors', () => {
		expect(survivorTerm.marauder({}, { locale: 'de' })).toBe('Plünderer');
	});
});
