import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { describeInstruction } from '$lib/i18n/instructions';
import '$lib/i18n/messages';
import { auctionBonus, auctionPenalty, describeAuctionTile } from '$lib/i18n/words/tiles';
import type { GameEvent, GameState, ScoringTile } from '$lib/games/armageddon';
import IntermediatePanel from './IntermediatePanel.svelte';
import { ANI, FakeGame, FRANK, newTable, NIKKI, play, playRound, TABLE_DRAWS, tile, TRAVIS } from './testing/fake-game.svelte';
import type { Plan } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';

const PLAIN = [2, 6, 4] as const;
const ENGINEERS: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };

/** Three rounds in which Nikki's first card brings 2 engineers; `first` adds to round 1. */
function afterRound3(table: GameState, first: Plan = {}): GameState {
	let s = playRound(table, { ...first, cards: { [NIKKI]: { engineer: 2 } } });
	s = playRound(s);
	return playRound(s);
}

function show(state: GameState) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: IntermediatePanel } });
	return game;
}

const vpOf = (s: GameState, id: string) => s.players.find((p) => p.id === id)?.vp ?? -1;

// Many taps in jsdom: slow on a busy machine.
describe('IntermediatePanel', { timeout: 30_000 }, () => {
	it('prefills each count from the tracked holdings, lets the table correct it, and scores the engineer tile at 4 VP each', async () => {
		const state = afterRound3(newTable({ areas: PLAIN, public1: ENGINEERS }));
		expect(state.phase).toBe('intermediate');
		const game = show(state);
		expect(screen.getByText('Public tile 1: Engineer: 4 VP each')).toBeInTheDocument();
		const nikki = screen.getByRole('spinbutton', { name: 'Nikki' });
		expect(nikki).toHaveAttribute('aria-valuenow', '2');
		expect(nikki.closest('.count')).toHaveTextContent('+8 VP');
		expect(screen.getByRole('spinbutton', { name: 'Ani' })).toHaveAttribute('aria-valuenow', '0');
		// No pickers: the app draws the new auction tiles in this game.
		expect(screen.queryByRole('group', { name: 'Exploration' })).toBeNull();

		await fireEvent.click(screen.getByRole('button', { name: 'Ani: one more' }));
		const preview = screen.getByRole('group', { name: 'This will change' });
		const nikkiVp = describeInstruction({ kind: 'vp', player: NIKKI, delta: 8, total: vpOf(state, NIKKI) + 8, because: 'public-tile' }, game.name, 'en');
		expect(within(preview).getByText((text) => text.startsWith(nikkiVp))).toBeInTheDocument();

		await fireEvent.click(screen.getByRole('button', { name: 'Score public tile 1' }));
		expect(game.events).toEqual([{ type: 'intermediate', counts: { [NIKKI]: 2, [ANI]: 1, [FRANK]: 0, [TRAVIS]: 0 } }]);
		expect(game.rejections).toEqual([]);
		expect(game.state.players.every((p) => p.marauders === 0)).toBe(true);
	});

	it('takes the 3 new auction tiles drawn at the table in a physically drawn game', async () => {
		const areas = [tile(2), tile(6), tile(4)] as const;
		let state = afterRound3(newTable({ profile: TABLE_DRAWS }), { before: [{ type: 'tiles-entered', auctionTiles: areas }] });
		state = play(state, { type: 'tiles-entered', publicTiles: [ENGINEERS, null] } as GameEvent);
		const game = show(state);
		const confirm = screen.getByRole('button', { name: 'Score public tile 1' });
		const picks = [
			['Exploration', 'vp+2', 'vp-2'],
			['Construction', 'damage-', 'equipment-'],
			['City', 'equipment+', 'damage+']
		] as const;
		// No new tiles yet is fine (they can wait for round 4); some but not all is not.
		expect(confirm).toBeEnabled();
		for (const [area, bonus, penalty] of picks) {
			const picker = screen.getByRole('group', { name: area });
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionBonus[bonus]({}, { locale: 'en' }) }));
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionPenalty[penalty]({}, { locale: 'en' }) }));
			if (area !== 'City') expect(confirm).toBeDisabled();
		}
		expect(confirm).toBeEnabled();
		await fireEvent.click(confirm);
		expect(game.events).toEqual([
			{
				type: 'intermediate',
				counts: { [NIKKI]: 2, [ANI]: 0, [FRANK]: 0, [TRAVIS]: 0 },
				auctionTiles: picks.map(([, bonus, penalty]) => ({ bonus, penalty }))
			}
		]);
		expect(game.rejections).toEqual([]);
		expect(game.state.auctionTiles).toEqual(picks.map(([, bonus, penalty]) => ({ bonus, penalty })));
	});

	it('offers and takes as new auction tiles only those not used in rounds 1–3 (§5)', async () => {
		const used = tile(0);
		let state = afterRound3(newTable({ profile: TABLE_DRAWS }), { before: [{ type: 'tiles-entered', auctionTiles: [tile(2), tile(6), used] }] });
		state = play(state, { type: 'tiles-entered', publicTiles: [ENGINEERS, null] } as GameEvent);
		show(state);
		const city = screen.getByRole('group', { name: 'City' });
		// The box's known tile lay under City in rounds 1–3: no one-tap choice for it.
		expect(within(city).queryByRole('button', { name: describeAuctionTile(used, { locale: 'en' }) })).toBeNull();
		const picks = [
			['Exploration', 'vp+2', 'vp-2'],
			['Construction', 'damage-', 'equipment-'],
			['City', 'equipment+', 'damage+']
		] as const;
		for (const [area, bonus, penalty] of picks) {
			const picker = screen.getByRole('group', { name: area });
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionBonus[bonus]({}, { locale: 'en' }) }));
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionPenalty[penalty]({}, { locale: 'en' }) }));
		}
		expect(screen.getByText('The tile for City was used in rounds 1–3: the new tiles come from those not used yet.')).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Score public tile 1' })).toBeDisabled();
	});
});
