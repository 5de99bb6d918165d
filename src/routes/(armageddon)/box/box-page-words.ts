/** The Box page's codes in words (messages/*.json, `box_page_*`): groups, statuses, pieces, and the rulebook values' names and sources. */
import { m } from '$lib/i18n/messages';
import type { ProfileEntry } from '$lib/games/armageddon';
import type { Plain } from '$lib/i18n/words/message';

// Keyed by entry-view.ts's `Group` (not imported: that module imports this one); +page.svelte indexes it with a
// `Group`, so svelte-check fails on a group without words.
export const groupName = {
	roundTrack: m.box_page_groups_round_track,
	damageTrack: m.terms_damage_track,
	scoringTiles: m.terms_scoring_tiles,
	auctionTiles: m.terms_auction_tiles,
	equipment: m.terms_equipment,
	vehicles: m.transcribe_short_vehicles,
	cityBoard: m.terms_city_board,
	buildingCards: m.terms_building_cards,
	other: m.box_page_groups_other
} satisfies Record<string, Plain>;

export const statusName = { rules: m.box_page_status_rules, entered: m.box_page_status_entered, unknown: m.box_page_status_unknown } satisfies Record<ProfileEntry['status'], Plain>;

/** Pieces counted in a rulebook value ("5 workers, 1 leader"). */
export const pieceName: Readonly<Record<string, Plain>> = {
	worker: m.box_page_values_pieces_worker,
	soldier: m.box_page_values_pieces_soldier,
	engineer: m.box_page_values_pieces_engineer,
	leader: m.box_page_values_pieces_leader,
	marauder: m.box_page_values_pieces_marauder
};

/**
 * Names of the rulebook values (`profileEntries`, status `rules`) other than the round and damage track spaces,
 * which are named like their neighbours. English as the engine's `label` (a test keeps them equal).
 */
export const ruleLabel: Readonly<Record<string, Plain>> = {
	'scoringTiles.known': m.box_page_rule_labels_scoring_tiles_known,
	'auctionTiles.known': m.box_page_rule_labels_auction_tiles_known,
	'sameVehicleTable.3': m.box_page_rule_labels_same_vehicle_table_3,
	'differentVehicleTable.2': m.box_page_rule_labels_different_vehicle_table_2,
	extensionHousing: m.box_page_rule_labels_extension_housing,
	'count.scoringTiles': m.box_page_rule_labels_count_scoring_tiles,
	'count.auctionTiles': m.box_page_rule_labels_count_auction_tiles,
	'count.buildingTiles': m.box_page_rule_labels_count_building_tiles,
	'count.equipmentCards': m.box_page_rule_labels_count_equipment_cards,
	'count.buildingCards': m.box_page_rule_labels_count_building_cards,
	'count.constructionSites': m.box_page_rule_labels_count_construction_sites,
	'count.privateTilesPerPlayer': m.box_page_rule_labels_count_private_tiles_per_player,
	'count.publicTiles': m.setup_steps_scoring,
	'count.auctionAreas': m.box_page_rule_labels_count_auction_areas,
	survivorsInGame: m.box_page_rule_labels_survivors_in_game,
	bag: m.box_page_rule_labels_bag,
	startingPieces: m.box_page_rule_labels_starting_pieces,
	threePlayerRemoval: m.box_page_rule_labels_three_player_removal,
	players: m.scoring_entry_players,
	rounds: m.box_page_rule_labels_rounds,
	vpStart: m.box_page_rule_labels_vp_start,
	vpLap: m.box_page_rule_labels_vp_lap,
	damageTrackSpaces: m.box_page_rule_labels_damage_track_spaces,
	damageStartSpace: m.box_page_rule_labels_damage_start_space,
	marauderTrackMax: m.box_page_rule_labels_marauder_track_max
};

/** Sources of the rulebook values: English as the engine's `source` (a test keeps them equal). */
export const ruleSource: Readonly<Record<string, Plain>> = {
	'roundTrack.2': m.box_page_rule_sources_round_track_2,
	'damageSpaces.1': m.box_page_rule_sources_damage_spaces_1,
	'damageSpaces.2': m.box_page_rule_sources_damage_spaces_2,
	'damageSpaces.3': m.box_page_rule_sources_damage_spaces_3,
	'scoringTiles.known': m.box_page_rule_sources_scoring_tiles_known,
	'auctionTiles.known': m.box_page_rule_sources_auction_tiles_known,
	'sameVehicleTable.3': m.box_page_rule_sources_same_vehicle_table_3,
	'differentVehicleTable.2': m.box_page_rule_sources_different_vehicle_table_2,
	extensionHousing: m.box_page_rule_sources_extension_housing,
	'count.scoringTiles': m.box_page_rule_sources_count_scoring_tiles,
	'count.auctionTiles': m.box_page_rule_sources_count_auction_tiles,
	'count.buildingTiles': m.box_page_rule_sources_count_building_tiles,
	'count.equipmentCards': m.box_page_rule_sources_count_equipment_cards,
	'count.buildingCards': m.box_page_rule_sources_count_building_cards,
	'count.constructionSites': m.box_page_rule_sources_count_construction_sites,
	'count.privateTilesPerPlayer': m.box_page_rule_sources_count_private_tiles_per_player,
	'count.publicTiles': m.box_page_rule_sources_count_public_tiles,
	'count.auctionAreas': m.box_page_rule_sources_count_auction_areas,
	survivorsInGame: m.box_page_rule_sources_survivors_in_game,
	bag: m.box_page_rule_sources_bag,
	startingPieces: m.box_page_rule_sources_starting_pieces,
	threePlayerRemoval: m.box_page_rule_sources_three_player_removal,
	players: m.box_page_rule_sources_players,
	rounds: m.box_page_rule_sources_rounds,
	vpStart: m.box_page_rule_sources_vp_start,
	vpLap: m.box_page_rule_sources_vp_lap,
	damageTrackSpaces: m.box_page_rule_sources_damage_track_spaces,
	damageStartSpace: m.box_page_rule_sources_damage_start_space,
	marauderTrackMax: m.box_page_rule_sources_marauder_track_max
};
