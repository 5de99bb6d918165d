/** The other games' saved sheets as a saved list: newest first, all at once, deleted with undo. */
import type { CompanionDb } from '$lib/db/database';
import { appDb } from '$lib/db/instance';
import { deleteSheet, listSheets, purgeDeletedSheets, restoreSheet, type ListedSheet } from '$lib/db/sheets';
import { SavedList, type SavedStore } from './saved-list.svelte';

const sheetStore = (db: () => CompanionDb): SavedStore<ListedSheet> => ({
	page: async (offset, limit) => {
		const r = await listSheets(db());
		return r.ok ? { ok: true, value: { rows: r.value.rows.slice(offset, offset + limit), total: r.value.rows.length, damaged: r.value.damaged.length } } : r;
	},
	bin: (id, now) => deleteSheet(db(), id, now),
	unbin: (id) => restoreSheet(db(), id),
	purge: (before) => purgeDeletedSheets(db(), before)
});

/** Sheets are few and read whole: one page holds them all. */
export const sheetList = (db: () => CompanionDb = appDb): SavedList<ListedSheet> => new SavedList(sheetStore(db), Infinity);
