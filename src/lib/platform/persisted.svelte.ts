import { PREFS_KEY, readPrefs, writePref, type Prefs } from './prefs';

/**
 * One preference of this device, kept under the prefs key that the first-paint script in app.html
 * reads: `current` reads and writes it, and follows what other tabs write.
 */
export class Persisted<T extends string | null> {
	#value = $state.raw() as T;
	readonly #key: keyof Prefs;
	readonly #fallback: T;
	readonly #valid: (value: unknown) => value is T;
	readonly #storage: Storage | null | undefined;

	/** `fallback` is what a missing or invalid stored value reads as; storing it (or null) removes the key. `onchange` hears other tabs. */
	constructor(key: keyof Prefs, fallback: T, valid: (value: unknown) => value is T, storage?: Storage | null, onchange?: (value: T) => void) {
		this.#key = key;
		this.#fallback = fallback;
		this.#valid = valid;
		this.#storage = storage;
		this.#value = this.#read();
		if (typeof window === 'undefined') return;
		window.addEventListener('storage', (event) => {
			if (event.key !== PREFS_KEY && event.key !== null) return;
			const next = this.#read();
			if (next === this.#value) return;
			this.#value = next;
			onchange?.(next);
		});
	}

	get current(): T {
		return this.#value;
	}

	set current(value: T) {
		this.#value = value;
		writePref(this.#key, value === this.#fallback || value === null ? undefined : value, this.#storage);
	}

	#read(): T {
		const stored = readPrefs(this.#storage)[this.#key];
		return this.#valid(stored) ? stored : this.#fallback;
	}
}
