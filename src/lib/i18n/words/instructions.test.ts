import { describe, expect, it } from 'vitest';
import { alike, LANGS } from '../testing/word-maps';
import { area, because, boardPhase, buildingType, equipmentCount, field, phase, survivorCount, upgrade } from './instructions';

describe('the board instructions’ word maps', () => {
	it.each(LANGS)('tell every reason, piece, phase and field apart in %s', (lang) => {
		const plain = [because, buildingType, upgrade, area, phase, boardPhase, field];
		expect(plain.map((map) => alike(map, lang))).toEqual(plain.map(() => []));
		expect([alike(survivorCount, lang, { n: 2 }), alike(equipmentCount, lang, { n: 2 })]).toEqual([[], []]);
	});

	it('count pieces in the number given', () => {
		expect([survivorCount.worker({ n: 1 }, { locale: 'en' }), survivorCount.worker({ n: 2 }, { locale: 'en' })]).toEqual(['1 worker', '2 workers']);
	});
});
