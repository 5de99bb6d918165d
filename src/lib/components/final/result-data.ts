/** One shape for a result to show, whether just scored or read back from the history. */
import { finalSummary } from '$lib/db';
import type { Colour, FinalCategories, FinalResult, FinalScoring, FinalSummary, PlayerId } from '$lib/rules';

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

/** A saved result: ranked by total, then equipment cards (the tie-break), seating order kept otherwise. */
export function resultFromSummary(final: FinalSummary, players: readonly ResultPlayer[], endedEarly?: number): ResultData {
	const breakdown = final.breakdown ?? null;
	const total = (id: PlayerId) => final.totals[id] ?? 0;
	const cards = (id: PlayerId) => breakdown?.[id]?.equipmentCards ?? 0;
	const ranking = players.map((p) => p.id).sort((a, b) => total(b) - total(a) || cards(b) - cards(a));
	return { players, totals: final.totals, breakdown, ranking, winners: final.winners, decidedBy: final.decidedBy, clamped: [], ...early(endedEarly) };
}

/** Places by ranking: players tied on total and equipment cards share a place. */
export function places(result: ResultData): Record<PlayerId, number> {
	const out: Record<PlayerId, number> = {};
	const key = (id: PlayerId) => `${result.totals[id] ?? 0}/${result.breakdown?.[id]?.equipmentCards ?? 0}`;
	result.ranking.forEach((id, i) => {
		const prev = result.ranking[i - 1];
		out[id] = prev !== undefined && key(prev) === key(id) ? (out[prev] ?? i + 1) : i + 1;
	});
	return out;
}
