/**
 * What the game page shows only at some steps or on demand (the panels after the bids, a player's sheet, the
 * box-value prompt, the set-up summary), loaded the first time it is asked for: the first load of a game in
 * the bids carries none of it. The service worker precaches the chunk, so it loads offline too.
 */
type Parts = typeof import('./panels/later-parts');

class Later {
	#parts = $state.raw<Parts | null>(null);
	#loading: Promise<void> | null = null;

	/** The parts, or null until they have loaded (reading it starts the load). */
	get parts(): Parts | null {
		this.#loading ??= import('./panels/later-parts').then(
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

export const later = new Later();

type Board = typeof import('./TrackBoard.svelte').default;

/** The board, loaded the first time a table that keeps the tracks in the app opens a game: other tables never load it. */
class LaterBoard {
	#component = $state.raw<Board | null>(null);
	#loading: Promise<void> | null = null;

	/** The board's component, or null until it has loaded (reading it starts the load). */
	get component(): Board | null {
		this.#loading ??= import('./TrackBoard.svelte').then(
			(mod) => {
				this.#component = mod.default;
			},
			() => {
				this.#loading = null;
			}
		);
		return this.#component;
	}
}

export const laterBoard = new LaterBoard();

/** Runs `task` in a task of its own after the next frame has been produced (the page is painted). */
export function afterFirstPaint(task: () => void): void {
	requestAnimationFrame(() => setTimeout(task, 0));
}
