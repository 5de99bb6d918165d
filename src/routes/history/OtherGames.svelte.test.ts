import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { appDb } from '$lib/db/instance';
import { saveSheet } from '$lib/db/sheets';
import OtherGames from './OtherGames.svelte';

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
		const view = render(OtherGames);
		await new Promise((r) => setTimeout(r, 50));
		expect(view.container.textContent?.trim()).toBe('');
	});

	it('lists each sheet with its game and result, and per-player statistics per game', async () => {
		await saveSheet(appDb(), sixBillion(8, 4), { now: 1000 });
		await saveSheet(appDb(), sixBillion(2, 4), { now: 2000 });
		render(OtherGames);
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
		render(OtherGames);
		const stats = await screen.findByRole('table');
		// Ani scored 8, 4 and 8: 6.67 on average; Ben 4, 8 and 4.
		expect(stats).toHaveTextContent('Ani326,78');
		expect(stats).toHaveTextContent('Ben315,38');
		expect(screen.getAllByTestId('sheet-row')[0]).toHaveTextContent('6 Milliarden');
	});

	it('deletes a sheet with Undo', async () => {
		await saveSheet(appDb(), sixBillion(8, 4), { now: 1000 });
		render(OtherGames);
		await fireEvent.click(await screen.findByRole('button', { name: /^Delete 6 Billion/ }));
		await screen.findByText(/deleted\./);
		await waitFor(() => expect(screen.queryAllByTestId('sheet-row')).toHaveLength(0));
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		await waitFor(() => expect(screen.getAllByTestId('sheet-row')).toHaveLength(1));
	});
});
