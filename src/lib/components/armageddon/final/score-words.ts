/** The final scoring's codes in words (messages/*.json): pieces, vehicles, categories, signed VP. */
import { m } from '$lib/i18n/messages';
import type { FinalCategory, ScoringTile, Vehicle } from '$lib/games/armageddon';
import type { Options, Plain } from '$lib/i18n/words/message';

export type Piece = Exclude<ScoringTile, { kind: 'any-equipment' }>['target'] | 'anyEquipment';

export const piece = {
	worker: m.instructions_field_survivors_worker,
	soldier: m.instructions_field_survivors_soldier,
	engineer: m.panels_city_engineers,
	leader: m.scoring_pieces_leader,
	headquarters: m.scoring_pieces_headquarters,
	civil: m.scoring_pieces_civil,
	military: m.scoring_pieces_military,
	science: m.scoring_pieces_science,
	beer: m.scoring_pieces_beer,
	gasoline: m.scoring_pieces_gasoline,
	weapon: m.scoring_pieces_weapon,
	medicine: m.scoring_pieces_medicine,
	vehicle: m.scoring_pieces_vehicle,
	map: m.scoring_pieces_map,
	anyEquipment: m.scoring_pieces_any_equipment
} satisfies Record<Piece, Plain>;

export const vehicle = {
	car: m.scoring_vehicles_car,
	bus: m.scoring_vehicles_bus,
	truck: m.scoring_vehicles_truck
} satisfies Record<Vehicle, Plain>;

export const category = {
	start: m.scoring_categories_start,
	publicTile: m.scoring_categories_public_tile,
	privateTile: m.scoring_categories_private_tile,
	beer: m.terms_beer,
	gasoline: m.terms_gasoline,
	weapons: m.terms_weapons,
	medicine: m.terms_medicine,
	vehicles: m.terms_vehicle_parts,
	maps: m.terms_maps,
	damage: m.terms_damage_track,
	marauderPenalty: m.game_players_marauders
} satisfies Record<FinalCategory, Plain>;

/** A category's name; a game ended early names the round it ended after for the VP it started the final scoring with. */
export function categoryLabel(c: FinalCategory, endedEarly?: number, options: Options = {}): string {
	return c === 'start' && endedEarly ? m.scoring_categories_start_early({ round: endedEarly }, options) : category[c]({}, options);
}

/** A word from `map` by a key read from data (an engine path), or undefined for a key it does not know. */
export function wordOf(map: Readonly<Record<string, Plain>>, key: string | undefined, options: Options = {}): string | undefined {
	return key !== undefined && Object.hasOwn(map, key) ? map[key]!({}, options) : undefined;
}

/** "+3 VP", "−2 VP", "±0 VP". */
export const signedVp = (n: number, options: Options = {}) =>
	m.scoring_signed_vp({ sign: n > 0 ? 'plus' : n < 0 ? 'minus' : 'zero', n: Math.abs(n) }, options);
