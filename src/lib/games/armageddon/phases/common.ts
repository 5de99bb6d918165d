/** Shared plumbing of the phase modules: rejections, number checks, turn checks and a draft of the next state. */
import { clockwiseFrom } from '../auction';
import type { EffectStep } from '../effects';
import type { Step } from '../tracks';
import type { ChoiceField, NumberField, Rejection, RejectionCode, RejectionDetail, Result, StepKind } from '../rejections';
import type { GameState, Instruction, Pending, Phase, PlayerId, PlayerState } from '../types';

/** Largest count any event may carry; anything above is a typing slip. */
export const MAX_COUNT = 999;

/** What a phase handler produces: the next state (log not yet appended) and the changes to mirror. */
export interface Outcome {
	readonly state: GameState;
	readonly instructions: readonly Instruction[];
}

/** A rejection with code, English reason, detail and optional params. */
export function reject(code: RejectionCode, reason: string, detail: RejectionDetail, params?: Readonly<Record<string, string | number>>): Rejection {
	return params ? { ok: false, code, reason, detail, params } : { ok: false, code, reason, detail };
}

/** A successful result. */
export function ok<T>(value: T): Result<T> {
	return { ok: true, value };
}

/** Null when `value` is a whole number in [min, max], else an 'invalid-number' rejection naming the field (`label` in English). */
export function checkCount(value: unknown, label: string, of: NumberField, min = 0, max = MAX_COUNT): Rejection | null {
	if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
		return reject(
			'invalid-number',
			`${label} must be a whole number from ${min} to ${max}, got ${String(value)}`,
			{ kind: 'bad-number', field: of, min, max, value: String(value) },
			{ field: label, value: String(value) }
		);
	}
	return null;
}

/** Null when `value` is one of `allowed`, else an 'invalid-value' rejection naming the field (`label` in English). */
export function checkOneOf(value: unknown, allowed: readonly string[], label: string, of: ChoiceField): Rejection | null {
	if (typeof value === 'string' && allowed.includes(value)) return null;
	return reject(
		'invalid-value',
		`${label} must be one of ${allowed.join(', ')}, got ${String(value)}`,
		{ kind: 'bad-choice', field: of, value: String(value) },
		{ field: label, value: String(value) }
	);
}

/** The player with this id, or an 'unknown-player' rejection. */
export function findPlayer(state: GameState, id: unknown): Result<PlayerState> {
	const p = state.players.find((q) => q.id === id);
	return p ? ok(p) : reject('unknown-player', `No player with id ${String(id)} in this game`, { kind: 'unknown-player', player: String(id) }, { player: String(id) });
}

/** Display name of a player id (the id itself when unknown). */
export function nameOf(state: GameState, id: PlayerId | undefined): string {
	return state.players.find((p) => p.id === id)?.name ?? String(id);
}

/** Null when the game is in one of `phases`, else an 'out-of-phase' rejection. */
export function checkPhase(state: GameState, phases: readonly Phase[], doing: string, step: StepKind): Rejection | null {
	if (phases.includes(state.phase)) return null;
	return reject(
		'out-of-phase',
		`${doing} is not possible now: round ${state.round} is in phase ${state.phase}`,
		{ kind: 'out-of-phase', step, round: state.round, phase: state.phase },
		{ phase: state.phase, round: state.round }
	);
}

/** Null when `player` is the one expected, else an 'out-of-turn' rejection naming who is. */
export function checkTurn(state: GameState, player: PlayerId, expected: PlayerId | undefined, doing: string, step: StepKind): Rejection | null {
	if (expected === undefined) return reject('out-of-phase', `${doing}: nobody is left to act in phase ${state.phase}`, { kind: 'nobody-to-act', step, phase: state.phase });
	if (player === expected) return null;
	return reject(
		'out-of-turn',
		`${doing}: it is ${nameOf(state, expected)}'s turn, not ${nameOf(state, player)}'s`,
		{ kind: 'out-of-turn', step, player, expected },
		{ player, expected }
	);
}

/** Seat ids in seating order. */
export function seating(state: GameState): PlayerId[] {
	return state.players.map((p) => p.id);
}

/** Seat ids clockwise from the start player (seating order while none is known): the order of bids, City and completion. */
export function fromStartPlayer(state: GameState): PlayerId[] {
	const ids = seating(state);
	return state.startPlayer && ids.includes(state.startPlayer) ? clockwiseFrom(ids, state.startPlayer) : ids;
}

/** Survivors a player can bid or use: all owned, minus the leader while it sits beside the damage track. */
export function availableSurvivors(p: PlayerState): number {
	const s = p.survivors;
	const away = p.leaderAwayAt !== null ? Math.min(1, s.leader) : 0;
	return s.worker + s.soldier + s.engineer + s.leader - away;
}

/** The next state under construction: copies of players, arrivals, pending and the instructions so far. */
export class Draft {
	players: PlayerState[];
	arrivals: number;
	readonly pending: Pending[];
	readonly instructions: Instruction[] = [];

	constructor(state: GameState) {
		this.players = [...state.players];
		this.arrivals = state.arrivals;
		this.pending = [...state.pending];
	}

	/** The current copy of a player already known to exist. */
	player(id: PlayerId): PlayerState {
		const p = this.players.find((q) => q.id === id);
		// Ids are validated before a draft is used: a miss is an engine bug.
		if (!p) throw new Error(`Draft: no player ${id}`);
		return p;
	}

	/** Replace a player. */
	put(p: PlayerState): PlayerState {
		this.players = this.players.map((q) => (q.id === p.id ? p : q));
		return p;
	}

	/** Take a track/effect step: its player, arrivals, instructions and any owed choice. */
	take(step: Step | EffectStep): PlayerState {
		this.put(step.player);
		this.arrivals = step.arrivals;
		this.instructions.push(...step.instructions);
		if ('pending' in step && step.pending) this.pending.push(step.pending);
		return step.player;
	}

	/** Record instructions that are not part of a step. */
	note(...instructions: Instruction[]): void {
		this.instructions.push(...instructions);
	}

	/** The outcome: `state` with the drafted players, arrivals, pending and `patch`. */
	finish(state: GameState, patch: Partial<GameState> = {}): Outcome {
		return {
			state: { ...state, players: this.players, arrivals: this.arrivals, pending: this.pending, ...patch },
			instructions: this.instructions
		};
	}
}
