/**
 * The history list: pages of stored games, newest first, with rename,
 * delete (undo until the notice goes) and the backup of one game.
 */
import {
	askPersistenceOnce,
	deleteGame,
	duplicateGame,
	listGames,
	purgeDeletedGames,
	renameGame,
	restoreGame,
	type CompanionDb,
	type GameRow
} from '$lib/db';
import { appDb } from '$lib/db/instance';
import { mergeProfiles, type BoxProfile } from '$lib/games/armageddon';
import { gameName } from '$lib/i18n/saved-games';
import { backupFileName } from '$lib/platform/save-file';
import { gameBackup } from './game-file';
import { SavedList, type SavedStore } from './saved-list.svelte';

export const PAGE_SIZE = 20;

export type { Binned } from './saved-list.svelte';

/** The stored games as a saved list reads them. */
const gameStore = (db: () => CompanionDb): SavedStore<GameRow> => ({
	page: async (offset, limit) => {
		const page = await listGames(db(), { offset, limit });
		return page.ok ? { ok: true, value: { rows: page.value.games, total: page.value.total, damaged: page.value.damaged.length } } : page;
	},
	bin: (id, now) => deleteGame(db(), id, now),
	unbin: (id) => restoreGame(db(), id),
	purge: (before) => purgeDeletedGames(db(), before)
});

export class HistoryList extends SavedList<GameRow> {
	readonly #db: () => CompanionDb;

	constructor(db: () => CompanionDb = appDb) {
		super(gameStore(db), PAGE_SIZE);
		this.#db = db;
	}

	get games(): readonly GameRow[] {
		return this.rows;
	}

	/** Reads the first page and empties the bin, then asks once for persistent storage. */
	override async load(): Promise<void> {
		// Lets the end-to-end test time the list from here to its rows on screen.
		performance.mark('history:load');
		await super.load();
		if (this.total > 0) void askPersistenceOnce(this.#db());
	}

	/** Names a game (empty = the players' names); true when stored. */
	async rename(id: string, title: string): Promise<boolean> {
		const renamed = await renameGame(this.#db(), id, title);
		if (!this.report(renamed)) return false;
		this.replace(id, (g) => ({ ...g, title: renamed.value }));
		return true;
	}

	/** "Play again": a new game with the same players; the device's box values fill the old snapshot's gaps. `secrets`: the app drew secret tiles to show. */
	async playAgain(id: string, deviceProfile?: BoxProfile): Promise<{ id: string; secrets: boolean } | null> {
		const row = this.games.find((g) => g.id === id);
		const profile = row && deviceProfile ? mergeProfiles(deviceProfile, row.profile).profile : undefined;
		const created = await duplicateGame(this.#db(), id, profile ? { profile } : {});
		if (!this.report(created)) return null;
		const secrets = Object.values(created.value.setup.privateTiles).some((pair) => pair.some((d) => d.drawn === 'app'));
		return { id: created.value.id, secrets };
	}

	/** The backup file of one game: its name and text. */
	async exportFile(id: string, now = new Date()): Promise<{ name: string; text: string } | null> {
		const exported = await gameBackup(id, now, this.#db());
		if (!this.report(exported)) return null;
		const game = exported.value.game;
		const title = game ? gameName(game.title, game.setup.players) : '';
		return { name: backupFileName(game?.createdAt ?? now.getTime(), title), text: exported.value.text };
	}
}
