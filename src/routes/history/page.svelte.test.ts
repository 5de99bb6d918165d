import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDb } from '$lib/db/instance';
import { storeGame, vpSteps } from '$lib/db/testing/fake-db';
import { saveSheet } from '$lib/db/sheets';
import Page from './+page.svelte';

const goto = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('$app/navigation', () => ({ goto }));

beforeEach(async () => {
	const db = appDb();
	await Promise.all([db.games.clear(), db.events.clear(), db.settings.clear(), db.profiles.clear(), db.sheets.clear()]);
});

afterEach(() => {
	vi.useRealTimers();
	goto.mockClear();
});

describe('history page', () => {
	it('says so when there are no games', async () => {
		render(Page);
		expect(await screen.findByText(/No games yet/)).toBeInTheDocument();
		expect(screen.getByRole('link', { name: 'New game' })).toHaveAttribute('href', '/new');
	});

	it('with only other games saved, says that no Armageddon game is saved yet, not that there are no games', async () => {
		await saveSheet(appDb(), {
			game: 'six-billion',
			sheet: { players: [{ id: 'a', name: 'Ani', neutral: false }, { id: 'b', name: 'Ben', neutral: false }, { id: 'n', name: 'Neutral 1', neutral: true }], populations: { earth: { a: 8, b: 4 } }, agendas: {}, discovery: false, discoveries: {} }
		}, { now: 1000 });
		render(Page);
		expect(await screen.findByTestId('sheet-row')).toBeInTheDocument();
		expect(await screen.findByText(/No Armageddon games yet/)).toBeInTheDocument();
		expect(screen.queryByText(/No games yet/)).toBeNull();
	});

	it('lists games newest first and pages with Show more', async () => {
		const db = appDb();
		const template = await storeGame(db, [], { now: 0, id: 'template' });
		await db.games.delete('template');
		await db.games.bulkAdd(Array.from({ length: 22 }, (_, i) => ({ ...template, id: `g${i}`, updatedAt: 1000 + i, title: `Game ${i}` })));
		const view = render(Page);
		// Role queries are slow on a long list; the list is found by its label once.
		await screen.findByText('20 of 22 games');
		const list = view.container.querySelector('ol[aria-label="History"]') as HTMLElement;
		const names = () => [...list.querySelectorAll('a')].map((a) => a.textContent);
		expect(names()[0]).toBe('Game 21');
		expect(names()).toHaveLength(20);
		await fireEvent.click(screen.getByText('Show more'));
		await waitFor(() => expect(names()).toHaveLength(22));
		expect(names().at(-1)).toBe('Game 0');
		expect(screen.queryByText('Show more')).toBeNull();
	}, 20_000);

	it('deletes with an Undo notice, and deletes for good when it expires', async () => {
		const db = appDb();
		await storeGame(db, vpSteps(1), { now: 1, id: 'a' });
		await storeGame(db, [], { now: 2, id: 'b' });
		await db.games.update('b', { title: 'Second' });
		render(Page);
		await fireEvent.click(await screen.findByRole('button', { name: 'Actions for Second' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		const notice = () => screen.queryByText('“Second” deleted.');
		await waitFor(() => expect(notice()).toBeInTheDocument());
		expect(screen.queryByRole('link', { name: 'Second' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
		expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
		expect((await db.games.get('b'))?.deleted).toBe(0);

		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		await fireEvent.click(screen.getByRole('button', { name: 'Actions for Second' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
		await vi.waitFor(() => expect(notice()).toBeInTheDocument());
		await vi.advanceTimersByTimeAsync(8000);
		vi.useRealTimers();
		await waitFor(() => expect(notice()).toBeNull());
		await waitFor(async () => expect(await db.games.get('b')).toBeUndefined());
		expect(await db.games.get('a')).toBeDefined();
	});

	it('plays again and shows each player their secret tiles first, like a new game', async () => {
		const db = appDb();
		await storeGame(db, [], { now: 1, id: 'old' });
		render(Page);
		await fireEvent.click(await screen.findByRole('button', { name: /^Actions for/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
		await waitFor(() => expect(goto).toHaveBeenCalledOnce());
		const target = (goto.mock.calls[0] as unknown as [string])[0];
		expect(target).toMatch(/^\/game\/[^/]+\/secrets$/);
		const id = target.replace('/game/', '').replace('/secrets', '');
		expect(id).not.toBe('old');
		expect((await db.games.get(id))?.setup.players.map((p) => p.name)).toEqual(['Ani', 'Ben', 'Cleo']);
	});
});
