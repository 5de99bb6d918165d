import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import NumberChips from './NumberChips.svelte';

const props = (onpick: (n: number) => void) => ({
	label: 'Points for 3 cards',
	value: null,
	min: 5,
	max: 99,
	chipsTo: 8,
	typeLabel: 'or type',
	minReason: 'The last entry is 5: more cards never score fewer points.',
	onpick
});

describe('NumberChips', () => {
	it('a typed number below the last entry is refused in words at the field and kept, then taken once fixed', async () => {
		const onpick = vi.fn();
		render(NumberChips, props(onpick));
		const field = screen.getByRole('textbox', { name: 'Points for 3 cards: or type' });
		await fireEvent.input(field, { target: { value: '3' } });
		await fireEvent.keyDown(field, { key: 'Enter' });
		expect(onpick).not.toHaveBeenCalled();
		const alert = screen.getByRole('alert');
		expect(alert).toHaveTextContent('At least 5.');
		expect(alert).toHaveTextContent('more cards never score fewer points');
		expect(field).toHaveValue('3');
		expect(field).toHaveAttribute('aria-invalid', 'true');
		expect(field).toHaveAttribute('aria-describedby', alert.id);
		await fireEvent.blur(field);
		expect(screen.getByRole('alert')).toBeInTheDocument();
		expect(field).toHaveValue('3');
		await fireEvent.input(field, { target: { value: '12' } });
		expect(screen.queryByRole('alert')).toBeNull();
		await fireEvent.keyDown(field, { key: 'Enter' });
		expect(onpick).toHaveBeenCalledWith(12);
		expect(field).toHaveValue('');
	});

	it('refuses a number past the top and one that is not whole, and Escape clears what was typed', async () => {
		const onpick = vi.fn();
		render(NumberChips, props(onpick));
		const field = screen.getByRole('textbox');
		await fireEvent.input(field, { target: { value: '120' } });
		await fireEvent.keyDown(field, { key: 'Enter' });
		expect(screen.getByRole('alert')).toHaveTextContent('At most 99.');
		await fireEvent.input(field, { target: { value: '6.5' } });
		await fireEvent.blur(field);
		expect(screen.getByRole('alert')).toHaveTextContent(/whole/i);
		await fireEvent.keyDown(field, { key: 'Escape' });
		expect(field).toHaveValue('');
		expect(screen.queryByRole('alert')).toBeNull();
		expect(onpick).not.toHaveBeenCalled();
	});

	it('a value past the chips shows as the value in the field, not as placeholder text; typing replaces it', async () => {
		const onpick = vi.fn();
		render(NumberChips, { ...props(onpick), min: 0, chipsTo: 12, value: 15 });
		const field = screen.getByRole('textbox', { name: 'Points for 3 cards: or type' });
		expect(field).toHaveValue('15');
		expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
		await fireEvent.blur(field);
		expect(onpick).not.toHaveBeenCalled();
		await fireEvent.input(field, { target: { value: '17' } });
		await fireEvent.keyDown(field, { key: 'Enter' });
		expect(onpick).toHaveBeenCalledWith(17);
	});
});
