import { appDb } from '$lib/db/instance';
import { getProfile, getSettings, saveProfile, setSetting } from '$lib/db';
import type { CompanionDb } from '$lib/db';
import { emptyProfile, setBoxValue } from '$lib/rules';
import type { BoxKey, BoxProfile, Result } from '$lib/rules';

/**
 * The box profile in use on this device: the component values entered once and
 * remembered for every later game. Each change is saved before it is reported.
 */
export class BoxProfileStore {
	#profile = $state<BoxProfile>(emptyProfile());
	#id: string | null = null;
	#loaded: Promise<void> | null = null;
	#error = $state<string | null>(null);
	#db: () => CompanionDb;

	constructor(db: () => CompanionDb = appDb) {
		this.#db = db;
	}

	get current(): BoxProfile {
		return this.#profile;
	}

	/** The last storage problem in plain words, or null. */
	get error(): string | null {
		return this.#error;
	}

	/** Loads the profile last used on this device (once); an empty one when there is none. */
	load(): Promise<void> {
		this.#loaded ??= this.#load();
		return this.#loaded;
	}

	async #load(): Promise<void> {
		const db = this.#db();
		const settings = await getSettings(db);
		const id = settings.ok ? settings.value.settings.lastProfileId : null;
		if (!id) return;
		const row = await getProfile(db, id);
		if (row.ok && row.value) {
			this.#id = row.value.id;
			this.#profile = row.value.profile;
		}
	}

	/** Sets one box value, saves the profile and remembers it as the one in use. */
	async set(key: BoxKey, value: unknown): Promise<Result<BoxProfile>> {
		await this.load();
		const next = setBoxValue(this.#profile, key, value);
		if (!next.ok) return next;
		return this.replace(next.value);
	}

	/** Replaces the whole profile (after an import or an edit of several values) and saves it. */
	async replace(profile: BoxProfile): Promise<Result<BoxProfile>> {
		const db = this.#db();
		const saved = await saveProfile(db, profile, this.#id ? { id: this.#id } : {});
		if (!saved.ok) {
			this.#error = saved.error.message;
			return { ok: false, code: 'invalid-value', reason: saved.error.message };
		}
		this.#error = null;
		this.#id = saved.value.id;
		this.#profile = saved.value.profile;
		await setSetting(db, 'lastProfileId', saved.value.id);
		return { ok: true, value: saved.value.profile };
	}
}

/** The app-wide box profile. */
export const boxProfile = new BoxProfileStore();
