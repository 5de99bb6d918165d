/** Display names of game terms the panels show (messages/*.json). */
import { buildingTypeName } from '$lib/components/box/panel-words';
import { m } from '$lib/i18n/messages';
import type { Area, EquipmentKind, ScoringTile, SurvivorKind } from '$lib/rules';

const EQUIPMENT_TERM = {
	beer: m.terms_beer,
	gasoline: m.terms_gasoline,
	weapon: m.terms_weapons,
	medicine: m.terms_medicine,
	vehicle: m.terms_vehicle_parts,
	map: m.terms_maps
} satisfies Record<EquipmentKind, () => string>;

const SURVIVOR_TERM = {
	worker: m.terms_worker,
	soldier: m.terms_soldier,
	engineer: m.terms_engineer,
	leader: m.terms_leader,
	marauder: m.terms_marauder
} satisfies Record<SurvivorKind | 'marauder', () => string>;

/** "Exploration", "Construction", "City". */
export const areaName = {
	exploration: m.terms_exploration,
	construction: m.terms_construction,
	city: m.terms_city
} satisfies Record<Area, () => string>;

/** The name of an equipment kind. */
export function equipmentName(kind: EquipmentKind): string {
	return EQUIPMENT_TERM[kind]();
}

/** The name of a survivor kind (marauder included). */
export function survivorName(kind: SurvivorKind | 'marauder'): string {
	return SURVIVOR_TERM[kind]();
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
			return m.panels_common_each_vp({ what: m.panels_common_any_equipment(), vp: tile.vp });
	}
}
