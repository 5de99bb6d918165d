/** Damaged stored rows and damaged files are told in both languages from their codes, German without English. */
import { describe, expect, it } from 'vitest';
import { readBackup } from '$lib/db';
import type { DamageDetail, SchemaIssue } from '$lib/db/restore';
import { writeError } from '$lib/db/errors';
import './messages';
import { damageText, fileRefusalText, issueText } from './words/file-refusals';
import { errorText } from './saved-games';
import { ANI, REJECTIONS, name } from './testing/refusal-examples';

const issue: SchemaIssue = { path: 'setup.seed', check: 'string', expected: 'string', received: '7', message: 'Invalid type: Expected string but received 7' };
const EXAMPLES: { readonly [K in DamageDetail['kind']]: Extract<DamageDetail, { kind: K }> } = {
	invalid: { kind: 'invalid', issue },
	'step-missing': { kind: 'step-missing', step: 4 },
	'step-rejected': { kind: 'step-rejected', step: 3, event: 'bid', rejection: { ok: false, code: 'out-of-turn', reason: 'x', detail: REJECTIONS['already-bid'] } },
	unscorable: { kind: 'unscorable' },
	'final-impossible': { kind: 'final-impossible', problem: { code: 'final-figure-differs', params: { player: ANI, figure: 'beer', stored: 7, derived: 6 } }, names: {} }
};
/** valibot's English words, which must not reach a German screen. */
const ENGLISH = /Invalid|Expected|received|is missing|rejected/;

describe('damaged rows', () => {
	it.each(Object.values(EXAMPLES))('$kind has words in both languages, the German without English', (d) => {
		const en = damageText(d, name, 'en');
		const de = damageText(d, name, 'de');
		expect(en).not.toBe('');
		expect(de).not.toBe(en);
		expect(de).not.toMatch(ENGLISH);
	});

	it('words a refused step with its kind and the player’s name', () => {
		expect(damageText(EXAMPLES['step-rejected'], name, 'de')).toBe('Schritt 3 (Bieten) verstößt gegen die Regeln: Ani hat im Bereich Erkunden schon geboten.');
		expect(damageText(EXAMPLES['step-rejected'], name, 'en')).toBe('Step 3 (Bidding) is refused by the rules: Ani has already bid in Exploration.');
	});

	it('names the field of a schema issue in words, with its values, in either language (never valibot’s English)', () => {
		expect(issueText(issue, 'de')).toBe('Aufbau › Startcode: falscher Typ (erwartet string, erhalten 7)');
		expect(issueText({ ...issue, path: '', check: 'min_value', expected: '>=0', received: '-1' }, 'de')).toBe('zu klein (erwartet >=0, erhalten -1)');
		expect(issueText({ ...issue, check: 'check', expected: null }, 'de')).toBe('Aufbau › Startcode: verletzt eine Regel der App');
		expect(issueText(issue, 'en')).toBe('setup › seed code: wrong type (expected string, received 7)');
		expect(issueText({ ...issue, path: 'setup.players.1.name' }, 'en')).toMatch(/^setup › players › no\. 2 › name: /);
	});

	it('a damaged game row says what is damaged in German', () => {
		const error = writeError('damaged', 'setup: x', { kind: 'step-missing', step: 2 });
		expect(errorText(error, 'de', name)).toBe('Die gespeicherten Daten dieser Partie sind beschädigt. (Schritt 2 fehlt.)');
		// English from the message files too, not the db layer's sentences
		expect(errorText(error, 'en')).toBe('The stored data of this game is damaged. (Step 2 is missing.)');
		expect(errorText(writeError('quota'), 'de')).not.toMatch(/\(/);
	});
});

describe('a damaged file', () => {
	it('is told in German from the coded schema issue, not valibot’s English', () => {
		const file = { format: 'armageddon-companion', schemaVersion: 1, exportedAt: '2025-01-01T00:00:00.000Z', games: [{ id: 'g1' }], profiles: [] };
		const read = readBackup(JSON.stringify(file));
		if (read.ok) throw new Error('accepted');
		expect(read.refusal.kind).toBe('damaged');
		expect(read.message).toMatch(/^The game "1" cannot be imported: games\.0\./);
		const de = fileRefusalText(read.refusal, 'de');
		expect(de).toMatch(/^Die Partie „1“ lässt sich nicht importieren: Titel: /);
		expect(de).not.toMatch(ENGLISH);
		expect(fileRefusalText(read.refusal, 'en')).toMatch(/^The game “1” cannot be imported: title: /);
	});
});
