/**
 * The engine's codes in the words of the board instructions (messages/*.json): reasons, pieces, phases, fields; the
 * app reads them beside `$lib/i18n/messages`, the e2e tests with `{ locale }`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { Area, Because, BuildingType, CorrectionField, EquipmentKind, NothingDetail, Phase, SurvivorKind } from '../../games/armageddon';
import type { Lang } from '../locale.svelte';
import type { Counted, Options, Plain } from './message';

export const because = {
	'round-start': m.instructions_because_round_start,
	'damage-track': m.instructions_because_damage_track,
	'auction-bonus': m.panels_common_bonus,
	'auction-penalty': m.panels_common_penalty,
	exploration: m.instructions_because_exploration,
	'building-tile': m.instructions_because_building_tile,
	'fight-off': m.instructions_because_fight_off,
	'city-action': m.instructions_because_city_action,
	repair: m.instructions_because_repair,
	'unfought-marauders': m.instructions_because_unfought_marauders,
	housing: m.instructions_because_housing,
	star: m.instructions_because_star,
	'unused-housing': m.instructions_because_unused_housing,
	'public-tile': m.instructions_because_public_tile,
	'marauder-penalty': m.instructions_because_marauder_penalty,
	correction: m.instructions_because_correction
} satisfies Record<Because, Plain>;

/** "2 workers", "1 soldier", … */
export const survivorCount = {
	worker: m.instructions_survivor_worker,
	soldier: m.instructions_survivor_soldier,
	engineer: m.instructions_survivor_engineer,
	leader: m.instructions_survivor_leader
} satisfies Record<SurvivorKind, Counted>;

/** "2 beer cards", "1 map card", … */
export const equipmentCount = {
	beer: m.instructions_equipment_beer,
	gasoline: m.instructions_equipment_gasoline,
	weapon: m.instructions_equipment_weapon,
	medicine: m.instructions_equipment_medicine,
	vehicle: m.instructions_equipment_vehicle,
	map: m.instructions_equipment_map
} satisfies Record<EquipmentKind, Counted>;

export const buildingType = {
	headquarters: m.instructions_building_type_headquarters,
	civil: m.instructions_building_type_civil,
	military: m.instructions_building_type_military,
	science: m.instructions_building_type_science
} satisfies Record<BuildingType, Plain>;

export const upgrade = {
	headquarters: m.instructions_upgrade_headquarters,
	watchtower: m.instructions_upgrade_watchtower
} satisfies Record<'headquarters' | 'watchtower', Plain>;

export const area = {
	exploration: m.terms_exploration,
	construction: m.terms_construction,
	city: m.terms_city
} satisfies Record<Area, Plain>;

/** "Round 3: auction", "Final scoring", … (the round is ignored where it is not said). */
export const phase = {
	'not-started': m.instructions_phase_not_started,
	auction: m.instructions_phase_auction,
	exploration: m.instructions_phase_exploration,
	construction: m.instructions_phase_construction,
	city: m.instructions_phase_city,
	completion: m.instructions_phase_completion,
	intermediate: m.terms_intermediate_scoring,
	final: m.terms_final_scoring,
	finished: m.instructions_phase_finished
} satisfies Record<Phase, (inputs: { round: number }, options?: Options) => string>;

/** The phase as the board mirror's heading names it: "auction tiles", "City", … */
export const boardPhase = {
	'not-started': m.instructions_board_phase_not_started,
	auction: m.instructions_board_phase_auction,
	exploration: m.terms_exploration,
	construction: m.terms_construction,
	city: m.terms_city,
	completion: m.instructions_board_phase_completion,
	intermediate: m.instructions_board_phase_intermediate,
	final: m.instructions_board_phase_final,
	finished: m.instructions_board_phase_finished
} satisfies Record<Phase, Plain>;

export const field = {
	vp: m.game_players_vp,
	marauders: m.game_players_marauders,
	damage: m.instructions_field_damage,
	'survivors.worker': m.instructions_field_survivors_worker,
	'survivors.soldier': m.instructions_field_survivors_soldier,
	'survivors.engineer': m.panels_city_engineers,
	'survivors.leader': m.terms_leader,
	'equipment.beer': m.scoring_pieces_beer,
	'equipment.gasoline': m.scoring_pieces_gasoline,
	'equipment.weapon': m.scoring_pieces_weapon,
	'equipment.medicine': m.scoring_pieces_medicine,
	'equipment.vehicle': m.scoring_pieces_vehicle,
	'equipment.map': m.scoring_pieces_map,
	twoHouses: m.instructions_field_two_houses
} satisfies Record<CorrectionField, Plain>;

/** Why a step changed nothing for a player, in `lang`. */
export function nothingText(d: NothingDetail, lang: Lang): string {
	switch (d.kind) {
		case 'marauders-at-zero':
			return m.instructions_reasons_marauder_zero({}, { locale: lang });
		case 'marauders-full':
			return m.instructions_reasons_marauder_full({ n: d.max }, { locale: lang });
		case 'no-card-to-return':
			return m.instructions_reasons_no_card_to_return({}, { locale: lang });
		case 'no-fight-vp':
			return m.instructions_reasons_no_fight_vp({}, { locale: lang });
		case 'damage-edge':
			return m.instructions_reasons_damage_edge({ space: d.space }, { locale: lang });
		case 'leader-final':
			return m.instructions_reasons_leader_final({}, { locale: lang });
		case 'no-leader':
			return m.instructions_reasons_no_leader({}, { locale: lang });
		case 'leader-away':
			return m.instructions_reasons_leader_already_away({}, { locale: lang });
		case 'damage-no-effect':
			return m.instructions_reasons_damage_no_effect({ space: d.space }, { locale: lang });
		case 'public-tile-nothing':
			return m.instructions_reasons_public_tile_nothing({}, { locale: lang });
		case 'already':
			return m.instructions_reasons_already_value({ field: field[d.field]({}, { locale: lang }), value: d.value }, { locale: lang });
		case 'two-houses-set':
			return m.instructions_reasons_two_houses_set({ value: d.value }, { locale: lang });
		case 'no-building-of-type':
			return m.instructions_reasons_no_building_of_type({ type: buildingType[d.type]({}, { locale: lang }) }, { locale: lang });
		case 'bag-no-soldier-engineer':
			return m.instructions_reasons_bag_empty({}, { locale: lang });
		case 'no-worker':
			return m.instructions_reasons_no_worker({}, { locale: lang });
		case 'no-unused-housing':
			return m.instructions_reasons_no_unused_housing({}, { locale: lang });
	}
}
