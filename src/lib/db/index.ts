/** The persistence API: the only place the app touches IndexedDB. */
export { CompanionDb, DB_NAME, DB_VERSION, openDb } from './database';
export { toWriteError, writeError, type DbResult, type WriteError, type WriteErrorKind } from './errors';
export { createGameRecord, loadGame, newGameRow, saveFinalScore, saveLog, type LoadedGame, type LogWrite, type WriteReceipt } from './games';
export {
	TITLE_MAX,
	deleteGame,
	duplicateGame,
	listGames,
	purgeDeletedGames,
	renameGame,
	restoreGame,
	type GamePage
} from './history';
export { listFinishedGames, quickScoreRow, quickSetup, saveQuickScore, type QuickScore } from './quick';
export { backupFile, exportAll, exportGame, exportedGame, serializeBackup, type Exported, type GameFields } from './export';
export { importBackup, MAX_BACKUP_BYTES, readBackup, type ImportConflict, type ImportDecision, type ImportOutcome } from './import';
export { readFileText } from './json-file';
export { refusalMessage, refused, type FileKind, type FileRefusal, type FileRefusalKind, type Refused } from './refusals';
export { hasProfileFragment, profileFragment, readProfileFragment, type LinkProblem, type LinkRead } from './profile-link';
export {
	PROFILE_FORMAT,
	deleteProfile,
	exportProfileFile,
	getProfile,
	importProfileFile,
	listProfiles,
	readProfileFile,
	saveProfile,
	type ProfileImport
} from './profiles';
export { DEFAULT_SETTINGS, REMEMBERED_MAX, getSettings, mergeRemembered, rememberPlayers, setSetting } from './settings';
export { askPersistenceOnce, isPersisted, requestPersistence } from './storage';
export type { Damage, DamagedTable } from './restore';
export type { EventRow, GameRow, GameStatus, GameSummary, ProfileRow, SummaryPlayer } from './rows';
export type { BackupFile, ExportedGame, Preferences, RememberedPlayer, Settings } from './stored-schemas';
export { finalSummary, type FinalOutcome } from './summary';
export { deleteSheet, listSheets, purgeDeletedSheets, restoreSheet, saveSheet, type ListedSheet } from './sheets';
export type { ExportedSheet, SheetRow } from './sheet-schemas';
