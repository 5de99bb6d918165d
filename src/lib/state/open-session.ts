import type { CompanionDb } from '$lib/db/database';
import type { WriteError } from '$lib/db/errors';
import { appDb } from '$lib/db/instance';
import { nextTask } from '$lib/platform/next-task';
import { GameSession } from './game-session.svelte';
import { table } from './table.svelte';

/**
 * Opens a stored game's session for a page's `$effect` and returns the effect's cleanup. `ready` gets the
 * session a task after it was read, `failed` the error; a session the page no longer wants (left, or another
 * game asked for) is disposed, also one that arrives after the cleanup.
 */
export function openSession(
	gameId: string,
	ready: (session: GameSession) => void,
	failed: (error: WriteError) => void,
	db: CompanionDb = appDb()
): () => void {
	let gone = false;
	// Phones are joined over this game: every page uses the table's session (it outlives the page).
	const linked = table.sessionFor(gameId);
	if (linked) {
		void nextTask().then(() => {
			if (!gone) ready(linked);
		});
		return () => {
			gone = true;
		};
	}
	let session: GameSession | null = null;
	void GameSession.open(db, gameId).then(async (opened) => {
		if (!opened.ok) {
			if (!gone) failed(opened.error);
			return;
		}
		session = opened.value;
		// Reading and folding the log is one task, drawing the game the next: no one long task at the start.
		await nextTask();
		if (gone) session.dispose();
		else ready(session);
	});
	return () => {
		gone = true;
		session?.dispose();
	};
}
