/**
 * Tiles in words as the app writes them (src/lib/components/tile-words.ts), from the compiled messages: that module
 * reads the app's locale store (runes), which Node cannot load, so the tests name the language instead.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import type { AuctionBonus, AuctionPenalty, AuctionTile, ScoringTile } from '../../../src/lib/rules/types';

type Lang = 'en' | 'de';
type Target = Exclude<ScoringTile, { kind: 'any-equipment' }>['target'] | 'any';
type Message = (inputs: object, options: { locale: Lang }) => string;

export const auctionBonus = {
	'marauder-': m.setup_tile_bonuses_marauder,
	'vp+2': m.setup_tile_bonuses_vp2,
	'damage-': m.setup_tile_bonuses_damage,
	'equipment+': m.setup_tile_bonuses_equipment
} satisfies Record<AuctionBonus, Message>;

export const auctionPenalty = {
	'marauder+': m.setup_tile_penalties_marauder,
	'vp-2': m.setup_tile_penalties_vp2,
	'damage+': m.setup_tile_penalties_damage,
	'equipment-': m.setup_tile_penalties_equipment
} satisfies Record<AuctionPenalty, Message>;

export const tileCounts = {
	worker: m.setup_tile_counts_worker,
	soldier: m.setup_tile_counts_soldier,
	engineer: m.setup_tile_counts_engineer,
	leader: m.setup_tile_counts_leader,
	headquarters: m.setup_tile_counts_headquarters,
	civil: m.setup_tile_counts_civil,
	military: m.setup_tile_counts_military,
	science: m.setup_tile_counts_science,
	beer: m.setup_tile_counts_beer,
	gasoline: m.setup_tile_counts_gasoline,
	weapon: m.setup_tile_counts_weapon,
	medicine: m.setup_tile_counts_medicine,
	vehicle: m.setup_tile_counts_vehicle,
	map: m.setup_tile_counts_map,
	any: m.setup_tile_counts_any
} satisfies Record<Target, Message>;

/** A scoring tile in words, e.g. "Each engineer: 4 VP". */
export function describeScoringTile(lang: Lang, tile: ScoringTile): string {
	const what = tileCounts[tile.kind === 'any-equipment' ? 'any' : tile.target]({}, { locale: lang });
	return `${what}: ${m.setup_tile_each({ vp: tile.vp }, { locale: lang })}`;
}

/** An auction tile in words: its bonus and its penalty. */
export function describeAuctionTile(lang: Lang, tile: AuctionTile): string {
	const locale = { locale: lang };
	return m.setup_tile_pair({ bonus: auctionBonus[tile.bonus]({}, locale), penalty: auctionPenalty[tile.penalty]({}, locale) }, locale);
}
