/** One line naming what a logged event was, for the round log and the undo notice. */
import { m } from '$lib/i18n/messages';
import { cityMixText } from '$lib/components/colour-text';
import { area, field } from '$lib/i18n/words/instructions';
import { eventAction, eventEquipment } from '$lib/i18n/words/game';
import { boxLabel } from '$lib/i18n/words/box';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { CorrectionField, GameEvent, PlayerId } from '$lib/games/armageddon';

type Name = (id: PlayerId) => string;

function fieldName(correctionField: CorrectionField, lang: Lang): string {
	return field[correctionField]({}, { locale: lang });
}

function unreachable(event: never): string {
	return String((event as { type?: unknown }).type);
}

/** "Marauder advance, round 1: 1": the Box page's label, with the value when it is a single number. */
function boxValueName(key: string, value: unknown, lang: Lang): string {
	const label = boxLabel(key, lang);
	return typeof value === 'number' ? `${label}: ${value}` : label;
}

/** "Nikki bids 3 in Exploration", "Round started", … */
export function eventTitle(event: GameEvent, name: Name, lang: Lang): string {
	switch (event.type) {
		case 'box-value':
			return m.game_events_box_value({ what: boxValueName(event.key, event.value, lang) }, { locale: lang });
		case 'tiles-entered':
			return m.game_events_tiles({}, { locale: lang });
		case 'start-round':
			return m.game_events_start_round({}, { locale: lang });
		case 'bid':
			return m.game_events_bid({ name: name(event.player), n: event.survivors, area: area[event.area]({}, { locale: lang }) }, { locale: lang });
		case 'choose':
			return m.game_events_choose({ name: name(event.player), kind: eventEquipment[event.equipment]({}, { locale: lang }) }, { locale: lang });
		case 'explore':
			return m.game_events_explore({ name: name(event.player), kind: eventEquipment[event.equipment]({}, { locale: lang }) }, { locale: lang });
		case 'construct':
			return event.build ? m.game_events_construct_build({ name: name(event.player), site: event.build.site }, { locale: lang }) : m.game_events_construct({ name: name(event.player) }, { locale: lang });
		case 'city-action':
			return m.game_events_city_action({ name: name(event.player), action: eventAction[event.action.kind]({}, { locale: lang }) }, { locale: lang });
		case 'city-done':
			return m.game_events_city_done({ name: name(event.player) }, { locale: lang });
		case 'city-colours':
			return cityMixText(name(event.player), event.mix, { locale: lang });
		case 'completion':
			return m.terms_phase_completion({}, { locale: lang });
		case 'intermediate':
			return m.terms_intermediate_scoring({}, { locale: lang });
		case 'correction':
			return m.game_events_correction({ name: name(event.player), field: fieldName(event.field, lang), value: event.value }, { locale: lang });
		case 'end-early':
			return m.game_events_end_early({}, { locale: lang });
		default:
			return unreachable(event);
	}
}
