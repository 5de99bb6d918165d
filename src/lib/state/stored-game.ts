import type { CompanionDb } from '$lib/db/database';
import type { DbResult } from '$lib/db/errors';
import { loadGame, type LoadedGame } from '$lib/db/games';
import { appDb } from '$lib/db/instance';

export type { LoadedGame } from '$lib/db/games';

/** A stored game read once, for a screen that shows it without playing it (its result, its secret tiles). */
export function readGame(gameId: string, db: CompanionDb = appDb()): Promise<DbResult<LoadedGame>> {
	return loadGame(db, gameId);
}
