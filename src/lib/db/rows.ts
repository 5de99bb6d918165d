/** Row shapes of the current database schema (version 2). */
import type { BoxProfile, Colour, FinalSummary, GameEvent, Phase, PlayerId, Setup } from '../games/armageddon';

/** `scoring`: round 6 is complete and the final scoring not saved yet. */
export type GameStatus = 'running' | 'scoring' | 'finished';

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
	/** A saved final scoring taken back by undo; absent in rows written before it was kept. */
	readonly undoneFinal?: UndoneFinal | null;
}

/**
 * A saved final scoring that undo set aside: redo back to `head` restores it as it was; a new step (which
 * replaces the undone tail) drops it, as the game then really changed.
 */
export interface UndoneFinal {
	/** The head the final scoring was saved at. */
	readonly head: number;
	readonly final: FinalSummary;
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
