import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { makeSetup } from '$lib/rules/testing/game-builders';
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
});
