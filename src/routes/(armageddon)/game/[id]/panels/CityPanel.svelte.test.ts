import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { describeInstructions } from '$lib/i18n/instructions';
import type { Instruction, PlayerId } from '$lib/games/armageddon';
import CityPanel from './CityPanel.svelte';
import { play, playRound, SavingGame, toCity } from './testing/fake-game.svelte';
import { action, cityFor, correct, doIt, FIRST, more, player, SEATS, show, table } from './testing/city-panel';
import PanelHost from '../testing/PanelHost.svelte';

// Many taps in jsdom: slow on a busy machine.
describe('CityPanel', { timeout: 30_000 }, () => {
	it('shows the City bid’s colours and sets them right when the likely mix was wrong', async () => {
		const base = cityFor(2);
		const patch = { survivors: { worker: 4, soldier: 1, engineer: 1, leader: 1 }, gainedThisRound: { worker: 0, soldier: 0, engineer: 0, leader: 0 }, cityBid: { worker: 1, soldier: 1, engineer: 0, leader: 0 } };
		const game = show({ ...base, players: base.players.map((p) => (p.id === FIRST ? { ...p, ...patch } : p)) });
		expect(screen.getByText(`${game.name(FIRST)} in City: 1 soldier, 1 worker`)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Change colours' }));
		const colours = within(screen.getByRole('group', { name: 'Survivors in City by colour' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Soldier: one less' }));
		// One control: once a colour is changed, the button that opened the steppers saves them (not a second one beside it).
		expect(screen.getByRole('button', { name: 'Save the colours' })).toBeDisabled();
		expect(screen.queryByRole('button', { name: 'Colours done' })).toBeNull();
		await fireEvent.click(colours.getByRole('button', { name: 'Engineer: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Save the colours' }));
		expect(game.events).toEqual([{ type: 'city-colours', player: FIRST, mix: { worker: 1, soldier: 0, engineer: 1, leader: 0 } }]);
		expect(await screen.findByText(`${game.name(FIRST)} in City: 1 engineer, 1 worker`)).toBeInTheDocument();
		expect(screen.queryByRole('group', { name: 'Survivors in City by colour' })).toBeNull();
		expect(screen.getByRole('button', { name: 'Change colours' })).toBeInTheDocument();
	});

	it('offers in the colour editor only what could have been bid: not a leader that was away during the bidding', async () => {
		const base = cityFor(2);
		const patch = { survivors: { worker: 4, soldier: 1, engineer: 1, leader: 1 }, leaderAwayAt: null, leaderBackThisRound: true, cityBid: { worker: 1, soldier: 1, engineer: 0, leader: 0 } };
		show({ ...base, players: base.players.map((p) => (p.id === FIRST ? { ...p, ...patch } : p)) });
		await fireEvent.click(screen.getByRole('button', { name: 'Change colours' }));
		const colours = within(screen.getByRole('group', { name: 'Survivors in City by colour' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Soldier: one less' }));
		expect(colours.queryByRole('button', { name: 'Leader: one more' })).toBeNull();
		expect(colours.getByRole('button', { name: 'Engineer: one more' })).toBeEnabled();
	});

	it('asks which survivor the card needs once the City bid is known by colour, and offers only colours bid', async () => {
		const base = cityFor(2);
		const workers = { worker: 2, soldier: 0, engineer: 0, leader: 0 };
		const game = show({ ...base, players: base.players.map((p) => (p.id === FIRST ? { ...p, cityBid: workers } : p)) });
		await fireEvent.click(action('Gain VP'));
		const needs = within(screen.getByRole('radiogroup', { name: 'Survivor the card asks for' }));
		expect(needs.getByRole('radio', { name: 'Soldier' })).toBeDisabled();
		expect(needs.getByRole('radio', { name: 'Engineer or soldier' })).toBeDisabled();
		await fireEvent.click(needs.getByRole('radio', { name: 'Worker' }));
		await fireEvent.click(doIt());
		expect(game.events).toEqual([{ type: 'city-action', player: FIRST, action: { kind: 'gain-vp', vp: 1, survivors: 1, needs: 'worker' } }]);
	});

	it('builds the extension with a worker and a soldier, once per game (§10)', async () => {
		const game = show(cityFor(3, { cards: { [FIRST]: { soldier: 1 } } }));
		expect(screen.getByRole('heading', { name: `${game.name(FIRST)}: City actions` })).toBeInTheDocument();
		expect(screen.getByText('3 survivors left')).toBeInTheDocument();

		await fireEvent.click(action('Build the extension'));
		await fireEvent.click(doIt());
		expect(game.events).toEqual([{ type: 'city-action', player: FIRST, action: { kind: 'extension' } }]);
		expect(player(game.state)).toMatchObject({ extensionBuilt: true, cityLeft: 1 });
		expect(await screen.findByText('1 survivor left')).toBeInTheDocument();
		expect(action('Build the extension')).toBeDisabled();
	});

	it('an action that uses the last City survivor passes on by itself', async () => {
		const game = show(cityFor(2, { cards: { [FIRST]: { soldier: 1 } } }));
		await fireEvent.click(action('Build the extension'));
		await fireEvent.click(doIt());
		// The others bid no survivor in City: nothing to do, so their turns pass on by themselves too.
		await vi.waitFor(() => expect(game.state.phase).toBe('completion'));
		expect(game.events.slice(0, 2)).toEqual([{ type: 'city-action', player: FIRST, action: { kind: 'extension' } }, { type: 'city-done', player: FIRST }]);
		expect(game.events.slice(2).every((e) => e.type === 'city-done')).toBe(true);
		expect(screen.queryByRole('heading', { name: `${game.name(FIRST)}: City actions` })).toBeNull();
	});

	it('keeps the next action tapped while the last one is still being saved', async () => {
		const game = new SavingGame(cityFor(3, { cards: { [FIRST]: { soldier: 1 } } }));
		render(PanelHost, { props: { game, panel: CityPanel } });
		await fireEvent.click(action('Build the extension'));
		await fireEvent.click(doIt());
		expect(screen.getByText('1 survivor left')).toBeInTheDocument();
		await fireEvent.click(action('Gain VP'));
		game.saved();
		await vi.waitFor(() => expect(doIt()).toBeEnabled());
		expect(action('Gain VP')).toHaveAttribute('aria-checked', 'true');
	});

	it('says the unused-housing VP come at completion, not that nothing happens', async () => {
		show(cityFor(2));
		await fireEvent.click(action('1 VP per unused housing'));
		expect(screen.getByText('Nothing changes now: the VP come at completion.')).toBeInTheDocument();
		expect(screen.queryByText('Nothing changes.')).toBeNull();
	});

	it('needs 2 survivors left for the extension', () => {
		show(cityFor(1));
		expect(screen.getByText('1 survivor left')).toBeInTheDocument();
		expect(action('Build the extension')).toBeDisabled();
		expect(action('Gain VP')).toBeEnabled();
	});

	it('prefills two engineers for a repair and shows the damage marker from 6 to 4 (§10)', async () => {
		// Engineers gained in round 1 may act in round 2.
		const everyone = <T,>(v: T) => Object.fromEntries(SEATS.map((id) => [id, v]));
		const round2 = toCity(playRound(table(), { cards: everyone({ engineer: 2 }) }), { bids: { city: everyone(2) } });
		const first = round2.cityOrder[0] as PlayerId;
		const game = show(play(round2, { type: 'correction', player: first, field: 'damage', value: 6 }));
		await fireEvent.click(action('Repair'));
		expect(screen.getByRole('spinbutton', { name: 'Engineers' })).toHaveAttribute('aria-valuenow', '2');
		expect(screen.getByRole('spinbutton', { name: 'Pairs of workers' })).toHaveAttribute('aria-valuenow', '0');
		// Two survivors left: no room for a pair of workers on top.
		expect(screen.getByRole('button', { name: 'Pairs of workers: one more' })).toBeDisabled();
		expect(screen.getByText('Damage marker from 6 to 4', { selector: '.move' })).toBeInTheDocument();

		await fireEvent.click(doIt());
		expect(game.events[0]).toEqual({ type: 'city-action', player: first, action: { kind: 'repair', engineers: 2, workerPairs: 0 } });
		expect(game.state.players.find((p) => p.id === first)?.damage).toBe(4);
	});

	it('offers the likely repair and fight complete, one tap each; the last survivor used passes on', async () => {
		const everyone = <T,>(v: T) => Object.fromEntries(SEATS.map((id) => [id, v]));
		const round2 = toCity(playRound(table(), { cards: everyone({ engineer: 2 }) }), { bids: { city: everyone(2) } });
		const first = round2.cityOrder[0] as PlayerId;
		const game = show(play(round2, { type: 'correction', player: first, field: 'damage', value: 6 }));
		const quick = within(screen.getByRole('group', { name: 'In one tap' }));
		const repair = quick.getByRole('button', { name: /^Repair with 2 engineers/ });
		expect(repair).toHaveTextContent('Damage marker from 6 to 4');
		// Nothing is sent by looking.
		expect(game.events).toEqual([]);
		await fireEvent.click(repair);
		expect(game.events).toEqual([
			{ type: 'city-action', player: first, action: { kind: 'repair', engineers: 2, workerPairs: 0 } },
			{ type: 'city-done', player: first }
		]);
		expect(game.state.players.find((p) => p.id === first)?.damage).toBe(4);
	});

	it('lets engineers gained this round not repair, and does not prefill them: worker pairs first', async () => {
		show(cityFor(2, { cards: { [FIRST]: { engineer: 2 } } }));
		await fireEvent.click(action('Repair'));
		expect(screen.getByRole('spinbutton', { name: 'Engineers' })).toHaveAttribute('aria-valuenow', '0');
		expect(screen.getByRole('spinbutton', { name: 'Pairs of workers' })).toHaveAttribute('aria-valuenow', '1');
	});

	it('fights off 3 marauders with a worker and a soldier: marker 3 left, +3 VP shown before confirming (§10)', async () => {
		const state = play(cityFor(2, { cards: { [FIRST]: { soldier: 1 } } }), correct('marauders', 3));
		const before = player(state);
		expect(before.marauders).toBe(3);
		const game = show(state);
		await fireEvent.click(action('Fight off marauders'));
		await more('Marauders fought off');
		await more('Marauders fought off');
		await more('Marauders fought off');
		expect(screen.getByRole('spinbutton', { name: 'Marauders fought off' })).toHaveAttribute('aria-valuenow', '3');
		expect(screen.getByRole('button', { name: 'Marauders fought off: one more' })).toBeDisabled();
		await more('Survivors used');
		expect(screen.getByRole('button', { name: 'Survivors used: one more' })).toBeDisabled();

		const expected: Instruction[] = [
			{ kind: 'marauders', player: FIRST, from: 3, to: 0, because: 'fight-off' },
			{ kind: 'vp', player: FIRST, delta: 3, total: before.vp + 3, because: 'fight-off' }
		];
		const preview = screen.getByRole('group', { name: 'This will change' });
		expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(describeInstructions(expected, game.name, 'en'));
		await fireEvent.click(doIt());
		expect(game.events[0]).toEqual({ type: 'city-action', player: FIRST, action: { kind: 'fight', marauders: 3, survivors: 2 } });
		expect(player(game.state)).toMatchObject({ marauders: 0, vp: before.vp + 3, cityLeft: 0 });
	});

	it('dispatches the choice-driven actions with what the table says', async () => {
		const game = show(cityFor(4, { before: [correct('equipment.map', 1)] }));
		await fireEvent.click(action('Discard & search'));
		const discard = screen.getByRole('radiogroup', { name: 'Card discarded' });
		// Held: the map and the beer from the exploration card.
		expect(within(discard).getAllByRole('radio').map((r) => r.textContent?.trim())).toEqual(['Beer', 'Maps']);
		await fireEvent.click(within(discard).getByRole('radio', { name: 'Maps' }));
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Card taken from the deck' })).getByRole('radio', { name: 'Weapons' }));
		await fireEvent.click(doIt());

		await fireEvent.click(action('Draw equipment'));
		const kept = screen.getByRole('group', { name: 'Cards kept (1 or 2)' });
		await fireEvent.click(within(kept).getByRole('button', { name: 'Medicine' }));
		await fireEvent.click(within(kept).getByRole('button', { name: 'Beer' }));
		expect(within(kept).getByRole('button', { name: 'Maps' })).toBeDisabled();
		await fireEvent.click(doIt());

		await fireEvent.click(action('Draw a survivor'));
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Survivor drawn' })).getByRole('radio', { name: 'Engineer' }));
		await fireEvent.click(doIt());

		expect(game.rejections).toEqual([]);
		expect(game.events.map((e) => (e.type === 'city-action' ? e.action : e))).toEqual([
			{ kind: 'swap-equipment', discard: 'map', take: 'weapon', survivors: 1 },
			{ kind: 'draw-equipment', kept: ['medicine', 'beer'], survivors: 1 },
			{ kind: 'draw-survivor', drawn: 'engineer', survivors: 1 }
		]);
		// The drawn engineer stands on the card and may act at once.
		expect(screen.getByText('2 survivors left')).toBeInTheDocument();
	});

	it('passes to the next player with Done', async () => {
		const next = SEATS[(SEATS.indexOf(FIRST) + 1) % SEATS.length] as PlayerId;
		const state = toCity(table(), { bids: { exploration: { [FIRST]: 1 }, construction: { [FIRST]: 1 }, city: { [FIRST]: 1, [next]: 2 } } });
		expect(state.cityOrder.slice(0, 2)).toEqual([FIRST, next]);
		const game = show(state);
		await fireEvent.click(screen.getByRole('button', { name: `Done: ${game.name(next)}’s turn` }));
		expect(game.events).toEqual([{ type: 'city-done', player: FIRST }]);
		expect(screen.getByRole('heading', { name: `${game.name(next)}: City actions` })).toBeInTheDocument();
	});
});
