import { describe, expect, it } from 'vitest';
import { BOX_KEYS } from '$lib/games/armageddon';
import type { Lang } from '../locale.svelte';
import { boxLabel, boxWhere } from './box';

const LANGS: readonly Lang[] = ['en', 'de'];

describe('boxLabel and boxWhere', () => {
	it.each(LANGS)('name every box value apart, and say where it is printed, in %s', (lang) => {
		const labels = BOX_KEYS.map((key) => boxLabel(key, lang));
		const wheres = BOX_KEYS.map((key) => boxWhere(key, lang));
		expect(new Set(labels).size).toBe(BOX_KEYS.length);
		expect(new Set(wheres).size).toBe(BOX_KEYS.length);
		// the fallback for an unknown key names the key itself: no known key may reach it
		expect(BOX_KEYS.filter((key, i) => labels[i]!.includes(key) || wheres[i]!.includes(key))).toEqual([]);
	});

	it('put the round, the space and the vehicle of a numbered value into its words', () => {
		expect(boxLabel('roundTrack.3', 'en')).toBe('Marauder advance, round 3');
		expect(boxLabel('damageSpaces.7', 'en')).toBe('Damage track space 7');
		expect(boxLabel('partsPerVehicle.bus', 'en')).toBe('Different parts of the bus');
		expect(boxWhere('roundTrack.5', 'de')).toContain('Runde 5');
		expect(boxWhere('partsPerVehicle.truck', 'de')).toContain('Truck');
	});

	it('name a key they do not know rather than guess its words', () => {
		expect(boxLabel('nonsense', 'en')).toContain('nonsense');
		expect(boxWhere('nonsense', 'de')).toContain('nonsense');
	});
});
