import { getContext, setContext } from 'svelte';
import type { BuildingCard, GameEvent, GameState, PlayerId } from '$lib/games/armageddon';

/**
 * What the game page hands to its panels. Panels never talk to the db: they call
 * `dispatch`, which applies the event through the session, shows a rejection's
 * reason, asks for a missing box value (then retries), and resolves to true only
 * once the event is applied and its save has finished (stored, or kept in memory
 * with the save problem shown when storage failed).
 */
export interface GameContext {
	/** Applies one event; false when it was rejected (the reason is already shown). */
	dispatch(event: GameEvent): Promise<boolean>;
	/** Display name of a player. */
	name(id: PlayerId): string;
	/** Takes back the last step, as the header's Undo does (a panel's own correction builds on it). */
	undo?(): Promise<void>;
	/** The game's id: the scope of the drafts its panels keep (none: nothing is kept). */
	readonly id?: string;
	/** The current state of the game. */
	readonly state: GameState;
	/** The box's building-card catalogue, to pick a card by name in Construction. */
	readonly buildingCards?: readonly BuildingCard[];
}

const KEY = Symbol('game');

/** Provides the game context to the panels below the game page. */
export function setGameContext(ctx: GameContext): void {
	setContext(KEY, ctx);
}

/** The game context of the surrounding game page. */
export function gameContext(): GameContext {
	return getContext<GameContext>(KEY);
}
