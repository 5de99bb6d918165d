import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { AuctionTile } from '$lib/games/armageddon';
import AuctionTilePicker from './AuctionTilePicker.svelte';

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0];

describe('AuctionTilePicker', () => {
	it.each<[string, string, AuctionTile]>([
		['+1 equipment card', '+1 damage', { bonus: 'equipment+', penalty: 'damage+' }],
		['−1 marauder, +1 VP', '−2 VP', { bonus: 'marauder-', penalty: 'vp-2' }],
		['+2 VP', '+1 marauder', { bonus: 'vp+2', penalty: 'marauder+' }],
		['−1 damage', '−1 equipment card', { bonus: 'damage-', penalty: 'equipment-' }]
	])('bonus %s and penalty %s give %j', async (bonus, penalty, expected) => {
		const onchange = vi.fn();
		render(AuctionTilePicker, { label: 'Exploration', onchange });
		const picker = screen.getByRole('group', { name: 'Exploration' });
		await fireEvent.click(within(screen.getByRole('group', { name: 'Bonus (highest bid)' })).getByRole('radio', { name: bonus }));
		expect(last(onchange)).toBeNull();
		await fireEvent.click(within(screen.getByRole('group', { name: 'Penalty (lowest bid)' })).getByRole('radio', { name: penalty }));
		expect(last(onchange)).toEqual(expected);
		expect(picker).toHaveTextContent(`Bonus ${bonus} · Penalty ${penalty}`);
	});

	it('takes a known pair in one tap', async () => {
		const onchange = vi.fn();
		render(AuctionTilePicker, { label: 'City', onchange, known: [{ bonus: 'equipment+', penalty: 'damage+' }] });
		await fireEvent.click(screen.getByRole('button', { name: 'Bonus +1 equipment card · Penalty +1 damage' }));
		expect(last(onchange)).toEqual({ bonus: 'equipment+', penalty: 'damage+' });
		expect(screen.getByRole('radio', { name: '+1 damage' })).toBeChecked();
	});
});
