import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { ANI, makeSetup, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import SecretsStep from './SecretsStep.svelte';

describe('SecretsStep', () => {
	it('"Skip" skips only the player whose turn it is, and says where they look later', async () => {
		render(SecretsStep, { setup: makeSetup() });
		expect(screen.getByRole('heading', { name: 'Pass the phone to Nikki' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Skip Nikki: look later on the player sheet' }));
		expect(screen.getByRole('heading', { name: 'Pass the phone to Ani' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		await fireEvent.click(screen.getByRole('button', { name: /^Skip Travis/ }));
		expect(screen.getByRole('status')).toHaveTextContent(
			'Nikki and Travis can look at their secret tiles later in the game: tap their name, then “Show secret tiles”.'
		);
	});

	it('of a stored game, goes on after a reload with the player whose turn it was', async () => {
		const first = render(SecretsStep, { setup: makeSetup(), gameId: 'reveal-reload' });
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		expect(screen.getByRole('heading', { name: 'Pass the phone to Ani' })).toBeInTheDocument();
		first.unmount();
		render(SecretsStep, { setup: makeSetup(), gameId: 'reveal-reload' });
		expect(screen.getByRole('heading', { name: 'Pass the phone to Ani' })).toBeInTheDocument();
	});

	it('is finished at once when the table drew every secret tile', () => {
		const setup = makeSetup();
		const atTable = { ...setup, privateTiles: Object.fromEntries(Object.keys(setup.privateTiles).map((id) => [id, [{ drawn: 'physical', tile: null }, { drawn: 'physical', tile: null }]])) } as typeof setup;
		let finished = false;
		render(SecretsStep, { setup: atTable, get finished() { return finished; }, set finished(v: boolean) { finished = v; } });
		expect(finished).toBe(true);
	});

	it('passes over the players whose seat a joined phone holds, and says their tiles are on that phone', async () => {
		render(SecretsStep, { setup: makeSetup(), gameId: 'reveal-elsewhere', elsewhere: [ANI, TRAVIS] });
		expect(screen.getByText("On Ani's phone: only that phone shows these tiles.")).toBeInTheDocument();
		expect(screen.getByText("On Travis's phone: only that phone shows these tiles.")).toBeInTheDocument();
		expect(screen.getByRole('heading', { name: 'Pass the phone to Nikki' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		expect(screen.getByRole('heading', { name: 'Pass the phone to Frank' })).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Done, pass on' }));
		expect(screen.queryByRole('heading', { name: /Pass the phone/ })).toBeNull();
		expect(screen.getByRole('status')).toHaveTextContent(/./);
	});
});
