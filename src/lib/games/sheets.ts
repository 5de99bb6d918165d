/** The other games' saved score sheets: which game, and the result each sheet gives. */
import { scoreFinal, type FhSheet } from './four-horsemen';
import { scoreSixBillion, type SbSheet } from './six-billion';
import type { StatsGame } from './shared/player-stats';

export const SHEET_GAMES = ['six-billion', 'four-horsemen'] as const;
export type SheetGame = (typeof SHEET_GAMES)[number];

export type Sheet = { readonly game: 'six-billion'; readonly sheet: SbSheet } | { readonly game: 'four-horsemen'; readonly sheet: FhSheet };

/** A sheet's result as the history shows it: every player's points (null for neutrals) and the winners. */
export interface SheetSummary {
	readonly players: readonly { readonly id: string; readonly name: string; readonly points: number | null }[];
	readonly winners: readonly string[];
}

/** A sheet's result as every game's statistics read it (a neutral has no number and is not counted). */
export const sheetStatsGame = (s: SheetSummary): StatsGame => ({
	players: s.players,
	totals: Object.fromEntries(s.players.map((p) => [p.id, p.points])),
	winners: s.winners
});

/** The summary of a sheet, or null when its figures do not score (the restore layer then reports it). */
export function summarizeSheet(s: Sheet): SheetSummary | null {
	if (s.game === 'six-billion') {
		const r = scoreSixBillion(s.sheet);
		if (!r.ok) return null;
		const total = (id: string) => r.value.scores.find((x) => x.id === id)?.total ?? null;
		return { players: s.sheet.players.map((p) => ({ id: p.id, name: p.name, points: p.neutral ? null : total(p.id) })), winners: r.value.winners };
	}
	const r = scoreFinal(s.sheet);
	if (!r.ok) return null;
	return {
		players: s.sheet.players.map((p) => ({ id: p.id, name: p.name, points: r.value.totals[p.id] ?? 0 })),
		winners: r.value.outcome.winners
	};
}
