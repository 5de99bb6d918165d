import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState, PlayerId } from '$lib/games/armageddon';
import CityPanel from './CityPanel.svelte';
import PanelHost from '../testing/PanelHost.svelte';
import { FakeGame, NIKKI, newTable, play, toCity } from './testing/fake-game.svelte';

/** A game with an id, as on the game page: its panels keep their drafts. */
class KeptGame extends FakeGame {
	readonly id = 'g-city-drafts';
}

const table = () => newTable({ areas: [2, 6, 4] });
const FIRST = (play(table(), { type: 'start-round' }).startPlayer ?? NIKKI) as PlayerId;

function cityState(): GameState {
	const base = toCity(table(), { bids: { exploration: { [FIRST]: 1 }, construction: { [FIRST]: 1 }, city: { [FIRST]: 2 } } });
	const patch = { survivors: { worker: 4, soldier: 1, engineer: 1, leader: 1 }, gainedThisRound: { worker: 0, soldier: 0, engineer: 0, leader: 0 }, cityBid: { worker: 1, soldier: 1, engineer: 0, leader: 0 } };
	return { ...base, players: base.players.map((p) => (p.id === FIRST ? { ...p, ...patch } : p)) };
}

afterEach(() => localStorage.clear());

describe('City drafts across a reload', () => {
	it('an unsaved colour edit and the action being entered come back', async () => {
		const state = cityState();
		render(PanelHost, { props: { game: new KeptGame(state), panel: CityPanel } });
		await fireEvent.click(screen.getByRole('button', { name: 'Change colours' }));
		const colours = within(screen.getByRole('group', { name: 'Survivors in City by colour' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Soldier: one less' }));
		await fireEvent.click(colours.getByRole('button', { name: 'Engineer: one more' }));
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Action' })).getByRole('radio', { name: /^Gain VP/ }));
		cleanup();

		render(PanelHost, { props: { game: new KeptGame(state), panel: CityPanel } });
		const back = within(screen.getByRole('group', { name: 'Survivors in City by colour' }));
		expect(back.getByRole('spinbutton', { name: 'Engineer' })).toHaveValue('1');
		expect(back.getByRole('spinbutton', { name: 'Soldier' })).toHaveValue('0');
		expect(within(screen.getByRole('radiogroup', { name: 'Action' })).getByRole('radio', { name: /^Gain VP/ })).toBeChecked();
	});

	it('a panel outside a game (no id) keeps nothing', async () => {
		const state = cityState();
		render(PanelHost, { props: { game: new FakeGame(state), panel: CityPanel } });
		await fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Action' })).getByRole('radio', { name: /^Gain VP/ }));
		expect(localStorage.length).toBe(0);
	});
});
