import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PointsTable from './PointsTable.svelte';

const next = (cards: string, n: number) => screen.getByRole('button', { name: `Points for ${cards}: ${n}` });

beforeEach(() => localStorage.clear());

describe('PointsTable', () => {
	it('a table being entered is not done after one entry: it ends with "N entries: done", then it is saved whole', async () => {
		const save = vi.fn(async () => true);
		render(PointsTable, { name: 'beerTable', label: 'Beer points table', table: null, save });
		await fireEvent.click(next('1 card', 1));
		expect(save).not.toHaveBeenCalled();
		expect(screen.getByText('1 card: 1')).toBeInTheDocument();
		await fireEvent.click(next('2 cards', 3));
		await fireEvent.click(next('3 cards', 6));
		expect(save).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByRole('button', { name: '3 entries: done' }));
		expect(save).toHaveBeenCalledWith([0, 1, 3, 6]);
	});

	it('the entries typed so far come back after a reload', async () => {
		const save = vi.fn(async () => true);
		const first = render(PointsTable, { name: 'gasolineTable', label: 'Gasoline points table', table: null, save });
		await fireEvent.click(next('1 card', 2));
		first.unmount();
		render(PointsTable, { name: 'gasolineTable', label: 'Gasoline points table', table: null, save });
		expect(screen.getByText('1 card: 2')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: '1 entry: done' })).toBeInTheDocument();
	});

	it('a saved table is shown whole and can be started again', async () => {
		const save = vi.fn(async () => true);
		render(PointsTable, { name: 'beerTable', label: 'Beer points table', table: [0, 1, 3], save });
		expect(screen.getByText('1 card: 1 · 2 cards: 3')).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: /entries: done/ })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Start the table again' }));
		expect(save).toHaveBeenCalledWith(null);
	});
});
