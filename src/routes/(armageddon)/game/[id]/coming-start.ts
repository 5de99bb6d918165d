/** Who starts the round being set up: the engine's own answer, by a dry run of `start-round`. */
import { apply } from '$lib/games/armageddon';
import type { GameState, PlayerId } from '$lib/games/armageddon';

/** The start player to show: between rounds the coming round's (null while the engine cannot tell yet), else the current one. */
export function comingStartPlayer(state: GameState): PlayerId | null {
	if (state.phase !== 'not-started' || state.round === 0) return state.startPlayer;
	const next = apply(state, { type: 'start-round' });
	return next.ok ? next.value.startPlayer : null;
}
