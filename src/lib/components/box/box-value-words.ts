/** Box values' codes in words (messages/*.json, `box_*`): damage effects, scoring tiles' kinds and targets, auction tiles' sides. */
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import type { AuctionBonus, AuctionPenalty, BuildingType, DamageEffect, EquipmentKind, SurvivorKind } from '$lib/rules';
import type { TileKind } from './box-draft';
import type { Plain } from '$lib/i18n/words/message';

export const effectName = {
	marauder: m.box_effects_marauder,
	'vp-1': m.box_effects_vp_minus_1,
	'vp-2': m.box_effects_vp_minus_2,
	leader: m.box_effects_leader
} satisfies Record<DamageEffect, Plain>;

export const tileKindName = {
	survivor: m.box_tiles_kinds_survivor,
	building: m.box_tiles_kinds_building,
	equipment: m.box_tiles_kinds_equipment,
	'any-equipment': m.box_tiles_kinds_any_equipment
} satisfies Record<TileKind, Plain>;

/** What a scoring tile of each kind counts. */
export const tileTargetName: { readonly [K in Exclude<TileKind, 'any-equipment'>]: Readonly<Record<string, Plain>> } = {
	survivor: {
		worker: m.box_tiles_survivor_worker,
		soldier: m.box_tiles_survivor_soldier,
		engineer: m.box_tiles_survivor_engineer,
		leader: m.box_tiles_survivor_leader
	} satisfies Record<SurvivorKind, Plain>,
	building: {
		headquarters: m.box_tiles_building_headquarters,
		civil: m.box_tiles_building_civil,
		military: m.box_tiles_building_military,
		science: m.box_tiles_building_science
	} satisfies Record<BuildingType, Plain>,
	equipment: {
		beer: m.box_tiles_equipment_beer,
		gasoline: m.box_tiles_equipment_gasoline,
		weapon: m.box_tiles_equipment_weapon,
		medicine: m.box_tiles_equipment_medicine,
		vehicle: m.box_tiles_equipment_vehicle,
		map: m.box_tiles_equipment_map
	} satisfies Record<EquipmentKind, Plain>
};

export const bonusName = {
	'marauder-': m.box_auction_bonuses_marauder_minus,
	'vp+2': m.box_auction_bonuses_vp_plus_2,
	'damage-': m.box_auction_bonuses_damage_minus,
	'equipment+': m.box_auction_bonuses_equipment_plus
} satisfies Record<AuctionBonus, Plain>;

export const penaltyName = {
	'marauder+': m.box_auction_penalties_marauder_plus,
	'vp-2': m.box_auction_penalties_vp_minus_2,
	'damage+': m.box_auction_penalties_damage_plus,
	'equipment-': m.box_auction_penalties_equipment_minus
} satisfies Record<AuctionPenalty, Plain>;

/** A scoring tile's target in words; an unknown one as it is. */
export function targetName(kind: Exclude<TileKind, 'any-equipment'>, target: string, lang: Lang): string {
	const names = tileTargetName[kind];
	return Object.hasOwn(names, target) ? names[target]!({}, { locale: lang }) : target;
}
