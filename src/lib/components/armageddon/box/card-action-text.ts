/** A building card's extra action in words, from the catalogues (the City screen's action names). */
import { buildingTypeName, cityActionName } from '$lib/i18n/words/panels';
import { m } from '$lib/i18n/messages';
import { survivorNeed } from '$lib/components/colour-text';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { CardAction } from '$lib/games/armageddon';

/** "Fight off marauders 2", "2 VP per building: Military", … */
export function effectText(a: CardAction, lang: Lang): string {
	const name = cityActionName[a.kind]({}, { locale: lang });
	if (a.kind === 'vp-per-building' && a.type) return `${name}: ${buildingTypeName[a.type]({}, { locale: lang })}`;
	if (a.kind === 'repair-vp' && a.amount) return `${name} (+${a.amount})`;
	return a.amount ? `${name} ${a.amount}` : name;
}

/** "2× Fight off marauders 1 (Soldier)". */
export function actionText(a: CardAction, lang: Lang): string {
	return m.cards_action({ uses: a.uses, what: effectText(a, lang), need: survivorNeed[a.needs]({}, { locale: lang }) }, { locale: lang });
}
