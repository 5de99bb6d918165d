import { render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '$lib/db/instance';
import { storeGame, vpSteps } from '$lib/db/testing/fake-db';
import Page from './+page.svelte';

// Counts what opening a game costs: every read-and-check of its stored log and every event folded (by the engine's
// replay or one apply at a time).
const count = vi.hoisted(() => ({ restored: 0, folded: 0 }));
vi.mock('$lib/db/restore', async (original) => {
	const real = await original<typeof import('$lib/db/restore')>();
	return {
		...real,
		restoreLogPaused: (...args: Parameters<typeof real.restoreLogPaused>) => {
			count.restored++;
			return real.restoreLogPaused(...args);
		}
	};
});
vi.mock('$lib/games/armageddon', async (original) => {
	const real = await original<typeof import('$lib/games/armageddon')>();
	return {
		...real,
		replay: (...args: Parameters<typeof real.replay>) => {
			count.folded += args[2].length;
			return real.replay(...args);
		},
		apply: (...args: Parameters<typeof real.apply>) => {
			count.folded++;
			return real.apply(...args);
		}
	};
});
vi.mock('$app/navigation', () => ({ goto: vi.fn() }));
vi.mock('$app/state', () => ({ page: { params: { id: 'counted' } } }));

beforeEach(async () => {
	const db = appDb();
	await Promise.all([db.games.clear(), db.events.clear(), db.settings.clear(), db.profiles.clear()]);
	Object.assign(count, { restored: 0, folded: 0 });
});

afterEach(() => vi.useRealTimers());

describe('the game page', () => {
	it('reads and folds a stored game once when it opens (each of its 12 events once), and not again once it is drawn', async () => {
		await storeGame(appDb(), vpSteps(12), { id: 'counted' });
		render(Page);
		await screen.findByRole('heading', { level: 1, name: /Round 1/ });
		await screen.findByText(/Saved/);
		// What the page does after its first paint (the log, the bids) must not read or fold the game again.
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(count).toEqual({ restored: 1, folded: 12 });
	});
});
