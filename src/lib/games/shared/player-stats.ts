/** Per-player statistics over saved results of one game, players matched by name (case-insensitive). */

export interface StatsInput {
	readonly players: readonly { readonly id: string; readonly name: string; readonly points: number | null }[];
	readonly winners: readonly string[];
}

export interface PlayerLine {
	readonly name: string;
	readonly games: number;
	readonly wins: number;
	readonly average: number;
	readonly best: number;
}

/** One line per player (first spelling kept), most wins first, then most games, then name. */
export function sheetPlayerStats(results: readonly StatsInput[]): PlayerLine[] {
	const lines = new Map<string, { name: string; games: number; wins: number; sum: number; best: number }>();
	for (const r of results) {
		for (const p of r.players) {
			if (p.points === null) continue;
			const key = p.name.trim().toLocaleLowerCase();
			const line = lines.get(key) ?? { name: p.name.trim(), games: 0, wins: 0, sum: 0, best: -Infinity };
			line.games += 1;
			line.wins += r.winners.includes(p.id) ? 1 : 0;
			line.sum += p.points;
			line.best = Math.max(line.best, p.points);
			lines.set(key, line);
		}
	}
	return [...lines.values()]
		.map((l) => ({ name: l.name, games: l.games, wins: l.wins, average: Math.round((l.sum / l.games) * 10) / 10, best: l.best }))
		.sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
}
