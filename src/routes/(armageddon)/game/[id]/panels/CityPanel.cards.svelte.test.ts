import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import CityPanel from './CityPanel.svelte';
import { FakeGame, play } from './testing/fake-game.svelte';
import { action, cityFor, correct, doIt, FIRST, show } from './testing/city-panel';
import PanelHost from '../testing/PanelHost.svelte';

// Many taps in jsdom: slow on a busy machine.
describe('CityPanel: the actions printed on the buildings', { timeout: 30_000 }, () => {
	it('offers the actions printed on the player’s buildings in one tap: kind, colour and number prefilled', async () => {
		const state = play(cityFor(2, { cards: { [FIRST]: { soldier: 1 } } }), correct('marauders', 3));
		const armoury = { type: 'military' as const, housing: 1, starVp: 0, name: 'Fixture Armoury', actions: [{ kind: 'fight' as const, uses: 1, needs: 'soldier' as const, amount: 2 }] };
		const withCard = { ...state, players: state.players.map((p) => (p.id === FIRST ? { ...p, sites: { ...p.sites, 3: armoury } } : p)) };
		const game = show(withCard);
		const printed = within(screen.getByRole('group', { name: 'From the buildings' }));
		// The card leaves nothing to choose: its one tap is the action, no form and no "Do it".
		await fireEvent.click(printed.getByRole('button', { name: /^Fixture Armoury: Fight off marauders 2/ }));
		expect(game.events[0]).toEqual({ type: 'city-action', player: FIRST, action: { kind: 'fight', marauders: 2, survivors: 1, needs: 'soldier', site: 3 } });
		expect(game.rejections).toEqual([]);
		expect(screen.queryByRole('button', { name: 'Do it' })).toBeNull();
	});

	it('takes a building’s action as its card prints it: the survivor is the card’s, and "1×" is used once a round', async () => {
		// Three soldiers: after the fight two are left for the extension, so the turn stays open.
		const state = play(cityFor(3, { cards: { [FIRST]: { soldier: 1 } } }), correct('marauders', 3));
		const barracks = { type: 'military' as const, housing: 1, starVp: 0, name: 'Barracks', actions: [{ kind: 'fight' as const, uses: 1, needs: 'soldier' as const, amount: 2 }] };
		const soldiers = { worker: 0, soldier: 3, engineer: 0, leader: 0 };
		const withCard = { ...state, players: state.players.map((p) => (p.id === FIRST ? { ...p, survivors: { ...p.survivors, soldier: 3 }, cityBid: soldiers, sites: { ...p.sites, 3: barracks } } : p)) };
		const game = show(withCard);
		const printed = () => within(screen.getByRole('group', { name: 'From the buildings' })).getByRole('button', { name: /^Barracks: Fight off marauders 2/ });
		// What the card asks for is not a choice of the moment: the card's survivor is named on its button.
		expect(printed()).toHaveTextContent('Soldier');
		await fireEvent.click(printed());
		expect(screen.queryByRole('radiogroup', { name: 'Survivor the card asks for' })).toBeNull();
		expect(game.events).toEqual([{ type: 'city-action', player: FIRST, action: { kind: 'fight', marauders: 2, survivors: 1, needs: 'soldier', site: 3 } }]);
		expect(printed()).toBeDisabled();
		// Every building of the player has its actions entered: no fight but the printed one, not in one tap either.
		expect(action('Fight off marauders')).toBeDisabled();
		expect(screen.queryByRole('button', { name: /^Fight off/ })).toBeNull();
	});

	it('opens the form only where the card leaves a choice; names the leader where only it can act for the card', async () => {
		const state = play(cityFor(2), correct('marauders', 1));
		const depot = {
			type: 'civil' as const,
			housing: 1,
			starVp: 0,
			name: 'Depot',
			actions: [
				{ kind: 'draw-equipment' as const, uses: 1, needs: 'any' as const },
				{ kind: 'gain-vp' as const, uses: 1, needs: 'engineer' as const, amount: 2 }
			]
		};
		const bid = { worker: 1, soldier: 0, engineer: 0, leader: 1 };
		const game = show({ ...state, players: state.players.map((p) => (p.id === FIRST ? { ...p, cityBid: bid, sites: { ...p.sites, 3: depot } } : p)) });
		const printed = within(screen.getByRole('group', { name: 'From the buildings' }));
		const gain = printed.getByRole('button', { name: /^Depot: Gain VP 2/ });
		expect(gain).toHaveTextContent('The leader acts as: Engineer');
		await fireEvent.click(printed.getByRole('button', { name: /^Depot: Draw/ }));
		expect(game.events).toEqual([]);
		expect(action('Draw equipment')).toBeChecked();
		expect(doIt()).toBeInTheDocument();
		await fireEvent.click(gain);
		expect(game.events).toEqual([{ type: 'city-action', player: FIRST, action: { kind: 'gain-vp', vp: 2, survivors: 1, needs: 'engineer', site: 3 } }]);
	});

	it('suggests the leader where only it can serve the card: one tap sets the colours and takes the action', async () => {
		const state = cityFor(3);
		const hall = { type: 'civil' as const, housing: 2, starVp: 1, name: 'Hall', actions: [{ kind: 'gain-vp' as const, uses: 2, needs: 'engineer' as const, amount: 2 }] };
		const workers = { worker: 3, soldier: 0, engineer: 0, leader: 0 };
		const game = show({
			...state,
			players: state.players.map((p) => (p.id === FIRST ? { ...p, survivors: { worker: 4, soldier: 0, engineer: 0, leader: 1 }, leaderAwayAt: null, cityBid: workers, sites: { ...p.sites, 3: hall } } : p))
		});
		const button = within(screen.getByRole('group', { name: 'From the buildings' })).getByRole('button', { name: /^Hall: Gain VP 2/ });
		expect(button).toBeEnabled();
		expect(button).toHaveTextContent(`The leader stands in as: Engineer (then ${game.name(FIRST)} in City: 2 workers, 1 leader)`);
		await fireEvent.click(button);
		await vi.waitFor(() =>
			expect(game.events).toEqual([
				{ type: 'city-colours', player: FIRST, mix: { worker: 2, soldier: 0, engineer: 0, leader: 1 } },
				{ type: 'city-action', player: FIRST, action: { kind: 'gain-vp', vp: 2, survivors: 1, needs: 'engineer', site: 3 } }
			])
		);
		expect(game.rejections).toEqual([]);
	});

	it('a player left with nothing to do passes on by itself, and so does every next player with nothing to do', async () => {
		const state = cityFor(1);
		const post = { type: 'military' as const, housing: 1, starVp: 0, name: 'Post', actions: [{ kind: 'gain-vp' as const, uses: 1, needs: 'any' as const, amount: 1 }] };
		const game = new FakeGame({ ...state, players: state.players.map((p) => (p.id === FIRST ? { ...p, sites: { ...p.sites, 3: post } } : p)) });
		game.buildingCards = [{ name: 'Post', level: 1, type: 'military', housing: 1, starVp: 0, actions: post.actions }];
		render(PanelHost, { props: { game, panel: CityPanel } });
		await fireEvent.click(within(screen.getByRole('group', { name: 'From the buildings' })).getByRole('button', { name: /^Post:/ }));
		await vi.waitFor(() => expect(game.state.phase).toBe('completion'));
		expect(game.events.map((e) => e.type)).toEqual(['city-action', 'city-done', 'city-done', 'city-done', 'city-done']);
	});

	it('offers no fight off in one tap to a player without a building once the box’s cards carry their actions', () => {
		const state = play(cityFor(2), correct('marauders', 2));
		const game = new FakeGame(state);
		game.buildingCards = [{ name: 'Barracks', level: 1, type: 'military', housing: 1, starVp: 0, actions: [{ kind: 'fight', uses: 1, needs: 'soldier', amount: 2 }] }];
		render(PanelHost, { props: { game, panel: CityPanel } });
		expect(screen.queryByRole('button', { name: /^Fight off/ })).toBeNull();
		expect(action('Fight off marauders')).toBeDisabled();
	});
});
