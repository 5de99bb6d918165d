/**
 * Code a page shows only at some steps or on demand, loaded the first time it is asked for: the page's first load
 * carries none of it. The service worker precaches the chunk, so it loads offline too.
 */
export class Later<T> {
	#parts = $state.raw<T | null>(null);
	#loading: Promise<T> | null = null;
	readonly #load: () => Promise<T>;

	constructor(load: () => Promise<T>) {
		this.#load = load;
	}

	/** The parts, or null until they have loaded (reading it starts the load; a template redraws when they come). */
	get parts(): T | null {
		if (this.#parts === null && this.#loading === null) void this.load().catch(() => undefined);
		return this.#parts;
	}

	/** The parts, once loaded (for code that can wait: an event handler). */
	load(): Promise<T> {
		this.#loading ??= this.#load().then(
			(parts) => {
				this.#parts = parts;
				return parts;
			},
			(error: unknown) => {
				// Not installed yet and the network gone: asked again, it tries again.
				this.#loading = null;
				throw error;
			}
		);
		return this.#loading;
	}
}
