/** Statistics across finished games: per player wins, average and best score, most frequent winning category. */
import { FINAL_CATEGORIES, type FinalCategory, type PlayerId } from '../rules';

/** Final-scoring categories a win can come from, in the rulebook's order (§9); the track VP is not one. */
export type WinCategory = Exclude<FinalCategory, 'start' | 'marauderPenalty'>;
export const WIN_CATEGORIES: readonly WinCategory[] = FINAL_CATEGORIES.filter((c): c is WinCategory => c !== 'start' && c !== 'marauderPenalty');

/** What the statistics read of one finished game. */
export interface StatsGame {
	readonly players: readonly { readonly id: PlayerId; readonly name: string }[];
	readonly totals: Readonly<Record<PlayerId, number>>;
	readonly winners: readonly PlayerId[];
	readonly breakdown?: Readonly<Record<PlayerId, Readonly<Record<WinCategory, number>>>>;
}

export interface PlayerStat {
	/** The name as last written. */
	readonly name: string;
	readonly games: number;
	/** Shared victories included. */
	readonly wins: number;
	readonly average: number;
	readonly best: number;
	/** The category that most often brought this player the most final-scoring points in a game they won; null without data. */
	readonly topCategory: WinCategory | null;
	/** In how many wins it did. */
	readonly topCategoryWins: number;
}

/** The same person across games: names compared without case and surrounding or doubled spaces. */
export const playerKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The category that gave the most points in one breakdown (earlier in the rulebook order on a tie); null when none scored. */
export function bestCategory(points: Readonly<Record<WinCategory, number>>): WinCategory | null {
	let best: WinCategory | null = null;
	for (const c of WIN_CATEGORIES) if ((points[c] ?? 0) > 0 && (best === null || points[c] > points[best])) best = c;
	return best;
}

interface Acc {
	name: string;
	games: number;
	wins: number;
	sum: number;
	best: number;
	categories: Map<WinCategory, number>;
}

/** Per-player statistics, most wins first (then higher average, then name). Games are read oldest first. */
export function playerStats(games: readonly StatsGame[]): PlayerStat[] {
	const byKey = new Map<string, Acc>();
	for (const game of games) {
		for (const p of game.players) {
			const total = game.totals[p.id];
			if (typeof total !== 'number' || !Number.isFinite(total)) continue;
			const key = playerKey(p.name);
			if (key === '') continue;
			const acc = byKey.get(key) ?? { name: p.name, games: 0, wins: 0, sum: 0, best: -Infinity, categories: new Map() };
			acc.name = p.name.trim();
			acc.games += 1;
			acc.sum += total;
			acc.best = Math.max(acc.best, total);
			if (game.winners.includes(p.id)) {
				acc.wins += 1;
				const points = game.breakdown?.[p.id];
				const category = points ? bestCategory(points) : null;
				if (category) acc.categories.set(category, (acc.categories.get(category) ?? 0) + 1);
			}
			byKey.set(key, acc);
		}
	}
	const stats = [...byKey.values()].map((a): PlayerStat => {
		let top: WinCategory | null = null;
		let topWins = 0;
		for (const c of WIN_CATEGORIES) {
			const n = a.categories.get(c) ?? 0;
			if (n > topWins) [top, topWins] = [c, n];
		}
		return { name: a.name, games: a.games, wins: a.wins, average: a.sum / a.games, best: a.best, topCategory: top, topCategoryWins: topWins };
	});
	return stats.sort((x, y) => y.wins - x.wins || y.average - x.average || x.name.localeCompare(y.name));
}
