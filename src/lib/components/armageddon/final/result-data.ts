/** One shape for a result to show, whether just scored or read back from the history. */
import { finalSummary } from '$lib/state/stored';
import { decideFinal, finalPlaces, type FinalStanding } from '$lib/games/armageddon';
import type { Colour, FinalCategories, FinalResult, FinalScoring, FinalSummary, PlayerId } from '$lib/games/armageddon';
import { placeOf } from '$lib/games/shared/ranking';

export interface ResultPlayer {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
}

export interface ResultData {
	/** Seating order. */
	readonly players: readonly ResultPlayer[];
	readonly totals: Readonly<Record<PlayerId, number>>;
	/** null when the result was saved with totals only. */
	readonly breakdown: Readonly<Record<PlayerId, FinalCategories>> | null;
	/** Best first. */
	readonly ranking: readonly PlayerId[];
	readonly winners: readonly PlayerId[];
	readonly decidedBy: FinalResult['decidedBy'];
	/** Players whose total was raised to 0 [D]. */
	readonly clamped: readonly PlayerId[];
	/** The round after which the group ended the game early. */
	readonly endedEarly?: number;
}

const early = (endedEarly: number | undefined) => (endedEarly ? { endedEarly } : {});

/** A result just computed by the engine. */
export function resultFromScoring(scoring: FinalScoring, players: readonly ResultPlayer[], endedEarly?: number): ResultData {
	const summary = finalSummary(scoring);
	return {
		players,
		totals: summary.totals,
		breakdown: summary.breakdown ?? null,
		ranking: scoring.ranking,
		winners: scoring.winners,
		decidedBy: scoring.decidedBy,
		clamped: scoring.players.filter((p) => p.clampedAtZero).map((p) => p.player),
		...early(endedEarly)
	};
}

const standing = (totals: ResultData['totals'], breakdown: ResultData['breakdown']): FinalStanding => ({
	total: (id) => totals[id] ?? 0,
	cards: (id) => breakdown?.[id]?.equipmentCards ?? 0
});

/** A saved result: ranked by the final scoring's rule (seating order kept within a tie); winners as saved. */
export function resultFromSummary(final: FinalSummary, players: readonly ResultPlayer[], endedEarly?: number): ResultData {
	const breakdown = final.breakdown ?? null;
	const { ranking } = decideFinal(
		players.map((p) => p.id),
		standing(final.totals, breakdown)
	);
	return { players, totals: final.totals, breakdown, ranking, winners: final.winners, decidedBy: final.decidedBy, clamped: [], ...early(endedEarly) };
}

/** Places by the final scoring's rule: players tied on total and equipment cards share a place (1, 1, 3). */
export function places(result: ResultData): Record<PlayerId, number> {
	return placeOf(finalPlaces(result.ranking, standing(result.totals, result.breakdown)));
}
