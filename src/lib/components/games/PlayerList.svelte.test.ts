import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Colour } from '$lib/games/armageddon';
import PlayerList from './PlayerList.svelte';

const seats = () => [
	{ name: 'Ana', colour: 'brown' as Colour },
	{ name: '', colour: 'white' as Colour }
];

describe('the player list every game shares', () => {
	it('without options: one labelled name field per seat, typed names land in the seats', async () => {
		const list = seats();
		render(PlayerList, { seats: list, nameLabel: (i: number) => `Name of player ${i + 1}`, placeholder: (i: number) => `Player ${i + 1}`, maxlength: 40 });
		const second = screen.getByRole('textbox', { name: 'Name of player 2' });
		expect(second).toHaveAttribute('placeholder', 'Player 2');
		expect(screen.queryByRole('radio')).toBeNull();
		expect(screen.queryByRole('group')).toBeNull();
		await fireEvent.input(second, { target: { value: 'Ben' } });
		expect(list[1]?.name).toBe('Ben');
	});

	it('with a heading, colours and seat order: a group per seat, its colour checked, picks and moves reported', async () => {
		const onpick = vi.fn();
		const onmove = vi.fn();
		render(PlayerList, {
			seats: seats(),
			heading: (i: number) => `Seat ${i + 1}`,
			nameLabel: () => 'Name',
			maxlength: 24,
			nameError: (i: number) => (i === 1 ? 'Enter a name.' : null),
			colours: { legend: (i: number) => `Colour of seat ${i + 1}`, onpick },
			move: { up: (i: number) => `Up ${i + 1}`, down: (i: number) => `Down ${i + 1}`, onmove }
		});
		const seat2 = screen.getByRole('group', { name: 'Seat 2' });
		expect(within(seat2).getByRole('radio', { name: 'White' })).toBeChecked();
		expect(within(seat2).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name.');
		expect(screen.getByRole('button', { name: 'Up 1' })).toBeDisabled();
		expect(screen.getByRole('button', { name: 'Down 2' })).toBeDisabled();
		await fireEvent.click(within(seat2).getByRole('radio', { name: 'Brown' }));
		expect(onpick).toHaveBeenCalledWith(1, 'brown');
		await fireEvent.click(screen.getByRole('button', { name: 'Up 2' }));
		expect(onmove).toHaveBeenCalledWith(1, -1);
	});

	it('offers removing only the seats that may be given up', async () => {
		const onremove = vi.fn();
		render(PlayerList, { seats: seats(), nameLabel: () => 'Name', maxlength: 40, remove: { shown: (i: number) => i === 1, label: () => 'Remove', onremove } });
		await fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
		expect(onremove).toHaveBeenCalledWith(1);
		expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
	});
});
