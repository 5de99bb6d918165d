import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { newGame } from '$lib/games/armageddon/testing/game-builders';
import EndEarly from './EndEarly.svelte';
import PanelHost from './testing/PanelHost.svelte';

describe('EndEarly', () => {
	it('asks first, then ends the game with one event', async () => {
		const dispatch = vi.fn(async () => true);
		const onended = vi.fn();
		render(PanelHost, { props: { game: { dispatch, name: String, state: newGame() }, panel: EndEarly, panelProps: { round: 4, onended } } });
		await fireEvent.click(screen.getByRole('button', { name: 'End the game now' }));
		expect(dispatch).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
		await fireEvent.click(screen.getByRole('button', { name: 'End the game now' }));
		expect(screen.getByRole('alertdialog')).toHaveTextContent('End the game after round 4?');
		await fireEvent.click(screen.getByRole('button', { name: 'Yes, end after round 4' }));
		expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'end-early' });
		await vi.waitFor(() => expect(onended).toHaveBeenCalledOnce());
	});
});
