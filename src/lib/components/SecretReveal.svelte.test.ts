import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { ScoringTile } from '$lib/games/armageddon';
import SecretReveal from './SecretReveal.svelte';

const tiles: [ScoringTile, ScoringTile] = [
	{ kind: 'survivor', target: 'engineer', vp: 4 },
	{ kind: 'equipment', target: 'map', vp: 2 }
];
const texts = ['Each engineer: 4 VP', 'Each map: 2 VP'];

function setup() {
	const ondone = vi.fn();
	render(SecretReveal, { name: 'Nikki', colour: 'orange', tiles, ondone });
	return { ondone, hold: screen.getByRole('button', { name: /hold to see your tiles/i }) };
}

const shown = () => texts.filter((t) => screen.queryByText(t) !== null);

describe('SecretReveal', () => {
	it('names the player the phone goes to and hides the tiles at first', () => {
		setup();
		expect(screen.getByRole('heading', { name: 'Pass the phone to Nikki' })).toBeInTheDocument();
		expect(shown()).toEqual([]);
	});

	it('shows the tiles only while the pointer holds the button', async () => {
		const { hold } = setup();
		await fireEvent.pointerDown(hold, { pointerId: 1 });
		expect(shown()).toEqual(texts);
		await fireEvent.pointerUp(hold, { pointerId: 1 });
		expect(shown()).toEqual([]);
		await fireEvent.pointerDown(hold, { pointerId: 2 });
		await fireEvent.pointerCancel(hold, { pointerId: 2 });
		expect(shown()).toEqual([]);
	});

	it.each([' ', 'Enter'])('shows the tiles while the key %j is held', async (key) => {
		const { hold } = setup();
		await fireEvent.keyDown(hold, { key });
		expect(shown()).toEqual(texts);
		await fireEvent.keyDown(hold, { key, repeat: true });
		expect(shown()).toEqual(texts);
		await fireEvent.keyUp(hold, { key });
		expect(shown()).toEqual([]);
	});

	it('hides them when the button loses focus and ignores other keys', async () => {
		const { hold } = setup();
		await fireEvent.keyDown(hold, { key: 'a' });
		expect(shown()).toEqual([]);
		await fireEvent.keyDown(hold, { key: 'Enter' });
		await fireEvent.blur(hold);
		expect(shown()).toEqual([]);
	});

	it('passes on with "Done, pass on", or "Done" for the last player', async () => {
		const { ondone } = setup();
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		expect(ondone).toHaveBeenCalledOnce();
		render(SecretReveal, { name: 'Ani', colour: 'black', tiles, ondone, last: true });
		expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
	});
});
