import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { boxText } from '$lib/i18n/features/box';
import type { AuctionDraft } from './box-draft';
import AuctionTilesInput from './AuctionTilesInput.svelte';

const t = boxText.en;

describe('AuctionTilesInput', () => {
	it('keeps a changed row and reports the whole new list', async () => {
		const value: AuctionDraft[] = [
			{ bonus: null, penalty: null },
			{ bonus: 'equipment+', penalty: 'damage+' }
		];
		const onchange = vi.fn();
		render(AuctionTilesInput, { value, t, onchange });
		const bonus = screen.getByRole('combobox', { name: `${t.tiles.tile(1)}: ${t.auction.bonus}` });
		await fireEvent.change(bonus, { target: { value: 'vp+2' } });
		expect(onchange).toHaveBeenCalledTimes(1);
		expect(onchange).toHaveBeenLastCalledWith([{ bonus: 'vp+2', penalty: null }, value[1]]);
		// The input keeps the list itself: a second change builds on the first.
		await fireEvent.change(screen.getByRole('combobox', { name: `${t.tiles.tile(1)}: ${t.auction.penalty}` }), { target: { value: 'damage+' } });
		expect(onchange).toHaveBeenLastCalledWith([{ bonus: 'vp+2', penalty: 'damage+' }, value[1]]);
		// The row with the tile the rules print is shown, not edited.
		expect(screen.queryByRole('combobox', { name: `${t.tiles.tile(2)}: ${t.auction.bonus}` })).toBeNull();
	});
});
