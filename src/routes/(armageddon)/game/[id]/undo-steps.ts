/**
 * One Undo takes back what the person did, as "Just now" shows it: the City turns the app passed on by itself
 * after it (a player's last survivor used, or a player with nothing to do) go back with it, and Redo puts them
 * back with it.
 */
import type { BuildingCard, GameEvent, GameState } from '$lib/games/armageddon';
import { nothingToDo } from './panels/city-turn';

/** Whether `event` is a City "Done" the app took in `before` (the state it was applied to): its player had nothing left to do. */
function passedByApp(event: GameEvent | undefined, before: GameState, catalogue: readonly BuildingCard[]): event is Extract<GameEvent, { type: 'city-done' }> {
	return event?.type === 'city-done' && before.phase === 'city' && before.cityOrder[0] === event.player && nothingToDo(before, event.player, catalogue);
}

/**
 * Steps the next Undo takes back from `head` (`state` is the state at `head`): the passes the app took, and the
 * person's step before them; 1 when the last step was the person's.
 */
export function undoSteps(events: readonly GameEvent[], head: number, state: GameState, catalogue: readonly BuildingCard[] = []): number {
	let passes = 0;
	let after = state;
	for (;;) {
		const event = events[head - 1 - passes];
		if (event?.type !== 'city-done') break;
		// A "Done" changes only whose turn it is (and ends City after the last player): the state it was applied to.
		const before: GameState = { ...after, phase: 'city', cityOrder: [event.player, ...after.cityOrder] };
		if (!passedByApp(event, before, catalogue)) break;
		passes++;
		after = before;
	}
	return Math.max(1, Math.min(passes + 1, head));
}

/** Whether Redo, having put back a step (`state` is the state at `head`), also puts back the pass the app took after it. */
export function redoAlso(events: readonly GameEvent[], head: number, state: GameState, catalogue: readonly BuildingCard[] = []): boolean {
	return head > 0 && passedByApp(events[head], state, catalogue);
}
