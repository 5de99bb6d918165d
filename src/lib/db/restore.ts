/**
 * The restore layer: every row read from the database or a file passes here
 * before the app sees it. Damaged rows are reported and skipped, never thrown.
 */
import * as v from 'valibot';
import { apply, type BoxProfile, createGame, type GameEvent, type GameState, type Rejection, type SavedFinalProblem, type Setup } from '../games/armageddon';
import type { EventRow, GameRow, ProfileRow } from './rows';
import { EventRowSchema, GameRowSchema, ProfileRowSchema } from './stored-schemas';
import { savedFinalMessage } from './saved-final-words';

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

function rowId(raw: unknown, fallback: string): string {
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

/**
 * A game row by its schema alone: its saved final scoring (and one kept for redo) is NOT checked yet. Only for
 * `./restore-final.ts` and the game's load (`loadGame`), which check it before anyone reads the row.
 */
export function gameRowShape(raw: unknown): Restored<GameRow> {
	return restoreWith(GameRowSchema, 'games', rowId(raw, '(no id)'), raw);
}

/** Whether a row carries a saved final scoring that must be checked before the row is used. */
export const holdsFinal = (row: GameRow): boolean => row.final !== null || (row.undoneFinal?.final ?? null) !== null;

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

/** A game's log: events must be complete and in order and the active ones must replay. */
export interface RestoredLog {
	/** Every usable event, the undone tail included. */
	readonly events: GameEvent[];
	readonly head: number;
	readonly state: GameState;
	readonly damaged: Damage[];
}

/** Folds `events` and reports the first one the engine rejects (the log is cut there). */
export function foldLog(gameId: string, setup: Setup, profile: BoxProfile, events: readonly GameEvent[], head: number): RestoredLog {
	return finish(folding(gameId, setup, profile, events, head, Infinity));
}

/** {@link foldLog} in steps: it yields after every `slice` events folded. */
function* folding(gameId: string, setup: Setup, profile: BoxProfile, events: readonly GameEvent[], head: number, slice: number): Generator<void, RestoredLog> {
	let state = createGame(setup, profile);
	for (let at = 0; at < head; at++) {
		if (at > 0 && at % slice === 0) yield;
		const result = apply(state, events[at] as GameEvent);
		if (!result.ok) {
			const detail: DamageDetail = { kind: 'step-rejected', step: at + 1, event: events[at]?.type ?? '?', rejection: result };
			return { events: events.slice(0, at), head: at, state, damaged: [damage('events', `${gameId}#${at}`, detail)] };
		}
		state = result.value;
	}
	return { events: [...events], head, state, damaged: [] };
}

/** Runs steps to the end without pausing. */
function finish<T>(steps: Generator<void, T>): T {
	for (;;) {
		const step = steps.next();
		if (step.done) return step.value;
	}
}

/**
 * The work of {@link restoreLog}, in steps: it yields after every `slice` event rows checked, before the fold and
 * after every `slice` events folded, so a caller may pause there ({@link restoreLogPaused}).
 */
function* restoring(game: GameRow, rows: readonly unknown[], slice: number): Generator<void, RestoredLog> {
	const events: GameEvent[] = [];
	const damaged: Damage[] = [];
	for (const raw of rows) {
		const seq = events.length;
		if (seq > 0 && seq % slice === 0) yield;
		const r = restoreWith(EventRowSchema, 'events', `${game.id}#${seq}`, raw);
		if (!r.ok) {
			damaged.push(r.damage);
			break;
		}
		if (r.value.seq !== seq || r.value.gameId !== game.id) {
			damaged.push(damage('events', `${game.id}#${seq}`, { kind: 'step-missing', step: seq + 1 }));
			break;
		}
		events.push(r.value.event);
	}
	if (damaged.length === 0 && events.length < game.count) {
		damaged.push(damage('events', `${game.id}#${events.length}`, { kind: 'step-missing', step: events.length + 1 }));
	}
	yield;
	const folded = yield* folding(game.id, game.setup, game.profile, events, Math.min(game.head, events.length), slice);
	return { ...folded, damaged: [...damaged, ...folded.damaged] };
}

/** Restores a game's stored event rows (sorted by seq): the usable prefix, folded up to the row's head. */
export function restoreLog(game: GameRow, rows: readonly unknown[]): RestoredLog {
	return finish(restoring(game, rows, Infinity));
}

/**
 * {@link restoreLog} in short tasks: `pause` is awaited after every `slice` rows checked, before the fold and after
 * every `slice` events folded. Lighthouse counts each task's time beyond 50 ms (at 4× CPU): 25 rows or events stay
 * within it on the phones it simulates.
 */
export async function restoreLogPaused(game: GameRow, rows: readonly unknown[], pause: () => Promise<void>, slice = 25): Promise<RestoredLog> {
	const steps = restoring(game, rows, slice);
	for (;;) {
		const step = steps.next();
		if (step.done) return step.value;
		await pause();
	}
}
