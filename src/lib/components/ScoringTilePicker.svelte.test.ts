import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { ScoringTile } from '$lib/games/armageddon';
import ScoringTilePicker from './ScoringTilePicker.svelte';

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0];

describe('ScoringTilePicker', () => {
	it.each<[string, string | null, number, ScoringTile]>([
		['Survivors', 'Engineer', 4, { kind: 'survivor', target: 'engineer', vp: 4 }],
		['Buildings', 'Military', 3, { kind: 'building', target: 'military', vp: 3 }],
		['Equipment', 'Vehicle parts', 2, { kind: 'equipment', target: 'vehicle', vp: 2 }],
		['Any equipment card', null, 1, { kind: 'any-equipment', vp: 1 }]
	])('%s / %s / %i VP gives %j', async (kind, target, vp, expected) => {
		const onchange = vi.fn();
		render(ScoringTilePicker, { label: 'Tile 1', onchange });
		await fireEvent.click(screen.getByRole('radio', { name: kind }));
		if (target) await fireEvent.click(screen.getByRole('radio', { name: target }));
		for (let v = 1; v < vp; v++) await fireEvent.click(screen.getByRole('button', { name: 'Points each: one more' }));
		expect(last(onchange)).toEqual(expected);
		expect(screen.getByRole('group', { name: 'Tile 1' })).toBeInTheDocument();
	});

	it('takes typed points and refuses 0: a scoring tile is worth at least 1 point', async () => {
		const onchange = vi.fn();
		render(ScoringTilePicker, { label: 'Tile', onchange });
		await fireEvent.click(screen.getByRole('radio', { name: 'Any equipment card' }));
		const vp = screen.getByRole('spinbutton', { name: 'Points each' });
		expect(vp).toHaveAttribute('aria-valuemin', '1');
		await fireEvent.input(vp, { target: { value: '0' } });
		expect(vp).toHaveAttribute('aria-invalid', 'true');
		await fireEvent.input(vp, { target: { value: '3' } });
		expect(last(onchange)).toEqual({ kind: 'any-equipment', vp: 3 });
	});

	it('reports null until a target is chosen, and again when the kind changes', async () => {
		const onchange = vi.fn();
		render(ScoringTilePicker, { label: 'Tile', onchange });
		await fireEvent.click(screen.getByRole('radio', { name: 'Survivors' }));
		expect(last(onchange)).toBeNull();
		expect(screen.getByText('Not complete yet')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('radio', { name: 'Soldier' }));
		expect(last(onchange)).toEqual({ kind: 'survivor', target: 'soldier', vp: 1 });
		await fireEvent.click(screen.getByRole('radio', { name: 'Buildings' }));
		expect(last(onchange)).toBeNull();
		expect(screen.queryByRole('radio', { name: 'Soldier' })).toBeNull();
	});

	it('offers the known tiles as one tap and starts from a given value', async () => {
		const onchange = vi.fn();
		const engineer: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
		render(ScoringTilePicker, { label: 'Tile', onchange, known: [engineer], value: { kind: 'equipment', target: 'map', vp: 7 } });
		expect(screen.getByRole('radio', { name: 'Maps' })).toBeChecked();
		expect(screen.getByRole('spinbutton', { name: 'Points each' })).toHaveAttribute('aria-valuenow', '7');
		await fireEvent.click(screen.getByRole('button', { name: 'Each engineer: 4 VP' }));
		expect(last(onchange)).toEqual(engineer);
		expect(screen.getByRole('radio', { name: 'Engineer' })).toBeChecked();
		expect(screen.getByRole('button', { name: 'Each engineer: 4 VP' })).toHaveAttribute('aria-pressed', 'true');
	});
});
