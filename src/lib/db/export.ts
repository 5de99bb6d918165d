/** Versioned JSON backups: one game, or everything (games with events, box profiles, settings). */
import Dexie from 'dexie';
import type { CompanionDb } from './database';
import { DamagedError, NotFoundError, attempt, type DbResult } from './errors';
import { restoreLog, restoreProfileRow, restoreRows, type Damage } from './restore';
import { restoreGameRow } from './restore-final';
import { restoreSettings } from './settings';
import type { GameRow } from './rows';
import { sheetsForBackup } from './sheets';
import { BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, type BackupFile, type ExportedGame, type Preferences } from './stored-schemas';

/** A backup file and the rows left out because they were damaged. */
export interface Exported {
	readonly file: BackupFile;
	readonly damaged: Damage[];
}

/** The parts of a game a backup keeps besides its steps and final result. */
export type GameFields = Pick<ExportedGame, 'id' | 'title' | 'createdAt' | 'updatedAt' | 'setup' | 'profile'>;

/** A game as a backup holds it: the steps before `head` (an undone tail is left out) and the given final result. */
export function exportedGame(game: GameFields, events: ExportedGame['events'], head: number, final: ExportedGame['final']): ExportedGame {
	const { id, title, createdAt, updatedAt, setup, profile } = game;
	return { id, title, createdAt, updatedAt, setup, profile, events: events.slice(0, head), final };
}

/** A backup file around `games`; pure, so a game held only in memory is written the same way as stored rows. */
export function backupFile(exportedAt: string, games: readonly ExportedGame[], rest: Partial<BackupFile> = {}): BackupFile {
	return { format: BACKUP_FORMAT, schemaVersion: BACKUP_SCHEMA_VERSION, exportedAt, games, profiles: [], ...rest };
}

async function storedGame(db: CompanionDb, row: GameRow): Promise<{ game: ExportedGame; damaged: Damage[] }> {
	const rows = await db.events.where('[gameId+seq]').between([row.id, 0], [row.id, Dexie.maxKey]).toArray();
	const log = restoreLog(row, rows);
	// A final scoring is only valid for the full log it was made on.
	const final = log.damaged.length === 0 && log.head === row.head ? row.final : null;
	return { game: exportedGame(row, log.events, log.head, final), damaged: log.damaged };
}

/** A backup holding one game (profiles and settings are not included). */
export function exportGame(db: CompanionDb, gameId: string, exportedAt: string): Promise<DbResult<Exported>> {
	return attempt(() =>
		db.transaction('r', db.games, db.events, async () => {
			const raw = await db.games.get(gameId);
			if (!raw) throw new NotFoundError(gameId);
			const restored = restoreGameRow(raw);
			if (!restored.ok) throw new DamagedError(restored.damage.problem, restored.damage.detail);
			const { game, damaged } = await storedGame(db, restored.value);
			return { file: backupFile(exportedAt, [game]), damaged };
		})
	);
}

/** A backup of every game that is not in the bin, every box profile and the settings; `preferences` are this device's, which win over the stored ones. */
export function exportAll(db: CompanionDb, exportedAt: string, preferences: Preferences = {}): Promise<DbResult<Exported>> {
	return attempt(() =>
		db.transaction('r', [db.games, db.events, db.profiles, db.settings, db.sheets], async () => {
			const games = restoreRows(await db.games.toArray(), restoreGameRow);
			const profiles = restoreRows(await db.profiles.toArray(), restoreProfileRow);
			const settings = restoreSettings(await db.settings.toArray());
			const sheets = await sheetsForBackup(db);
			const damaged = [...games.damaged, ...profiles.damaged, ...settings.damaged, ...sheets.damaged];
			const exported: ExportedGame[] = [];
			for (const row of games.rows.filter((g) => !g.deleted).sort((a, b) => a.createdAt - b.createdAt)) {
				const one = await storedGame(db, row);
				exported.push(one.game);
				damaged.push(...one.damaged);
			}
			// Whether this device was asked for persistent storage does not travel.
			const { persistenceAsked: _asked, ...portable } = settings.settings;
			// Without sheets the file stays exactly what older versions wrote.
			const extra = sheets.sheets.length > 0 ? { sheets: sheets.sheets } : {};
			const file = backupFile(exportedAt, exported, { profiles: profiles.rows, settings: { ...portable, ...preferences }, ...extra });
			return { file, damaged };
		})
	);
}

/** The file's text. */
export function serializeBackup(file: BackupFile): string {
	return JSON.stringify(file, null, 1);
}
