/** Display names of game terms the panels show, from the shell's terms and the panels' catalogue. */
import type { Messages } from '$lib/i18n/en';
import type { panelsText } from '$lib/i18n/features/panels';
import type { EquipmentKind, ScoringTile, SurvivorKind } from '$lib/rules';

type Terms = Messages['terms'];
type PanelTexts = (typeof panelsText)['en'];

const EQUIPMENT_TERM = {
	beer: 'beer',
	gasoline: 'gasoline',
	weapon: 'weapons',
	medicine: 'medicine',
	vehicle: 'vehicleParts',
	map: 'maps'
} as const satisfies Record<EquipmentKind, keyof Terms>;

/** The name of an equipment kind. */
export function equipmentName(terms: Terms, kind: EquipmentKind): string {
	return terms[EQUIPMENT_TERM[kind]];
}

/** The name of a survivor kind (marauder included). */
export function survivorName(terms: Terms, kind: SurvivorKind | 'marauder'): string {
	return terms[kind];
}

/** What a scoring tile counts and its VP per piece. */
export function scoringTileName(terms: Terms, t: PanelTexts, tile: ScoringTile): string {
	switch (tile.kind) {
		case 'survivor':
			return t.common.eachVp(survivorName(terms, tile.target), tile.vp);
		case 'building':
			return t.common.eachVp(t.construct.types[tile.target], tile.vp);
		case 'equipment':
			return t.common.eachVp(equipmentName(terms, tile.target), tile.vp);
		case 'any-equipment':
			return t.common.eachVp(t.common.anyEquipment, tile.vp);
	}
}
