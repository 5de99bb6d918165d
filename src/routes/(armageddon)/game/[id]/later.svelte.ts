/**
 * What the game page shows only at some steps or on demand (the panels after the bids, a player's sheet, the
 * box-value prompt, the set-up summary), loaded the first time it is asked for: the first load of a game in
 * the bids carries none of it. The service worker precaches the chunk, so it loads offline too.
 */
class Later<T> {
	#parts = $state.raw<T | null>(null);
	#loading: Promise<void> | null = null;
	readonly #load: () => Promise<T>;

	constructor(load: () => Promise<T>) {
		this.#load = load;
	}

	/** The parts, or null until they have loaded (reading it starts the load). */
	get parts(): T | null {
		this.#loading ??= this.#load().then(
			(parts) => {
				this.#parts = parts;
			},
			() => {
				// Not installed yet and the network gone: asked again, it tries again.
				this.#loading = null;
			}
		);
		return this.#parts;
	}
}

export const later = new Later(() => import('./panels/later-parts'));
/** The board, loaded the first time a table that keeps the tracks in the app opens a game: other tables never load it. */
export const laterBoard = new Later(() => import('./TrackBoard.svelte'));
/** The words for a refusal, a damaged row or a failed save, loaded the first time one is shown (see refusal-words.ts). */
export const laterWords = new Later(() => import('./refusal-words'));
