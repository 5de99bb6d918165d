import { describe, expect, it } from 'vitest';
import type { GameEvent, PlayerId } from '$lib/games/armageddon';
import { newTable, play, toCity } from './panels/testing/fake-game.svelte';
import { redoAlso, undoSteps } from './undo-steps';

/** City with the first player in turn holding `n` survivors there (the others none). */
function city(n: number) {
	const start = play(newTable({ areas: [2, 6, 4] }), { type: 'start-round' }).startPlayer as PlayerId;
	const s = toCity(newTable({ areas: [2, 6, 4] }), { bids: { exploration: { [start]: 1 }, construction: { [start]: 1 }, city: { [start]: n } } });
	return { s, first: s.cityOrder[0] as PlayerId };
}

describe('one Undo takes back what the person did', () => {
	it('a City action that used the last survivor and passed the turn on by itself: both, and Redo puts both back', () => {
		const { s, first } = city(2);
		const action: GameEvent = { type: 'city-action', player: first, action: { kind: 'extension' } };
		const done: GameEvent = { type: 'city-done', player: first };
		const acted = play(s, action);
		const passed = play(acted, done);
		const events = [action, done];
		expect(undoSteps(events, 2, passed)).toBe(2);
		expect(redoAlso(events, 1, acted)).toBe(true);
	});

	it('a "Done" tapped with survivors left, or an action with survivors left: one step', () => {
		const { s, first } = city(3);
		const action: GameEvent = { type: 'city-action', player: first, action: { kind: 'extension' } };
		const done: GameEvent = { type: 'city-done', player: first };
		const acted = play(s, action);
		const passed = play(acted, done);
		expect(undoSteps([action, done], 2, passed)).toBe(1);
		expect(redoAlso([action, done], 1, acted)).toBe(false);
		expect(undoSteps([action], 1, acted)).toBe(1);
		expect(undoSteps([done], 1, play(s, done))).toBe(1);
	});

	it('the turns the app passed on after it (players with nothing to do): all with the step, and Redo puts them all back', () => {
		// Only the start player has survivors in City: once they are done, the others have nothing to do.
		const { s, first } = city(2);
		const action: GameEvent = { type: 'city-action', player: first, action: { kind: 'extension' } };
		let state = play(s, action);
		const events: GameEvent[] = [action];
		const states = [s, state];
		for (const id of s.cityOrder) {
			const done: GameEvent = { type: 'city-done', player: id };
			state = play(state, done);
			events.push(done);
			states.push(state);
		}
		expect(state.phase).toBe('completion');
		expect(undoSteps(events, events.length, state)).toBe(events.length);
		for (let head = 1; head < events.length; head++) expect(redoAlso(events, head, states[head]!)).toBe(true);
		expect(redoAlso(events, 0, s)).toBe(false);
	});

	it('a "Done" tapped by a player who could still act is the person’s: one step', () => {
		const { s, first } = city(3);
		const done: GameEvent = { type: 'city-done', player: first };
		const passed = play(s, done);
		expect(undoSteps([done], 1, passed)).toBe(1);
	});
});
