/**
 * One Undo takes back what the person did, as "Just now" shows it: a City action that used the player's last
 * survivor passed the turn on by itself (the app's step, not the person's), so Undo takes back both, and Redo
 * puts both back.
 */
import type { GameEvent, GameState } from '$lib/games/armageddon';

const passedOnAfter = (action: GameEvent | undefined, done: GameEvent | undefined) =>
	action?.type === 'city-action' && done?.type === 'city-done' && done.player === action.player;

/** Steps the next Undo takes back from `head`: 2 after a turn passed on by itself (`state` is the state at `head`), else 1. */
export function undoSteps(events: readonly GameEvent[], head: number, state: GameState): 1 | 2 {
	const done = events[head - 1];
	if (!passedOnAfter(events[head - 2], done) || done?.type !== 'city-done') return 1;
	return state.players.find((p) => p.id === done.player)?.cityLeft === 0 ? 2 : 1;
}

/** Whether Redo, having put back the action before `head` (`state` is the state at `head`), also puts back its pass. */
export function redoAlso(events: readonly GameEvent[], head: number, state: GameState): boolean {
	const action = events[head - 1];
	if (!passedOnAfter(action, events[head]) || action?.type !== 'city-action') return false;
	return state.players.find((p) => p.id === action.player)?.cityLeft === 0;
}
