import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { m } from '$lib/i18n/messages';
import type { ScoringTile } from '$lib/games/armageddon';
import ScoringTilesStep from './ScoringTilesStep.svelte';

const ENGINEER: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };

describe('ScoringTilesStep', () => {
	it('points above 8 can be typed: the tile goes into the first free slot', async () => {
		const save = vi.fn(async () => true);
		render(ScoringTilesStep, { tiles: [ENGINEER, null, null], save });
		const palette = screen.getByRole('group', { name: m.transcribe_counts() });
		await fireEvent.click(within(palette).getAllByRole('button')[0]!);
		const points = screen.getByRole('group', { name: m.setup_tile_vp() });
		const field = within(points).getByRole('textbox');
		await fireEvent.input(field, { target: { value: '12' } });
		await fireEvent.keyDown(field, { key: 'Enter' });
		expect(save).toHaveBeenCalledTimes(1);
		const saved = (save.mock.calls[0] as unknown as [(ScoringTile | null)[]])[0];
		expect(saved[1]).toMatchObject({ vp: 12 });
		expect(saved[2]).toBeNull();
	});

	it('the points wait for what the tile counts', async () => {
		const save = vi.fn(async () => true);
		render(ScoringTilesStep, { tiles: [ENGINEER, null], save });
		const points = screen.getByRole('group', { name: m.setup_tile_vp() });
		for (const chip of within(points).getAllByRole('button')) expect(chip).toBeDisabled();
		expect(within(points).getByRole('textbox')).toBeDisabled();
	});
});
