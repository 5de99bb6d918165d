/** The Four Horsemen's words for codes: fields, issues, how a horseman was decided, the outcome (all from messages/*.json). */
import { m } from '$lib/i18n/messages';
import type { FhField, FhIssue, FhOutcome, FhScoringResult } from '$lib/games/four-horsemen';

export const fieldName = {
	good: m.four_horsemen_fields_good,
	evil: m.four_horsemen_fields_evil,
	goodProtection: m.four_horsemen_fields_good_protection,
	evilProtection: m.four_horsemen_fields_evil_protection,
	undyingGood: m.four_horsemen_fields_undying_good,
	undyingEvil: m.four_horsemen_fields_undying_evil,
	horsemanPoints: m.four_horsemen_fields_horseman_points
} satisfies Record<FhField, () => string>;

export const horsemanBy = {
	points: m.four_horsemen_scoring_horseman_by_points,
	survivors: m.four_horsemen_scoring_horseman_by_survivors,
	tie: m.four_horsemen_scoring_horseman_by_tie
} satisfies Record<FhScoringResult['horseman']['decidedBy'], () => string>;

/** An issue of the entered figures in words; `name` gives a player's name. */
export function issueText(i: FhIssue, name: (id: string) => string): string {
	switch (i.code) {
		case 'player-count':
			return m.four_horsemen_issue_player_count({ count: i.params.count });
		case 'count-invalid':
			return m.four_horsemen_issue_count_invalid({ scoring: i.params.scoring, player: name(i.params.player), field: fieldName[i.params.field]() });
		case 'undying-too-many':
			return m.four_horsemen_issue_undying_too_many({ scoring: i.params.scoring, player: name(i.params.player), side: i.params.side });
		case 'alignment-missing':
			return m.four_horsemen_issue_alignment_missing({ player: name(i.params.player) });
	}
}

/** Who won, in words; `names` lists the winners. */
export function outcomeText(o: FhOutcome, names: string): string {
	switch (o.kind) {
		case 'good':
			return m.four_horsemen_result_outcome_good({ names });
		case 'evil':
			return m.four_horsemen_result_outcome_evil({ names, count: o.winners.length });
		case 'nobody':
			return m.four_horsemen_result_outcome_nobody();
	}
}

export const outcomeReason = {
	'good-ahead': m.four_horsemen_result_reason_good_ahead,
	'good-not-ahead': m.four_horsemen_result_reason_good_not_ahead,
	'no-good-player': m.four_horsemen_result_reason_no_good_player,
	'no-evil-player': m.four_horsemen_result_reason_no_evil_player,
	'most-points': m.four_horsemen_result_reason_most_points,
	'evil-people': m.four_horsemen_result_reason_evil_people,
	shared: m.four_horsemen_result_reason_shared
} satisfies Record<FhOutcome['reason'], () => string>;

/** "Ann (evil): 7 points 🏆": one line of the result. */
export const resultLine = (name: string, points: number, alignment: string, won: boolean) =>
	m.four_horsemen_result_line({ name, points, alignment, won: won ? 'yes' : 'no' });
