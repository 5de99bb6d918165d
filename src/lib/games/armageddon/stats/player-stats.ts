/** Armageddon's statistics across finished games: the shared per-player lines plus the most frequent winning category. */
import { playerStats as sharedStats, type PlayerStat as SharedStat, type StatsGame as SharedGame } from '../../shared/player-stats';
import { FINAL_CATEGORIES, type FinalCategory, type PlayerId } from '..';

/** Final-scoring categories a win can come from, in the rulebook's order (§9); the track VP is not one. */
export type WinCategory = Exclude<FinalCategory, 'start' | 'marauderPenalty'>;
export const WIN_CATEGORIES: readonly WinCategory[] = FINAL_CATEGORIES.filter((c): c is WinCategory => c !== 'start' && c !== 'marauderPenalty');

/** What the statistics read of one finished game. */
export interface StatsGame extends SharedGame {
	readonly players: readonly { readonly id: PlayerId; readonly name: string }[];
	readonly totals: Readonly<Record<PlayerId, number>>;
	readonly winners: readonly PlayerId[];
	readonly breakdown?: Readonly<Record<PlayerId, Readonly<Record<WinCategory, number>>>>;
}

export type PlayerStat = SharedStat<WinCategory>;

/** The category that gave the most points in one breakdown (earlier in the rulebook order on a tie); null when none scored. */
export function bestCategory(points: Readonly<Record<WinCategory, number>>): WinCategory | null {
	let best: WinCategory | null = null;
	for (const c of WIN_CATEGORIES) if ((points[c] ?? 0) > 0 && (best === null || points[c] > points[best])) best = c;
	return best;
}

/** Per-player statistics, most wins first (then higher average, then name). Games are read oldest first. */
export function playerStats(games: readonly StatsGame[]): PlayerStat[] {
	return sharedStats(games, {
		order: WIN_CATEGORIES,
		of: (game, id) => {
			const points = game.breakdown?.[id as PlayerId];
			return points ? bestCategory(points) : null;
		}
	});
}
