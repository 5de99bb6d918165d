import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import CountField from './CountField.svelte';

beforeEach(() => locale.set('en'));

function field(props: { value?: number; min?: number; max?: number } = {}) {
	const onchange = vi.fn();
	render(CountField, { label: 'Marauders', value: 2, min: 0, max: 8, onchange, ...props });
	return { onchange, input: screen.getByRole('textbox', { name: 'Marauders' }) };
}

describe('CountField', () => {
	it('steps with the buttons and stops at its limits', async () => {
		const { onchange, input } = field({ value: 7 });
		await fireEvent.click(screen.getByRole('button', { name: 'Marauders: one more' }));
		expect(input).toHaveValue('8');
		expect(screen.getByRole('button', { name: 'Marauders: one more' })).toBeDisabled();
		expect(onchange).toHaveBeenLastCalledWith(8);
	});

	it.each([
		['-1', -1, 'Must not be negative.'],
		['1.5', 1.5, 'Whole numbers only.'],
		['1,5', 1.5, 'Whole numbers only.'],
		['9', 9, 'At most 8.'],
		['abc', Number.NaN, 'Enter a number.'],
		['', Number.NaN, 'Enter a number.']
	])('refuses %j at the field with a message', async (typed, reported, message) => {
		const { onchange, input } = field();
		await fireEvent.input(input, { target: { value: typed } });
		expect(onchange).toHaveBeenLastCalledWith(reported);
		expect(screen.getByRole('alert')).toHaveTextContent(message);
		expect(input).toHaveAttribute('aria-invalid', 'true');
	});

	it('accepts a whole number in range without a message, and says it in German too', async () => {
		const { onchange, input } = field();
		await fireEvent.input(input, { target: { value: '5' } });
		expect(onchange).toHaveBeenLastCalledWith(5);
		expect(screen.queryByRole('alert')).toBeNull();
		locale.set('de');
		await fireEvent.input(input, { target: { value: '12' } });
		expect(await screen.findByRole('alert')).toHaveTextContent('Höchstens 8.');
	});

	it('shows a problem found across fields', () => {
		render(CountField, { label: 'Beer', value: 30, max: 60, onchange: vi.fn(), error: 'Too many cards in total.' });
		expect(screen.getByRole('alert')).toHaveTextContent('Too many cards in total.');
	});
});
