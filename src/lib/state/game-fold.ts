import { apply, createGame, type BoxProfile, type GameEvent, type GameState, type Setup } from '$lib/games/armageddon';

/** Remembers the last fold so one more event costs one `apply`, not a replay. */
export class Fold {
	#events: readonly GameEvent[] = [];
	#head = 0;
	#state: GameState;

	constructor(
		readonly setup: Setup,
		readonly profile: BoxProfile
	) {
		this.#state = createGame(setup, profile);
	}

	/** The state after `events[0..head)`; the log was checked when it was built, so a rejection just stops the fold. */
	at(events: readonly GameEvent[], head: number): GameState {
		let from = head >= this.#head ? this.#head : 0;
		for (let i = 0; i < from; i++) if (events[i] !== this.#events[i]) from = 0;
		let state = from === 0 ? createGame(this.setup, this.profile) : this.#state;
		let at = from;
		for (; at < head; at++) {
			const event = events[at];
			const next = event ? apply(state, event) : null;
			if (!next?.ok) break;
			state = next.value;
		}
		this.remember(events, at, state);
		return state;
	}

	remember(events: readonly GameEvent[], head: number, state: GameState): void {
		this.#events = events;
		this.#head = head;
		this.#state = state;
	}
}
