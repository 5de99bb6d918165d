/**
 * Why a backup or box-profile file was not imported (`FileRefusal`), and why a stored row is damaged
 * (`DamageDetail`, `SchemaIssue`), in words (messages/*.json, `file_refusals_*`, `damage_*`), in the language the
 * caller names; the app reads it beside `$lib/i18n/messages`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { FileRefusal } from '../../db/refusals';
import type { DamageDetail, SchemaIssue } from '../../db/restore';
import type { Lang } from '../locale.svelte';
import type { Plain } from './message';
import { refusalText, stepText, type Name } from './refusals';
import type { SavedFinalFigure, SavedFinalProblem } from '../../games/armageddon/scoring/saved';

/** A saved final scoring's figures by name (the final scoring's own words). */
const figures = {
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
	marauderPenalty: m.game_players_marauders,
	equipmentCards: m.scoring_categories_equipment_cards,
	total: m.scoring_categories_total
} satisfies Record<SavedFinalFigure, Plain>;

/** Why a saved final scoring cannot be, naming the player and the figure. */
export function savedFinalText(p: SavedFinalProblem, name: Name, lang: Lang): string {
	const o = { locale: lang };
	switch (p.code) {
		case 'final-entries-refused': {
			const refusal = refusalText(p.rejection.detail, name, lang);
			return p.params.player === null ? m.damage_final_entries_all({ refusal }, o) : m.damage_final_entries({ player: name(p.params.player), refusal }, o);
		}
		case 'final-figure-differs':
			return m.damage_final_differs({ player: name(p.params.player), figure: figures[p.params.figure]({}, o), stored: p.params.stored, derived: p.params.derived }, o);
		case 'final-figure-beyond':
			return m.damage_final_beyond({ player: name(p.params.player), figure: figures[p.params.figure]({}, o), stored: p.params.stored, min: p.params.min, max: p.params.max }, o);
	}
}
/** valibot's issue types, by what a person is told; any other is a schema type (the value has the wrong type). */
const checks: Readonly<Record<string, Plain>> = {
	literal: m.damage_checks_not_allowed,
	picklist: m.damage_checks_not_allowed,
	enum: m.damage_checks_not_allowed,
	union: m.damage_checks_not_allowed,
	variant: m.damage_checks_not_allowed,
	integer: m.damage_checks_not_integer,
	min_value: m.damage_checks_too_small,
	max_value: m.damage_checks_too_large,
	value: m.damage_checks_wrong_value,
	length: m.damage_checks_wrong_length,
	min_length: m.damage_checks_too_short,
	max_length: m.damage_checks_too_long,
	non_empty: m.damage_checks_empty,
	regex: m.damage_checks_wrong_format,
	check: m.damage_checks_breaks_rule,
	custom: m.damage_checks_breaks_rule,
	check_items: m.damage_checks_breaks_rule,
	invalid: m.damage_checks_invalid
};
/** A field's path in words: each key by its name, each place in a list by its number ("players › no. 2 › name"). */
export function fieldText(path: readonly string[], lang: Lang): string {
	const o = { locale: lang };
	return path.map((key) => (/^\d+$/.test(key) ? m.file_refusals_item({ n: Number(key) + 1 }, o) : m.file_refusals_field({ key }, o))).join(' › ');
}

/** What is wrong with a value, in words (the check that failed, with the expected and received values). */
function whatText(i: SchemaIssue, lang: Lang): string {
	const o = { locale: lang };
	const what = (Object.hasOwn(checks, i.check) ? checks[i.check]! : m.damage_checks_wrong_type)({}, o);
	return i.expected === null ? what : m.damage_issue_values({ what, expected: i.expected, received: i.received }, o);
}

/** A schema issue: where (the field in words), and what is wrong. */
export function issueText(i: SchemaIssue, lang: Lang): string {
	const what = whatText(i, lang);
	return i.path ? `${fieldText(i.path.split('.'), lang)}: ${what}` : what;
}

/** A damaged row; `name` gives player names. */
export function damageText(d: DamageDetail, name: Name, lang: Lang): string {
	const o = { locale: lang };
	switch (d.kind) {
		case 'invalid':
			return issueText(d.issue, lang);
		case 'step-missing':
			return m.damage_step_missing({ step: d.step }, o);
		case 'step-rejected':
			return m.damage_step_rejected({ step: d.step, event: stepText(d.event, lang), refusal: refusalText(d.rejection.detail, name, lang) }, o);
		case 'unscorable':
			return m.damage_unscorable({}, o);
		case 'final-impossible':
			return savedFinalText(d.problem, (id) => d.names[id] ?? name(id), lang);
	}
}

/** Why a file was not imported. */
export function fileRefusalText(r: FileRefusal, lang: Lang): string {
	const o = { locale: lang };
	switch (r.kind) {
		case 'unreadable':
			return m.file_refusals_unreadable({}, o);
		case 'empty':
			return m.file_refusals_empty({}, o);
		case 'truncated':
			return m.file_refusals_truncated({}, o);
		case 'not-json':
			return m.file_refusals_not_json({}, o);
		case 'too-large':
			return m.file_refusals_too_large({ mb: r.mb, maxMb: r.maxMb }, o);
		case 'wrong-file':
			return m.file_refusals_wrong_file({ expected: r.expected }, o);
		case 'foreign': {
			const what = r.format === null ? m.file_refusals_foreign_no_format({}, o) : m.file_refusals_foreign_format({ format: r.format }, o);
			return m.file_refusals_foreign({ expected: r.expected, what }, o);
		}
		case 'future':
			return m.file_refusals_future({ version: r.version, max: r.max }, o);
		case 'old':
			return m.file_refusals_old({ version: r.version }, o);
		case 'no-version':
			return m.file_refusals_no_version({}, o);
		case 'damaged': {
			if (!r.issue) return m.file_refusals_damaged({ problem: m.damage_checks_invalid({}, o) }, o);
			if (r.game !== undefined) {
				// the path inside the game, or inside its step
				const inside = r.issue.path.split('.').slice(r.step === undefined ? 2 : 4);
				const [field, what] = [inside.length > 0 ? fieldText(inside, lang) : m.file_refusals_field({ key: 'games' }, o), whatText(r.issue, lang)];
				return r.step === undefined
					? m.file_refusals_damaged_game({ game: r.game, field, what }, o)
					: m.file_refusals_damaged_step({ game: r.game, step: r.step, event: stepText(r.event ?? '?', lang), field, what }, o);
			}
			const problem = issueText(r.issue, lang);
			return m.file_refusals_damaged({ problem: r.sheet ? m.file_refusals_damaged_sheet({ problem }, o) : problem }, o);
		}
		case 'twice':
			return m.file_refusals_twice({ what: r.what, id: r.id }, o);
		case 'sheet-unscorable':
			return m.file_refusals_sheet_unscorable({ id: r.id }, o);
		case 'game-rejected':
			return m.file_refusals_game_rejected(
				{ game: r.game, step: r.step, event: stepText(r.event, lang), refusal: refusalText(r.rejection.detail, (id) => r.names[id] ?? id, lang) },
				o
			);
		case 'final-early':
			return m.file_refusals_final_early({ game: r.game, round: r.round }, o);
		case 'final-players':
			return m.file_refusals_final_players({ game: r.game }, o);
		case 'final-impossible':
			return m.file_refusals_final_impossible({ game: r.game, problem: savedFinalText(r.problem, (id) => r.names[id] ?? id, lang) }, o);
		case 'profile-damaged':
			return m.file_refusals_profile_damaged({ refusal: refusalText(r.rejection.detail, String, lang) }, o);
	}
}

