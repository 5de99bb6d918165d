/** Plural forms a message may give; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** Picks the form of `forms` that `count` needs in `lang` (Intl.PluralRules, cached per language). */
export function plural(lang: string, count: number, forms: PluralForms): string {
	let rule = rules.get(lang);
	if (!rule) {
		rule = new Intl.PluralRules(lang);
		rules.set(lang, rule);
	}
	return forms[rule.select(count)] ?? forms.other;
}
