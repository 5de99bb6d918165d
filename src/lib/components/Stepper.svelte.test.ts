import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import Stepper from './Stepper.svelte';

describe('Stepper', () => {
	it('labels its buttons and value from the label', () => {
		render(Stepper, { value: 3, label: 'Marauders' });
		expect(screen.getByRole('group', { name: 'Marauders' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Marauders: one less' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Marauders: one more' })).toBeInTheDocument();
		const spin = screen.getByRole('spinbutton', { name: 'Marauders' });
		expect(spin).toHaveAttribute('aria-valuenow', '3');
		expect(spin).toHaveValue('3');
	});

	it('steps up and down and reports each change', async () => {
		const onchange = vi.fn();
		render(Stepper, { value: 5, label: 'Points', step: 2, onchange });
		await fireEvent.click(screen.getByRole('button', { name: 'Points: one more' }));
		expect(screen.getByRole('spinbutton')).toHaveValue('7');
		await fireEvent.click(screen.getByRole('button', { name: 'Points: one less' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Points: one less' }));
		expect(screen.getByRole('spinbutton')).toHaveValue('3');
		expect(onchange.mock.calls.map((c) => c[0])).toEqual([7, 5, 3]);
	});

	it('from "not set yet" (below min) "+" lands on firstStep, so N taps give N; Home still reaches min', async () => {
		const onchange = vi.fn();
		render(Stepper, { value: -1, label: 'Beer', min: 0, max: 9, firstStep: 1, onchange });
		await fireEvent.click(screen.getByRole('button', { name: 'Beer: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Beer: one more' }));
		expect(onchange.mock.calls.map((c) => c[0])).toEqual([1, 2]);
		const spin = screen.getByRole('spinbutton');
		await fireEvent.keyDown(spin, { key: 'Home' });
		expect(spin).toHaveAttribute('aria-valuenow', '0');
	});

	it('stops at min and max and disables the button there', async () => {
		const onchange = vi.fn();
		render(Stepper, { value: 1, label: 'Damage', min: 0, max: 2, onchange });
		const less = screen.getByRole('button', { name: 'Damage: one less' });
		const more = screen.getByRole('button', { name: 'Damage: one more' });
		await fireEvent.click(less);
		expect(less).toBeDisabled();
		await fireEvent.click(less);
		await fireEvent.click(more);
		await fireEvent.click(more);
		expect(more).toBeDisabled();
		await fireEvent.click(more);
		expect(screen.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
		expect(onchange.mock.calls.map((c) => c[0])).toEqual([0, 1, 2]);
	});

	it('answers arrow keys, Home and End on the value', async () => {
		render(Stepper, { value: 4, label: 'Round', min: 1, max: 6 });
		const spin = screen.getByRole('spinbutton');
		await fireEvent.keyDown(spin, { key: 'ArrowUp' });
		expect(spin).toHaveAttribute('aria-valuenow', '5');
		await fireEvent.keyDown(spin, { key: 'Home' });
		expect(spin).toHaveAttribute('aria-valuenow', '1');
		await fireEvent.keyDown(spin, { key: 'End' });
		expect(spin).toHaveAttribute('aria-valuenow', '6');
		await fireEvent.keyDown(spin, { key: 'ArrowDown' });
		expect(spin).toHaveAttribute('aria-valuenow', '5');
		expect(spin).toHaveAttribute('aria-valuemin', '1');
		expect(spin).toHaveAttribute('aria-valuemax', '6');
	});

	it('uses custom labels and a display format', () => {
		render(Stepper, {
			value: 10,
			label: 'VP',
			hideLabel: true,
			format: (v: number) => `${v} VP`,
			decreaseLabel: 'minus',
			increaseLabel: 'plus'
		});
		expect(screen.getByRole('button', { name: 'minus' })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'plus' })).toBeInTheDocument();
		expect(screen.getByRole('spinbutton')).toHaveValue('10 VP');
		expect(screen.getByText('VP')).toHaveClass('visually-hidden');
	});

	it('can be typed on a numeric keypad: a whole number in range is taken, anything else refused', async () => {
		const onchange = vi.fn();
		render(Stepper, { value: 3, label: 'VP', min: 1, max: 20, onchange });
		const spin = screen.getByRole('spinbutton', { name: 'VP' });
		expect(spin).toHaveAttribute('inputmode', 'numeric');
		await fireEvent.input(spin, { target: { value: '12' } });
		expect(spin).toHaveAttribute('aria-valuenow', '12');
		await fireEvent.input(spin, { target: { value: '0' } });
		expect(spin).toHaveAttribute('aria-invalid', 'true');
		expect(spin).toHaveAttribute('aria-valuenow', '12');
		await fireEvent.input(spin, { target: { value: '2.5' } });
		expect(spin).toHaveAttribute('aria-valuenow', '12');
		await fireEvent.blur(spin);
		expect(spin, 'a refused entry stays to be fixed').toHaveValue('2.5');
		await fireEvent.keyDown(spin, { key: 'Escape' });
		expect(spin).toHaveValue('12');
		expect(spin).not.toHaveAttribute('aria-invalid');
		expect(onchange.mock.calls.map((c) => c[0])).toEqual([12]);
	});

	it.each([
		['0', { min: 1, max: 20 }, 'At least 1.'],
		['99', { min: 1, max: 20 }, 'At most 20.'],
		['99', { min: 0, max: 2, maxReason: 'Only 2 marauders are waiting.' }, 'At most 2. Only 2 marauders are waiting.'],
		['-3', { min: 0, max: 9 }, 'Must not be negative.']
	])('refuses %j with a message at the field and keeps it after leaving the field', async (typed, bounds, why) => {
		const onchange = vi.fn();
		render(Stepper, { value: 1, label: 'VP', ...bounds, onchange });
		const spin = screen.getByRole('spinbutton', { name: 'VP' });
		await fireEvent.input(spin, { target: { value: typed } });
		const message = screen.getByRole('alert');
		expect(message).toHaveTextContent(why);
		expect(message).toHaveTextContent('Until it is fixed, 1 stands.');
		expect(spin).toHaveAccessibleDescription(message.textContent ?? '');
		await fireEvent.blur(spin);
		expect(spin, 'what was typed stays').toHaveValue(typed);
		expect(spin).toHaveAttribute('aria-invalid', 'true');
		expect(screen.getByRole('alert')).toHaveTextContent(why);
		expect(onchange).not.toHaveBeenCalled();
	});

	it('a refused number goes when it is fixed, cancelled with Escape, or stepped', async () => {
		const onchange = vi.fn();
		render(Stepper, { value: 3, label: 'VP', min: 1, max: 20, onchange });
		const spin = screen.getByRole('spinbutton', { name: 'VP' });
		await fireEvent.input(spin, { target: { value: '99' } });
		await fireEvent.input(spin, { target: { value: '9' } });
		expect(screen.queryByRole('alert')).toBeNull();
		expect(spin).toHaveAttribute('aria-valuenow', '9');
		await fireEvent.input(spin, { target: { value: '0' } });
		await fireEvent.keyDown(spin, { key: 'Escape' });
		expect(screen.queryByRole('alert')).toBeNull();
		expect(spin).toHaveValue('9');
		await fireEvent.input(spin, { target: { value: '0' } });
		await fireEvent.click(screen.getByRole('button', { name: 'VP: one more' }));
		expect(screen.queryByRole('alert')).toBeNull();
		expect(spin).toHaveValue('10');
		// Emptied and left: nothing was typed to keep, the value shows again.
		await fireEvent.input(spin, { target: { value: '' } });
		await fireEvent.blur(spin);
		expect(spin).toHaveValue('10');
		expect(onchange.mock.calls.map((c) => c[0])).toEqual([9, 10]);
	});
});
