/** Games scored with the quick score calculator: stored as game rows without events, finished from the start. */
import { BAG, type BoxProfile, type Colour, createGame, type PlayerId, removedAtSetup, type ScoringTile, type Setup, START_PIECES, type FinalEntries } from '../games/armageddon';
import type { CompanionDb } from './database';
import { attempt, type DbResult } from './errors';
import { newGameRow } from './games';
import { restoreRows, type Damage } from './restore';
import { restoreGameRow } from './restore-final';
import type { GameRow } from './rows';
import { finalSummary, summarize, type FinalOutcome } from './summary';

/** What a quick score keeps: who played, the tiles they scored and the result. */
export interface QuickScore {
	readonly players: readonly { readonly id: PlayerId; readonly name: string; readonly colour: Colour }[];
	readonly publicTile: ScoringTile | null;
	readonly privateTiles: Readonly<Record<PlayerId, readonly [ScoringTile | null, ScoringTile | null]>>;
	readonly profile: BoxProfile;
	readonly result: FinalOutcome;
	/** What was entered per player, so the result read back is derived from it (absent in scores saved before). */
	readonly entries?: Readonly<Record<PlayerId, FinalEntries>>;
}

const atTable = <T>(tile: T | null) => ({ drawn: 'physical' as const, tile });

/** The setup a quick score is stored with: every tile as drawn at the table, nothing drawn by the app. */
export function quickSetup(score: QuickScore): Setup {
	const ids = score.players.map((p) => p.id);
	return {
		players: score.players.map((p) => ({ id: p.id, name: p.name, colour: p.colour })),
		seed: 'quick',
		publicTiles: [atTable<ScoringTile>(null), atTable(score.publicTile)],
		privateTiles: Object.fromEntries(
			ids.map((id) => {
				const [a = null, b = null] = score.privateTiles[id] ?? [];
				return [id, [atTable(a), atTable(b)]];
			})
		),
		auctionTiles: [atTable(null), atTable(null), atTable(null)],
		auctionStack: [],
		vpStack: ids,
		bag: { ...BAG.value },
		startingPieces: { ...START_PIECES.value },
		removed: { ...removedAtSetup(ids.length) },
		rngState: []
	};
}

/** The row of a quick score (not stored yet): finished, with its result and per-category points. */
export function quickScoreRow(score: QuickScore, opts: { id?: string; now?: number; title?: string | null } = {}): GameRow {
	const setup = quickSetup(score);
	const row = newGameRow(setup, score.profile, opts);
	const final = finalSummary(score.result, { quick: true, ...(score.entries ? { entries: score.entries } : {}) });
	return { ...row, ...summarize(createGame(setup, score.profile), final), final };
}

/** Stores a quick score so the history and the statistics show it like any finished game. */
export function saveQuickScore(
	db: CompanionDb,
	score: QuickScore,
	opts: { id?: string; now?: number; title?: string | null } = {}
): Promise<DbResult<GameRow>> {
	return attempt(async () => {
		const row = quickScoreRow(score, opts);
		await db.games.add(row);
		return row;
	});
}

/** Every finished game not in the bin (tracked or quick), oldest first: the input of the statistics. */
export function listFinishedGames(db: CompanionDb): Promise<DbResult<{ games: GameRow[]; damaged: Damage[] }>> {
	return attempt(async () => {
		const raw = await db.games.orderBy('updatedAt').toArray();
		const { rows, damaged } = restoreRows(raw, restoreGameRow);
		return { games: rows.filter((g) => g.deleted === 0 && g.status === 'finished' && g.final !== null), damaged };
	});
}
