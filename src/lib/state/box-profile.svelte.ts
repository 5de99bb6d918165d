import { appDb } from '$lib/db/instance';
import { getProfile, importProfileFile, saveProfile } from '$lib/db/profiles';
import { getSettings, setSetting } from '$lib/db/settings';
import type { CompanionDb, FileRefusal, WriteError } from '$lib/db';
import {
	type AuctionTile,
	BOX_KEYS,
	type BoxKey,
	type BoxProfile,
	type Building,
	buildingLevel,
	canonical,
	changedKeys,
	emptyProfile,
	type GameEvent,
	getBoxValue,
	learnBuildingCard,
	learnTiles,
	type ProfileConflict,
	putBuildingCard,
	removeBuildingCard,
	type Result,
	type ScoringTile,
	setBoxValue,
	takeShared
} from '$lib/games/armageddon';

/** What importing a box-profile file did: the values it filled in and those it disagreed on. */
export type ProfileFileImport =
	| { readonly ok: true; readonly filled: BoxKey[]; readonly conflicts: ProfileConflict[] }
	/** Refused (`refusal`) or not stored (`error`); `message` in English. */
	| { readonly ok: false; readonly message: string; readonly refusal?: FileRefusal; readonly error?: WriteError };

/**
 * The box profile in use on this device: the component values entered once and
 * remembered for every later game. Each change is saved before it is reported.
 */
export class BoxProfileStore {
	// Raw: the profile is only ever replaced whole, and its values go into stored games as they are (a deep proxy cannot be cloned into IndexedDB).
	#profile = $state.raw<BoxProfile>(emptyProfile());
	#id: string | null = null;
	#loaded: Promise<void> | null = null;
	#error = $state.raw<WriteError | null>(null);
	#db: () => CompanionDb;

	constructor(db: () => CompanionDb = appDb) {
		this.#db = db;
	}

	get current(): BoxProfile {
		return this.#profile;
	}

	/** The last storage problem (the screens word it), or null. */
	get error(): WriteError | null {
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

	/** Imports a box-profile file into the profile in use: fills unknown values only; a bad file changes nothing. */
	async importFile(text: unknown): Promise<ProfileFileImport> {
		await this.load();
		const db = this.#db();
		const before = this.#profile;
		const outcome = await importProfileFile(db, text, this.#id ? { intoId: this.#id } : {});
		if (outcome.status === 'refused') return { ok: false, message: outcome.message, refusal: outcome.refusal };
		if (outcome.status === 'failed') {
			this.#error = outcome.error;
			return { ok: false, message: outcome.error.message, error: outcome.error };
		}
		this.#error = null;
		this.#id = outcome.row.id;
		this.#profile = outcome.row.profile;
		await setSetting(db, 'lastProfileId', outcome.row.id);
		const filled = BOX_KEYS.filter((k) => canonical(getBoxValue(before, k)) !== canonical(getBoxValue(outcome.row.profile, k)));
		return { ok: true, filled, conflicts: outcome.conflicts };
	}

	/**
	 * What taking `incoming` would change: the values keeping mine stores (`added`), the values that differ, and
	 * what taking theirs stores (`theirs`). Counted from the very merge {@link importShared} stores.
	 */
	previewImport(incoming: BoxProfile): { added: BoxKey[]; conflicts: ProfileConflict[]; theirs: BoxKey[] } {
		const mine = takeShared(this.#profile, incoming, 'mine');
		const theirs = changedKeys(this.#profile, takeShared(this.#profile, incoming, 'theirs').profile);
		return { added: changedKeys(this.#profile, mine.profile), conflicts: mine.conflicts, theirs };
	}

	/** Takes a shared profile (from a link): its values that do not conflict, and where the two differ mine or theirs; `changed` lists the values stored. */
	async importShared(incoming: BoxProfile, differing: 'mine' | 'theirs'): Promise<Result<BoxProfile> & { changed?: BoxKey[] }> {
		await this.load();
		const before = this.#profile;
		const saved = await this.replace(takeShared(before, incoming, differing).profile);
		return saved.ok ? { ...saved, changed: changedKeys(before, saved.value) } : saved;
	}

	/** Sets one box value, saves the profile and remembers it as the one in use. */
	async set(key: BoxKey, value: unknown): Promise<Result<BoxProfile>> {
		await this.load();
		const next = setBoxValue(this.#profile, key, value);
		if (!next.ok) return next;
		return this.replace(next.value);
	}

	/** Tiles seen at the table join the profile's lists (the box learns from the games, so nobody types them twice); a failure changes nothing. */
	async learnTiles(scoring: readonly (ScoringTile | null | undefined)[], auction: readonly (AuctionTile | null | undefined)[]): Promise<void> {
		await this.load();
		const next = learnTiles(this.#profile, scoring, auction);
		if (next !== this.#profile) await this.replace(next);
	}

	/**
	 * What an applied event says was seen at the table, learnt: tiles entered, new auction tiles at the intermediate
	 * scoring, and a named building card built in `round`.
	 */
	learnFrom(event: GameEvent, round = 0): Promise<void> {
		if (event.type === 'tiles-entered') return this.learnTiles(event.publicTiles ?? [], event.auctionTiles ?? []);
		if (event.type === 'construct' && event.build && round > 0) return this.#learnCard(event.build.building, buildingLevel(round));
		if (event.type === 'intermediate' && event.auctionTiles) return this.learnTiles([], event.auctionTiles);
		return Promise.resolve();
	}

	async #learnCard(building: Building, level: 1 | 2): Promise<void> {
		await this.load();
		const next = learnBuildingCard(this.#profile, building, level);
		if (next !== this.#profile) await this.replace(next);
	}

	/** Adds a building card to the catalogue or, with `replacing` (its key), fixes one; a refusal changes nothing. */
	async putCard(card: unknown, replacing?: string): Promise<Result<BoxProfile>> {
		await this.load();
		const next = putBuildingCard(this.#profile, card, replacing);
		return next.ok ? this.replace(next.value) : next;
	}

	/** Removes the building card of key `key` from the catalogue (games that used it keep their copy). */
	async removeCard(key: string): Promise<Result<BoxProfile>> {
		await this.load();
		return this.replace(removeBuildingCard(this.#profile, key));
	}

	/** Replaces the whole profile (after an import or an edit of several values) and saves it. */
	async replace(profile: BoxProfile): Promise<Result<BoxProfile>> {
		const db = this.#db();
		const saved = await saveProfile(db, profile, this.#id ? { id: this.#id } : {});
		if (!saved.ok) {
			this.#error = saved.error;
			return { ok: false, code: 'invalid-value', reason: saved.error.message, detail: { kind: 'not-saved', problem: saved.error.kind } };
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
