import { describe, expect, it } from 'vitest';
import { alike, LANGS } from '../testing/word-maps';
import { buildingTileName, buildingTypeName, cityActionName, specialName, upgradeName } from './panels';

describe("the panels' word maps", () => {
	it.each(LANGS)('tell every building type, building tile, special, upgrade and City action apart in %s', (lang) => {
		const maps = [buildingTypeName, buildingTileName, specialName, upgradeName, cityActionName];
		expect(maps.map((map) => alike(map, lang))).toEqual(maps.map(() => []));
	});
});
