import { m } from '$lib/i18n/messages';
import { describe, expect, it } from 'vitest';
import { boxLabel } from './words/box';
import deMessages from '../../../messages/de.json';

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

	it('the box, its transcription and share links say "du" like the rest of the app, never "ihr" or the formal "Sie"', () => {
		const plural = /\b[Ii]hr (könnt|habt|seid|müsst|wollt|tippt|gebt|nehmt|zieht)\b|\beuch\b|\beu(er|re[mnrs]?)\b/;
		const box = Object.entries(deMessages).filter(([key]) => /^(box|transcribe|share)_/.test(key));
		expect(box.length).toBeGreaterThan(50);
		for (const [key, text] of box) expect(JSON.stringify(text), key).not.toMatch(plural);
		expect(m.transcribe_intro({}, { locale: 'de' })).toMatch(/\bDu kannst\b/);
		// "Ihre nehmen" reads as the formal "take yours": the values are the link's
		expect(m.share_take_theirs({}, { locale: 'de' })).not.toMatch(/^Ihre\b/);
		expect(m.share_take_theirs({}, { locale: 'de' })).toContain('Link');
	});

	it('no German message addresses the table as "ihr": one form of address throughout', () => {
		const plural = /\bIhr \p{Ll}+t\b|\b(?!mit\b)\p{Ll}+t ihr\b|\beuch\b|\beu(er|re[mnrs]?)\b|^"?(Setzt|Gebt|Nehmt|Tippt|Zieht|Legt|Stellt|Lasst)\b/u;
		for (const [key, text] of Object.entries(deMessages)) expect(JSON.stringify(text), key).not.toMatch(plural);
	});
});
