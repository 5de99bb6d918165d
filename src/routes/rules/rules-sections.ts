/** The rules quick reference in the current language: its shape here, its words in messages/*.json (shared/rules/armageddon.md). */
import { m } from '$lib/i18n/messages';

/** A short list under an optional sub-heading. */
export interface RulesBlock {
	readonly title?: string;
	readonly ordered?: boolean;
	readonly items: readonly string[];
}

/** One collapsible section of the reference. */
export interface RulesSection {
	readonly id: string;
	readonly title: string;
	readonly intro?: string;
	readonly blocks: readonly RulesBlock[];
}

/** The sections, read in a $derived or in markup so that they follow the language. */
export function rulesSections(): RulesSection[] {
	return [
		{
			id: 'setup',
			title: m.rules_setup_title(),
			blocks: [
				{
					ordered: true,
					items: [
						m.rules_setup_item_1(),
						m.rules_setup_item_2(),
						m.rules_setup_item_3(),
						m.rules_setup_item_4(),
						m.rules_setup_item_5(),
						m.rules_setup_item_6(),
						m.rules_setup_item_7(),
						m.rules_setup_item_8(),
						m.rules_setup_item_9()
					]
				}
			]
		},
		{
			id: 'round',
			title: m.rules_round_title(),
			intro: m.rules_round_intro(),
			blocks: [
				{
					title: m.rules_round_1_heading(),
					items: [
						m.rules_round_1_item_1(),
						m.rules_round_1_item_2(),
						m.rules_round_1_item_3(),
						m.rules_round_1_item_4(),
						m.rules_round_1_item_5()
					]
				},
				{
					title: m.rules_round_2_heading(),
					items: [
						m.rules_round_2_item_1(),
						m.rules_round_2_item_2(),
						m.rules_round_2_item_3()
					]
				},
				{
					title: m.rules_round_3_heading(),
					items: [
						m.rules_round_3_item_1(),
						m.rules_round_3_item_2(),
						m.rules_round_3_item_3()
					]
				},
				{
					title: m.rules_round_4_heading(),
					items: [
						m.rules_round_4_item_1(),
						m.rules_round_4_item_2(),
						m.rules_round_4_item_3(),
						m.rules_round_4_item_4()
					]
				}
			]
		},
		{
			id: 'tracks',
			title: m.rules_tracks_title(),
			blocks: [
				{
					title: m.terms_vp_track(),
					items: [
						m.rules_tracks_1_item_1(),
						m.rules_tracks_1_item_2(),
						m.rules_tracks_1_item_3()
					]
				},
				{
					title: m.terms_marauder_track(),
					items: [
						m.rules_tracks_2_item_1(),
						m.rules_tracks_2_item_2(),
						m.rules_tracks_2_item_3(),
						m.rules_tracks_2_item_4(),
						m.rules_tracks_2_item_5(),
						m.rules_tracks_2_item_6()
					]
				},
				{
					title: m.terms_damage_track(),
					items: [
						m.rules_tracks_3_item_1(),
						m.rules_tracks_3_item_2(),
						m.rules_tracks_3_item_3(),
						m.rules_tracks_3_item_4(),
						m.rules_tracks_3_item_5()
					]
				}
			]
		},
		{
			id: 'auction-tiles',
			title: m.rules_auction_tiles_title(),
			blocks: [
				{
					items: [
						m.rules_auction_tiles_item_1(),
						m.rules_auction_tiles_item_2(),
						m.rules_auction_tiles_item_3(),
						m.rules_auction_tiles_item_4(),
						m.rules_auction_tiles_item_5()
					]
				}
			]
		},
		{
			id: 'building-tiles',
			title: m.terms_building_tiles(),
			blocks: [
				{
					items: [
						m.rules_building_tiles_item_1(),
						m.rules_building_tiles_item_2(),
						m.rules_building_tiles_item_3(),
						m.rules_building_tiles_item_4()
					]
				}
			]
		},
		{
			id: 'buildings',
			title: m.setup_tile_building(),
			blocks: [
				{
					items: [
						m.rules_buildings_1_item_1(),
						m.rules_buildings_1_item_2(),
						m.rules_buildings_1_item_3(),
						m.rules_buildings_1_item_4(),
						m.rules_buildings_1_item_5()
					]
				},
				{
					title: m.rules_buildings_2_heading(),
					items: [
						m.rules_buildings_2_item_1(),
						m.rules_buildings_2_item_2(),
						m.rules_buildings_2_item_3(),
						m.rules_buildings_2_item_4(),
						m.rules_buildings_2_item_5(),
						m.rules_buildings_2_item_6()
					]
				}
			]
		},
		{
			id: 'intermediate',
			title: m.rules_intermediate_title(),
			blocks: [
				{
					ordered: true,
					items: [
						m.rules_intermediate_item_1(),
						m.rules_intermediate_item_2(),
						m.rules_intermediate_item_3()
					]
				}
			]
		},
		{
			id: 'final',
			title: m.rules_final_title(),
			blocks: [
				{
					ordered: true,
					items: [
						m.rules_final_1_item_1(),
						m.rules_final_1_item_2(),
						m.rules_final_1_item_3(),
						m.rules_final_1_item_4(),
						m.rules_final_1_item_5(),
						m.rules_final_1_item_6()
					]
				},
				{
					title: m.terms_scoring_tiles(),
					items: [
						m.rules_final_2_item_1(),
						m.rules_final_2_item_2()
					]
				},
				{
					title: m.terms_equipment(),
					items: [
						m.rules_final_3_item_1(),
						m.rules_final_3_item_2()
					]
				},
				{
					title: m.transcribe_short_vehicles(),
					items: [
						m.rules_final_4_item_1(),
						m.rules_final_4_item_2()
					]
				},
				{
					title: m.rules_final_5_heading(),
					items: [
						m.rules_final_5_item_1(),
						m.rules_final_5_item_2()
					]
				},
				{
					title: m.data_winner(),
					items: [
						m.rules_final_6_item_1()
					]
				}
			]
		},
		{
			id: 'decisions',
			title: m.rules_decisions_title(),
			blocks: [
				{
					items: [
						m.rules_decisions_item_1(),
						m.rules_decisions_item_2(),
						m.rules_decisions_item_3(),
						m.rules_decisions_item_4(),
						m.rules_decisions_item_5(),
						m.rules_decisions_item_6(),
						m.rules_decisions_item_7(),
						m.rules_decisions_item_8(),
						m.rules_decisions_item_9(),
						m.rules_decisions_item_10(),
						m.rules_decisions_item_11(),
						m.rules_decisions_item_12(),
						m.rules_decisions_item_13(),
						m.rules_decisions_item_14()
					]
				}
			]
		}
	];
}
