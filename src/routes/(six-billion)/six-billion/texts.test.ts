import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import type { OrbitScore } from '$lib/games/six-billion';
import { resultReason } from './texts';

const score = (x: Partial<OrbitScore>): OrbitScore => ({ population: 4, place: 1, sharing: 1, base: 0, factor: 1, points: 0, ...x });

afterEach(() => locale.set('en'));

describe('resultReason', () => {
	it.each([
		['en', score({ place: 3, sharing: 3, base: 0 }), 1, 'Mercury: 3rd place shared by 3: 1 − 2 is below 0, raised to 0'],
		['de', score({ place: 3, sharing: 3, base: 0 }), 1, 'Merkur: 3. Platz, geteilt von 3: 1 − 2 ist kleiner als 0, auf 0 angehoben'],
		['en', score({ place: 1, sharing: 3, base: 6 }), 8, 'Mercury: 1st place shared by 3: 8 − 2 = 6'],
		['de', score({ place: 1, sharing: 2, base: 0 }), 1, 'Merkur: 1. Platz, geteilt von 2: 1 − 1 = 0']
	] as const)('%s: a shared place says what it scores, and a sum below 0 is raised to 0, not written as a false sum', (lang, x, table, text) => {
		locale.set(lang);
		expect(resultReason('mercury', x, table, 'agenda')).toBe(text);
	});
});
