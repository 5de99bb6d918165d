import { untrack } from 'svelte';

type Apply = () => Promise<void>;

/** How long to wait for the new service worker to take over before reloading anyway. */
const RELOAD_FALLBACK_MS = 4000;

/**
 * The service worker's update state as the UI sees it. A new version is applied only when the
 * user agrees, and the prompt stays hidden while a screen asked not to be interrupted (`defer`).
 */
export class PwaUpdate {
	#waiting = $state(false);
	#dismissed = $state(false);
	#offlineReady = $state(false);
	#holds = $state(0);
	#accepted = false;
	#controllerChanged = false;
	#apply: Apply | null = null;
	#fallback: ReturnType<typeof setTimeout> | undefined;
	#reload: () => void;

	constructor(reload: () => void = () => location.reload()) {
		this.#reload = reload;
	}

	/** True while some screen (e.g. a running round) asked not to be interrupted. */
	get updateDeferred(): boolean {
		return this.#holds > 0;
	}

	/** Whether to show "Update available — reload". */
	get promptVisible(): boolean {
		return this.#waiting && !this.#dismissed && !this.#accepted && this.#holds === 0;
	}

	/** Whether to tell the user, once, that the app now works offline. */
	get offlineReady(): boolean {
		return this.#offlineReady;
	}

	/** A new version is installed and waiting; `apply` activates it. */
	needRefresh(apply: Apply): void {
		this.#apply = apply;
		this.#waiting = true;
		this.#dismissed = false;
	}

	/** The app has been cached for offline use for the first time. */
	markOfflineReady(): void {
		this.#offlineReady = true;
	}

	/** Hides the offline-ready notice. */
	dismissOfflineReady(): void {
		this.#offlineReady = false;
	}

	/** A new service worker took control: reload only if the user asked for it, else ask. */
	controllerChanged(): void {
		this.#controllerChanged = true;
		clearTimeout(this.#fallback);
		if (this.#accepted) this.#reload();
		else {
			this.#waiting = true;
			this.#dismissed = false;
		}
	}

	/** The user agreed: activate the new version; the page reloads once, when it has taken over. */
	async accept(): Promise<void> {
		if (this.#accepted) return;
		this.#accepted = true;
		if (this.#controllerChanged || !this.#apply) {
			this.#reload();
			return;
		}
		// If the takeover is never reported (worker already gone), the user still gets the reload they chose.
		this.#fallback = setTimeout(() => this.#reload(), RELOAD_FALLBACK_MS);
		try {
			await this.#apply();
		} catch {
			clearTimeout(this.#fallback);
			this.#reload();
		}
	}

	/** "Later": hides the prompt; the update applies by itself once every tab of the app is closed. */
	dismiss(): void {
		this.#dismissed = true;
	}

	/** "Don't interrupt now": hides the prompt until the returned function is called (idempotent). */
	defer(): () => void {
		// Untracked: called from an $effect, `#holds++` would make the effect depend on #holds and rerun forever.
		untrack(() => this.#holds++);
		let released = false;
		return () => {
			if (released) return;
			released = true;
			untrack(() => this.#holds--);
		};
	}
}

/** The app-wide update state, fed by `registerServiceWorker`. */
export const pwaUpdate = new PwaUpdate();
