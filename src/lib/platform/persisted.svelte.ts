import { on } from 'svelte/events';
import { createSubscriber } from 'svelte/reactivity';
import { PREFS_KEY, readPrefs, writePref, type Prefs } from './prefs';

/**
 * One preference of this device, kept under the prefs key that the first-paint script in app.html
 * reads: `current` reads and writes it. While an effect reads `current` (the layout always does),
 * it also follows what other tabs write; the `storage` listener goes away with the last such effect,
 * so preferences made and dropped again leave no listeners behind.
 */
export class Persisted<T extends string | null> {
	#value = $state.raw() as T;
	readonly #key: keyof Prefs;
	readonly #fallback: T;
	readonly #valid: (value: unknown) => value is T;
	readonly #storage: Storage | null | undefined;
	readonly #subscribe: () => void;

	/** `fallback` is what a missing or invalid stored value reads as; storing it (or null) removes the key. `onchange` hears other tabs. */
	constructor(key: keyof Prefs, fallback: T, valid: (value: unknown) => value is T, storage?: Storage | null, onchange?: (value: T) => void) {
		this.#key = key;
		this.#fallback = fallback;
		this.#valid = valid;
		this.#storage = storage;
		this.#value = this.#read();
		this.#subscribe = createSubscriber((update) => {
			if (typeof window === 'undefined') return;
			return on(window, 'storage', (event) => {
				if (event.key !== PREFS_KEY && event.key !== null) return;
				const next = this.#read();
				if (next === this.#value) return;
				this.#value = next;
				update();
				onchange?.(next);
			});
		});
	}

	get current(): T {
		this.#subscribe();
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
