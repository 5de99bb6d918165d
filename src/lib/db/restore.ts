/**
 * The restore layer: every row read from the database or a file passes here
 * before the app sees it. Damaged rows are reported and skipped, never thrown.
 */
import { emptyProfile, savedFinalProblem, type BoxProfile, type GameEvent, type GameState, replay, type SavedFinalBox, type Setup } from '../games/armageddon';
import type { GameRow } from './rows';
import { EventRowSchema, GameRowSchema } from './stored-schemas';
import { damage, type Damage, type DamageDetail, restoreWith, type Restored, rowId } from './restore-rows';

export * from './restore-rows';

/**
 * What a stored game's final scoring was scored with, as far as the row alone tells. A game without steps (a quick
 * score) was scored with its own profile and tiles; a tracked game's steps may have entered or changed box values
 * and the public tile drawn at the table, so only what the rules and the app's own draw fix is known: the rest is
 * bounded (an import replays the steps and derives all of it).
 */
function finalBoxOf(row: GameRow): SavedFinalBox {
	const stepless = row.count === 0;
	const tile = row.setup.publicTiles[1];
	return {
		profile: stepless ? row.profile : emptyProfile(),
		publicTile: stepless || tile.drawn === 'app' ? tile.tile : null,
		players: row.setup.players.map((p) => p.id)
	};
}

/** A game row; its saved final scoring (and one kept for redo) must be one the game can have given. */
export function restoreGameRow(raw: unknown): Restored<GameRow> {
	const restored = restoreWith(GameRowSchema, 'games', rowId(raw, '(no id)'), raw);
	if (!restored.ok) return restored;
	const row = restored.value;
	for (const final of [row.final, row.undoneFinal?.final]) {
		const problem = final ? savedFinalProblem(final, finalBoxOf(row)) : null;
		if (problem) return { ok: false, damage: damage('games', row.id, { kind: 'final-impossible', problem, names: Object.fromEntries(row.setup.players.map((p) => [p.id, p.name])) }) };
	}
	return restored;
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
	const detail: DamageDetail = { kind: 'step-rejected', step: at + 1, event: events[at]?.type ?? '?', rejection: rejected.rejection };
	return { events: events.slice(0, at), head: at, state, damaged: [damage('events', `${gameId}#${at}`, detail)] };
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
			damaged.push(damage('events', `${game.id}#${seq}`, { kind: 'step-missing', step: seq + 1 }));
			break;
		}
		events.push(r.value.event);
	}
	if (damaged.length === 0 && events.length < game.count) {
		damaged.push(damage('events', `${game.id}#${events.length}`, { kind: 'step-missing', step: events.length + 1 }));
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
