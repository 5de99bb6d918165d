/** The shape of a rules quick reference of another game (6 Billion, the Four Horsemen), shown by RulesView. */

/** One line of a rules page; `decision` marks what the app decided where the rules text is silent. */
export interface RuleLine {
	readonly text: string;
	readonly decision?: boolean;
}
export interface RuleSection {
	readonly heading: string;
	readonly lines: readonly RuleLine[];
}
export interface RulesPage {
	readonly title: string;
	readonly intro: string;
	readonly decisionLabel: string;
	readonly sections: readonly RuleSection[];
}
