/**
 * The restore layer: every row read from the database or a file passes here
 * before the app sees it. Damaged rows are reported and skipped, never thrown.
 */
import { apply, type BoxProfile, createGame, type GameEvent, type GameState, type Setup } from '../games/armageddon';
import type { GameRow } from './rows';
import { EventRowSchema, GameRowSchema } from './stored-schemas';
import { damage, type Damage, type DamageDetail, restoreWith, type Restored, rowId } from './restore-rows';

export * from './restore-rows';

/**
 * A game row by its schema alone: its saved final scoring (and one kept for redo) is NOT checked yet. Only for
 * `./restore-final.ts` and the game's load (`loadGame`), which check it before anyone reads the row.
 */
export function gameRowShape(raw: unknown): Restored<GameRow> {
	return restoreWith(GameRowSchema, 'games', rowId(raw, '(no id)'), raw);
}

/** Whether a row carries a saved final scoring that must be checked before the row is used. */
export const holdsFinal = (row: GameRow): boolean => row.final !== null || (row.undoneFinal?.final ?? null) !== null;

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
