import { render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { testDb, testSetup } from '$lib/db/testing/fake-db';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { GameSession } from '$lib/state/game-session.svelte';
import { GameController } from './game-controller.svelte';
import GameBody from './GameBody.svelte';

const open: GameSession[] = [];
afterEach(() => open.splice(0).forEach((s) => s.dispose()));

async function game(): Promise<GameController> {
	const created = await GameSession.create(testDb(), testSetup(), FIXTURE_COMPLETE_PROFILE);
	if (!created.ok) throw new Error(created.error.message);
	open.push(created.value);
	return new GameController(created.value);
}

const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('GameBody', () => {
	it('before round 1 asks where the tracks are kept at the top, above the players and the start button', async () => {
		render(GameBody, { game: await game() });
		// The choice comes with the set-up summary, in the page's later chunk.
		const choice = await screen.findByRole('group', { name: 'Tracks' }, { timeout: 20_000 });
		expect(before(choice, screen.getByRole('heading', { name: 'Players' }))).toBe(true);
		expect(before(choice, screen.getByRole('button', { name: 'Start round 1' }))).toBe(true);
	}, 30_000);

	it('draws the players and the step first; the bids under the set-up list and the round log come after the first paint', async () => {
		const g = await game();
		expect(await g.dispatch({ type: 'start-round' })).toBe(true);
		render(GameBody, { game: g });
		expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
		expect(screen.queryByRole('heading', { name: 'Bids in round 1' })).toBeNull();
		expect(screen.queryByRole('heading', { name: 'Round log' })).toBeNull();
		expect(await screen.findByRole('heading', { name: 'Bids in round 1' })).toBeInTheDocument();
		expect(await screen.findByRole('heading', { name: 'Round log' })).toBeInTheDocument();
	});

	it('once round 1 started, no longer asks', async () => {
		const g = await game();
		expect(await g.dispatch({ type: 'start-round' })).toBe(true);
		render(GameBody, { game: g });
		expect(screen.queryByRole('group', { name: 'Tracks' })).toBeNull();
	});
});
