/** Creates the game of a finished setup: stores it, records the tiles entered at the table, remembers the players. */
import type { CompanionDb } from '$lib/db/database';
import type { WriteError } from '$lib/db/errors';
import { appDb } from '$lib/db/instance';
import { rememberPlayers } from '$lib/db/settings';
import { apply, createGame, type BoxProfile, type GameEvent, type Rejection, type Setup } from '$lib/games/armageddon';
import { GameSession } from './game-session.svelte';

export type Started =
	| { readonly ok: true; readonly id: string }
	/** `session` is set when the game exists but is not (fully) stored yet: retry with it. */
	/** `rejection`, for kind 'rejected', is the engine's refusal (the screen words its detail); `error`, for kind 'save', the storage error. */
	| {
			readonly ok: false;
			readonly kind: 'save' | 'rejected';
			readonly reason: string;
			readonly rejection?: Rejection;
			readonly error?: WriteError;
			readonly session?: GameSession;
	  };

async function stored(session: GameSession): Promise<Started> {
	if (session.status === 'unsaved') await session.retrySave();
	if (session.status === 'unsaved') return { ok: false, kind: 'save', reason: session.error?.message ?? '', ...(session.error ? { error: session.error } : {}), session };
	return { ok: true, id: session.id };
}

/** Starts the game, or finishes a start whose saving failed (`retry`). The session is closed once stored. */
export async function startGame(
	input: { setup: Setup; profile: BoxProfile; tiles: GameEvent | null; retry?: GameSession },
	db: CompanionDb = appDb()
): Promise<Started> {
	let session = input.retry;
	if (!session) {
		// Checked before anything is stored, so a refused entry leaves no half-made game behind.
		const check = input.tiles && apply(createGame(input.setup, input.profile), input.tiles);
		if (check && !check.ok) return { ok: false, kind: 'rejected', reason: check.reason, rejection: check };
		const created = await GameSession.create(db, input.setup, input.profile);
		if (!created.ok) return { ok: false, kind: 'save', reason: created.error.message, error: created.error };
		session = created.value;
		if (input.tiles) {
			const entered = await session.dispatch(input.tiles);
			if (!entered.ok) {
				session.dispose();
				return { ok: false, kind: 'rejected', reason: entered.reason, rejection: entered };
			}
		}
	}
	const done = await stored(session);
	if (!done.ok) return done;
	session.dispose();
	// Forgetting the names is no reason to hold up the game.
	await rememberPlayers(
		db,
		input.setup.players.map((p) => ({ name: p.name, colour: p.colour }))
	);
	return done;
}
