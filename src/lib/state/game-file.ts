/** The backup file of one stored game, as the history and the result page save it. */
import { exportGame, serializeBackup, type CompanionDb, type DbResult, type ExportedGame } from '$lib/db';
import { appDb } from '$lib/db/instance';

/** The file's text and the game in it (null when the file holds none). */
export async function gameBackup(id: string, now = new Date(), db: CompanionDb = appDb()): Promise<DbResult<{ text: string; game: ExportedGame | null }>> {
	const exported = await exportGame(db, id, now.toISOString());
	if (!exported.ok) return exported;
	return { ok: true, value: { text: serializeBackup(exported.value.file), game: exported.value.file.games[0] ?? null } };
}
