/**
 * The codes inside a refusal's detail in words (messages/*.json, `refusals_*`): pieces, cards, areas, steps,
 * phases and the number fields, in the language the caller names. Pure: see ./message.ts.
 */
import type { CityAction, ChoiceField, Colour, CorrectionField, EquipmentKind, Malformed, NumberField, Phase, Piece, PlayerId, StepKind, StorageProblem, SurvivorKind, TileChoiceWanted, TileSlot } from '../../games/armageddon';
import type { Area, Vehicle } from '../../games/armageddon';
import { m } from '../../paraglide/messages.js';
import type { Lang } from '../locale.svelte';
import type { Options, Plain } from './message';

export type Name = (id: PlayerId) => string;
/** The German case a count stands in ("hat 1 Soldaten", "mit 2 Ingenieuren"); English has one form. */
export type Form = 'nom' | 'acc' | 'dat';

/** Capitalises the first letter (a field's words start a sentence). */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const pieceCount = {
	worker: m.refusals_pieces_worker,
	soldier: m.refusals_pieces_soldier,
	engineer: m.refusals_pieces_engineer,
	leader: m.refusals_pieces_leader,
	marauder: m.refusals_pieces_marauder
} satisfies Record<Piece | SurvivorKind, (inputs: { n: number; form: Form }, options?: Options) => string>;
const pieceNames = {
	worker: m.box_page_values_pieces_worker,
	soldier: m.box_page_values_pieces_soldier,
	engineer: m.box_page_values_pieces_engineer,
	leader: m.box_page_values_pieces_leader,
	marauder: m.box_page_values_pieces_marauder
} satisfies Record<Piece | SurvivorKind, Plain>;
export const pieceOne = {
	worker: m.refusals_piece_one_worker,
	soldier: m.refusals_piece_one_soldier,
	engineer: m.refusals_piece_one_engineer,
	leader: m.refusals_piece_one_leader,
	marauder: m.refusals_piece_one_marauder
} satisfies Record<Piece | SurvivorKind, Plain>;
export const cards = {
	beer: m.game_events_equipment_beer,
	gasoline: m.game_events_equipment_gasoline,
	weapon: m.game_events_equipment_weapon,
	medicine: m.game_events_equipment_medicine,
	vehicle: m.refusals_cards_vehicle,
	map: m.refusals_cards_map
} satisfies Record<EquipmentKind, Plain>;
export const areas = { exploration: m.terms_exploration, construction: m.terms_construction, city: m.terms_city } satisfies Record<Area, Plain>;
const vehicles = { car: m.box_vehicles_car, bus: m.box_vehicles_bus, truck: m.box_vehicles_truck } satisfies Record<Vehicle, Plain>;
export const colours = { brown: m.data_colours_brown, white: m.data_colours_white, orange: m.data_colours_orange, black: m.data_colours_black } satisfies Record<Colour, Plain>;
export { buildingTileName as tiles } from './panels';
export const actions = {
	extension: m.refusals_actions_extension,
	repair: m.refusals_actions_repair,
	fight: m.refusals_actions_fight,
	'gain-vp': m.refusals_actions_gain_vp,
	'repair-vp': m.refusals_actions_repair_vp,
	'draw-equipment': m.refusals_actions_draw_equipment,
	'swap-equipment': m.refusals_actions_swap_equipment,
	exchange: m.refusals_actions_exchange,
	'draw-survivor': m.refusals_actions_draw_survivor,
	'vp-per-building': m.game_events_actions_vp_per_building,
	'unused-housing-vp': m.game_events_actions_unused_housing_vp
} satisfies Record<CityAction['kind'], Plain>;
export const steps = {
	'box-value': m.refusals_steps_box_value,
	'tiles-entered': m.refusals_steps_tiles_entered,
	'start-round': m.refusals_steps_start_round,
	bid: m.refusals_steps_bid,
	choose: m.refusals_steps_choose,
	explore: m.refusals_steps_explore,
	construct: m.refusals_steps_construct,
	'city-action': m.refusals_steps_city_action,
	'city-colours': m.refusals_steps_city_colours,
	'city-done': m.refusals_steps_city_done,
	completion: m.refusals_steps_completion,
	intermediate: m.refusals_steps_intermediate,
	'end-early': m.refusals_steps_end_early,
	correction: m.refusals_steps_correction
} satisfies Record<StepKind, Plain>;
export const phases = {
	'not-started': m.refusals_phases_not_started,
	auction: m.refusals_phases_auction,
	exploration: m.refusals_phases_exploration,
	construction: m.refusals_phases_construction,
	city: m.refusals_phases_city,
	completion: m.refusals_phases_completion,
	intermediate: m.refusals_phases_intermediate,
	final: m.refusals_phases_final,
	finished: m.refusals_phases_finished
} satisfies Record<Phase, (inputs: { round: number }, options?: Options) => string>;
const corrected = {
	vp: m.game_players_vp,
	marauders: m.box_page_values_pieces_marauder,
	damage: m.refusals_corrected_damage,
	'survivors.worker': m.box_page_values_pieces_worker,
	'survivors.soldier': m.box_page_values_pieces_soldier,
	'survivors.engineer': m.box_page_values_pieces_engineer,
	'survivors.leader': m.refusals_piece_one_leader,
	'equipment.beer': m.refusals_corrected_equipment_beer,
	'equipment.gasoline': m.refusals_corrected_equipment_gasoline,
	'equipment.weapon': m.refusals_corrected_equipment_weapon,
	'equipment.medicine': m.refusals_corrected_equipment_medicine,
	'equipment.vehicle': m.refusals_corrected_equipment_vehicle,
	'equipment.map': m.refusals_corrected_equipment_map,
	twoHouses: m.instructions_field_two_houses
} satisfies Record<CorrectionField, Plain>;
export const choices = {
	'city-action': m.refusals_choices_city_action,
	'survivor-needed': m.refusals_choices_survivor_needed,
	equipment: m.refusals_choices_equipment,
	'survivor-drawn': m.refusals_choices_survivor_drawn,
	'exchange-for': m.refusals_choices_exchange_for,
	'building-type': m.refusals_choices_building_type,
	'building-tile': m.refusals_choices_building_tile,
	survivor: m.refusals_choices_survivor,
	area: m.refusals_choices_area,
	'auction-bonus': m.refusals_choices_auction_bonus,
	'auction-penalty': m.refusals_choices_auction_penalty,
	'tile-kind': m.refusals_choices_tile_kind,
	'tile-target': m.refusals_choices_tile_target,
	'building-special': m.refusals_choices_building_special,
	'building-upgrade': m.refusals_choices_building_upgrade,
	site: m.refusals_choices_site,
	'repair-vp': m.refusals_choices_repair_vp,
	'correction-field': m.refusals_choices_correction_field,
	'event-type': m.refusals_choices_event_type,
	'box-key': m.refusals_choices_box_key
} satisfies Record<ChoiceField, Plain>;
export const malformed = {
	event: m.refusals_malformed_event,
	'city-action': m.refusals_malformed_city_action,
	'city-colours': m.refusals_malformed_city_colours,
	'bid-colours': m.refusals_malformed_bid_colours,
	'explore-survivors': m.refusals_malformed_explore_survivors,
	'construct-build': m.refusals_malformed_construct_build,
	building: m.refusals_malformed_building,
	'building-name': m.refusals_malformed_building_name,
	'completion-returns': m.refusals_malformed_completion_returns,
	'intermediate-counts': m.refusals_malformed_intermediate_counts,
	'auction-tile': m.refusals_malformed_auction_tile,
	'scoring-tile': m.refusals_malformed_scoring_tile,
	'public-tiles': m.refusals_malformed_public_tiles,
	'auction-tiles': m.refusals_malformed_auction_tiles,
	'kept-cards': m.refusals_malformed_kept_cards,
	'exchange-from-city': m.refusals_malformed_exchange_from_city,
	'vehicle-hand': m.refusals_malformed_vehicle_hand,
	seed: m.refusals_malformed_seed
} satisfies Record<Malformed, Plain>;
export const wanted = {
	'equipment-drawn': m.refusals_wanted_equipment_drawn,
	'no-cards': m.refusals_wanted_no_cards,
	'equipment-held': m.refusals_wanted_equipment_held,
	'soldier-or-engineer': m.refusals_wanted_soldier_or_engineer,
	none: m.refusals_wanted_none
} satisfies Record<TileChoiceWanted, Plain>;
export const tables = {
	beerTable: m.game_events_equipment_beer,
	gasolineTable: m.game_events_equipment_gasoline,
	sameVehicleTable: m.refusals_tables_same_vehicle_table,
	differentVehicleTable: m.refusals_tables_different_vehicle_table
} satisfies Record<'beerTable' | 'gasolineTable' | 'sameVehicleTable' | 'differentVehicleTable', Plain>;
export const storage = {
	quota: m.refusals_storage_quota,
	unavailable: m.refusals_storage_unavailable,
	conflict: m.refusals_storage_conflict,
	'not-found': m.refusals_storage_not_found,
	damaged: m.refusals_storage_damaged,
	unknown: m.refusals_storage_unknown
} satisfies Record<StorageProblem, Plain>;
const slots = { public: m.refusals_slots_public, auction: m.refusals_slots_auction, 'new-auction': m.refusals_slots_new_auction } satisfies Record<TileSlot['slot'], (inputs: { n: number }, options?: Options) => string>;

