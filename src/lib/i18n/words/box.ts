/**
 * A box value's name and where to look it up on the components (messages/*.json, `box_label_*`, `box_where_*`),
 * in the language the caller names; the app reads it beside `$lib/i18n/messages`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { Lang } from '../locale.svelte';
import type { Plain } from './message';

/** `roundTrack.3` → ['roundTrack', '3']. */
const split = (key: string): [string, string] => {
	const [head = '', tail = ''] = String(key).split('.');
	return [head, tail];
};

const vehicles: Readonly<Record<string, Plain>> = { car: m.box_vehicles_car, bus: m.box_vehicles_bus, truck: m.box_vehicles_truck };
const vehicle = (tail: string, lang: Lang) => (Object.hasOwn(vehicles, tail) ? vehicles[tail]!({}, { locale: lang }) : tail);
// Names and places apart: a page that only names box values (a game's log) does not carry where they are printed.
const labels: Readonly<Record<string, Plain>> = {
	scoringTiles: m.transcribe_steps_scoring,
	auctionTiles: m.transcribe_steps_auction,
	beerTable: m.box_label_beer_table,
	gasolineTable: m.box_label_gasoline_table,
	weaponSet: m.box_label_weapon_set,
	medicineSet: m.box_label_medicine_set,
	sameVehicleTable: m.box_label_same_vehicle_table,
	differentVehicleTable: m.box_label_different_vehicle_table,
	cityBoardHousing: m.box_label_city_board_housing,
	buildingCards: m.terms_building_cards
};
const places: Readonly<Record<string, Plain>> = {
	scoringTiles: m.box_where_scoring_tiles,
	auctionTiles: m.box_where_auction_tiles,
	beerTable: m.box_where_beer_table,
	gasolineTable: m.box_where_gasoline_table,
	weaponSet: m.box_where_weapon_set,
	medicineSet: m.box_where_medicine_set,
	sameVehicleTable: m.box_where_same_vehicle_table,
	differentVehicleTable: m.box_where_different_vehicle_table,
	cityBoardHousing: m.box_where_city_board_housing,
	buildingCards: m.box_where_building_cards
};

/** A box value's name, e.g. "Marauder advance, round 3". */
export function boxLabel(key: string, lang: Lang): string {
	const [head, tail] = split(key);
	const o = { locale: lang };
	if (head === 'roundTrack') return m.box_label_round_track({ round: tail }, o);
	if (head === 'damageSpaces') return m.box_label_damage_spaces({ space: tail }, o);
	if (head === 'partsPerVehicle') return m.box_label_parts_per_vehicle({ vehicle: vehicle(tail, lang) }, o);
	return Object.hasOwn(labels, head) ? labels[head]!({}, o) : m.box_label_other({ key }, o);
}

/** Where on the components a box value is printed. */
export function boxWhere(key: string, lang: Lang): string {
	const [head, tail] = split(key);
	const o = { locale: lang };
	if (head === 'roundTrack') return m.box_where_round_track({ round: tail }, o);
	if (head === 'damageSpaces') return m.box_where_damage_spaces({ space: tail }, o);
	if (head === 'partsPerVehicle') return m.box_where_parts_per_vehicle({ vehicle: vehicle(tail, lang) }, o);
	return Object.hasOwn(places, head) ? places[head]!({}, o) : m.box_where_other({ key }, o);
}

