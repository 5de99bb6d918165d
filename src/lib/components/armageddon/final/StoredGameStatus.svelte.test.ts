import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { writeError } from '$lib/db';
import StoredGameStatus from './StoredGameStatus.svelte';

describe('StoredGameStatus', () => {
	it('says the game is being read while there is no failure', () => {
		render(StoredGameStatus, { failure: null });
		expect(screen.getByRole('status')).toHaveTextContent('Loading');
		expect(screen.queryByRole('alert')).toBeNull();
	});

	it('says why the game could not be read and leads to the history', () => {
		render(StoredGameStatus, { failure: writeError('not-found') });
		expect(screen.getByRole('alert')).toHaveTextContent('This game could not be opened.');
		expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
		expect(screen.queryByRole('status')).toBeNull();
	});
});
