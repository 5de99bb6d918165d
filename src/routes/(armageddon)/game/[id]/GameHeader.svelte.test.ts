import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import type { GameState, PlayerId } from '$lib/games/armageddon';
import { ANI, FRANK, newGame, NIKKI, play, withPlayer } from '$lib/games/armageddon/testing/game-builders';
import GameHeader from './GameHeader.svelte';

const props = (gameState: GameState) => ({
	gameState,
	name: (id: PlayerId) => String(id),
	status: 'saved' as const,
	canUndo: false,
	canRedo: false,
	onundo: () => {},
	onredo: () => {}
});

describe('GameHeader', () => {
	const started = play(newGame(), { type: 'start-round' });

	it.each<[string, Partial<GameState>, string]>([
		['bids are entered', { phase: 'auction' }, 'Round 1 · Auction'],
		['an auction bonus still owes a choice', { phase: 'exploration', pending: [{ kind: 'equipment-drawn', player: ANI, because: 'auction-bonus' }] }, 'Round 1 · Auction'],
		['exploration picks are made', { phase: 'exploration' }, 'Round 1 · Resolving: Exploration']
	])('names the phase while %s', (_, patch, heading) => {
		locale.set('en');
		render(GameHeader, { props: props({ ...started, pending: [], auctionLeft: [], ...patch }) });
		expect(screen.getByRole('heading', { level: 1 }).textContent?.replace(/\s+/g, ' ').trim()).toBe(heading.replace(' · ', ' '));
	});

	it('while a round is set up, shows the coming round’s start player, as the engine will work it out', () => {
		locale.set('en');
		// Round 1 done (a stand-in: the phase between rounds), Frank now highest on the VP track; Nikki started round 1.
		const between = withPlayer({ ...started, phase: 'not-started', pending: [], auctionLeft: [] }, FRANK, { vp: 30 });
		expect(between.startPlayer).toBe(NIKKI);
		render(GameHeader, { props: props(between) });
		expect(screen.getByTitle('Start player: frank')).toBeInTheDocument();
	});
});
