/** The rules page of four-horsemen in the current language: its structure here, its words in messages/*.json. */
import type { RulesPage } from '$lib/components/games/rules-page';
import { m } from '$lib/i18n/messages';

const d = (text: string) => ({ text, decision: true });
const r = (text: string) => ({ text });

/** Read inside a $derived or markup: it follows the language. */
export const rulesPage = (): RulesPage => ({
	title: m.four_horsemen_rules_title(),
	intro: m.four_horsemen_rules_intro(),
	decisionLabel: m.four_horsemen_rules_decision_label(),
	sections: [
		{
			heading: m.four_horsemen_rules_horseman_scoring_heading(),
			lines: [
				r(m.four_horsemen_rules_horseman_scoring_1()),
				r(m.four_horsemen_rules_horseman_scoring_2()),
				r(m.four_horsemen_rules_horseman_scoring_3()),
				d(m.four_horsemen_rules_horseman_scoring_4()),
				d(m.four_horsemen_rules_horseman_scoring_5()),
				r(m.four_horsemen_rules_horseman_scoring_6()),
				d(m.four_horsemen_rules_horseman_scoring_11()),
				r(m.four_horsemen_rules_horseman_scoring_12()),
				d(m.four_horsemen_rules_horseman_scoring_7()),
				d(m.four_horsemen_rules_horseman_scoring_8()),
				r(m.four_horsemen_rules_horseman_scoring_9()),
				d(m.four_horsemen_rules_horseman_scoring_10())
			]
		},
		{
			heading: m.four_horsemen_rules_end_heading(),
			lines: [
				r(m.four_horsemen_rules_end_1()),
				d(m.four_horsemen_rules_end_2()),
				r(m.four_horsemen_rules_end_3()),
				r(m.four_horsemen_rules_end_4()),
				r(m.four_horsemen_rules_end_5()),
				d(m.four_horsemen_rules_end_10()),
				d(m.four_horsemen_rules_end_6()),
				d(m.four_horsemen_rules_end_7()),
				d(m.four_horsemen_rules_end_8()),
				d(m.four_horsemen_rules_end_9())
			]
		}
	]
});
