import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { loadGame } from '$lib/db/games';
import { testDb, testSetup, vpSteps } from '$lib/db/testing/fake-db';
import type { GameState, Result } from '$lib/games/armageddon';
import type { Op } from '$lib/sync/protocol';
import { GameSession } from './game-session.svelte';
import { joinedGame } from './joined-phone.svelte';

const open: GameSession[] = [];
afterEach(() => open.splice(0).forEach((s) => s.dispose()));

describe('GameSession with phones joined', () => {
	it('hands steps, undo and redo to the one who orders them, and stores the log it hands back', async () => {
		const db = testDb();
		const r = await GameSession.create(db, testSetup(), FIXTURE_COMPLETE_PROFILE);
		if (!r.ok) throw new Error(r.error.message);
		const session = r.value;
		open.push(session);
		const proposed: Op[] = [];
		const steps = vpSteps(3);
		session.order = {
			propose: async (op): Promise<Result<GameState>> => {
				proposed.push(op);
				// The host accepted: it hands back its log (here the first steps, then one undone).
				return session.adopt(steps, op.kind === 'undo' ? 2 : 3);
			}
		};
		expect(session.linked).toBe(true);
		await session.dispatch(steps[0]!);
		expect(proposed).toEqual([{ kind: 'step', event: steps[0] }]);
		expect(session.head).toBe(3);
		await session.undo();
		expect(proposed.at(-1)).toEqual({ kind: 'undo' });
		expect(session.head).toBe(2);
		const stored = await loadGame(db, session.id);
		if (!stored.ok) throw new Error(stored.error.message);
		expect([stored.value.head, stored.value.events]).toEqual([2, steps]);
		session.order = null;
		expect(session.linked).toBe(false);
	});

	it('stores a joined game under the host id, and refuses a stored game of the same id with another setup', async () => {
		const db = testDb();
		const steps = vpSteps(2);
		const joined = await joinedGame(db, 'host-game-1', testSetup(), FIXTURE_COMPLETE_PROFILE, steps, 2);
		if (!joined.ok) throw new Error(joined.error.message);
		open.push(joined.value);
		expect(joined.value.id).toBe('host-game-1');
		expect(joined.value.events).toEqual(steps);
		const other = testSetup();
		const clash = await joinedGame(db, 'host-game-1', { ...other, seed: 'OTHER1' }, FIXTURE_COMPLETE_PROFILE, steps, 2);
		expect(clash.ok).toBe(false);
	});
});
