import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { Bid, GameState, PlayerId } from '$lib/games/armageddon';
import { ANI, card, FRANK, newGame, NIKKI, play, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import { MirrorTicks } from '$lib/state/mirror-ticks.svelte';
import PhaseMirror from './PhaseMirror.svelte';

const NAMES: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? id;
const column = (...entries: [PlayerId, number][]): Bid[] => entries.map(([p, n]) => ({ player: p, survivors: n }));

/** Round 1 with exploration running in the order Travis, Nikki, Frank, Ani (as in the rules test). */
function exploring(): GameState {
	const s = play(newGame(), { type: 'start-round' });
	const bids = {
		exploration: column([TRAVIS, 3], [NIKKI, 2], [FRANK, 1], [ANI, 0]),
		construction: column([NIKKI, 1], [ANI, 2], [FRANK, 0], [TRAVIS, 2]),
		city: column([NIKKI, 3], [ANI, 4], [FRANK, 2], [TRAVIS, 1])
	};
	return {
		...s,
		phase: 'exploration',
		bids,
		pickOrder: [TRAVIS, NIKKI, FRANK, ANI],
		log: [...s.log, { event: s.eventCount, round: 1, instruction: { kind: 'phase', round: 1, phase: 'exploration' } }]
	};
}

const texts = () => screen.getAllByRole('checkbox').map((b) => b.closest('label')?.textContent?.trim());

describe('PhaseMirror', () => {
	it('shows one line per player for the phase so far, with the end positions', () => {
		const s = play(exploring(), card(TRAVIS, 'weapon', { engineer: 1, soldier: 1, marauder: 1 }), card(NIKKI, 'beer', { marauder: 1 }));
		render(PhaseMirror, { gameState: s, name });
		expect(screen.getByText('Round 1, Exploration so far: mirror on the board')).toBeInTheDocument();
		const marauders = (id: PlayerId) => s.players.find((p) => p.id === id)?.marauders;
		expect(texts()).toEqual([
			`Nikki: marauders ${marauders(NIKKI)} · take 1 beer card`,
			`Travis: marauders ${marauders(TRAVIS)} · take 1 soldier and 1 engineer · take 1 weapons card`
		]);
	});

	it('shows nothing before anything moved', () => {
		const empty = render(PhaseMirror, { gameState: exploring(), name });
		expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
		empty.unmount();
	});

	it('keeps a tick while the line is unchanged, and drops it when a later step changes that player', async () => {
		const m = new Map<string, string>();
		const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
		const one = play(exploring(), card(TRAVIS, 'weapon'));
		const first = render(PhaseMirror, { gameState: one, name, ticks: new MirrorTicks('g', storage) });
		await fireEvent.click(screen.getByRole('checkbox'));
		first.unmount();
		const again = render(PhaseMirror, { gameState: one, name, ticks: new MirrorTicks('g', storage) });
		expect(screen.getByRole('checkbox')).toBeChecked();
		expect(screen.getByText('1 of 1 done')).toBeInTheDocument();
		again.unmount();
		// Travis's line changes when the log gets another step of his: the tick no longer applies.
		const more = { ...one, log: [...one.log, { event: one.eventCount, round: 1, instruction: { kind: 'vp' as const, player: TRAVIS, delta: 1, total: 11, because: 'correction' as const } }] };
		render(PhaseMirror, { gameState: more, name, ticks: new MirrorTicks('g', storage) });
		expect(screen.getByRole('checkbox')).not.toBeChecked();
	});

	it('with the tracks in the app lists only what is done by hand', () => {
		const s = play(exploring(), card(TRAVIS, 'weapon', { engineer: 1, soldier: 1, marauder: 1 }), card(NIKKI, 'beer', { marauder: 1 }));
		render(PhaseMirror, { gameState: s, name, mode: 'app' });
		expect(texts()).toEqual(['Nikki: take 1 beer card', 'Travis: take 1 soldier and 1 engineer · take 1 weapons card']);
	});

	it('drops a finished phase once a later phase has closed, even when that later phase had nothing by hand', () => {
		const explored = play(exploring(), card(TRAVIS, 'weapon'));
		const marker = (event: number, phase: 'construction' | 'city') => ({ event, round: 1, instruction: { kind: 'phase' as const, round: 1, phase } });
		const vp = (event: number) => ({ event, round: 1, instruction: { kind: 'vp' as const, player: NIKKI, delta: 1, total: 11, because: 'correction' as const } });
		const n = explored.eventCount;
		// Construction only moved a VP marker: with the tracks in the app, nothing of it is done by hand.
		const s: GameState = { ...explored, phase: 'city', log: [...explored.log, marker(n, 'construction'), vp(n + 1), marker(n + 2, 'city')] };
		const app = render(PhaseMirror, { gameState: s, name, mode: 'app' });
		expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
		app.unmount();
		// On the board the just finished construction is shown, the exploration before it is not.
		render(PhaseMirror, { gameState: s, name, mode: 'board' });
		expect(screen.getByText('Round 1, Construction: mirror on the board')).toBeInTheDocument();
		expect(screen.queryByText(/Exploration/)).toBeNull();
	});

	it('drops a finished phase once the phase after it closed with nothing moved at all', () => {
		const explored = play(exploring(), card(TRAVIS, 'weapon'));
		const marker = (event: number, phase: 'construction' | 'city') => ({ event, round: 1, instruction: { kind: 'phase' as const, round: 1, phase } });
		const n = explored.eventCount;
		const s: GameState = { ...explored, phase: 'city', log: [...explored.log, marker(n, 'construction'), marker(n + 1, 'city')] };
		render(PhaseMirror, { gameState: s, name });
		expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
	});
});
