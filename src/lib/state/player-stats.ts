/** Per-player statistics over every finished Armageddon game on the device (the history's table). */
import { listFinishedGames, type CompanionDb, type DbResult } from '$lib/db';
import { appDb } from '$lib/db/instance';
import { statsGameOf } from '$lib/db/stats-rows';
import { playerStats, type PlayerStat, type StatsGame } from '$lib/games/armageddon/stats/player-stats';

export async function finishedGameStats(db: CompanionDb = appDb()): Promise<DbResult<PlayerStat[]>> {
	const r = await listFinishedGames(db);
	if (!r.ok) return r;
	return { ok: true, value: playerStats(r.value.games.map(statsGameOf).filter((g): g is StatsGame => g !== null)) };
}
