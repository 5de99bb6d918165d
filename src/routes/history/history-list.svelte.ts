/**
 * The history list: pages of stored games, newest first, with rename,
 * delete (undo until the notice goes) and the backup of one game.
 */
import {
	askPersistenceOnce,
	deleteGame,
	duplicateGame,
	exportGame,
	listGames,
	purgeDeletedGames,
	renameGame,
	restoreGame,
	serializeBackup,
	type CompanionDb,
	type DbResult,
	type GameRow,
	type WriteError
} from '$lib/db';
import { appDb } from '$lib/db/instance';
import { mergeProfiles, type BoxProfile } from '$lib/rules';
import { gameName } from '$lib/i18n/labels';
import { backupFileName } from '$lib/platform/save-file';

export const PAGE_SIZE = 20;

/** A deleted game that can still be brought back. */
export interface Binned {
	readonly row: GameRow;
	readonly index: number;
	readonly at: number;
}

export class HistoryList {
	readonly #db: () => CompanionDb;
	#games = $state.raw<readonly GameRow[]>([]);
	#total = $state(0);
	#damaged = $state(0);
	#loaded = $state(false);
	#busy = $state(false);
	#error = $state.raw<WriteError | null>(null);
	#binned = $state.raw<Binned | null>(null);

	constructor(db: () => CompanionDb = appDb) {
		this.#db = db;
	}

	get games(): readonly GameRow[] {
		return this.#games;
	}
	/** Stored games not in the bin. */
	get total(): number {
		return this.#total;
	}
	/** Stored rows that could not be read. */
	get damaged(): number {
		return this.#damaged;
	}
	get loaded(): boolean {
		return this.#loaded;
	}
	get busy(): boolean {
		return this.#busy;
	}
	get hasMore(): boolean {
		return this.#games.length < this.#total;
	}
	/** The last storage problem, or null. */
	get error(): WriteError | null {
		return this.#error;
	}
	get binned(): Binned | null {
		return this.#binned;
	}

	/** Reads the first page, then empties the bin left from earlier visits and asks once for persistent storage. */
	async load(): Promise<void> {
		// Lets the end-to-end test time the list from here to its rows on screen.
		performance.mark('history:load');
		const db = this.#db();
		await this.#page(0, true);
		this.#loaded = true;
		// After the first page: binned games are not listed anyway.
		await purgeDeletedGames(db);
		if (this.#total > 0) void askPersistenceOnce(db);
	}

	/** Appends the next page. */
	async more(): Promise<void> {
		if (this.#busy || !this.hasMore) return;
		await this.#page(this.#games.length, false);
	}

	async #page(offset: number, replace: boolean): Promise<void> {
		this.#busy = true;
		const page = await listGames(this.#db(), { offset, limit: PAGE_SIZE });
		this.#busy = false;
		if (!this.#report(page)) return;
		const known = new Set(replace ? [] : this.#games.map((g) => g.id));
		const fresh = page.value.games.filter((g) => !known.has(g.id));
		this.#games = replace ? fresh : [...this.#games, ...fresh];
		this.#total = page.value.total;
		this.#damaged = page.value.damaged.length;
	}

	/** Names a game (empty = the players' names); true when stored. */
	async rename(id: string, title: string): Promise<boolean> {
		const renamed = await renameGame(this.#db(), id, title);
		if (!this.#report(renamed)) return false;
		this.#games = this.#games.map((g) => (g.id === id ? { ...g, title: renamed.value } : g));
		return true;
	}

	/** Moves a game to the bin; the game binned before it is removed for good. */
	async remove(id: string, now = Date.now()): Promise<boolean> {
		const index = this.#games.findIndex((g) => g.id === id);
		const row = this.#games[index];
		if (!row) return false;
		await this.commit();
		if (!this.#report(await deleteGame(this.#db(), id, now))) return false;
		this.#games = this.#games.filter((g) => g.id !== id);
		this.#total -= 1;
		this.#binned = { row, index, at: now };
		return true;
	}

	/** Brings the binned game back to its place. */
	async undo(): Promise<boolean> {
		const binned = this.#binned;
		if (!binned) return false;
		if (!this.#report(await restoreGame(this.#db(), binned.row.id))) return false;
		this.#binned = null;
		const games = [...this.#games];
		games.splice(Math.min(binned.index, games.length), 0, binned.row);
		this.#games = games;
		this.#total += 1;
		return true;
	}

	/** Removes the binned game for good (the undo notice is gone). */
	async commit(): Promise<void> {
		const binned = this.#binned;
		if (!binned) return;
		this.#binned = null;
		await purgeDeletedGames(this.#db(), binned.at);
	}

	/** "Play again": a new game with the same players; the device's box values fill the old snapshot's gaps. `secrets`: the app drew secret tiles to show. */
	async playAgain(id: string, deviceProfile?: BoxProfile): Promise<{ id: string; secrets: boolean } | null> {
		const row = this.#games.find((g) => g.id === id);
		const profile = row && deviceProfile ? mergeProfiles(deviceProfile, row.profile).profile : undefined;
		const created = await duplicateGame(this.#db(), id, profile ? { profile } : {});
		if (!this.#report(created)) return null;
		const secrets = Object.values(created.value.setup.privateTiles).some((pair) => pair.some((d) => d.drawn === 'app'));
		return { id: created.value.id, secrets };
	}

	/** The backup file of one game: its name and text. */
	async exportFile(id: string, now = new Date()): Promise<{ name: string; text: string } | null> {
		const exported = await exportGame(this.#db(), id, now.toISOString());
		if (!this.#report(exported)) return null;
		const game = exported.value.file.games[0];
		const title = game ? gameName(game.title, game.setup.players) : '';
		return { name: backupFileName(game?.createdAt ?? now.getTime(), title), text: serializeBackup(exported.value.file) };
	}

	/** Forgets the shown error. */
	clearError(): void {
		this.#error = null;
	}

	#report<T>(result: DbResult<T>): result is { ok: true; value: T } {
		this.#error = result.ok ? null : result.error;
		return result.ok;
	}
}
