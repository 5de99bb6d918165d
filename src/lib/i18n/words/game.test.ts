import { describe, expect, it } from 'vitest';
import { alike, LANGS } from '../testing/word-maps';
import { eventAction, eventEquipment, headerPhase } from './game';

describe("the game page's word maps", () => {
	it.each(LANGS)('tell every phase, equipment kind and City action apart in %s', (lang) => {
		expect([alike(headerPhase, lang), alike(eventEquipment, lang), alike(eventAction, lang)]).toEqual([[], [], []]);
	});
});
