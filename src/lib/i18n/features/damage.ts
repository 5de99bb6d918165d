/** Why a stored row or a file's data is damaged (`DamageDetail`, `SchemaIssue` of the db layer), in both languages. */
import type { DamageDetail, SchemaIssue } from '$lib/db/restore';
import { defineMessages } from '../features';
import { refusalsText, type Name } from './refusals';

export interface DamageText {
	/** A schema issue: where, and what is wrong, with the technical values. */
	issue: (i: SchemaIssue) => string;
	/** A damaged row; `name` gives player names. */
	damage: (d: DamageDetail, name: Name) => string;
}

/** valibot's issue types, by what a person is told. */
const CHECKS_DE: Record<string, string> = {
	literal: 'kein erlaubter Wert',
	picklist: 'kein erlaubter Wert',
	enum: 'kein erlaubter Wert',
	union: 'kein erlaubter Wert',
	variant: 'kein erlaubter Wert',
	integer: 'keine ganze Zahl',
	min_value: 'zu klein',
	max_value: 'zu groß',
	value: 'falscher Wert',
	length: 'falsche Länge',
	min_length: 'zu kurz',
	max_length: 'zu lang',
	non_empty: 'leer',
	regex: 'falsches Format',
	check: 'verletzt eine Regel der App',
	custom: 'verletzt eine Regel der App',
	check_items: 'verletzt eine Regel der App',
	invalid: 'ungültige Daten'
};
/** Schema types (string, number, object …): the value has the wrong type. */
const WRONG_TYPE_DE = 'falscher Typ';

const where = (path: string, text: string) => (path ? `${path}: ${text}` : text);

const en: DamageText = {
	// The English words are the schema's own message (valibot's, or ours for the app's rules).
	issue: (i) => where(i.path, i.message),
	damage: (d, name) => {
		switch (d.kind) {
			case 'invalid':
				return en.issue(d.issue);
			case 'step-missing':
				return `Step ${d.step} is missing.`;
			case 'step-rejected':
				return `Step ${d.step} (${refusalsText.en.step(d.event)}) is refused by the rules: ${refusalsText.en.refusal(d.rejection.detail, name)}`;
			case 'unscorable':
				return 'Its figures do not score.';
		}
	}
};

const de: DamageText = {
	issue: (i) => {
		const what = CHECKS_DE[i.check] ?? WRONG_TYPE_DE;
		const values = i.expected === null ? '' : ` (erwartet ${i.expected}, erhalten ${i.received})`;
		return where(i.path, `${what}${values}`);
	},
	damage: (d, name) => {
		switch (d.kind) {
			case 'invalid':
				return de.issue(d.issue);
			case 'step-missing':
				return `Schritt ${d.step} fehlt.`;
			case 'step-rejected':
				return `Schritt ${d.step} (${refusalsText.de.step(d.event)}) verstößt gegen die Regeln: ${refusalsText.de.refusal(d.rejection.detail, name)}`;
			case 'unscorable':
				return 'Seine Zahlen ergeben keine Wertung.';
		}
	}
};

export const damageText = defineMessages(en, de);
