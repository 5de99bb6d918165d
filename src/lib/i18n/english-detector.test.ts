/**
 * The German proof's detector (`tests/e2e/support/english-catalogue.ts`): it reads English-only fragments from
 * Paraglide's messages (and the engine's English-only reasons), keeps them specific, and finds them in a screen's text.
 */
import { describe, expect, it } from 'vitest';
import { catalogueTexts, englishFragments, englishIn } from '../../../tests/e2e/support/english-catalogue';
import { m } from './messages';
import { fileRefusalText } from './words/file-refusals';
import deMessages from '../../../messages/de.json';
import enMessages from '../../../messages/en.json';

describe('English-only fragments', () => {
	const fragments = englishFragments();

	it('come from the Paraglide messages and the engine’s reasons', () => {
		expect(fragments).toContain(m.data_importer_refused({}, { locale: 'en' }));
		const empty = fileRefusalText({ kind: 'empty' }, 'en');
		expect(fragments.filter((f) => empty.includes(f))).not.toEqual([]);
		expect(fragments).toContain(enMessages.share_open);
		expect(fragments.some((f) => f.startsWith('Invalid type'))).toBe(true);
		expect(fragments.length).toBeGreaterThan(500);
	});

	it('never hold German words, identifiers or words both languages share', () => {
		expect(fragments).not.toContain(m.data_importer_refused({}, { locale: 'de' }));
		expect(fragments.filter((f) => !/\s/.test(f) && /[-._]/.test(f))).toEqual([]);
		expect(fragments).not.toContain('Armageddon Companion');
		for (const f of fragments) expect(f.replace(/[^\p{L}]/gu, '').length, f).toBeGreaterThanOrEqual(4);
	});

	it('keep a fragment only when German lacks it and it has two English words or a long one', () => {
		const sides = { en: ['Take the +40 chip', 'Bier', 'Construction', 'Nikki VP', 'beer card'], de: ['Nimm den Bier-Marker', 'Nikki'] };
		expect(englishFragments(sides)).toEqual(['Take the +40 chip', 'Construction', 'beer card']);
	});

	it('read both message files, every variant of a message', () => {
		const { en, de } = catalogueTexts();
		expect(en).toContain(enMessages.share_copy);
		expect(de).toContain(deMessages.share_copy);
		expect(en).toContain(fileRefusalText({ kind: 'empty' }, 'en'));
		expect(de).toContain(fileRefusalText({ kind: 'empty' }, 'de'));
	});
});

describe('englishIn', () => {
	it('finds English in a German screen, word-bounded, and nothing in a German one', () => {
		const refusal = fileRefusalText({ kind: 'not-json' }, 'de');
		expect(englishIn([`${m.data_importer_refused({}, { locale: 'de' })} ${refusal}`])).toEqual([]);
		expect(englishIn([`${m.data_importer_refused({}, { locale: 'de' })}: Invalid type: Expected string`])).toContain('Invalid type');
		expect(englishIn(['Die beer cards liegen'], ['beer card'])).toEqual([]);
		expect(englishIn(['Nimm 2 beer card'], ['beer card'])).toEqual(['beer card']);
	});
});
