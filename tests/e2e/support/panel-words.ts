/**
 * The panels' codes in words (src/lib/components/box/panel-words.ts), from the compiled messages: that module reads
 * the app's locale store (runes), which Node cannot load, so the tests name the language instead.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import type { BuildingTileEffect, BuildingType, CityAction } from '../../../src/lib/rules/types';

type Lang = 'en' | 'de';

const TYPES = {
	headquarters: m.panels_construct_types_headquarters,
	civil: m.panels_construct_types_civil,
	military: m.panels_construct_types_military,
	science: m.panels_construct_types_science
} satisfies Record<BuildingType, unknown>;

const TILES = {
	'marauder-': m.panels_construct_tiles_marauder_minus,
	'equipment+': m.panels_construct_tiles_equipment_plus,
	'damage-': m.panels_construct_tiles_damage_minus,
	'two-houses': m.panels_construct_tiles_two_houses,
	exchange: m.panels_construct_tiles_exchange,
	'marauder+': m.panels_construct_tiles_marauder_plus,
	'damage+': m.panels_construct_tiles_damage_plus,
	'equipment-': m.panels_construct_tiles_equipment_minus
} satisfies Record<BuildingTileEffect, unknown>;

const ACTIONS = {
	extension: m.panels_city_actions_extension,
	repair: m.panels_city_actions_repair,
	fight: m.panels_city_actions_fight,
	'gain-vp': m.panels_city_actions_gain_vp,
	'repair-vp': m.panels_city_actions_repair_vp,
	'draw-equipment': m.panels_city_actions_draw_equipment,
	'swap-equipment': m.panels_city_actions_swap_equipment,
	exchange: m.panels_city_actions_exchange,
	'draw-survivor': m.panels_city_actions_draw_survivor,
	'vp-per-building': m.panels_city_actions_vp_per_building,
	'unused-housing-vp': m.panels_city_actions_unused_housing_vp
} satisfies Record<CityAction['kind'], unknown>;

/** "Military", "Zivil", … */
export const buildingTypeName = (lang: Lang, type: BuildingType) => TYPES[type]({}, { locale: lang });
/** "−Marauder", "+Ausrüstung", … */
export const buildingTileName = (lang: Lang, tile: BuildingTileEffect) => TILES[tile]({}, { locale: lang });
/** "Fight off marauders", … */
export const cityActionName = (lang: Lang, kind: CityAction['kind']) => ACTIONS[kind]({}, { locale: lang });
