/** The history-list summary of a game, derived from its folded state and its saved final scoring. */
import type { FinalResult, GameState, PlayerId } from '../rules/types';
import type { FinalSummary, GameSummary } from './rows';

/** What the history needs from a final scoring result (a {@link FinalResult} fits). */
export interface FinalOutcome {
	readonly players: readonly { readonly player: PlayerId; readonly total: number }[];
	readonly winners: readonly PlayerId[];
	readonly decidedBy: FinalResult['decidedBy'];
}

/** The part of a final scoring result the history keeps. */
export function finalSummary(result: FinalOutcome): FinalSummary {
	return {
		totals: Object.fromEntries(result.players.map((p) => [p.player, p.total])),
		winners: [...result.winners],
		decidedBy: result.decidedBy
	};
}

/** Status, round, players with scores and winners for the game row. */
export function summarize(state: GameState, final: FinalSummary | null = null): GameSummary {
	const over = state.phase === 'final' || state.phase === 'finished';
	return {
		status: final ? 'finished' : over ? 'scoring' : 'running',
		round: state.round,
		phase: state.phase,
		players: state.players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, vp: final?.totals[p.id] ?? p.vp })),
		winners: final ? [...final.winners] : []
	};
}
