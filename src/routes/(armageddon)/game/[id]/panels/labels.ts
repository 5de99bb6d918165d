/** Display names of game terms the panels show (messages/*.json). */
import { buildingTypeName } from '$lib/i18n/words/panels';
import { m } from '$lib/i18n/messages';
import { equipmentTerm, survivorTerm } from '$lib/i18n/words/terms';
import type { EquipmentKind, ScoringTile, SurvivorKind } from '$lib/games/armageddon';

/** "Exploration", "Construction", "City". */
export { areaTerm as areaName } from '$lib/i18n/words/terms';

/** The name of an equipment kind. */
export function equipmentName(kind: EquipmentKind): string {
	return equipmentTerm[kind]();
}

/** The name of a survivor kind (marauder included). */
export function survivorName(kind: SurvivorKind | 'marauder'): string {
	return survivorTerm[kind]();
}

/** What a scoring tile counts and its VP per piece. */
export function scoringTileName(tile: ScoringTile): string {
	switch (tile.kind) {
		case 'survivor':
			return m.panels_common_each_vp({ what: survivorName(tile.target), vp: tile.vp });
		case 'building':
			return m.panels_common_each_vp({ what: buildingTypeName[tile.target](), vp: tile.vp });
		case 'equipment':
			return m.panels_common_each_vp({ what: equipmentName(tile.target), vp: tile.vp });
		case 'any-equipment':
			return m.panels_common_each_vp({ what: m.setup_tile_any_equipment(), vp: tile.vp });
	}
}
