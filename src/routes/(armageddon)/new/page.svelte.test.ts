import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSettings, loadGame, setSetting } from '$lib/db';
import { appDb } from '$lib/db/instance';
import { createSetup, emptyProfile } from '$lib/games/armageddon';
import '$lib/i18n/messages';
import { describeScoringTile } from '$lib/i18n/words/tiles';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { boxProfile } from '$lib/state/box-profile.svelte';
import Page from './+page.svelte';

const app = vi.hoisted(() => ({ goto: vi.fn(), url: new URL('http://localhost/new?seed=abc-123') }));
vi.mock('$app/navigation', () => ({ goto: app.goto }));
vi.mock('$app/state', () => ({
	page: {
		get url() {
			return app.url;
		}
	}
}));

const seat = (n: number) => screen.getByRole('group', { name: `Seat ${n}` });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

async function name(n: number, value: string) {
	await fireEvent.input(within(seat(n)).getByRole('textbox', { name: 'Name' }), { target: { value } });
}

async function fillPlayers(names: string[]) {
	for (const [i, n] of names.entries()) await name(i + 1, n);
}

beforeEach(async () => {
	localStorage.clear();
	app.goto.mockReset();
	app.url = new URL('http://localhost/new?seed=abc-123');
	await boxProfile.replace(emptyProfile());
});

