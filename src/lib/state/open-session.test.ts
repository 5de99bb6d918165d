import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteError } from './game-session.svelte';
import { storeGame, testDb } from '$lib/db/testing/fake-db';
import { GameSession } from './game-session.svelte';
import { openSession } from './open-session';

afterEach(() => vi.restoreAllMocks());

/** Resolves once `ready` or `failed` was called, or after a few tasks with neither. */
function outcome(db: ReturnType<typeof testDb>, id: string, leave = false) {
	const dispose = vi.spyOn(GameSession.prototype, 'dispose');
	return new Promise<{ session: GameSession | null; error: WriteError | null; dispose: typeof dispose }>((resolve) => {
		const cleanup = openSession(
			id,
			(session) => resolve({ session, error: null, dispose }),
			(error) => resolve({ session: null, error, dispose }),
			db
		);
		if (leave) cleanup();
		setTimeout(() => resolve({ session: null, error: null, dispose }), 200);
	});
}

describe('openSession', () => {
	it('hands over the stored game a task after reading it, and its cleanup disposes it', async () => {
		const db = testDb();
		const row = await storeGame(db);
		const { session, error, dispose } = await outcome(db, row.id);
		expect(error).toBeNull();
		expect(session?.id).toBe(row.id);
		expect(dispose).not.toHaveBeenCalled();
		session?.dispose();
	});

	it('reports a game that is not stored', async () => {
		const { session, error } = await outcome(testDb(), 'no-such-game');
		expect(session).toBeNull();
		expect(error?.kind).toBe('not-found');
	});

	it('disposes a session that arrives after the page was left, and hands nothing over', async () => {
		const db = testDb();
		const row = await storeGame(db);
		const { session, error, dispose } = await outcome(db, row.id, true);
		expect(session).toBeNull();
		expect(error).toBeNull();
		expect(dispose).toHaveBeenCalledTimes(1);
	});
});
