/** Damaged stored rows and damaged files are told in both languages from their codes, German without English. */
import { describe, expect, it } from 'vitest';
import { readBackup } from '$lib/db';
import type { DamageDetail, SchemaIssue } from '$lib/db/restore';
import { writeError } from '$lib/db/errors';
import { damageText, fileRefusalText, issueText } from './file-refusal-text';
import { errorText } from './labels';
import { REJECTIONS, name } from './testing/refusal-examples';

const issue: SchemaIssue = { path: 'setup.seed', check: 'string', expected: 'string', received: '7', message: 'Invalid type: Expected string but received 7' };
const EXAMPLES: { readonly [K in DamageDetail['kind']]: Extract<DamageDetail, { kind: K }> } = {
	invalid: { kind: 'invalid', issue },
	'step-missing': { kind: 'step-missing', step: 4 },
	'step-rejected': { kind: 'step-rejected', step: 3, event: 'bid', rejection: { ok: false, code: 'out-of-turn', reason: 'x', detail: REJECTIONS['already-bid'] } },
	unscorable: { kind: 'unscorable' }
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

	it('keeps the technical path and values of a schema issue, in German words', () => {
		expect(issueText(issue, 'de')).toBe('setup.seed: falscher Typ (erwartet string, erhalten 7)');
		expect(issueText({ ...issue, path: '', check: 'min_value', expected: '>=0', received: '-1' }, 'de')).toBe('zu klein (erwartet >=0, erhalten -1)');
		expect(issueText({ ...issue, check: 'check', expected: null }, 'de')).toBe('setup.seed: verletzt eine Regel der App');
		expect(issueText(issue, 'en')).toBe('setup.seed: Invalid type: Expected string but received 7');
	});

	it('a damaged game row says what is damaged in German', () => {
		const error = writeError('damaged', 'setup: x', { kind: 'step-missing', step: 2 });
		expect(errorText(error, 'de', name)).toBe('Die gespeicherten Daten dieser Partie sind beschädigt. (Schritt 2 fehlt.)');
		expect(errorText(error, 'en')).toBe(error.message);
		expect(errorText(writeError('quota'), 'de')).not.toMatch(/\(/);
	});
});

describe('a damaged file', () => {
	it('is told in German from the coded schema issue, not valibot’s English', () => {
		const file = { format: 'armageddon-companion', schemaVersion: 1, exportedAt: '2025-01-01T00:00:00.000Z', games: [{ id: 'g1' }], profiles: [] };
		const read = readBackup(JSON.stringify(file));
		if (read.ok) throw new Error('accepted');
		expect(read.refusal.kind).toBe('damaged');
		expect(read.message).toMatch(/^The file is damaged: games\.0\./);
		const de = fileRefusalText(read.refusal, 'de');
		expect(de).toMatch(/^Die Datei ist beschädigt\. \(games\.0\./);
		expect(de).not.toMatch(ENGLISH);
	});
});
