import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { m } from '$lib/i18n/messages';
import type { PlayerId } from '$lib/games/armageddon';
import { recallTable, rememberTable } from '$lib/platform/table-memory';
import TableStatus from './TableStatus.svelte';

const memory = { game: 'g-1', seat: 'frank' as PlayerId, rev: 4, alone: false, key: 'abcdef0123456789' };

describe('TableStatus on a phone that was at the table before a reload', () => {
	afterEach(() => rememberTable(null));

	it('says how to rejoin; "Continue on this phone" stops asking', async () => {
		rememberTable(memory);
		render(TableStatus, { props: { gameId: 'g-1' } });
		expect(await screen.findByText(m.join_was_joined())).toBeVisible();
		expect(screen.getByText(m.join_rejoin_hint())).toBeVisible();
		await fireEvent.click(screen.getByRole('button', { name: m.join_continue() }));
		expect(screen.queryByText(m.join_was_joined())).toBeNull();
		expect(recallTable()).toEqual({ ...memory, alone: true });
	});

	it('says nothing on another game, or once the phone went on alone', async () => {
		rememberTable(memory);
		const other = render(TableStatus, { props: { gameId: 'g-2' } });
		await Promise.resolve();
		expect(screen.queryByText(m.join_was_joined())).toBeNull();
		other.unmount();
		rememberTable({ ...memory, alone: true });
		render(TableStatus, { props: { gameId: 'g-1' } });
		await Promise.resolve();
		expect(screen.queryByText(m.join_was_joined())).toBeNull();
	});
});
