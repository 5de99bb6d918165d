/** Box values' codes in words (messages/*.json, `box_*`): damage effects, scoring tiles' kinds and targets (auction tiles: words/tiles). */
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import type { DamageEffect, SurvivorKind } from '$lib/games/armageddon';
import { buildingTypeName } from '$lib/i18n/words/panels';
import { equipmentTerm } from '$lib/i18n/words/terms';
import type { TileKind } from './box-draft';
import type { Plain } from '$lib/i18n/words/message';

export const effectName = {
	marauder: m.box_effects_marauder,
	'vp-1': m.box_effects_vp_minus_1,
	'vp-2': m.box_effects_vp_minus_2,
	leader: m.box_effects_leader
} satisfies Record<DamageEffect, Plain>;

export const tileKindName = {
	survivor: m.terms_survivors,
	building: m.setup_tile_building,
	equipment: m.box_tiles_kinds_equipment,
	'any-equipment': m.setup_tile_any_equipment
} satisfies Record<TileKind, Plain>;

/** What a scoring tile of each kind counts. */
export const tileTargetName: { readonly [K in Exclude<TileKind, 'any-equipment'>]: Readonly<Record<string, Plain>> } = {
	survivor: {
		worker: m.terms_worker,
		soldier: m.terms_soldier,
		engineer: m.terms_engineer,
		leader: m.terms_leader
	} satisfies Record<SurvivorKind, Plain>,
	building: buildingTypeName,
	equipment: equipmentTerm
};

/** A scoring tile's target in words; an unknown one as it is. */
export function targetName(kind: Exclude<TileKind, 'any-equipment'>, target: string, lang: Lang): string {
	const names = tileTargetName[kind];
	return Object.hasOwn(names, target) ? names[target]!({}, { locale: lang }) : target;
}
