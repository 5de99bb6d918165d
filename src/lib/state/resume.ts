/** What the home page needs at app start: the game in progress, if any. */
import { askPersistenceOnce, listGames, purgeDeletedGames, type CompanionDb, type GameRow } from '$lib/db';
import { appDb } from '$lib/db/instance';

/** How many of the newest games are looked at for one still in progress. */
const LOOK_AT = 10;

/**
 * Empties the bin of deleted games, asks once for persistent storage when games exist,
 * and returns the most recently changed game that is not finished (null = none).
 */
export async function findRunningGame(db: CompanionDb = appDb()): Promise<GameRow | null> {
	await purgeDeletedGames(db);
	const page = await listGames(db, { limit: LOOK_AT });
	if (!page.ok) return null;
	if (page.value.total > 0) void askPersistenceOnce(db);
	return page.value.games.find((g) => g.status !== 'finished') ?? null;
}
