/**
 * The part of the restore layer every table shares: a row checked against its schema, and what a damaged row
 * reports. Box profiles and settings need no more; a page that reads only them (the setup assistant) does not
 * load the game fold and final scorer that restoring a game's rows brings (./restore.ts).
 */
import * as v from 'valibot';
import type { ProfileRow } from './rows';
import { ProfileRowSchema } from './stored-schemas';
import { savedFinalMessage } from './saved-final-words';
import type { Rejection, SavedFinalProblem } from '../games/armageddon';

export type DamagedTable = 'games' | 'events' | 'profiles' | 'settings' | 'sheets';

/**
 * The first schema issue of a stored row or a file, as a code: where (a dot path, '' for the whole value) and
 * which check failed (valibot's issue type: 'string', 'integer', 'min_value', 'check' …), with the technical
 * expected and received values. `message` is the English words (valibot's or our schema's own).
 */
export interface SchemaIssue {
	readonly path: string;
	readonly check: string;
	readonly expected: string | null;
	readonly received: string;
	readonly message: string;
}

/** Why a stored row could not be restored, as a code the screens word (`i18n/words/file-refusals.ts`). */
export type DamageDetail =
	| { readonly kind: 'invalid'; readonly issue: SchemaIssue }
	/** Step `step` (1-based) of the game is not stored, or not in its place. */
	| { readonly kind: 'step-missing'; readonly step: number }
	/** Step `step` (1-based), an event of type `event`, is refused by the rules. */
	| { readonly kind: 'step-rejected'; readonly step: number; readonly event: string; readonly rejection: Rejection }
	/** A score sheet whose figures do not score. */
	| { readonly kind: 'unscorable' }
	/** A saved final scoring the game cannot have given; `names` maps its player ids to names. */
	| { readonly kind: 'final-impossible'; readonly problem: SavedFinalProblem; readonly names: Readonly<Record<string, string>> };

/** One row that could not be restored: the code, and its English words in `problem` (for logs and tests). */
export interface Damage {
	readonly table: DamagedTable;
	readonly id: string;
	readonly problem: string;
	readonly detail: DamageDetail;
}

export type Restored<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly damage: Damage };

const MAX_TEXT = 200;
const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 3)}...` : text);

/** The first issue as a code; a schema that failed without an issue reads as the whole value invalid. */
export function schemaIssue(issues: readonly v.BaseIssue<unknown>[]): SchemaIssue {
	const first = issues[0];
	if (!first) return { path: '', check: 'invalid', expected: null, received: '', message: 'invalid data' };
	return { path: v.getDotPath(first) ?? '', check: first.type, expected: first.expected === null ? null : cut(first.expected), received: cut(first.received), message: first.message };
}

/** The English words of an issue: "path: message", short enough for a list. */
export function issueMessage(issue: SchemaIssue): string {
	return cut(`${issue.path ? `${issue.path}: ` : ''}${issue.message}`);
}

/** "path: message" of the first issue, short enough for a list. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
	return issueMessage(schemaIssue(issues));
}

/** The English words of a damage (the db layer's own, for logs and tests). */
export function damageMessage(d: DamageDetail): string {
	switch (d.kind) {
		case 'invalid':
			return issueMessage(d.issue);
		case 'step-missing':
			return `event ${d.step} is missing`;
		case 'step-rejected':
			return `event ${d.step} (${d.event}) is rejected by the rules: ${d.rejection.reason}`;
		case 'unscorable':
			return 'its figures do not score';
		case 'final-impossible':
			return savedFinalMessage(d.problem, (id) => d.names[id] ?? id);
	}
}

/** A damaged row: its code and English words. */
export const damage = (table: DamagedTable, id: string, detail: DamageDetail): Damage => ({ table, id, problem: damageMessage(detail), detail });

export function rowId(raw: unknown, fallback: string): string {
	const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
	return typeof id === 'string' && id ? id : fallback;
}

/** Validates `raw` against `schema`, naming the table and row id when it fails. */
export function restoreWith<S extends v.GenericSchema>(
	schema: S,
	table: DamagedTable,
	id: string,
	raw: unknown
): Restored<v.InferOutput<S>> {
	const parsed = v.safeParse(schema, raw, { abortEarly: true });
	if (parsed.success) return { ok: true, value: parsed.output };
	return { ok: false, damage: damage(table, id, { kind: 'invalid', issue: schemaIssue(parsed.issues) }) };
}

/** A box profile row. */
export function restoreProfileRow(raw: unknown): Restored<ProfileRow> {
	return restoreWith(ProfileRowSchema, 'profiles', rowId(raw, '(no id)'), raw);
}

/** Restores many rows, keeping the good ones and reporting the rest. */
export function restoreRows<T>(rows: readonly unknown[], restore: (raw: unknown) => Restored<T>) {
	const good: T[] = [];
	const damaged: Damage[] = [];
	for (const raw of rows) {
		const r = restore(raw);
		if (r.ok) good.push(r.value);
		else damaged.push(r.damage);
	}
	return { rows: good, damaged };
}
