/**
 * The panels' codes in words (messages/*.json): building types, tiles, specials, upgrades and City actions; the app
 * reads them beside `$lib/i18n/messages`, the e2e tests with `{ locale }`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { BuildingSpecial, BuildingTileEffect, BuildingType, CityAction } from '../../games/armageddon';
import type { Plain } from './message';

export const buildingTypeName = {
	headquarters: m.setup_tile_headquarters,
	civil: m.panels_construct_types_civil,
	military: m.setup_tile_military,
	science: m.setup_tile_science
} satisfies Record<BuildingType, Plain>;

export const buildingTileName = {
	'marauder-': m.panels_construct_tiles_marauder_minus,
	'equipment+': m.panels_construct_tiles_equipment_plus,
	'damage-': m.panels_construct_tiles_damage_minus,
	'two-houses': m.panels_construct_tiles_two_houses,
	exchange: m.panels_construct_tiles_exchange,
	'marauder+': m.panels_construct_tiles_marauder_plus,
	'damage+': m.panels_construct_tiles_damage_plus,
	'equipment-': m.panels_construct_tiles_equipment_minus
} satisfies Record<BuildingTileEffect, Plain>;

export const specialName = {
	none: m.panels_construct_specials_none,
	'builders-yard': m.panels_construct_specials_builders_yard,
	'training-center': m.panels_construct_specials_training_center,
	'tower-site': m.panels_construct_specials_tower_site,
	'no-fight-vp': m.panels_construct_specials_no_fight_vp,
	'double-fight-vp': m.panels_construct_specials_double_fight_vp,
	'church-mercyful': m.panels_construct_specials_church_mercyful,
	'church-vengeful': m.panels_construct_specials_church_vengeful
} satisfies Record<BuildingSpecial | 'none', Plain>;

export const upgradeName = {
	none: m.panels_construct_specials_none,
	headquarters: m.setup_tile_headquarters,
	watchtower: m.panels_construct_upgrades_watchtower
} satisfies Record<'none' | 'headquarters' | 'watchtower', Plain>;

export const cityActionName = {
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
} satisfies Record<CityAction['kind'], Plain>;