describe('/new players step', () => {
	it('prefills the seed from the link, normalised', async () => {
		render(Page);
		await waitFor(() => expect(screen.getByRole('textbox', { name: 'Setup code' })).toHaveValue('ABC123'));
	});

	it('refuses empty names with a message at each empty field', async () => {
		render(Page);
		await name(2, 'Nikki');
		await next();
		expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields first.');
		for (const n of [1, 3, 4]) expect(within(seat(n)).getByText('Enter a name.')).toBeInTheDocument();
		expect(within(seat(2)).queryByText('Enter a name.')).toBeNull();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Players and seats');
	});

	it('swaps the two players’ colours when a colour already taken is picked', async () => {
		render(Page);
		await fillPlayers(['Frank', 'Travis', 'Nikki', 'Ani']);
		expect(within(seat(1)).getByRole('radio', { name: 'Brown' })).toBeChecked();
		expect(within(seat(3)).getByRole('radio', { name: 'Orange' })).toBeChecked();
		await fireEvent.click(within(seat(3)).getByRole('radio', { name: 'Brown' }));
		expect(within(seat(3)).getByRole('radio', { name: 'Brown' })).toBeChecked();
		expect(within(seat(1)).getByRole('radio', { name: 'Orange' })).toBeChecked();
		expect(screen.getByText('Frank now plays orange.')).toHaveAttribute('role', 'status');
		await next();
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Who draws the tiles?');
	});

	it('says the next step is busy until its parts have loaded, then shows them', async () => {
		const { container } = render(Page);
		await fillPlayers(['Frank', 'Travis', 'Nikki', 'Ani']);
		await next();
		expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
		expect(await screen.findByRole('radio', { name: /The app draws/ })).toBeInTheDocument();
		expect(container.querySelector('[aria-busy="true"]')).toBeNull();
	});

	it('keeps what was typed when the page is left (e.g. for Box values) and opened again', async () => {
		app.url = new URL('http://localhost/new');
		const first = render(Page);
		await fillPlayers(['Frank', 'Travis']);
		await fireEvent.click(screen.getByRole('radio', { name: '3 players' }));
		const seed = (screen.getByRole('textbox', { name: 'Setup code' }) as HTMLInputElement).value;
		first.unmount();
		render(Page);
		await waitFor(() => expect(within(seat(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Frank'));
		expect(within(seat(2)).getByRole('textbox', { name: 'Name' })).toHaveValue('Travis');
		expect(screen.queryByRole('group', { name: 'Seat 4' })).toBeNull();
		expect(screen.getByRole('textbox', { name: 'Setup code' })).toHaveValue(seed);
	});

	it('refuses a name taken twice and a wrong seed code', async () => {
		render(Page);
		await fillPlayers(['Frank', 'Travis', 'frank ', 'Ani']);
		await next();
		expect(within(seat(3)).getByText('“frank” is already playing. Use another name.')).toBeInTheDocument();
		await name(3, 'Nikki');
		const code = screen.getByRole('textbox', { name: 'Setup code' });
		await fireEvent.input(code, { target: { value: 'ABCU12' } });
		expect(code).toHaveAccessibleDescription(/Use 6 characters/);
		await next();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Players and seats');
	});

	it('moves players between seats and offers remembered players as chips', async () => {
		await setSetting(appDb(), 'rememberedPlayers', [{ name: 'Ani', colour: 'black' }, { name: 'Nikki', colour: 'orange' }]);
		render(Page);
		await fireEvent.click(await screen.findByRole('button', { name: 'Nikki' }));
		expect(within(seat(1)).getByRole('textbox', { name: 'Name' })).toHaveValue('Nikki');
		expect(within(seat(1)).getByRole('radio', { name: 'Orange' })).toBeChecked();
		// the seat that had orange gets seat 1's old colour instead of a clash
		expect(within(seat(3)).getByRole('radio', { name: 'Brown' })).toBeChecked();
		expect(screen.queryByRole('button', { name: 'Nikki' })).toBeNull();
		await fireEvent.click(screen.getByRole('button', { name: 'Move Nikki down' }));
		expect(within(seat(2)).getByRole('textbox', { name: 'Name' })).toHaveValue('Nikki');
		expect(screen.getByRole('button', { name: 'Move Nikki up' })).toBeEnabled();
		await fireEvent.click(screen.getByRole('radio', { name: '3 players' }));
		expect(screen.queryByRole('group', { name: 'Seat 4' })).toBeNull();
	});
});

// Whole flows through the form: slow on a busy machine.
const FLOW = { timeout: 30_000 };

describe('/new with tiles drawn at the table', FLOW, () => {
	it('asks for the public and auction tiles, starts the game with them and remembers the players', async () => {
		render(Page);
		await fillPlayers(['Frank', 'Travis', 'Nikki', 'Ani']);
		await next();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Who draws the tiles?');
		// Each step after the first loads when it opens.
		expect(await screen.findByRole('radio', { name: /The app draws/ })).toBeDisabled();
		expect(screen.getByRole('radio', { name: /We shuffle at the table/ })).toBeChecked();
		expect(screen.getByRole('link', { name: 'Enter them under Box values.' })).toHaveAttribute('href', '/box');
		await next();

		await next();
		expect(screen.getByRole('alert')).toHaveTextContent('Enter both tiles first');
		const first = await screen.findByRole('group', { name: /First tile/ });
		await fireEvent.click(within(first).getByRole('button', { name: 'Each engineer: 4 VP' }));
		const second = screen.getByRole('group', { name: /Second tile/ });
		await fireEvent.click(within(second).getByRole('radio', { name: 'Any equipment card' }));
		await fireEvent.click(within(second).getByRole('button', { name: 'Points each: one more' }));
		// One scoring tile cannot lie in both places.
		await fireEvent.click(within(first).getByRole('radio', { name: 'Any equipment card' }));
		await fireEvent.click(within(first).getByRole('button', { name: 'Points each: one less' }));
		await fireEvent.click(within(first).getByRole('button', { name: 'Points each: one less' }));
		await next();
		expect(screen.getByRole('alert')).toHaveTextContent('The same tile is entered for both places');
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Public scoring tiles');
		await fireEvent.click(within(first).getByRole('button', { name: 'Each engineer: 4 VP' }));
		await next();

		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Auction tiles');
		const choose = async (area: string, bonus: string, penalty: string) => {
			const g = await screen.findByRole('group', { name: area });
			await fireEvent.click(within(within(g).getByRole('group', { name: 'Bonus (highest bid)' })).getByRole('radio', { name: bonus }));
			await fireEvent.click(within(within(g).getByRole('group', { name: 'Penalty (lowest bid)' })).getByRole('radio', { name: penalty }));
		};
		await choose('Exploration', '+2 VP', '+1 marauder');
		await choose('Construction', '−1 damage', '−2 VP');
		await next();
		expect(screen.getByRole('alert')).toHaveTextContent('all three tiles');
		// The box holds each auction tile once: the same tile for two areas is refused.
		await choose('City', '+2 VP', '+1 marauder');
		await next();
		expect(screen.getByRole('alert')).toHaveTextContent('The same tile is entered for two areas');
		await choose('City', '+1 equipment card', '+1 damage');
		await next();

		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Set up the table');
		expect(await screen.findByText('Each engineer: 4 VP')).toBeInTheDocument();
		expect(screen.getByText('Each equipment card: 2 VP')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Start game' }));

		await waitFor(() => expect(app.goto).toHaveBeenCalledOnce());
		const id = String(app.goto.mock.calls[0]?.[0]).replace('/game/', '');
		const loaded = await loadGame(appDb(), id);
		if (!loaded.ok) throw new Error(loaded.error.message);
		expect(loaded.value.events).toHaveLength(1);
		expect(loaded.value.state.publicTiles).toEqual([
			{ kind: 'survivor', target: 'engineer', vp: 4 },
			{ kind: 'any-equipment', vp: 2 }
		]);
		expect(loaded.value.state.auctionTiles).toEqual([
			{ bonus: 'vp+2', penalty: 'marauder+' },
			{ bonus: 'damage-', penalty: 'vp-2' },
			{ bonus: 'equipment+', penalty: 'damage+' }
		]);
		expect(loaded.value.row.setup.seed).toBe('ABC123');
		expect(loaded.value.row.setup.players.map((p) => p.name)).toEqual(['Frank', 'Travis', 'Nikki', 'Ani']);
		const settings = await getSettings(appDb());
		expect(settings.ok && settings.value.settings.rememberedPlayers.slice(0, 4).map((p) => p.name)).toEqual(['Frank', 'Travis', 'Nikki', 'Ani']);
	});
});

describe('/new when the app draws', FLOW, () => {
	it('skips the tile entry, then passes the phone so each player sees only their own tiles', async () => {
		await boxProfile.replace(FIXTURE_COMPLETE_PROFILE);
		render(Page);
		await fillPlayers(['Frank', 'Travis', 'Nikki']);
		await fireEvent.click(screen.getByRole('radio', { name: '3 players' }));
		await next();
		expect(await screen.findByRole('radio', { name: /The app draws/ })).toBeChecked();
		await next();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Set up the table');
		expect(screen.queryByText('Draw one at the table, face up')).toBeNull();
		await next();
		expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Secret scoring tiles');
		expect(screen.queryByRole('button', { name: 'Start game' })).toBeNull();

		const expected = createSetup({
			players: [
				{ name: 'Frank', colour: 'brown' },
				{ name: 'Travis', colour: 'white' },
				{ name: 'Nikki', colour: 'orange' }
			],
			seed: 'ABC123',
			profile: FIXTURE_COMPLETE_PROFILE
		});
		if (!expected.ok) throw new Error(expected.reason);
		const secretTexts = (i: number) =>
			(expected.value.privateTiles[expected.value.players[i]!.id] ?? []).map((d) => (d.tile ? describeScoringTile(d.tile, { locale: 'en' }) : '?'));
		const everyTile = [0, 1, 2].flatMap(secretTexts);
		expect(new Set(everyTile).size).toBe(6);

		for (const [i, who] of ['Frank', 'Travis', 'Nikki'].entries()) {
			expect(await screen.findByRole('heading', { name: `Pass the phone to ${who}` })).toBeInTheDocument();
			expect(everyTile.filter((text) => screen.queryByText(text))).toEqual([]);
			const hold = screen.getByRole('button', { name: 'Press and hold to see your tiles' });
			await fireEvent.pointerDown(hold, { pointerId: 1 });
			expect(screen.getByRole('heading', { name: `${who}’s secret scoring tiles` })).toBeInTheDocument();
			expect(everyTile.filter((text) => screen.queryByText(text))).toEqual(secretTexts(i));
			await fireEvent.pointerUp(hold, { pointerId: 1 });
			expect(screen.queryByRole('heading', { name: /secret scoring tiles/ })).toBeNull();
			await fireEvent.click(screen.getByRole('button', { name: who === 'Nikki' ? 'Done' : 'Done, pass on' }));
		}
		expect(screen.getByText('Every player has their secret tiles.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
		await waitFor(() => expect(app.goto).toHaveBeenCalledOnce());
		const loaded = await loadGame(appDb(), String(app.goto.mock.calls[0]?.[0]).replace('/game/', ''));
		expect(loaded.ok && loaded.value.events).toEqual([]);
	});
});
