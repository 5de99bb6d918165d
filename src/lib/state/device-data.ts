/**
 * The settings page's door to the data on this device: how many games are kept, whether the browser keeps them
 * for good, the backup of everything, and taking a backup file in (its preferences too).
 */
import {
	exportAll,
	importBackup,
	isPersisted,
	listGames,
	MAX_BACKUP_BYTES,
	readFileText,
	requestPersistence,
	serializeBackup,
	type CompanionDb,
	type DbResult,
	type ImportDecision,
	type ImportOutcome
} from '$lib/db';
import { appDb } from '$lib/db/instance';
import { adoptPreferences, devicePreferences } from './backup-preferences';

export { isPersisted, requestPersistence };
export type { ImportConflict, ImportDecision } from '$lib/db';

/** The games kept (deleted ones left out), or null when they cannot be read. */
export async function countGames(db: CompanionDb = appDb()): Promise<number | null> {
	const page = await listGames(db, { limit: 1 });
	return page.ok ? page.value.total : null;
}

/** Every game, sheet, box profile and the preferences as one backup file's text; `damaged`: rows left out. */
export async function backupEverything(now: number, db: CompanionDb = appDb()): Promise<DbResult<{ text: string; games: number; damaged: number }>> {
	const all = await exportAll(db, new Date(now).toISOString(), devicePreferences());
	if (!all.ok) return all;
	return { ok: true, value: { text: serializeBackup(all.value.file), games: all.value.file.games.length, damaged: all.value.damaged.length } };
}

/** A picked backup file's text, refused when it is too large or unreadable. */
export const readBackupFile = (file: File) => readFileText(file, MAX_BACKUP_BYTES);

/** Imports a backup's text with the decisions taken on its conflicts; an imported file's preferences are taken over. */
export async function importBackupText(text: string, decisions: Record<string, ImportDecision>, db: CompanionDb = appDb()): Promise<ImportOutcome> {
	const outcome = await importBackup(db, text, decisions);
	if (outcome.status === 'imported') adoptPreferences(outcome.preferences);
	return outcome;
}
