/**
 * The restore layer: every row read from the database or a file passes here
 * before the app sees it. Damaged rows are reported and skipped, never thrown.
 */
import * as v from 'valibot';
import { replay } from '../rules/game';
import type { BoxProfile, GameEvent, GameState, Setup } from '../rules/types';
import type { EventRow, GameRow, ProfileRow } from './rows';
import { EventRowSchema, GameRowSchema, ProfileRowSchema } from './stored-schemas';

export type DamagedTable = 'games' | 'events' | 'profiles' | 'settings' | 'sheets';

/** One row that could not be restored, in plain words. */
export interface Damage {
	readonly table: DamagedTable;
	readonly id: string;
	readonly problem: string;
}

export type Restored<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly damage: Damage };

/** "path: message" of the first issue, short enough for a list. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
	const first = issues[0];
	if (!first) return 'invalid data';
	const path = v.getDotPath(first);
	const text = `${path ? `${path}: ` : ''}${first.message}`;
	return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

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
	return { ok: false, damage: { table, id, problem: describeIssues(parsed.issues) } };
}

/** A game row. */
export function restoreGameRow(raw: unknown): Restored<GameRow> {
	return restoreWith(GameRowSchema, 'games', rowId(raw, '(no id)'), raw);
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
	const { state, rejected } = replay(setup, profile, events.slice(0, head));
	if (!rejected) return { events: [...events], head, state, damaged: [] };
	const at = rejected.index;
	const problem = `event ${at + 1} (${events[at]?.type ?? '?'}) is rejected by the rules: ${rejected.rejection.reason}`;
	return { events: events.slice(0, at), head: at, state, damaged: [{ table: 'events', id: `${gameId}#${at}`, problem }] };
}

/**
 * The work of {@link restoreLog}, in steps: it yields after every `slice` event rows and before the fold, so a
 * caller may pause there ({@link restoreLogPaused}).
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
			damaged.push({ table: 'events', id: `${game.id}#${seq}`, problem: `event ${seq + 1} is missing` });
			break;
		}
		events.push(r.value.event);
	}
	if (damaged.length === 0 && events.length < game.count) {
		damaged.push({ table: 'events', id: `${game.id}#${events.length}`, problem: `event ${events.length + 1} is missing` });
	}
	yield;
	const folded = foldLog(game.id, game.setup, game.profile, events, Math.min(game.head, events.length));
	return { ...folded, damaged: [...damaged, ...folded.damaged] };
}

/** Restores a game's stored event rows (sorted by seq): the usable prefix, folded up to the row's head. */
export function restoreLog(game: GameRow, rows: readonly unknown[]): RestoredLog {
	const steps = restoring(game, rows, Infinity);
	for (;;) {
		const step = steps.next();
		if (step.done) return step.value;
	}
}

/** {@link restoreLog} in short tasks: `pause` is awaited after every `slice` rows and before the fold. */
export async function restoreLogPaused(game: GameRow, rows: readonly unknown[], pause: () => Promise<void>, slice = 40): Promise<RestoredLog> {
	const steps = restoring(game, rows, slice);
	for (;;) {
		const step = steps.next();
		if (step.done) return step.value;
		await pause();
	}
}
