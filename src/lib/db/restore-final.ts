/**
 * The restore layer's check of a game row's saved final scoring: the figures are derived again from the saved
 * entries with the final scorer (or bounded by the box), never trusted. A module of its own so that the scorer is
 * loaded only where a final is read: the game page loads it when the game it opens holds one
 * (`restoreGameRowLoading` in ./restore.ts), the history, the statistics and the backups with their rows.
 */
import { emptyProfile, savedFinalProblem, type SavedFinalBox } from '../games/armageddon';
import { damage, gameRowShape, type Restored } from './restore';
import type { GameRow } from './rows';

/**
 * What a stored game's final scoring was scored with, as far as the row alone tells. A game without steps (a quick
 * score) was scored with its own profile and tiles; a tracked game's steps may have entered or changed box values
 * and the public tile drawn at the table, so only what the rules and the app's own draw fix is known: the rest is
 * bounded (an import replays the steps and derives all of it).
 */
function finalBoxOf(row: GameRow): SavedFinalBox {
	const stepless = row.count === 0;
	const tile = row.setup.publicTiles[1];
	return {
		profile: stepless ? row.profile : emptyProfile(),
		publicTile: stepless || tile.drawn === 'app' ? tile.tile : null,
		players: row.setup.players.map((p) => p.id)
	};
}

/** A schema-checked row whose saved final scoring (and one kept for redo) must be one the game can have given. */
export function checkSavedFinals(row: GameRow): Restored<GameRow> {
	for (const final of [row.final, row.undoneFinal?.final]) {
		const problem = final ? savedFinalProblem(final, finalBoxOf(row)) : null;
		if (problem) return { ok: false, damage: damage('games', row.id, { kind: 'final-impossible', problem, names: Object.fromEntries(row.setup.players.map((p) => [p.id, p.name])) }) };
	}
	return { ok: true, value: row };
}

/** A game row; its saved final scoring (and one kept for redo) must be one the game can have given. */
export function restoreGameRow(raw: unknown): Restored<GameRow> {
	const shaped = gameRowShape(raw);
	return shaped.ok ? checkSavedFinals(shaped.value) : shaped;
}
