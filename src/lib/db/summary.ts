/** The history-list summary of a game, derived from its folded state and its saved final scoring. */
import { FINAL_CATEGORIES, type FinalCategories, type FinalEntries, type FinalResult, type FinalSummary, type GameState, type PlayerId } from '../games/armageddon';
import type { GameSummary } from './rows';

/** What the history needs from a final scoring result (a {@link FinalResult} fits; its categories are kept too). */
export interface FinalOutcome {
	readonly players: readonly ({ readonly player: PlayerId; readonly total: number } & Partial<FinalCategories>)[];
	readonly winners: readonly PlayerId[];
	readonly decidedBy: FinalResult['decidedBy'];
}

/** What the history keeps per player: the categories and the tie-break. */
const CATEGORY_KEYS = [...FINAL_CATEGORIES, 'equipmentCards'] as const satisfies readonly (keyof FinalCategories)[];

/** The categories of one player, or null when the outcome does not carry all of them. */
function categoriesOf(p: FinalOutcome['players'][number]): FinalCategories | null {
	const out: Partial<Record<keyof FinalCategories, number>> = {};
	for (const key of CATEGORY_KEYS) {
		const n = p[key];
		if (typeof n !== 'number') return null;
		out[key] = n;
	}
	return out as FinalCategories;
}

/** The part of a final scoring result the history keeps; `quick` marks a result of the quick score calculator. */
export function finalSummary(result: FinalOutcome, opts: { quick?: boolean; entries?: Readonly<Record<PlayerId, FinalEntries>> } = {}): FinalSummary {
	const categories = result.players.map((p) => [p.player, categoriesOf(p)] as const);
	const complete = categories.length > 0 && categories.every(([, c]) => c !== null);
	return {
		totals: Object.fromEntries(result.players.map((p) => [p.player, p.total])),
		winners: [...result.winners],
		decidedBy: result.decidedBy,
		...(complete ? { breakdown: Object.fromEntries(categories) as Record<PlayerId, FinalCategories> } : {}),
		...(opts.quick ? { quick: true } : {}),
		...(opts.entries ? { entries: opts.entries } : {})
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
		winners: final ? [...final.winners] : [],
		...(state.endedEarly ? { endedEarly: state.endedEarly } : {})
	};
}
