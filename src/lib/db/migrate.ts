/** Data migrations between database schema versions, run inside Dexie's upgrade transaction. */
import Dexie, { type Transaction } from 'dexie';
import { type FinalSummary, type GameEvent, type GameState, replay } from '../games/armageddon';
import type { EventRow, GameRow, GameRowV1, GameSummary } from './rows';
import { summarize } from './summary';

/** v1 kept only the winner's id of a finished game; the totals are the running totals it ended with. */
function finalOf(row: GameRowV1, state: GameState): FinalSummary | null {
	if (row.status !== 'finished' || !state.players.some((p) => p.id === row.winner)) return null;
	return {
		totals: Object.fromEntries(state.players.map((p) => [p.id, p.vp])),
		winners: state.players.filter((p) => p.id === row.winner).map((p) => p.id),
		decidedBy: 'vp'
	};
}

/** Summary of a v1 row from its events; a row too damaged to fold keeps what it had and is reported on read. */
function summaryOf(row: GameRowV1, events: readonly GameEvent[]): GameSummary & { final: FinalSummary | null } {
	try {
		const { state } = replay(row.setup, row.profile, events);
		const final = finalOf(row, state);
		return { ...summarize(state, final), final };
	} catch {
		return { status: 'running', round: row.round, phase: 'not-started', players: [], winners: [], final: null };
	}
}

/** v1 → v2: every event becomes active (head = count); rows gain rev, title, soft delete, scores and the final result. */
export async function upgradeV1toV2(tx: Transaction): Promise<void> {
	const games = tx.table<GameRowV1 | GameRow, string>('games');
	const events = tx.table<EventRow, [string, number]>('events');
	const rows = (await games.toArray()) as GameRowV1[];
	for (const row of rows) {
		const stored = await events
			.where('[gameId+seq]')
			.between([row.id, Dexie.minKey], [row.id, Dexie.maxKey])
			.toArray();
		const list = stored.map((e) => e.event);
		const { playerNames: _names, winner: _winner, ...kept } = row;
		const next: GameRow = {
			...kept,
			...summaryOf(row, list),
			title: null,
			head: list.length,
			count: list.length,
			rev: 0,
			deleted: 0,
			deletedAt: null
		};
		await games.put(next);
	}
}
