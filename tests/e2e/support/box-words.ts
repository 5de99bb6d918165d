/**
 * The box prompt's and the box inputs' words for the tests, in a named language. The box labels, refusals and
 * damaged rows are the app's own word modules (src/lib/i18n/words/box.ts, refusals.ts, file-refusals.ts).
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { boxLabel } from '../../../src/lib/i18n/words/box';
import type { DamageEffect } from '../../../src/lib/games/armageddon/types';

export { boxLabel } from '../../../src/lib/i18n/words/box';
export { damageText, fileRefusalText } from '../../../src/lib/i18n/words/file-refusals';
export { refusalText } from '../../../src/lib/i18n/words/refusals';

type Lang = 'en' | 'de';

/** The box prompt's and the box inputs' words in `lang`. */
export function boxWords(lang: Lang) {
	const o = { locale: lang };
	const effects: Record<DamageEffect, string> = {
		marauder: m.box_effects_marauder({}, o),
		'vp-1': m.box_effects_vp_minus_1({}, o),
		'vp-2': m.box_effects_vp_minus_2({}, o),
		leader: m.box_effects_leader({}, o)
	};
	return {
		label: (key: string) => boxLabel(key, lang),
		effects,
		prompt: { title: m.box_prompt_title({}, o), save: m.common_save({}, o) },
		input: {
			cards: (n: number) => m.box_input_cards({ n }, o),
			parts: (n: number) => m.box_input_parts({ n }, o),
			pointsFor: (what: string) => m.box_input_points_for({ what }, o)
		}
	};
}