/** A number field of a refusal, e.g. "Ani’s bid in City". */
export function field(f: NumberField, name: Name, lang: Lang): string {
	const o = { locale: lang };
	switch (f.of) {
		case 'bid':
			return m.refusals_fields_bid({ player: name(f.player), area: areas[f.area]({}, o) }, o);
		case 'bid-colour':
			return m.refusals_fields_bid_colour({ player: name(f.player), piece: pieceNames[f.survivor]({}, o) }, o);
		case 'city-colour':
			return m.refusals_fields_city_colour({ player: name(f.player), piece: pieceNames[f.survivor]({}, o) }, o);
		case 'returned':
			return m.refusals_fields_returned({ player: name(f.player), piece: pieceNames[f.survivor]({}, o) }, o);
		case 'public-count':
			return m.refusals_fields_public_count({ player: name(f.player) }, o);
		case 'correction':
			return m.refusals_fields_correction({ player: name(f.player), field: corrected[f.field]({}, o) }, o);
		case 'on-card':
			return m.refusals_fields_on_card({ piece: pieceNames[f.piece]({}, o) }, o);
		case 'action-survivors':
			return m.refusals_fields_action_survivors({ action: actions[f.action]({}, o) }, o);
		case 'marauders-fought':
			return f.player === undefined ? m.refusals_fields_marauders_fought({}, o) : m.refusals_fields_marauders_fought_by({ player: name(f.player) }, o);
		case 'tile-vp':
			return m.refusals_fields_tile_vp({ slot: slots[f.tile.slot]({ n: f.tile.index + 1 }, o) }, o);
		case 'vehicle-part':
			return m.refusals_fields_vehicle_part({ vehicle: vehicles[f.vehicle]({}, o), part: f.part }, o);
		case 'cards':
			return m.refusals_fields_cards({ equipment: cards[f.equipment]({}, o) }, o);
		case 'repair-engineers':
			return m.refusals_fields_repair_engineers({}, o);
		case 'repair-worker-pairs':
			return m.refusals_fields_repair_worker_pairs({}, o);
		case 'vp-gained':
			return m.refusals_fields_vp_gained({}, o);
		case 'building-housing':
			return m.refusals_fields_building_housing({}, o);
		case 'building-star-vp':
			return m.refusals_fields_building_star_vp({}, o);
		case 'damage-space':
			return m.refusals_corrected_damage({}, o);
		case 'marauders':
			return m.box_page_values_pieces_marauder({}, o);
		case 'round':
			return m.refusals_fields_round({}, o);
	}
}

