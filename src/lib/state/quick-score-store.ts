import type { CompanionDb } from '$lib/db/database';
import type { DbResult } from '$lib/db/errors';
import { appDb } from '$lib/db/instance';
import { saveQuickScore, type QuickScore } from '$lib/db/quick';
import type { GameRow } from '$lib/db/rows';

export type { QuickScore } from '$lib/db/quick';
export type { GameRow } from '$lib/db/rows';

/** Stores a quick score in the history as a finished game. */
export function storeQuickScore(score: QuickScore, db: CompanionDb = appDb()): Promise<DbResult<GameRow>> {
	return saveQuickScore(db, score);
}
