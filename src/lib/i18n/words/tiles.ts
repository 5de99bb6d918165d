/**
 * Scoring and auction tiles, and player colours, in words (messages/*.json); used by setup, transcription and the
 * game (beside `$lib/i18n/messages`) and by the e2e tests (with `{ locale }`). Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { AuctionBonus, AuctionPenalty, AuctionTile, Colour, ScoringTile } from '../../games/armageddon';
import type { Options, Plain } from './message';

type Target = Exclude<ScoringTile, { kind: 'any-equipment' }>['target'] | 'any';

export const auctionBonus = {
	'marauder-': m.setup_tile_bonuses_marauder,
	'vp+2': m.setup_tile_bonuses_vp2,
	'damage-': m.setup_tile_bonuses_damage,
	'equipment+': m.setup_tile_bonuses_equipment
} satisfies Record<AuctionBonus, Plain>;

export const auctionPenalty = {
	'marauder+': m.setup_tile_penalties_marauder,
	'vp-2': m.setup_tile_penalties_vp2,
	'damage+': m.setup_tile_penalties_damage,
	'equipment-': m.setup_tile_penalties_equipment
} satisfies Record<AuctionPenalty, Plain>;

/** "Each engineer", "Each map", … : what a scoring tile counts. */
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
} satisfies Record<Target, Plain>;

export const colourName = {
	brown: m.setup_colours_brown,
	white: m.setup_colours_white,
	orange: m.setup_colours_orange,
	black: m.setup_colours_black
} satisfies Record<Colour, Plain>;

/** A scoring tile in words, e.g. "Each engineer: 4 VP". */
export function describeScoringTile(tile: ScoringTile, options: Options = {}): string {
	const what = tileCounts[tile.kind === 'any-equipment' ? 'any' : tile.target]({}, options);
	return `${what}: ${m.setup_tile_each({ vp: tile.vp }, options)}`;
}

/** An auction tile in words: its bonus and its penalty. */
export function describeAuctionTile(tile: AuctionTile, options: Options = {}): string {
	return m.setup_tile_pair({ bonus: auctionBonus[tile.bonus]({}, options), penalty: auctionPenalty[tile.penalty]({}, options) }, options);
}
