/** Types of the Four Horsemen card-game scorer. */
import type { Place } from '../shared/ranking';

export const SCORINGS = 4;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const ENTRY_FIELDS = ['good', 'evil', 'goodProtection', 'evilProtection', 'undyingGood', 'undyingEvil'] as const;

/** One player's display when a horseman appears. */
export interface FhEntry {
	/** Population cards on the good side (those that cannot die included). */
	readonly good: number;
	readonly evil: number;
	/** Protection symbols against this horseman on the good side, heavenly music included. */
	readonly goodProtection: number;
	/** Protection symbols against this horseman on the evil side, heavy metal included. */
	readonly evilProtection: number;
	/** Population cards that cannot die, per side (part of `good` / `evil`). */
	readonly undyingGood: number;
	readonly undyingEvil: number;
}

export type Alignment = 'good' | 'evil';

export interface FhPlayer {
	readonly id: string;
	readonly name: string;
}

/** Everything the four scorings and the final result need. */
export interface FhSheet {
	readonly players: readonly FhPlayer[];
	/** The four horseman scorings, each by player id (a missing player counts as an empty display). */
	readonly scorings: readonly Readonly<Record<string, FhEntry>>[];
	/** Points printed on the horseman cards each player holds at the end. */
	readonly horsemanPoints: Readonly<Record<string, number>>;
	readonly alignments: Readonly<Record<string, Alignment>>;
}

export interface FhPlayerResult {
	readonly goodSurvivors: number;
	readonly goodDead: number;
	readonly evilSurvivors: number;
	readonly evilDead: number;
	/** Protection the good side did not need, passed to the evil side. */
	readonly passed: number;
	/** Survivors − dead. */
	readonly points: number;
}

export interface FhScoringResult {
	readonly players: Readonly<Record<string, FhPlayerResult>>;
	/** Most points; a tie goes to the most survivors; still tied: nobody (the card is set aside). */
	readonly horseman: { readonly winner: string | null; readonly decidedBy: 'points' | 'survivors' | 'tie'; readonly tied: string[] };
	/** Most population cards on display after the scoring; a tie: nobody. */
	readonly seal: { readonly winner: string | null; readonly tied: string[] };
}

export type FhOutcome =
	| { readonly kind: 'good'; readonly reason: 'good-ahead'; readonly winners: string[] }
	| { readonly kind: 'nobody'; readonly reason: 'good-not-ahead' | 'no-good-player' | 'no-evil-player'; readonly winners: string[] }
	| { readonly kind: 'evil'; readonly reason: 'most-points' | 'evil-people' | 'shared'; readonly winners: string[] };

export interface FhFinal {
	readonly scorings: readonly FhScoringResult[];
	/** Four scorings plus horseman card points, per player. */
	readonly totals: Readonly<Record<string, number>>;
	/** The players by total, highest first (equal totals share a place, in seating order). */
	readonly ranking: readonly Place[];
	/** People on display at the end: the survivors of the fourth scoring. */
	readonly goodPeople: number;
	readonly evilPeople: number;
	readonly goodPoints: number;
	readonly evilPoints: number;
	readonly outcome: FhOutcome;
}

export type FhField = (typeof ENTRY_FIELDS)[number] | 'horsemanPoints';

/** A problem with the entered figures, as a code the screens translate. */
export type FhIssue =
	| { readonly code: 'player-count'; readonly params: { readonly count: number } }
	| { readonly code: 'count-invalid'; readonly params: { readonly player: string; readonly scoring: number; readonly field: FhField } }
	| { readonly code: 'undying-too-many'; readonly params: { readonly player: string; readonly scoring: number; readonly side: Alignment } }
	| { readonly code: 'alignment-missing'; readonly params: { readonly player: string } };
