/** The City panel in a test: a table in City with the start player due, and the panel's controls by name. */
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import type { GameEvent, GameState, PlayerId } from '$lib/games/armageddon';
import CityPanel from '../CityPanel.svelte';
import { ANI, FakeGame, FRANK, newTable, NIKKI, play, toCity, TRAVIS, type Plan } from './fake-game.svelte';
import PanelHost from '../../testing/PanelHost.svelte';

export const PLAIN = [2, 6, 4] as const;
export const table = () => newTable({ areas: PLAIN });
export const SEATS = [NIKKI, ANI, FRANK, TRAVIS];
/** The start player acts first in City. */
export const FIRST = play(table(), { type: 'start-round' }).startPlayer as PlayerId;

/** City with the start player in turn, holding `city` survivors there; bids elsewhere keep the auction penalties off them. */
export function cityFor(city: number, extra: Omit<Plan, 'bids'> = {}): GameState {
	return toCity(table(), { ...extra, bids: { exploration: { [FIRST]: 1 }, construction: { [FIRST]: 1 }, city: { [FIRST]: city } } });
}

export function show(state: GameState) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: CityPanel } });
	return game;
}

export const action = (name: string) => within(screen.getByRole('radiogroup', { name: 'Action' })).getByRole('radio', { name: new RegExp(`^${name}`) });
export const doIt = () => screen.getByRole('button', { name: 'Do it' });
export const more = (label: string) => fireEvent.click(screen.getByRole('button', { name: `${label}: one more` }));
export const player = (s: GameState) => s.players.find((p) => p.id === FIRST)!;
export const correct = (field: string, value: number): GameEvent => ({ type: 'correction', player: FIRST, field, value }) as GameEvent;
