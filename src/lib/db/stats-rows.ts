/** Finished game rows as the statistics read them. */
import type { GameRow } from '../db/rows';
import type { StatsGame } from '../games/armageddon/stats/player-stats';

/** The statistics' view of a stored game; null while it has no saved final scoring. */
export function statsGameOf(row: Pick<GameRow, 'players' | 'final'>): StatsGame | null {
	const final = row.final;
	if (!final) return null;
	return {
		players: row.players.map((p) => ({ id: p.id, name: p.name })),
		totals: final.totals,
		winners: final.winners,
		...(final.breakdown ? { breakdown: final.breakdown } : {})
	};
}
