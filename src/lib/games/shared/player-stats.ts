/** Per-player statistics over the saved results of one game, for every game. */
import { nameKey } from './names';

/** What the statistics read of one result. */
export interface StatsGame {
	readonly players: readonly { readonly id: string; readonly name: string }[];
	/** A player without a number (a neutral player in 6 Billion) took no part and is not counted. */
	readonly totals: Readonly<Record<string, number | null>>;
	readonly winners: readonly string[];
}

export interface PlayerStat<C extends string = never> {
	/** The name as last written. */
	readonly name: string;
	readonly games: number;
	/** Shared victories included. */
	readonly wins: number;
	readonly average: number;
	readonly best: number;
	/** The category that most often brought this player's win (earlier in `categories` on a tie); null without one. */
	readonly topCategory: C | null;
	/** In how many wins it did. */
	readonly topCategoryWins: number;
}

/** A game's categories: the order that breaks a tie, and the one that brought a player's win in a game (null when none). */
export interface WinCategories<G extends StatsGame, C extends string> {
	readonly order: readonly C[];
	readonly of: (game: G, id: string) => C | null;
}

interface Acc<C> {
	name: string;
	games: number;
	wins: number;
	sum: number;
	best: number;
	categories: Map<C, number>;
}

/**
 * One line per person (names matched by `nameKey`; nameless players skipped), most wins first, then
 * the higher average, then the name. Games are read oldest first, so the name shown is the latest spelling.
 */
export function playerStats<G extends StatsGame, C extends string = never>(games: readonly G[], categories?: WinCategories<G, C>): PlayerStat<C>[] {
	const byKey = new Map<string, Acc<C>>();
	for (const game of games) {
		for (const p of game.players) {
			const total = game.totals[p.id];
			if (typeof total !== 'number' || !Number.isFinite(total)) continue;
			const key = nameKey(p.name);
			if (key === '') continue;
			const acc = byKey.get(key) ?? { name: '', games: 0, wins: 0, sum: 0, best: -Infinity, categories: new Map() };
			acc.name = p.name.trim();
			acc.games += 1;
			acc.sum += total;
			acc.best = Math.max(acc.best, total);
			if (game.winners.includes(p.id)) {
				acc.wins += 1;
				const category = categories?.of(game, p.id) ?? null;
				if (category !== null) acc.categories.set(category, (acc.categories.get(category) ?? 0) + 1);
			}
			byKey.set(key, acc);
		}
	}
	const stats = [...byKey.values()].map((a): PlayerStat<C> => {
		let top: C | null = null;
		let topWins = 0;
		for (const c of categories?.order ?? []) {
			const n = a.categories.get(c) ?? 0;
			if (n > topWins) [top, topWins] = [c, n];
		}
		return { name: a.name, games: a.games, wins: a.wins, average: a.sum / a.games, best: a.best, topCategory: top, topCategoryWins: topWins };
	});
	return stats.sort((x, y) => y.wins - x.wins || y.average - x.average || x.name.localeCompare(y.name));
}
