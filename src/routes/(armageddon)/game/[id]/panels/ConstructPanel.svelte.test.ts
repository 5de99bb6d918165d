import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { describeInstructions } from '$lib/i18n/instructions';
import type { BuildingCard, GameState, Instruction } from '$lib/games/armageddon';
import ConstructPanel from './ConstructPanel.svelte';
import { ANI, FakeGame, FRANK, newTable, NIKKI, play, SavingGame, TRAVIS, toConstruction } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';

const PLAIN = [2, 6, 4] as const;
// Nikki picks first, then Ani, Frank, Travis.
const FIRST_NIKKI = { construction: { [NIKKI]: 3, [ANI]: 2, [FRANK]: 1, [TRAVIS]: 0 } };

function show(state: GameState, cards: readonly BuildingCard[] = []) {
	const game = new FakeGame(state);
	game.buildingCards = cards;
	render(PanelHost, { props: { game, panel: ConstructPanel } });
	return game;
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const site = (n: number) => within(screen.getByRole('radiogroup', { name: 'Site' })).getByRole('radio', { name: new RegExp(`^${n}\\b`) });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const toBox = () => screen.getByRole('button', { name: 'Return to the box' });
const player = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;

/** Fixture cards: names made up for the tests, not the box's. */
const YARD: BuildingCard = { name: 'Fixture Yard', level: 1, type: 'military', housing: 2, starVp: 0, special: 'builders-yard' };
const HALL: BuildingCard = { name: 'Fixture Hall', level: 1, type: 'civil', housing: 3, starVp: 1 };
const LAB: BuildingCard = { name: 'Fixture Lab', level: 2, type: 'science', housing: 1, starVp: 3 };

// Many taps in jsdom: slow on a busy machine.
describe('ConstructPanel', { timeout: 30_000 }, () => {
	it('picks a building card of the round’s level by name: the tile, then one tap on the card builds it', async () => {
		const state = toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI });
		// Ani's city already holds the Hall: that card is not in the deck any more
		const built = { ...state, players: state.players.map((p) => (p.id === ANI ? { ...p, sites: { ...p.sites, 4: { type: 'civil' as const, housing: 3, starVp: 1, name: 'Fixture Hall' } } } : p)) };
		const game = show(built, [YARD, HALL, LAB]);
		const pick = within(screen.getByRole('group', { name: 'Which card?' }));
		expect(pick.getAllByRole('button').map((r) => r.querySelector('span')?.textContent)).toEqual(['Fixture Yard', 'Return to the box']);
		expect(pick.getByRole('button', { name: /^Fixture Yard/ })).toHaveTextContent('Military · 2 housing');
		expect(screen.queryByLabelText('Name on the card')).toBeNull();
		// Nothing is sent before the tile is chosen.
		expect(pick.getByRole('button', { name: /^Fixture Yard/ })).toBeDisabled();
		expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

		await fireEvent.click(radio('−Damage'));
		expect(site(3)).toBeChecked();
		expect(game.events).toEqual([]);
		await fireEvent.click(pick.getByRole('button', { name: /^Fixture Yard/ }));
		expect(game.events).toEqual([
			{ type: 'construct', player: NIKKI, tile: 'damage-', build: { site: 3, building: { type: 'military', housing: 2, starVp: 0, name: 'Fixture Yard', special: 'builders-yard' } } }
		]);
		expect(game.rejections).toEqual([]);
	});

	it('enters a card not in the catalogue yet: its name and printed details, the tile and the preselected site folded to a line each', async () => {
		const game = show(toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI }), [YARD]);
		await fireEvent.click(radio('−Damage'));
		await fireEvent.click(screen.getByRole('button', { name: /^Another card/ }));
		// Chosen already: one line each, so the card's form fits one phone screen.
		expect(screen.queryByRole('radiogroup', { name: 'Building tile' })).toBeNull();
		expect(screen.getByText('−Damage')).toBeInTheDocument();
		expect(screen.queryByRole('radiogroup', { name: 'Site' })).toBeNull();
		expect(screen.getByText('3 (free)')).toBeInTheDocument();
		await fireEvent.input(screen.getByLabelText('Name on the card'), { target: { value: 'Fixture Tower' } });
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Type' })).getByRole('radio', { name: 'Civil' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Change the site' }));
		expect(site(3)).toBeChecked();
		await fireEvent.click(screen.getByRole('button', { name: 'Change the building tile' }));
		expect(radio('−Damage')).toBeChecked();
		await fireEvent.click(confirm());
		expect(game.events[0]).toMatchObject({ build: { site: 3, building: { type: 'civil', name: 'Fixture Tower', housing: 0, starVp: 0 } } });
	});

	it('the Exchange tile may take the worker from the City bid: the engineer then stands there (p. 10)', async () => {
		const state = toConstruction(newTable({ areas: PLAIN }), { bids: { ...FIRST_NIKKI, city: { [NIKKI]: 1 } } });
		const city = state.bids.city.map((b) => (b.player === NIKKI ? { ...b, mix: { worker: b.survivors, soldier: 0, engineer: 0, leader: 0 } } : b));
		const game = show({ ...state, bids: { ...state.bids, city } });
		await fireEvent.click(radio('Exchange'));
		await fireEvent.click(radio('Engineer'));
		await fireEvent.click(radio(/^The City bid/));
		await fireEvent.click(toBox());
		expect(game.events).toEqual([{ type: 'construct', player: NIKKI, tile: 'exchange', tileChoice: 'engineer', exchangeFromCity: true, build: null }]);
		expect(game.state.bids.city.find((b) => b.player === NIKKI)?.mix).toMatchObject({ worker: 0, engineer: 1 });
	});

	it('previews and dispatches Nikki’s −Marauder tile: marker 1 left and +1 VP (§10)', async () => {
		const state = toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI, cards: { [NIKKI]: { marauder: 1 } } });
		const nikki = player(state, NIKKI);
		expect(nikki.marauders).toBeGreaterThan(0);
		const game = show(state);
		expect(screen.getByRole('heading', { name: 'Nikki takes a building card' })).toBeInTheDocument();
		expect(toBox()).toBeDisabled();

		await fireEvent.click(radio('−Marauder'));
		const expected: Instruction[] = [
			{ kind: 'marauders', player: NIKKI, from: nikki.marauders, to: nikki.marauders - 1, because: 'building-tile' },
			{ kind: 'vp', player: NIKKI, delta: 1, total: nikki.vp + 1, because: 'building-tile' }
		];
		const preview = screen.getByRole('group', { name: 'This will change' });
		expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(describeInstructions(expected, game.name, 'en'));
		expect(game.events).toEqual([]);

		await fireEvent.click(toBox());
		expect(game.events).toEqual([{ type: 'construct', player: NIKKI, tile: 'marauder-', build: null }]);
		expect(player(game.state, NIKKI).vp).toBe(nikki.vp + 1);
	});

	it('keeps what the next player taps while the last pick is still being saved', async () => {
		const game = new SavingGame(toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI }));
		render(PanelHost, { props: { game, panel: ConstructPanel } });
		await fireEvent.click(radio('2 Houses'));
		await fireEvent.click(toBox());
		expect(screen.getByRole('heading', { name: 'Ani takes a building card' })).toBeInTheDocument();
		expect(radio('2 Houses')).toHaveAttribute('aria-checked', 'false');
		await fireEvent.click(radio('−Damage'));
		// No second step on top of one being stored: the commit waits, the tile chosen stays.
		expect(toBox()).toBeDisabled();
		game.saved();
		await vi.waitFor(() => expect(toBox()).toBeEnabled());
		expect(radio('−Damage')).toHaveAttribute('aria-checked', 'true');
	});

	it('builds on the first free site; the next player starts from a blank card, never from the previous player\'s', async () => {
		const game = show(toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI }));
		await fireEvent.click(radio('2 Houses'));
		expect(site(3)).toBeChecked();
		await fireEvent.click(radio('Science'));
		await fireEvent.click(screen.getByRole('button', { name: 'Housing: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Housing: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Star VP: one more' }));
		await fireEvent.click(confirm());

		expect(game.events).toEqual([
			{ type: 'construct', player: NIKKI, tile: 'two-houses', build: { site: 3, building: { type: 'science', housing: 2, starVp: 1 } } }
		]);
		expect(player(game.state, NIKKI).sites[3]).toEqual({ type: 'science', housing: 2, starVp: 1 });
		expect(screen.getByRole('heading', { name: 'Ani takes a building card' })).toBeInTheDocument();
		expect(radio('Science')).not.toBeChecked();
		expect(screen.getByRole('spinbutton', { name: 'Housing' })).toHaveAttribute('aria-valuenow', '0');
		expect(screen.getByRole('spinbutton', { name: 'Star VP' })).toHaveAttribute('aria-valuenow', '0');
		expect(site(3)).toBeChecked();
		expect(radio('2 Houses')).not.toBeChecked();
	});

	it('keeps sites 1, 2 and 8 closed until an upgrade card or the extension opens them', async () => {
		const game = show(toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI }));
		expect(site(1)).toBeDisabled();
		expect(site(2)).toBeDisabled();
		expect(site(8)).toBeDisabled();
		expect(site(8)).toHaveTextContent('after extension');
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Type' })).getByRole('radio', { name: 'Headquarters' }));
		await fireEvent.click(screen.getByText('Special card, upgrade, extra actions'));
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Upgrade card' })).getByRole('radio', { name: 'Headquarters' }));
		expect(site(1)).toBeEnabled();
		expect(site(1)).toBeChecked();
		expect(site(3)).toBeDisabled();

		await fireEvent.click(radio('−Damage'));
		await fireEvent.click(confirm());
		expect(game.events[0]).toMatchObject({ tile: 'damage-', build: { site: 1, building: { type: 'headquarters', upgrade: 'headquarters' } } });
		expect(game.rejections).toEqual([]);
	});

	it('says on site 8 and in the preview that building there replaces the built extension', async () => {
		const state = toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI });
		const built = { ...state, players: state.players.map((p) => (p.id === NIKKI ? { ...p, extensionBuilt: true } : p)) };
		show(built);
		expect(site(8)).toBeEnabled();
		expect(site(8)).toHaveTextContent('over the extension: −2 housing');
		await fireEvent.click(radio('−Damage'));
		await fireEvent.click(site(8));
		await fireEvent.click(radio('Civil'));
		const preview = screen.getByRole('group', { name: 'This will change' });
		expect(preview).toHaveTextContent('on site 8, over the extension (its 2 housing no longer count)');
	});

	it('asks for the tile’s choice: any kind drawn, only held kinds returned, soldier or engineer', async () => {
		const state = toConstruction(newTable({ areas: PLAIN }), {
			bids: FIRST_NIKKI,
			before: [{ type: 'correction', player: NIKKI, field: 'equipment.gasoline', value: 1 }]
		});
		const game = show(state);
		await fireEvent.click(radio('+Equipment'));
		const drawn = screen.getByRole('radiogroup', { name: 'Equipment card drawn' });
		expect(within(drawn).getAllByRole('radio')).toHaveLength(6);

		await fireEvent.click(radio('−Equipment'));
		const returned = screen.getByRole('radiogroup', { name: 'Equipment card returned' });
		// Nikki holds the corrected gasoline and the beer from her exploration card.
		expect(within(returned).getAllByRole('radio').map((r) => r.querySelector('span')?.textContent)).toEqual(['Beer', 'Gasoline']);

		await fireEvent.click(radio('Exchange'));
		const exchange = screen.getByRole('radiogroup', { name: 'A worker exchanged for' });
		await fireEvent.click(within(exchange).getByRole('radio', { name: 'Engineer' }));
		await fireEvent.click(toBox());
		expect(game.events).toEqual([{ type: 'construct', player: NIKKI, tile: 'exchange', tileChoice: 'engineer', build: null }]);
		expect(player(game.state, NIKKI).survivors.engineer).toBe(1);
	});

	it('sends −Equipment without a choice when the player holds no card', async () => {
		// Her exploration card was beer: a correction takes it away again.
		const state = play(toConstruction(newTable({ areas: PLAIN }), { bids: FIRST_NIKKI }), {
			type: 'correction',
			player: NIKKI,
			field: 'equipment.beer',
			value: 0
		});
		const game = show(state);
		await fireEvent.click(radio('−Equipment'));
		expect(screen.getByText('No equipment card to return: nothing happens.')).toBeInTheDocument();
		await fireEvent.click(toBox());
		expect(game.events).toEqual([{ type: 'construct', player: NIKKI, tile: 'equipment-', build: null }]);
		expect(game.rejections).toEqual([]);
	});
});
