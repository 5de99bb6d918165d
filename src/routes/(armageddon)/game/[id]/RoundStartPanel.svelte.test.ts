import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { GameState, PlayerId } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { ANI, FRANK, newGame, NIKKI, play, TRAVIS, withPlayer } from '$lib/games/armageddon/testing/game-builders';
import { MirrorTicks } from '$lib/state/mirror-ticks.svelte';
import type { GameContext } from './game-context';
import PanelHost from './testing/PanelHost.svelte';
import RoundStartPanel from './RoundStartPanel.svelte';

const NAMES: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? id;

/** The panel on `gameState`, its events going to `dispatch` through the game context. */
function panel(gameState: GameState, dispatch: GameContext['dispatch'] = async () => true, ticks?: MirrorTicks) {
	const panelProps = { gameState, name, ...(ticks ? { ticks } : {}) };
	return render(PanelHost, { props: { game: { dispatch, name, state: gameState }, panel: RoundStartPanel, panelProps } });
}

describe('RoundStartPanel', () => {
	it('starts the next round with one tap', async () => {
		const dispatch = vi.fn(async () => true);
		panel(newGame(), dispatch);
		await fireEvent.click(screen.getByRole('button', { name: 'Start round 1' }));
		expect(dispatch).toHaveBeenCalledWith({ type: 'start-round' });
	});

	it('lists what setting up changed as a checklist, with the reveal reminders and the start player', () => {
		const advance = FIXTURE_COMPLETE_PROFILE.roundTrack[0] ?? 0;
		// Ani's damage marker on 5: spaces 2..4 apply, i.e. −1 VP (space 3) and +Marauder (space 4 in the fixture).
		const before = withPlayer(newGame(), ANI, { damage: 5 });
		const started = play(before, { type: 'start-round' });
		panel(started);
		const items = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent?.replace(/\s+/g, ' ').trim());
		// One line per player with the end positions, not one per step.
		expect(items).toEqual([
			'Move the round marker to round 1',
			'Reveal 4 equipment cards (at most 1 marauder per card) and 4 level-1 building cards ' +
				'Draw survivors from the bag onto each equipment card, as many as shown above it. ' +
				'Put one building tile face up on each building card.',
			'Start player: Nikki',
			`Nikki: marauders ${advance}`,
			`Ani: VP 10 → 9 · marauders ${advance + 1}`,
			`Frank: marauders ${advance}`,
			`Travis: marauders ${advance}`
		]);
		expect(screen.getByText('0 of 7 done')).toBeInTheDocument();
	});

	it('counts ticked items', async () => {
		panel(play(newGame(), { type: 'start-round' }));
		const [first] = screen.getAllByRole('checkbox');
		if (!first) throw new Error('no checklist');
		await fireEvent.click(first);
		expect(screen.getByText(/^1 of \d+ done$/)).toBeInTheDocument();
	});

	it('keeps ticks across a reload (a new panel on the same stored ticks)', async () => {
		const m = new Map<string, string>();
		const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
		const state = play(newGame(), { type: 'start-round' });
		const first = panel(state, undefined, new MirrorTicks('g1', storage));
		const [box] = screen.getAllByRole('checkbox');
		if (!box) throw new Error('no checklist');
		await fireEvent.click(box);
		first.unmount();
		panel(state, undefined, new MirrorTicks('g1', storage));
		expect(screen.getAllByRole('checkbox')[0]).toBeChecked();
		expect(screen.getByText(/^1 of \d+ done$/)).toBeInTheDocument();
	});
});
