import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import ChoosePanel from './ChoosePanel.svelte';
import { ANI, FakeGame, FRANK, newTable, NIKKI, play, toExploration, TRAVIS } from './testing/fake-game.svelte';
import PanelHost from '../testing/PanelHost.svelte';

// Exploration lies under +Equipment / +Damage, City under −Damage / −Equipment.
const AREAS_WITH_CHOICES = [0, 2, 3] as const;

function show(state: ReturnType<typeof newTable>) {
	const game = new FakeGame(state);
	render(PanelHost, { props: { game, panel: ChoosePanel } });
	return game;
}

// Many taps in jsdom: slow on a busy machine.
describe('ChoosePanel', { timeout: 30_000 }, () => {
	it('asks the bonus winner which kind was drawn and dispatches it with one tap', async () => {
		// §10: Nikki and Ani bid most in Exploration, Nikki earlier → Nikki draws the card.
		const state = toExploration(newTable({ areas: AREAS_WITH_CHOICES }), { bids: { exploration: { [NIKKI]: 2, [ANI]: 2, [FRANK]: 0, [TRAVIS]: 1 } } }, false);
		expect(state.pending[0]).toMatchObject({ kind: 'equipment-drawn', player: NIKKI });
		const game = show(state);

		expect(screen.getByRole('heading', { name: 'Nikki draws an equipment card (auction bonus): which kind?' })).toBeInTheDocument();
		const kinds = screen.getAllByRole('button');
		expect(kinds.map((b) => b.textContent?.trim())).toEqual(['Beer', 'Gasoline', 'Weapons', 'Medicine', 'Vehicle parts', 'Maps']);
		await fireEvent.click(screen.getByRole('button', { name: 'Weapons' }));

		expect(game.events).toEqual([{ type: 'choose', player: NIKKI, equipment: 'weapon' }]);
		expect(game.state.players.find((p) => p.id === NIKKI)?.equipment.weapon).toBe(1);
	});

	it('offers a returning player only the kinds held, with how many', async () => {
		const gifts = [
			{ type: 'correction', player: FRANK, field: 'equipment.map', value: 2 },
			{ type: 'correction', player: FRANK, field: 'equipment.medicine', value: 1 }
		] as const;
		// Frank bids least in City and lies last among the zeros → −Equipment.
		let state = toExploration(newTable({ areas: AREAS_WITH_CHOICES }), {
			before: gifts,
			bids: { exploration: { [NIKKI]: 1 }, city: { [NIKKI]: 1, [ANI]: 1, [TRAVIS]: 1 } }
		}, false);
		state = play(state, { type: 'choose', player: NIKKI, equipment: 'beer' });
		expect(state.pending[0]).toMatchObject({ kind: 'equipment-returned', player: FRANK });
		const game = show(state);

		expect(screen.getByRole('heading', { name: 'Frank returns a card (auction penalty): which kind?' })).toBeInTheDocument();
		expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['Medicine 1 held', 'Maps 2 held']);
		await fireEvent.click(screen.getByRole('button', { name: /Maps/ }));

		expect(game.events).toEqual([{ type: 'choose', player: FRANK, equipment: 'map' }]);
		expect(game.rejections).toEqual([]);
		expect(game.state.players.find((p) => p.id === FRANK)?.equipment.map).toBe(1);
	});

	afterEach(() => locale.set('en'));

	it('speaks German with the rulebook’s terms', () => {
		locale.set('de');
		show(toExploration(newTable({ areas: AREAS_WITH_CHOICES }), { bids: { exploration: { [NIKKI]: 2 } } }, false));
		expect(screen.getByRole('heading', { name: 'Nikki zieht eine Ausrüstungskarte (Bonus des Bietplättchens): welche Art?' })).toBeInTheDocument();
		expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Bier', 'Benzin', 'Waffen', 'Medikamente', 'Fahrzeugteile', 'Landkarten']);
	});
});
