import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { describeInstructions } from '$lib/i18n/instructions';
import type { GameState, Instruction } from '$lib/games/armageddon';
import ExplorePanel from './ExplorePanel.svelte';
import { ANI, FakeGame, FRANK, newTable, NIKKI, playRound, SavingGame, toExploration, TRAVIS } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';

// The engine's answers pass through unchanged unless a test gives others: the screen must follow them.
const engine = vi.hoisted(() => ({ limits: null as null | Record<'worker' | 'soldier' | 'engineer' | 'marauder', number>, cap: undefined as undefined | number | null }));
vi.mock('$lib/games/armageddon', async (actual) => {
	const rules = await actual<typeof import('$lib/games/armageddon')>();
	return {
		...rules,
		onCardLimits: (state: GameState) => engine.limits ?? rules.onCardLimits(state),
		maraudersPerCard: (round: number) => (engine.cap === undefined ? rules.maraudersPerCard(round) : engine.cap)
	};
});

// Areas without owed choices: +2 VP/+Marauder, −Damage/+Marauder, +2 VP/+Damage.
const PLAIN = [2, 6, 4] as const;
// §10: the choice order is Travis, Nikki, Frank, Ani.
const BIDS = { exploration: { [TRAVIS]: 3, [NIKKI]: 2, [FRANK]: 1, [ANI]: 0 } };

function show(state: GameState) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: ExplorePanel } });
	return game;
}

const more = (who: string) => fireEvent.click(screen.getByRole('button', { name: `${who}: one more` }));
const marauders = (s: GameState, id: string) => s.players.find((p) => p.id === id)?.marauders ?? -1;

// Many taps in jsdom: slow on a busy machine.
describe('ExplorePanel', { timeout: 30_000 }, () => {
	it('shows the choice order with the player in turn first', () => {
		show(toExploration(newTable({ areas: PLAIN }), { bids: BIDS }));
		const order = within(screen.getByRole('region', { name: 'Choice order' })).getByRole('list');
		expect(within(order).getAllByRole('listitem').map((li) => li.querySelector('.who')?.textContent)).toEqual(['Travis', 'Nikki', 'Frank', 'Ani']);
		expect(within(order).getByText('Travis').closest('li')).toHaveAttribute('aria-current', 'step');
		expect(screen.getByRole('heading', { name: 'Travis takes an equipment card' })).toBeInTheDocument();
	});

	it('previews the survivors, then one tap on the equipment takes Travis’s card with an engineer, a soldier and a marauder (§10)', async () => {
		const state = toExploration(newTable({ areas: PLAIN }), { bids: BIDS });
		const before = marauders(state, TRAVIS);
		const game = show(state);
		const take = within(screen.getByRole('group', { name: 'Take the card' }));
		// Nothing on the card yet: no preview; every kind may be taken.
		expect(screen.queryByRole('group', { name: 'This will change' })).toBeNull();
		expect(take.getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled)).toHaveLength(6);

		await more('Engineer');
		await more('Soldier');
		await more('Marauder');

		const onCard: Instruction[] = [
			{ kind: 'survivors', player: TRAVIS, delta: { soldier: 1, engineer: 1 }, because: 'exploration' },
			{ kind: 'marauders', player: TRAVIS, from: before, to: before + 1, because: 'exploration' }
		];
		const preview = screen.getByRole('group', { name: 'This will change' });
		expect(within(preview).getAllByRole('listitem').map((li) => li.textContent)).toEqual(describeInstructions(onCard, game.name, 'en'));
		expect(game.events).toEqual([]);

		await fireEvent.click(take.getByRole('button', { name: 'Weapons' }));
		expect(game.events).toEqual([
			{ type: 'explore', player: TRAVIS, equipment: 'weapon', survivors: { worker: 0, soldier: 1, engineer: 1, marauder: 1 } }
		]);
		expect(marauders(game.state, TRAVIS)).toBe(before + 1);
		// Next in order, with a fresh form and the changes to mirror.
		expect(screen.getByRole('heading', { name: 'Nikki takes an equipment card' })).toBeInTheDocument();
		expect(screen.getByRole('spinbutton', { name: 'Marauder' })).toHaveAttribute('aria-valuenow', '0');
		const justNow = screen.getByRole('group', { name: 'Just now' });
		const taken: Instruction = { kind: 'equipment', player: TRAVIS, equipment: 'weapon', delta: 1, because: 'exploration' };
		expect(within(justNow).getAllByRole('listitem').map((li) => li.textContent)).toEqual(describeInstructions([taken, ...onCard], game.name, 'en'));
	});

	it('keeps what the next player taps while the last card is still being saved', async () => {
		const game = new SavingGame(toExploration(newTable({ areas: PLAIN }), { bids: BIDS }));
		render(PanelHost, { props: { game, panel: ExplorePanel } });
		await more('Soldier');
		await fireEvent.click(screen.getByRole('button', { name: 'Weapons' }));
		expect(screen.getByRole('heading', { name: 'Nikki takes an equipment card' })).toBeInTheDocument();
		expect(screen.getByRole('spinbutton', { name: 'Soldier' })).toHaveAttribute('aria-valuenow', '0');
		await more('Worker');
		// The cards wait for the save (no second step on top of one being stored); the survivors set stay.
		expect(screen.getByRole('button', { name: 'Maps' })).toBeDisabled();
		game.saved();
		await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Maps' })).toBeEnabled());
		expect(screen.getByRole('spinbutton', { name: 'Worker' })).toHaveAttribute('aria-valuenow', '1');
	});

	it('allows at most 1 marauder per card in round 1', async () => {
		show(toExploration(newTable({ areas: PLAIN }), { bids: BIDS }));
		expect(screen.getByText('Round 1: at most 1 marauder per card.')).toBeInTheDocument();
		await more('Marauder');
		await more('Marauder');
		expect(screen.getByRole('spinbutton', { name: 'Marauder' })).toHaveAttribute('aria-valuenow', '1');
		expect(screen.getByRole('button', { name: 'Marauder: one more' })).toBeDisabled();
	});

	it('offers on the card what the engine allows, and names the round’s cap when the engine has one', () => {
		engine.limits = { worker: 2, soldier: 0, engineer: 1, marauder: 3 };
		engine.cap = 3;
		try {
			const round2 = toExploration(playRound(newTable({ areas: PLAIN })), { bids: BIDS });
			show(round2);
			const max = (who: string) => screen.getByRole('spinbutton', { name: who }).getAttribute('aria-valuemax');
			expect(['Worker', 'Soldier', 'Engineer', 'Marauder'].map(max)).toEqual(['2', '0', '1', '3']);
			expect(screen.getByText('Round 1: at most 1 marauder per card.')).toBeInTheDocument();
		} finally {
			engine.limits = null;
			engine.cap = undefined;
		}
	});

	it('lifts the marauder limit from round 2 on', async () => {
		const round2 = toExploration(playRound(newTable({ areas: PLAIN })), { bids: BIDS });
		expect(round2.round).toBe(2);
		const game = show(round2);
		expect(screen.queryByText('Round 1: at most 1 marauder per card.')).toBeNull();
		await more('Marauder');
		await more('Marauder');
		expect(screen.getByRole('spinbutton', { name: 'Marauder' })).toHaveAttribute('aria-valuenow', '2');
		await fireEvent.click(screen.getByRole('button', { name: 'Maps' }));
		expect(game.events[0]).toMatchObject({ type: 'explore', equipment: 'map', survivors: { marauder: 2 } });
		expect(game.rejections).toEqual([]);
	});
});
