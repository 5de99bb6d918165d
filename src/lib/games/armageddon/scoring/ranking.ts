/** Who wins and who is where at the final scoring (§9.6), on the ranking every game shares. */
import { rank, type Place } from '../../shared/ranking';
import type { PlayerId } from '../types';
import type { FinalResult } from './types';

export interface FinalStanding {
	/** The player's total. */
	readonly total: (id: PlayerId) => number;
	/** Equipment cards held: the tie-break. */
	readonly cards: (id: PlayerId) => number;
}

/** Most VP first; a tie goes to most equipment cards; still tied: a shared place (1, 1, 3); ties keep the order given. */
export function finalPlaces(players: readonly PlayerId[], s: FinalStanding): Place<PlayerId>[] {
	return rank(players, [s.total, s.cards], 'competition');
}

/** The ranking, the winners and what decided (most VP; tie → most equipment cards; still tied → shared victory). */
export function decideFinal(players: readonly PlayerId[], s: FinalStanding): Pick<FinalResult, 'ranking' | 'winners' | 'decidedBy'> {
	const places = finalPlaces(players, s);
	const ranking = places.flatMap((p) => p.ids);
	const winners = places[0]?.ids ?? [];
	const byVp = rank(players, [s.total])[0]?.ids ?? [];
	const decidedBy = byVp.length <= 1 ? 'vp' : winners.length === 1 ? 'equipment-cards' : 'shared-victory';
	return { ranking, winners, decidedBy };
}
