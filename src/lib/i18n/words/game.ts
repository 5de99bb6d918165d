/**
 * The game page's codes in words (messages/*.json): the header's phase, equipment and City actions in the log; the
 * app reads them beside `$lib/i18n/messages`, the e2e tests with `{ locale }`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { CityAction, EquipmentKind, Phase } from '../../games/armageddon';
import type { Plain } from './message';

/** The header's name of a phase; between rounds the next round is "Setting up". */
export const headerPhase = {
	setup: m.terms_phase_setup,
	auction: m.terms_phase_auction,
	exploration: m.game_header_phase_exploration,
	construction: m.game_header_phase_construction,
	city: m.game_header_phase_city,
	completion: m.terms_phase_completion,
	intermediate: m.terms_intermediate_scoring,
	final: m.terms_final_scoring,
	finished: m.game_header_phase_finished
} satisfies Record<Exclude<Phase, 'not-started'> | 'setup', Plain>;

/** An equipment kind as the log names it ("beer", "vehicle part"). */
export const eventEquipment = {
	beer: m.game_events_equipment_beer,
	gasoline: m.game_events_equipment_gasoline,
	weapon: m.game_events_equipment_weapon,
	medicine: m.game_events_equipment_medicine,
	vehicle: m.game_events_equipment_vehicle,
	map: m.game_events_equipment_map
} satisfies Record<EquipmentKind, Plain>;

/** A City action as the log names it ("fight off marauders"). */
export const eventAction = {
	extension: m.game_events_actions_extension,
	repair: m.game_events_actions_repair,
	fight: m.game_events_actions_fight,
	'gain-vp': m.game_events_actions_gain_vp,
	'repair-vp': m.game_events_actions_repair_vp,
	'draw-equipment': m.game_events_actions_draw_equipment,
	'swap-equipment': m.game_events_actions_swap_equipment,
	exchange: m.game_events_actions_exchange,
	'draw-survivor': m.game_events_actions_draw_survivor,
	'vp-per-building': m.game_events_actions_vp_per_building,
	'unused-housing-vp': m.game_events_actions_unused_housing_vp
} satisfies Record<CityAction['kind'], Plain>;
