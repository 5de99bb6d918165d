import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { GameRow } from '$lib/db';
import { newGameRow } from '$lib/db';
import { testSetup } from '$lib/db/testing/fake-db';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { playerId } from '$lib/games/armageddon';
import HistoryRow from './HistoryRow.svelte';

function row(change: Partial<GameRow> = {}): GameRow {
	return { ...newGameRow(testSetup(), FIXTURE_COMPLETE_PROFILE, { id: 'g1', now: Date.UTC(2025, 2, 14, 18) }), ...change };
}

function renderRow(game: GameRow, onrename = vi.fn(async () => true)) {
	const handlers = { onrename, ondelete: vi.fn(), onplayagain: vi.fn(), onexport: vi.fn() };
	render(HistoryRow, { game, ...handlers });
	return handlers;
}

describe('HistoryRow', () => {
	it('links a running game to its page and shows players, round and scores', () => {
		const game = row({ round: 2, phase: 'auction', players: row().players.map((p, i) => ({ ...p, vp: 10 + i })) });
		renderRow(game);
		const link = screen.getByRole('link', { name: 'Ani, Ben, Cleo' });
		expect(link).toHaveAttribute('href', '/game/g1');
		expect(screen.getByText('Running · round 2')).toBeInTheDocument();
		expect(screen.getByText('11 VP')).toBeInTheDocument();
		expect(screen.queryByRole('img', { name: 'Winner' })).toBeNull();
	});

	it('links a finished game to its results and marks the winner', () => {
		const ben = playerId('p2');
		const game = row({ title: 'Friday', status: 'finished', phase: 'finished', round: 6, winners: [ben] });
		renderRow(game);
		expect(screen.getByRole('link', { name: 'Friday' })).toHaveAttribute('href', '/game/g1/results');
		expect(screen.getByText('Finished')).toBeInTheDocument();
		const winner = screen.getByRole('img', { name: 'Winner' }).closest('li');
		expect(winner).toHaveTextContent('Ben');
	});

	it('shows the actions only when asked', async () => {
		const handlers = renderRow(row());
		const more = screen.getByRole('button', { name: 'Actions for Ani, Ben, Cleo' });
		expect(more).toHaveAttribute('aria-expanded', 'false');
		expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
		await fireEvent.click(more);
		expect(more).toHaveAttribute('aria-expanded', 'true');
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Export' }));
		expect(handlers.ondelete).toHaveBeenCalledOnce();
		expect(handlers.onplayagain).toHaveBeenCalledOnce();
		expect(handlers.onexport).toHaveBeenCalledOnce();
	});

	it('renames inline: Enter saves, Escape cancels', async () => {
		const handlers = renderRow(row({ title: 'Old' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Actions for Old' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
		const input = screen.getByRole('textbox', { name: 'Name of the game' });
		expect(input).toHaveValue('Old');
		expect(input).toHaveFocus();
		await fireEvent.keyDown(input, { key: 'Escape' });
		expect(screen.queryByRole('textbox')).toBeNull();
		expect(handlers.onrename).not.toHaveBeenCalled();

		await fireEvent.click(screen.getByRole('button', { name: 'Actions for Old' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
		await fireEvent.input(screen.getByRole('textbox'), { target: { value: 'New name' } });
		await fireEvent.submit(screen.getByRole('textbox').closest('form')!);
		expect(handlers.onrename).toHaveBeenCalledWith('New name');
		await vi.waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
	});

	it('stays in the rename form when storing fails', async () => {
		renderRow(row(), vi.fn(async () => false));
		await fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
		await fireEvent.submit(screen.getByRole('textbox').closest('form')!);
		await Promise.resolve();
		expect(screen.getByRole('textbox')).toBeInTheDocument();
	});
});
