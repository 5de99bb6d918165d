/**
 * A stored final result is checked, not trusted: its winners must be the players with the most VP
 * (by the rules' tie-breaks), its breakdown must add up to each total, and it may only name the game's players.
 * A result that does not agree is refused with the reason (results saved before the entered counts were kept
 * with them cannot be recomputed). Saved entries must name the same players as the totals.
 */
import type { FinalCategories, PlayerId } from '../games/armageddon';

interface FinalLike {
	readonly totals: Readonly<Record<string, number>>;
	readonly winners: readonly PlayerId[];
	readonly decidedBy: 'vp' | 'equipment-cards' | 'shared-victory';
	readonly breakdown?: Readonly<Record<string, FinalCategories>>;
	readonly entries?: Readonly<Record<string, unknown>>;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Sum of a player's categories: the total they make (equipment cards only break ties). */
function sumOf(c: FinalCategories): number {
	return c.start + c.publicTile + c.privateTile + c.beer + c.gasoline + c.weapons + c.medicine + c.vehicles + c.maps + c.damage + c.marauderPenalty;
}

/** Why a final result contradicts itself, or null. */
export function finalProblem(f: FinalLike): string | null {
	const players = Object.keys(f.totals);
	if (players.length === 0) return 'the final result has no totals';
	if (new Set(f.winners).size !== f.winners.length) return 'a winner is named twice';
	if (!f.winners.every((w) => players.includes(w))) return 'a winner has no total';
	const most = Math.max(...players.map((p) => f.totals[p] ?? -Infinity));
	const tied = players.filter((p) => f.totals[p] === most);
	if (!f.winners.every((w) => tied.includes(w))) return 'a winner does not have the most VP';
	if (f.decidedBy === 'vp' && !(tied.length === 1 && sameSet(f.winners, tied))) return 'the winner by VP is not the one player with the most VP';
	if (f.decidedBy !== 'vp' && tied.length < 2) return 'a tie-break without a tie';
	if (f.decidedBy === 'shared-victory' && f.winners.length < 2) return 'a shared victory with one winner';
	if (f.decidedBy === 'equipment-cards' && f.winners.length !== 1) return 'the equipment-card tie-break names one winner';
	if (f.entries && !sameSet(Object.keys(f.entries), players)) return 'the saved entries and the totals name different players';
	if (f.breakdown) {
		if (!sameSet(Object.keys(f.breakdown), players)) return 'the breakdown and the totals name different players';
		for (const p of players) {
			const c = f.breakdown[p];
			if (c && sumOf(c) !== f.totals[p]) return 'a breakdown does not add up to its total';
		}
		if (f.decidedBy !== 'vp') {
			const cards = (p: string) => f.breakdown?.[p]?.equipmentCards ?? 0;
			const mostCards = Math.max(...tied.map(cards));
			if (!sameSet(f.winners, tied.filter((p) => cards(p) === mostCards))) return 'the tie-break winners do not hold the most equipment cards';
		}
	}
	return null;
}

/** Whether the result names only the game's players (a player without a total shows their track VP). */
export function finalFits(f: FinalLike, players: readonly string[]): boolean {
	return Object.keys(f.totals).every((p) => players.includes(p)) && f.winners.every((w) => players.includes(w));
}
