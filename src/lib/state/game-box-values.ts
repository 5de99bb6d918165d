import { type BoxKey, type BoxNeed, canonical, getBoxValue, type Result } from '$lib/games/armageddon';
import { boxProfile, type BoxProfileStore } from './box-profile.svelte';
import type { GameSession } from './game-session.svelte';

/**
 * The one path of a box value into a running game, for the game page and the final scoring alike. A value this
 * device's box profile knows goes into the game without asking, unless the game already holds that very value (it
 * did not satisfy the engine, so only the players can fix it) or refuses it; a value entered at the table is stored
 * in the device's profile and given to the game as a `box-value` event.
 */
export class GameBoxValues {
	readonly #session: GameSession;
	readonly #device: BoxProfileStore;

	constructor(session: GameSession, device: BoxProfileStore = boxProfile) {
		this.#session = session;
		this.#device = device;
	}

	/** Copies into the game what the device knows; returns the needs left to ask the players, each key once. */
	copyKnown = async (needs: readonly BoxNeed[]): Promise<BoxNeed[]> => {
		await this.#device.load();
		const left: BoxNeed[] = [];
		const seen = new Set<BoxKey>();
		for (const need of needs) {
			if (seen.has(need.key)) continue;
			seen.add(need.key);
			const value = getBoxValue(this.#device.current, need.key);
			const copied = value != null && !this.#holds(need.key, value) && (await this.#give(need.key, value)).ok;
			if (!copied) left.push(need);
		}
		return left;
	};

	/** A value entered at the table: stored in the device's box profile, then given to the game. */
	enter = async (key: BoxKey, value: unknown): Promise<Result<unknown>> => {
		const stored = await this.#device.set(key, value);
		if (!stored.ok) return stored;
		const entered = getBoxValue(stored.value, key);
		return this.#holds(key, entered) ? stored : this.#give(key, entered);
	};

	#holds(key: BoxKey, value: unknown): boolean {
		return canonical(getBoxValue(this.#session.state.profile, key)) === canonical(value);
	}

	#give(key: BoxKey, value: unknown): Promise<Result<unknown>> {
		return this.#session.dispatch({ type: 'box-value', key, value });
	}
}
