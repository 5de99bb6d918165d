/** The game's log grouped for reading: by round, then by the event that caused each change. */
import type { GameEvent, GameState, Instruction } from '$lib/games/armageddon';

export interface LoggedEvent {
	/** Index of the event in the game's log. */
	readonly index: number;
	readonly event: GameEvent | undefined;
	readonly instructions: readonly Instruction[];
}

export interface LoggedRound {
	/** 0 = before round 1. */
	readonly round: number;
	/** Newest first. */
	readonly events: readonly LoggedEvent[];
}

/** Rounds newest first, each with its events newest first; an event belongs to the round its changes were logged in (or the one before it). */
export function roundLog(state: GameState, events: readonly GameEvent[]): LoggedRound[] {
	const byEvent = new Map<number, { round: number; instructions: Instruction[] }>();
	for (const entry of state.log) {
		const slot = byEvent.get(entry.event) ?? { round: entry.round, instructions: [] };
		slot.instructions.push(entry.instruction);
		byEvent.set(entry.event, slot);
	}
	const rounds: { round: number; events: LoggedEvent[] }[] = [];
	let round = 0;
	for (let index = 0; index < state.eventCount; index++) {
		const logged = byEvent.get(index);
		if (logged) round = logged.round;
		let current = rounds[rounds.length - 1];
		if (!current || current.round !== round) {
			current = { round, events: [] };
			rounds.push(current);
		}
		current.events.unshift({ index, event: events[index], instructions: logged?.instructions ?? [] });
	}
	return rounds.reverse();
}

/** The changes the event at `index` caused, in order. */
export function changesOf(state: GameState, index: number): Instruction[] {
	return state.log.filter((l) => l.event === index).map((l) => l.instruction);
}
