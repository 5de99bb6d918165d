/** The rules page of six-billion in the current language: its structure here, its words in messages/*.json. */
import type { RulesPage } from '$lib/components/games/rules-page';
import { m } from '$lib/i18n/messages';

const d = (text: string) => ({ text, decision: true });
const r = (text: string) => ({ text });

/** Read inside a $derived or markup: it follows the language. */
export const rulesPage = (): RulesPage => ({
	title: m.six_billion_rules_title(),
	intro: m.six_billion_rules_intro(),
	decisionLabel: m.six_billion_rules_decision_label(),
	sections: [
		{
			heading: m.six_billion_rules_players_heading(),
			lines: [
				r(m.six_billion_rules_players_1()),
				r(m.six_billion_rules_players_2()),
				d(m.six_billion_rules_players_3())
			]
		},
		{
			heading: m.six_billion_rules_each_round_heading(),
			lines: [
				r(m.six_billion_rules_each_round_1()),
				d(m.six_billion_rules_each_round_2()),
				r(m.six_billion_rules_each_round_3()),
				d(m.six_billion_rules_each_round_4())
			]
		},
		{
			heading: m.six_billion_rules_end_game_heading(),
			lines: [
				r(m.six_billion_rules_end_game_1()),
				d(m.six_billion_rules_end_game_2())
			]
		},
		{
			heading: m.six_billion_rules_final_scoring_heading(),
			lines: [
				r(m.six_billion_rules_final_scoring_1()),
				r(m.six_billion_rules_final_scoring_2()),
				d(m.six_billion_rules_final_scoring_3()),
				d(m.six_billion_rules_final_scoring_4()),
				r(m.six_billion_rules_final_scoring_5()),
				r(m.six_billion_rules_final_scoring_6()),
				d(m.six_billion_rules_final_scoring_7()),
				r(m.six_billion_rules_final_scoring_8()),
				d(m.six_billion_rules_final_scoring_9())
			]
		}
	]
});
