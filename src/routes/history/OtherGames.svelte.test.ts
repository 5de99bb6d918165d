import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { appDb } from '$lib/db/instance';
import { storeGame } from '$lib/db/testing/fake-db';
import { saveSheet } from '$lib/db/sheets';
import { sheetList } from '$lib/state/sheet-list';
import OtherGames from './OtherGames.svelte';
import Page from './+page.svelte';

vi.mock('$app/navigation', () => ({ goto: vi.fn(async () => {}) }));

/** The section as the history page shows it: over the loaded list of sheets. */
async function show() {
	const list = sheetList();
	await list.load();
	const ondelete = vi.fn();
	return { ...render(OtherGames, { list, ondelete }), list, ondelete };
}

const players = [
	{ id: 'a', name: 'Ani', neutral: false },
	{ id: 'b', name: 'Ben', neutral: false },
	{ id: 'n', name: 'Neutral 1', neutral: true }
];
const sixBillion = (a: number, b: number) => ({
	game: 'six-billion' as const,
	sheet: { players, populations: { earth: { a, b } }, agendas: {}, discovery: false, discoveries: {} }
});

beforeEach(async () => {
	await appDb().sheets.clear();
});

afterEach(() => locale.set('en'));

describe('the history section of the other games', () => {
	it('shows nothing without saved sheets', async () => {
		const view = await show();
		expect(view.container.textContent?.trim()).toBe('');
	});

	it('lists each sheet with its game and result, and per-player statistics per game', async () => {
		await saveSheet(appDb(), sixBillion(8, 4), { now: 1000 });
		await saveSheet(appDb(), sixBillion(2, 4), { now: 2000 });
		await show();
		const rows = await screen.findAllByTestId('sheet-row');
		expect(rows).toHaveLength(2);
		expect(rows[0]).toHaveTextContent('6 Billion');
		expect(rows[0]).toHaveTextContent('Ben: 8');
		expect(rows[0]).toHaveTextContent('Neutral 1: neutral');
		const stats = screen.getByRole('table');
		// each won once with 8 and scored 4 in the other game
		expect(stats).toHaveTextContent('Ani2168');
		expect(stats).toHaveTextContent('Ben2168');
	});

	it('writes averages and names in the language of the screen: "6,7" and "6 Milliarden" in German', async () => {
		locale.set('de');
		for (const [a, b, now] of [[8, 4, 1000], [2, 4, 2000], [8, 4, 3000]] as const) await saveSheet(appDb(), sixBillion(a, b), { now });
		await show();
		const stats = await screen.findByRole('table');
		// Ani scored 8, 4 and 8: 6.67 on average; Ben 4, 8 and 4.
		expect(stats).toHaveTextContent('Ani326,78');
		expect(stats).toHaveTextContent('Ben315,38');
		expect(screen.getAllByTestId('sheet-row')[0]).toHaveTextContent('6 Milliarden');
	});

	it('a row is the history row of every game: its actions behind one button, and deleting goes to the page', async () => {
		await saveSheet(appDb(), sixBillion(8, 4), { now: 1000 });
		const { ondelete } = await show();
		const row = screen.getByTestId('sheet-row');
		expect(row).toHaveAttribute('data-game', 'six-billion');
		expect(screen.queryByRole('link')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: /^Actions for 6 Billion/ }));
		expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		expect(ondelete).toHaveBeenCalledOnce();
	});

	it('deletes a sheet with Undo, in the notice every game uses', async () => {
		await saveSheet(appDb(), sixBillion(8, 4), { now: 1000 });
		render(Page);
		await fireEvent.click(await screen.findByRole('button', { name: /^Actions for 6 Billion/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		const notice = await screen.findByRole('status');
		expect(notice).toHaveTextContent(/^6 Billion · .* deleted\./);
		await waitFor(() => expect(screen.queryAllByTestId('sheet-row')).toHaveLength(0));
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		await waitFor(() => expect(screen.getAllByTestId('sheet-row')).toHaveLength(1));
		expect((await appDb().sheets.toArray())[0]?.deleted).toBe(0);
	});

	it('deleting an Armageddon game ends the chance to undo a deleted sheet: one notice at a time', async () => {
		const db = appDb();
		await db.games.clear();
		await storeGame(db, [], { now: 1, id: 'g' });
		await db.games.update('g', { title: 'Friday' });
		await saveSheet(db, sixBillion(8, 4), { now: 1000 });
		render(Page);
		await fireEvent.click(await screen.findByRole('button', { name: /^Actions for 6 Billion/ }));
		await fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
		await screen.findByText(/^6 Billion · .* deleted\./);
		await fireEvent.click(screen.getByRole('button', { name: 'Actions for Friday' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		await screen.findByText('“Friday” deleted.');
		expect(screen.getAllByRole('status')).toHaveLength(1);
		await waitFor(async () => expect(await db.sheets.count()).toBe(0));
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		expect(await screen.findByRole('link', { name: 'Friday' })).toBeInTheDocument();
	});
});
