/**
 * The door of the games scored on a sheet (6 Billion, the Four Horsemen) to storage: the draft kept while the
 * figures are typed, and saving the scored sheet to the history.
 */
import type { DbResult } from '$lib/db/errors';
import { appDb } from '$lib/db/instance';
import { clearDraft, legacySheetDraft, SHEET_DRAFT, sheetDraftSchema, storedSheetDraft, type SheetDrafts } from '$lib/db/sheet-drafts';
import { saveSheet, type ListedSheet } from '$lib/db/sheets';
import type { Sheet, SheetGame } from '$lib/games/sheets';
import { bindDraft, type DraftBinding } from './kept-draft.svelte';

export type { FhDraft, SbDraft, SheetDrafts } from '$lib/db/sheet-drafts';

/** Stores a scored sheet in the history; once stored its draft goes, so a reload does not offer it for saving again. */
export async function saveScoredSheet(sheet: Sheet): Promise<DbResult<ListedSheet>> {
	const saved = await saveSheet(appDb(), sheet);
	if (saved.ok) clearDraft(sheet.game);
	return saved;
}

/**
 * Brings a game's kept draft back through `set` (one kept before the draft store first), then keeps every change
 * of `get()` until `stop`.
 */
export function bindSheetDraft<G extends SheetGame>(game: G, get: () => SheetDrafts[G], set: (draft: SheetDrafts[G]) => void): DraftBinding {
	const legacy = legacySheetDraft(game);
	if (legacy) set(legacy);
	return bindDraft({ scope: game, name: SHEET_DRAFT, schema: sheetDraftSchema(game), get: () => storedSheetDraft(get()), set });
}
