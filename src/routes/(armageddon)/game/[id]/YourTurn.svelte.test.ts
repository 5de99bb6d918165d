import { render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dueBidder, type GameState } from '$lib/games/armageddon';
import { newGame, NIKKI, play, ZERO_BIDS } from '$lib/games/armageddon/testing/game-builders';
import { table, type LinkedTable } from '$lib/state/table.svelte';
import YourTurn from './YourTurn.svelte';

const phone = (role: 'host' | 'phone', me: string | null, seats: Record<string, string>): LinkedTable => ({ role, game: 'g1', session: null, seats, me, close: vi.fn() });
const bid = (s: GameState) => play(s, { type: 'bid', area: 'exploration', player: dueBidder(s)!, survivors: 0 });

afterEach(() => {
	table.leave();
	Reflect.deleteProperty(navigator, 'vibrate');
});

describe('YourTurn', () => {
	const bidding = play(newGame(), { type: 'start-round' });
	const first = dueBidder(bidding)!;
	const name = bidding.players.find((p) => p.id === first)!.name;

	it('on the phone holding the due player’s seat: "your turn" and what to do, with one buzz per turn', async () => {
		const vibrate = vi.fn(() => true);
		Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
		table.use(phone('phone', 'p1', { [first]: 'p1' }));
		const shown = render(YourTurn, { gameState: bidding, gameId: 'g1' });
		expect(screen.getByRole('status')).toHaveTextContent(`Your turn, ${name}`);
		expect(screen.getByRole('status')).toHaveTextContent('Place your next bid.');
		expect(vibrate).toHaveBeenCalledTimes(1);

		// Their marker is down: the next player is due, nothing shows here.
		let s = bid(bidding);
		await shown.rerender({ gameState: s, gameId: 'g1' });
		expect(screen.getByRole('status')).not.toHaveTextContent(/Your turn/);
		// The round comes back to them: a new turn, a new buzz; not again while it lasts.
		while (dueBidder(s) !== first) s = bid(s);
		await shown.rerender({ gameState: s, gameId: 'g1' });
		expect(screen.getByRole('status')).toHaveTextContent(`Your turn, ${name}`);
		await shown.rerender({ gameState: { ...s }, gameId: 'g1' });
		expect(vibrate).toHaveBeenCalledTimes(2);
	});

	it('an owed equipment choice followed by the same player’s pick is one turn: one buzz', async () => {
		const vibrate = vi.fn(() => true);
		Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
		table.use(phone('phone', 'p1', { [NIKKI]: 'p1' }));
		const owed = play(newGame(), { type: 'start-round' }, ...ZERO_BIDS);
		const shown = render(YourTurn, { gameState: owed, gameId: 'g1' });
		expect(screen.getByRole('status')).toHaveTextContent('Decide about your equipment card.');
		await shown.rerender({ gameState: play(owed, { type: 'choose', player: NIKKI, equipment: 'beer' }), gameId: 'g1' });
		expect(screen.getByRole('status')).toHaveTextContent('Take an equipment card.');
		expect(vibrate).toHaveBeenCalledTimes(1);
	});

	it('nothing on the phone of another seat, on the host, or without a table', () => {
		for (const t of [phone('phone', 'p2', { [first]: 'p1', other: 'p2' }), phone('host', null, { [first]: 'p1' }), null]) {
			if (t) table.use(t);
			else table.leave();
			const shown = render(YourTurn, { gameState: bidding, gameId: 'g1' });
			expect(screen.queryByText(/Your turn/)).toBeNull();
			shown.unmount();
		}
	});

	it('where the phone cannot vibrate, the words alone', () => {
		table.use(phone('phone', 'p1', { [first]: 'p1' }));
		render(YourTurn, { gameState: bidding, gameId: 'g1' });
		expect(screen.getByRole('status')).toHaveTextContent(`Your turn, ${name}`);
	});
});
