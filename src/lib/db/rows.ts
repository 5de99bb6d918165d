/** Row shapes of the current database schema (version 2). */
import type { BoxProfile, Colour, FinalResult, GameEvent, Phase, PlayerId, Setup } from '../rules/types';

/** `scoring`: round 6 is complete and the final scoring not saved yet. */
export type GameStatus = 'running' | 'scoring' | 'finished';

/** One player's points per final-scoring category (§9), kept with the saved result for results and statistics. */
export interface FinalCategories {
	/** VP at the end of round 6 (chip + track). */
	readonly start: number;
	readonly publicTile: number;
	readonly privateTile: number;
	readonly beer: number;
	readonly gasoline: number;
	readonly weapons: number;
	readonly medicine: number;
	readonly vehicles: number;
	readonly maps: number;
	readonly damage: number;
	/** −1 per marauder (signed). */
	readonly marauderPenalty: number;
	/** Equipment cards held: the tie-break. */
	readonly equipmentCards: number;
}

/** The saved outcome of the final scoring (it needs inputs that are not events, e.g. the vehicle split). */
export interface FinalSummary {
	readonly totals: Readonly<Record<PlayerId, number>>;
	readonly winners: readonly PlayerId[];
	readonly decidedBy: FinalResult['decidedBy'];
	/** Points per category and player; absent in results saved before it was kept. */
	readonly breakdown?: Readonly<Record<PlayerId, FinalCategories>>;
	/** Scored with the quick score calculator: the game has no tracked rounds. */
	readonly quick?: boolean;
}

/** One player as the history list shows it. */
export interface SummaryPlayer {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
	/** Running total, or the final total once the final scoring is saved. */
	readonly vp: number;
}

/** Fields derived from the fold and written with every event, so the history list never folds. */
export interface GameSummary {
	readonly status: GameStatus;
	readonly round: number;
	readonly phase: Phase;
	readonly players: readonly SummaryPlayer[];
	/** Empty until the final scoring is saved. */
	readonly winners: readonly PlayerId[];
	/** The round after which the group ended the game early. */
	readonly endedEarly?: number;
}

export interface GameRow extends GameSummary {
	readonly id: string;
	readonly createdAt: number;
	readonly updatedAt: number;
	/** Name given by the players; null = show date and players. */
	readonly title: string | null;
	/** Fold input: the setup and the box profile snapshot taken at game start. */
	readonly setup: Setup;
	readonly profile: BoxProfile;
	/** Active events (seq < head); events from head to count are undone but kept for redo. */
	readonly head: number;
	readonly count: number;
	/** Bumped by every write; the optimistic check between tabs. */
	readonly rev: number;
	/** Soft delete: 1 until restored or purged. A number because booleans cannot be indexed. */
	readonly deleted: 0 | 1;
	readonly deletedAt: number | null;
	/** Cleared by every change to the log: the final scoring must then be done again. */
	readonly final: FinalSummary | null;
}

export interface EventRow {
	readonly gameId: string;
	readonly seq: number;
	readonly event: GameEvent;
	readonly at: number;
}

export interface ProfileRow {
	readonly id: string;
	readonly name: string;
	readonly profile: BoxProfile;
	readonly updatedAt: number;
}

export interface SettingRow {
	readonly key: string;
	readonly value: unknown;
}

/** A game row of schema version 1 (before undo tails, soft delete, titles and scores). */
export interface GameRowV1 {
	readonly id: string;
	readonly createdAt: number;
	readonly updatedAt: number;
	readonly setup: Setup;
	readonly profile: BoxProfile;
	readonly status: 'running' | 'finished';
	readonly round: number;
	readonly playerNames: readonly string[];
	/** Player id of the winner of a finished game. */
	readonly winner: string | null;
}
