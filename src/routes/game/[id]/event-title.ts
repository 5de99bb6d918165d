/** One line naming what a logged event was, for the round log and the undo notice. */
import { cityMixText } from '$lib/components/colour-text';
import { area, field } from '$lib/i18n/instruction-words';
import { boxText } from '$lib/i18n/features/box';
import { gameText } from '$lib/i18n/features/game';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { CorrectionField, GameEvent, PlayerId } from '$lib/rules';

type Name = (id: PlayerId) => string;

function fieldName(correctionField: CorrectionField, lang: Lang): string {
	return field[correctionField]({}, { locale: lang });
}

function unreachable(event: never): string {
	return String((event as { type?: unknown }).type);
}

/** "Marauder advance, round 1: 1": the Box page's label, with the value when it is a single number. */
function boxValueName(key: string, value: unknown, lang: Lang): string {
	const label = boxText[lang].label(key);
	return typeof value === 'number' ? `${label}: ${value}` : label;
}

/** "Nikki bids 3 in Exploration", "Round started", … */
export function eventTitle(event: GameEvent, name: Name, lang: Lang): string {
	const t = gameText[lang].events;
	switch (event.type) {
		case 'box-value':
			return t.boxValue(boxValueName(event.key, event.value, lang));
		case 'tiles-entered':
			return t.tiles;
		case 'start-round':
			return gameText[lang].events.startRound;
		case 'bid':
			return t.bid(name(event.player), event.survivors, area[event.area]({}, { locale: lang }));
		case 'choose':
			return t.choose(name(event.player), t.equipment[event.equipment] ?? event.equipment);
		case 'explore':
			return t.explore(name(event.player), t.equipment[event.equipment] ?? event.equipment);
		case 'construct':
			return event.build ? t.constructBuild(name(event.player), event.build.site) : t.construct(name(event.player));
		case 'city-action':
			return t.cityAction(name(event.player), t.actions[event.action.kind] ?? event.action.kind);
		case 'city-done':
			return t.cityDone(name(event.player));
		case 'city-colours':
			return cityMixText(name(event.player), event.mix, { locale: lang });
		case 'completion':
			return t.completion;
		case 'intermediate':
			return t.intermediate;
		case 'correction':
			return t.correction(name(event.player), fieldName(event.field, lang), event.value);
		case 'end-early':
			return t.endEarly;
		default:
			return unreachable(event);
	}
}
