import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { apply } from '$lib/games/armageddon';
import type { GameEvent, GameState, PlayerId } from '$lib/games/armageddon';
import { ANI, bids, FRANK, newGame, NIKKI, play, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import BidPanel from './BidPanel.svelte';
import { FakeGame } from './panels/testing/fake-game.svelte';
import PanelHost from './testing/PanelHost.svelte';

const NAMES: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? id;

/** The panel over a live fold: each dispatched event is applied by the engine, and the panel reads the new state from its context. */
function live(start: GameState) {
	const game = new FakeGame(start);
	game.name = name;
	const dispatch = vi.spyOn(game, 'dispatch');
	render(PanelHost, { props: { game, panel: BidPanel } });
	return { dispatch, state: () => game.state };
}

const column = (area: string) => within(screen.getByRole('region', { name: area }));
const placedNames = (area: string) => column(area).queryAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

describe('BidPanel', () => {
	it('places bids in the order they are tapped, with the survivors set before', async () => {
		const { dispatch } = live(play(newGame(), { type: 'start-round' }));
		const more = screen.getByRole('button', { name: 'Survivors in the next bid: one more' });
		await fireEvent.click(more);
		await fireEvent.click(more);
		await fireEvent.click(column('Exploration').getByRole('button', { name: 'Nikki: bid 2 in Exploration (6 left)' }));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'bid', area: 'exploration', player: NIKKI, survivors: 2 });
		// The stepper is back at 0 for the next bid; Nikki has 4 left.
		await fireEvent.click(await column('Exploration').findByRole('button', { name: 'Ani: bid 0 in Exploration (6 left)' }));
		await vi.waitFor(() => expect(placedNames('Exploration')).toEqual(['1 Nikki 2', '2 Ani 0']));
		expect(column('Construction').getByRole('button', { name: 'Nikki: bid 0 in Construction (4 left)' })).toBeEnabled();
	});

	it('offers no second bid in an area and no bid beyond the survivors left', async () => {
		const { dispatch } = live(play(newGame(), { type: 'start-round' }));
		await fireEvent.click(column('City').getByRole('button', { name: /^Nikki: bid 0 in City/ }));
		expect(column('City').queryByRole('button', { name: /^Nikki:/ })).toBeNull();
		expect(column('Exploration').getByRole('button', { name: /^Nikki:/ })).toBeInTheDocument();
		expect(dispatch).toHaveBeenCalledTimes(1);

		// More survivors than Ani owns: the chip is disabled.
		const more = screen.getByRole('button', { name: 'Survivors in the next bid: one more' });
		for (let i = 0; i < 6; i++) await fireEvent.click(more);
		expect(column('City').getByRole('button', { name: 'Ani: bid 6 in City (6 left)' })).toBeEnabled();
		await fireEvent.click(column('City').getByRole('button', { name: 'Ani: bid 6 in City (6 left)' }));
		await column('Exploration').findByRole('button', { name: 'Ani: bid 0 in Exploration (0 left)' });
		await fireEvent.click(more);
		expect(column('Exploration').getByRole('button', { name: 'Ani: bid 1 in Exploration (0 left)' })).toBeDisabled();
	});

	it('places a marker tapped out of turn at once, and one tap gives it to the player who was due (rulebook p. 5)', async () => {
		const { dispatch, state } = live(play(newGame(), { type: 'start-round' }));
		expect(screen.getByText('Nikki bids next: tap a number')).toBeInTheDocument();
		// Frank is tapped while Nikki, the start player, is due: no question first (Undo, or the one tap below, takes it back).
		await fireEvent.click(column('City').getByRole('button', { name: /^Frank: bid 0 in City/ }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'bid', area: 'city', player: FRANK, survivors: 0, mix: { worker: 0, soldier: 0, engineer: 0, leader: 0 } });
		expect(screen.queryByRole('alertdialog')).toBeNull();
		// The skipped player is still due (p. 5: one marker per turn, from the markers placed).
		expect(await screen.findByText('Nikki bids next: tap a number')).toBeInTheDocument();
		expect(screen.getByRole('status')).toHaveTextContent('Frank’s marker went down before Nikki’s, who was due.');
		await fireEvent.click(screen.getByRole('button', { name: 'It was Nikki’s marker' }));
		await vi.waitFor(() => expect(state().bids.city.map((b) => b.player)).toEqual([NIKKI]));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'bid', area: 'city', player: NIKKI, survivors: 0, mix: { worker: 0, soldier: 0, engineer: 0, leader: 0 } });
		expect(screen.queryByRole('button', { name: /^It was/ })).toBeNull();
		// Two in a row by the same player is out of turn too: Ani is due now.
		await fireEvent.click(await column('Exploration').findByRole('button', { name: /^Nikki: bid 0 in Exploration/ }));
		expect(await screen.findByRole('button', { name: 'It was Ani’s marker' })).toBeInTheDocument();
		// A marker placed for the player due offers nothing to move.
		await fireEvent.click(within(column('Construction').getByRole('group', { name: /^Ani: one tap bids/ })).getByRole('button', { name: '0' }));
		await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^It was/ })).toBeNull());
	});

	it('one row of numbers places a bid: no second row that only sets the number; Exploration and Construction bids carry no colours', async () => {
		const { dispatch } = live(play(newGame(), { type: 'start-round' }));
		// Only the rows of the player due hold numbers (one per area); the survivors of a bid out of turn are typed.
		expect(screen.queryAllByRole('button', { name: '3' })).toHaveLength(3);
		await fireEvent.input(screen.getByRole('spinbutton', { name: 'Survivors in the next bid' }), { target: { value: '3' } });
		await fireEvent.click(column('Exploration').getByRole('button', { name: 'Nikki: bid 3 in Exploration (6 left)' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'bid', area: 'exploration', player: NIKKI, survivors: 3 });
		expect(screen.getByRole('spinbutton', { name: 'Survivors in the next bid' })).toHaveAttribute('aria-valuenow', '0');
	});

	it('a City bid records its colours: the most likely mix, or the one the table sets', async () => {
		const start = play(newGame(), { type: 'start-round' });
		const withEngineer = { ...start, players: start.players.map((p) => (p.id === NIKKI ? { ...p, survivors: { worker: 4, soldier: 0, engineer: 1, leader: 1 } } : p)) };
		const { dispatch, state } = live(withEngineer);
		await fireEvent.click(screen.getByRole('button', { name: 'Survivors in the next bid: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Survivors in the next bid: one more' }));
		expect(column('City').getByText('Nikki in City: 1 engineer, 1 worker')).toBeInTheDocument();
		await fireEvent.click(column('City').getByRole('button', { name: 'Change colours' }));
		const colours = within(column('City').getByRole('group', { name: 'Survivors in City by colour' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Worker: one less' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Leader: one more' }));
		expect(column('City').getByText('Nikki in City: 1 engineer, 1 leader')).toBeInTheDocument();
		await fireEvent.click(column('City').getByRole('button', { name: /^Nikki: bid 2 in City/ }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'bid', area: 'city', player: NIKKI, survivors: 2, mix: { worker: 0, soldier: 0, engineer: 1, leader: 1 } });
		expect(state().bids.city[0]?.mix).toEqual({ worker: 0, soldier: 0, engineer: 1, leader: 1 });
	});

	it('the player due bids with one tap on a number in the area; City takes the colours set for that number', async () => {
		const { dispatch, state } = live(play(newGame(), { type: 'start-round' }));
		const due = (who: string, area: string) => within(column(area).getByRole('group', { name: `${who}: one tap bids in ${area}` }));
		await fireEvent.click(due('Nikki', 'Exploration').getByRole('button', { name: '2' }));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'bid', area: 'exploration', player: NIKKI, survivors: 2 });
		await fireEvent.click(await within(await column('Construction').findByRole('group', { name: 'Ani: one tap bids in Construction' })).findByRole('button', { name: '0' }));
		await vi.waitFor(() => expect(state().bids.construction).toEqual([{ player: ANI, survivors: 0 }]));
		// only the player due gets the one-tap numbers; the others keep their chip
		expect(column('City').queryByRole('group', { name: /^Nikki: one tap/ })).toBeNull();
		expect(column('City').getByRole('button', { name: /^Nikki: bid 0 in City/ })).toBeInTheDocument();
		// Frank's City colours: count first, colours changed, then the number in City
		await fireEvent.click(screen.getByRole('button', { name: 'Survivors in the next bid: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Survivors in the next bid: one more' }));
		await fireEvent.click(column('City').getByRole('button', { name: 'Change colours' }));
		const colours = within(column('City').getByRole('group', { name: 'Survivors in City by colour' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Worker: one less' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Leader: one more' }));
		await fireEvent.click(due('Frank', 'City').getByRole('button', { name: '2' }));
		expect(dispatch).toHaveBeenLastCalledWith({ type: 'bid', area: 'city', player: FRANK, survivors: 2, mix: { worker: 1, soldier: 0, engineer: 0, leader: 1 } });
	});

	it('keeps the number when the engine refuses the bid', async () => {
		const dispatch = vi.fn(async () => false);
		const gameState = play(newGame(), { type: 'start-round' });
		render(PanelHost, { props: { game: { dispatch, name, state: gameState }, panel: BidPanel } });
		await fireEvent.click(screen.getByRole('button', { name: 'Survivors in the next bid: one more' }));
		await fireEvent.click(column('City').getByRole('button', { name: /^Nikki: bid 1 in City/ }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'bid', area: 'city', player: NIKKI, survivors: 1, mix: { worker: 1, soldier: 0, engineer: 0, leader: 0 } });
		expect(await column('City').findByRole('button', { name: 'Nikki: bid 1 in City (6 left)' })).toBeEnabled();
	});

	it('shows the auction result with the tie reasons once the last bid is in', async () => {
		const start = play(newGame(), { type: 'start-round' });
		const almost = play(
			start,
			...bids({
				exploration: [
					[NIKKI, 2],
					[ANI, 2],
					[FRANK, 0],
					[TRAVIS, 1]
				],
				construction: [
					[ANI, 1],
					[NIKKI, 0],
					[TRAVIS, 0],
					[FRANK, 0]
				],
				city: [
					[FRANK, 1],
					[TRAVIS, 0],
					[ANI, 0]
				]
			})
		);
		live(almost);
		expect(screen.queryByRole('heading', { name: 'Auction result' })).toBeNull();
		await fireEvent.click(column('City').getByRole('button', { name: /^Nikki: bid 0 in City/ }));
		// The result comes with the later chunk (the steps after the bids), loaded on first need.
		expect(await screen.findByRole('heading', { name: 'Auction result' }, { timeout: 20_000 })).toBeInTheDocument();
		const result = screen.getByRole('region', { name: 'Auction result' });
		expect(result).toHaveTextContent('Bonus Nikki Nikki bid before Ani');
		expect(result).toHaveTextContent('Penalty Frank');
		// The bid chips are gone: every player bid once per area.
		expect(screen.queryByRole('button', { name: /: bid / })).toBeNull();
	}, 30_000);
});
