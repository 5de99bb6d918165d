import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import '$lib/i18n/messages';
import { describeScoringTile } from '$lib/i18n/words/tiles';
import { makeSetup, NIKKI } from '$lib/games/armageddon/testing/game-builders';
import SecretTiles from './SecretTiles.svelte';

const setup = makeSetup();
const texts = setup.privateTiles[NIKKI]!.map((d) => (d.drawn === 'app' ? describeScoringTile(d.tile, { locale: 'en' }) : ''));
const shown = () => texts.filter((t) => screen.queryByText(t) !== null);

describe('SecretTiles (player sheet)', () => {
	it('shows the player’s own two tiles again, only while the button is held', async () => {
		render(SecretTiles, { setup, player: NIKKI, name: 'Nikki', colour: 'orange' });
		expect(shown()).toEqual([]);
		await fireEvent.click(screen.getByRole('button', { name: 'Show secret tiles' }));
		expect(screen.getByRole('heading', { name: 'Pass the phone to Nikki' })).toBeInTheDocument();
		const hold = screen.getByRole('button', { name: /hold to see your tiles/i });
		await fireEvent.pointerDown(hold, { pointerId: 1 });
		expect(shown()).toEqual(texts);
		await fireEvent.pointerUp(hold, { pointerId: 1 });
		expect(shown()).toEqual([]);
		await fireEvent.click(screen.getByRole('button', { name: 'Done' }));
		expect(screen.getByRole('button', { name: 'Show secret tiles' })).toBeInTheDocument();
	});

	it('says where the tiles are when they were drawn at the table', () => {
		const table = makeSetup({ privateTiles: { [NIKKI]: [{ drawn: 'physical', tile: null }, { drawn: 'physical', tile: null }] } });
		render(SecretTiles, { setup: table, player: NIKKI, name: 'Nikki', colour: 'orange' });
		expect(screen.queryByRole('button', { name: /secret tiles/ })).toBeNull();
		expect(screen.getByText(/Drawn at the table/)).toBeInTheDocument();
	});

	it('on every phone but the one holding the player’s seat: says the tiles are on that phone, and shows none', () => {
		render(SecretTiles, { setup, player: NIKKI, name: 'Nikki', colour: 'orange', elsewhere: true });
		expect(screen.queryByRole('button', { name: 'Show secret tiles' })).toBeNull();
		expect(screen.getByText("On Nikki's phone: only that phone shows these tiles.")).toBeInTheDocument();
		expect(shown()).toEqual([]);
	});
});
