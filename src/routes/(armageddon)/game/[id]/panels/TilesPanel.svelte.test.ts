import { m } from '$lib/i18n/messages';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { auctionBonus, auctionPenalty } from '$lib/i18n/words/tiles';
import { nextStep } from '$lib/games/armageddon';
import type { GameEvent, GameState, ScoringTile } from '$lib/games/armageddon';
import { FakeGame, newTable, play, playRound, TABLE_DRAWS, tile } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';
import TilesPanel from './TilesPanel.svelte';

const AREAS = [tile(2), tile(6), tile(4)] as const;
const ENTER_AREAS: GameEvent = { type: 'tiles-entered', auctionTiles: AREAS };

function show(state: GameState) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: TilesPanel } });
	return game;
}

/** Rounds 1–3 of a game whose tiles the table draws; `public1` entered when given. */
function afterRound3(public1?: ScoringTile): GameState {
	let s = playRound(newTable({ profile: TABLE_DRAWS }), { before: [ENTER_AREAS] });
	s = playRound(playRound(s));
	if (!public1) return s;
	const counts = Object.fromEntries(s.players.map((p) => [p.id, 0]));
	return play(s, { type: 'tiles-entered', publicTiles: [public1, null] }, { type: 'intermediate', counts, auctionTiles: AREAS });
}

async function pickScoringTile(label: string, tileToPick: { kind: string; target: string; vp: number }) {
	const picker = screen.getByRole('group', { name: label });
	await fireEvent.click(within(picker).getByRole('radio', { name: m.terms_survivors({}, { locale: 'en' }) }));
	await fireEvent.click(within(picker).getByRole('radio', { name: tileToPick.target }));
	for (let vp = 1; vp < tileToPick.vp; vp++) await fireEvent.click(within(picker).getByRole('button', { name: `${m.setup_tile_vp({}, { locale: 'en' })}: one more` }));
}

// Many taps in jsdom: slow on a busy machine.
describe('TilesPanel', { timeout: 30_000 }, () => {
	it('takes the 3 auction tiles drawn at the table, under Exploration, Construction and City', async () => {
		const state = play(newTable({ profile: TABLE_DRAWS }), { type: 'start-round' });
		expect(nextStep(state)).toEqual({ kind: 'tiles-needed', which: 'auction' });
		const game = show(state);
		expect(screen.getByRole('heading', { name: 'Enter the auction tiles drawn at the table' })).toBeInTheDocument();
		const save = screen.getByRole('button', { name: 'Save the tiles' });
		for (const [i, area] of ['Exploration', 'Construction', 'City'].entries()) {
			expect(save).toBeDisabled();
			const picker = screen.getByRole('group', { name: area });
			const chosen = AREAS[i]!;
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionBonus[chosen.bonus]({}, { locale: 'en' }) }));
			await fireEvent.click(within(picker).getByRole('radio', { name: auctionPenalty[chosen.penalty]({}, { locale: 'en' }) }));
		}
		await fireEvent.click(save);
		expect(game.events).toEqual([ENTER_AREAS]);
		expect(nextStep(game.state).kind).toBe('bid');
	});

	it('takes public tile 1 before the intermediate scoring', async () => {
		const state = afterRound3();
		expect(nextStep(state)).toEqual({ kind: 'tiles-needed', which: 'public-1' });
		const game = show(state);
		const heading = 'Enter public scoring tile 1, drawn at the table (scored after round 3)';
		expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
		expect(screen.getByRole('button', { name: 'Save the tiles' })).toBeDisabled();
		await pickScoringTile('Public scoring tile 1', { kind: 'survivor', target: 'Soldier', vp: 3 });
		await fireEvent.click(screen.getByRole('button', { name: 'Save the tiles' }));
		expect(game.events).toEqual([{ type: 'tiles-entered', publicTiles: [{ kind: 'survivor', target: 'soldier', vp: 3 }, null] }]);
		expect(nextStep(game.state).kind).toBe('intermediate');
	});

	it('takes public tile 2 before the final scoring', async () => {
		let state = afterRound3({ kind: 'survivor', target: 'engineer', vp: 4 });
		for (let round = 4; round <= 6; round++) state = playRound(state);
		expect(nextStep(state)).toEqual({ kind: 'tiles-needed', which: 'public-2' });
		const game = show(state);
		expect(screen.getByRole('heading', { name: 'Enter public scoring tile 2, drawn at the table (scored at the end)' })).toBeInTheDocument();
		await pickScoringTile('Public scoring tile 2', { kind: 'survivor', target: 'Worker', vp: 1 });
		await fireEvent.click(screen.getByRole('button', { name: 'Save the tiles' }));
		expect(game.events).toEqual([{ type: 'tiles-entered', publicTiles: [null, { kind: 'survivor', target: 'worker', vp: 1 }] }]);
		expect(nextStep(game.state).kind).toBe('final');
	});
});
