import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { describeInstruction } from '$lib/i18n/instructions';
import type { Building, GameEvent, GameState, Instruction, PlayerId } from '$lib/games/armageddon';
import CompletionPanel from './CompletionPanel.svelte';
import { ANI, FakeGame, FRANK, newTable, play, playRound, toCompletion, TRAVIS } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';

const PLAIN = [2, 6, 4] as const;
const building = (housing: number, starVp: number): Building => ({ type: 'civil', housing, starVp });
const built = (site: 3 | 4, b: Building) => ({ tile: 'equipment+' as const, tileChoice: 'beer' as const, build: { site, building: b } });
const set = (player: PlayerId, field: string, value: number) => ({ type: 'correction', player, field, value }) as GameEvent;

/**
 * §10 completion: Ani has 3 unfought marauders (damage 3 → 6); Frank has 9 housing (board 6 + a 3-housing card)
 * and 10 survivors; Travis shows star buildings 5 + 1.
 */
function tenthSectionTable(): GameState {
	const round1 = playRound(newTable({ areas: PLAIN }), { builds: { [TRAVIS]: built(3, building(0, 1)) } });
	const round2 = toCompletion(round1, { builds: { [TRAVIS]: built(4, building(0, 5)), [FRANK]: built(3, building(3, 0)) } });
	return play(
		round2,
		...[FRANK, TRAVIS].map((id) => set(id, 'marauders', 0)),
		set(ANI, 'marauders', 3),
		set(ANI, 'damage', 3),
		set(FRANK, 'survivors.worker', 9),
		set(FRANK, 'survivors.leader', 1)
	);
}

function show(state: GameState) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: CompletionPanel } });
	return game;
}

const vpOf = (s: GameState, id: PlayerId) => s.players.find((p) => p.id === id)?.vp ?? -1;
const region = (name: string) => screen.getByRole('region', { name });
const line = (game: FakeGame, i: Instruction) => describeInstruction(i, game.name, 'en');

// Many taps in jsdom: slow on a busy machine.
describe('CompletionPanel', { timeout: 30_000 }, () => {
	it('shows the §10 figures before confirming: damage 3 → 6, one survivor back for −2 VP, star VP 5 + 1', () => {
		const state = tenthSectionTable();
		const game = show(state);

		const ani = region('Ani');
		expect(within(ani).getByText('Damage marker from 3 to 6')).toBeInTheDocument();
		expect(within(ani).getByText(line(game, { kind: 'damage', player: ANI, from: 3, to: 6, because: 'unfought-marauders' }))).toBeInTheDocument();

		const frank = region('Frank');
		expect(within(frank).getByText('Housing 9 · survivors 10')).toBeInTheDocument();
		expect(within(frank).getByText('1 survivor goes back to the bag, −2 VP each')).toBeInTheDocument();
		expect(within(frank).getByRole('spinbutton', { name: 'Worker' })).toHaveAttribute('aria-valuenow', '1');
		expect(within(frank).getByText('1 of 1 chosen')).toBeInTheDocument();
		expect(within(frank).getByText(line(game, { kind: 'survivors', player: FRANK, delta: { worker: -1 }, because: 'housing' }))).toBeInTheDocument();
		const frankVp = vpOf(state, FRANK) - 2;
		expect(within(frank).getByText(line(game, { kind: 'vp', player: FRANK, delta: -2, total: frankVp, because: 'housing' }))).toBeInTheDocument();

		const travis = region('Travis');
		expect(travis.querySelector('fieldset')).toBeNull();
		const travisVp = vpOf(state, TRAVIS) + 6;
		expect(within(travis).getByText(line(game, { kind: 'vp', player: TRAVIS, delta: 6, total: travisVp, because: 'star' }))).toBeInTheDocument();
	});

	it('confirms once with the prefilled returns: workers first', async () => {
		const state = tenthSectionTable();
		const game = show(state);
		await fireEvent.click(screen.getByRole('button', { name: 'Confirm completion' }));
		expect(game.events).toEqual([{ type: 'completion', returns: { [FRANK]: { worker: 1 } } }]);
		expect(game.rejections).toEqual([]);
		expect(vpOf(game.state, FRANK)).toBe(vpOf(state, FRANK) - 2);
		expect(vpOf(game.state, TRAVIS)).toBe(vpOf(state, TRAVIS) + 6);
	});

	it('lets the short player choose who goes back, never more than the shortfall', async () => {
		const game = show(tenthSectionTable());
		const frank = region('Frank');
		const confirm = screen.getByRole('button', { name: 'Confirm completion' });
		await fireEvent.click(within(frank).getByRole('button', { name: 'Worker: one less' }));
		expect(within(frank).getByText('0 of 1 chosen')).toBeInTheDocument();
		expect(confirm).toBeDisabled();
		await fireEvent.click(within(frank).getByRole('button', { name: 'Leader: one more' }));
		expect(within(frank).getByRole('button', { name: 'Leader: one more' })).toBeDisabled();
		expect(within(frank).getByRole('button', { name: 'Worker: one more' })).toBeDisabled();
		await fireEvent.click(confirm);
		expect(game.events).toEqual([{ type: 'completion', returns: { [FRANK]: { leader: 1 } } }]);
		expect(game.state.players.find((p) => p.id === FRANK)?.survivors.leader).toBe(0);
	});
});
