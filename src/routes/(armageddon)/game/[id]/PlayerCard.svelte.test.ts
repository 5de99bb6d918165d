import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { makePlayer } from '$lib/games/armageddon/testing/player-builders';
import PlayerCard from './PlayerCard.svelte';

describe('PlayerCard', () => {
	it('gives every colour bar and dot the edge of its colour (drawn where the colour sinks into the theme)', () => {
		for (const colour of ['brown', 'white', 'orange', 'black'] as const) {
			const card = render(PlayerCard, { player: makePlayer({ colour }), profile: FIXTURE_COMPLETE_PROFILE });
			expect(card.getByRole('article').getAttribute('style')).toContain(`--pc-edge: var(--player-${colour}-edge)`);
			card.unmount();
		}
	});

	it('shows the VP total with the track space and the chip to hold, marauders and damage', () => {
		render(PlayerCard, { player: makePlayer({ vp: 52, marauders: 3, damage: 5 }), profile: FIXTURE_COMPLETE_PROFILE });
		const card = screen.getByRole('article');
		expect(card).toHaveTextContent('VP52');
		expect(card).toHaveTextContent('Space 12 · chip +40');
		expect(card).toHaveTextContent('Marauders3');
		expect(card).toHaveTextContent('Damage5');
		expect(screen.queryByText('Leader away')).toBeNull();
	});

	it('shows the space alone below 40 VP and marks the leader away', () => {
		render(PlayerCard, { player: makePlayer({ vp: 7, leaderAwayAt: 6 }), profile: FIXTURE_COMPLETE_PROFILE });
		const card = screen.getByRole('article');
		expect(card).toHaveTextContent('Space 7');
		expect(card).not.toHaveTextContent('chip');
		expect(screen.getByText('Leader away')).toBeInTheDocument();
	});

	it('lists survivors by kind, equipment cards and housing', () => {
		const player = makePlayer({
			survivors: { worker: 4, soldier: 1, engineer: 2, leader: 1 },
			equipment: { beer: 1, gasoline: 0, weapon: 2, medicine: 0, vehicle: 0, map: 0 }
		});
		render(PlayerCard, { player, profile: FIXTURE_COMPLETE_PROFILE });
		const card = screen.getByRole('article');
		for (const text of ['4 workers', '1 soldier', '2 engineers', '1 leader', '3 equipment cards', `housing ${FIXTURE_COMPLETE_PROFILE.cityBoardHousing}`]) {
			expect(card).toHaveTextContent(text);
		}
	});

	it('asks for the housing when the city board value is unknown, and opens the sheet on tap', async () => {
		const onhousing = vi.fn();
		const onopen = vi.fn();
		render(PlayerCard, { player: makePlayer(), profile: FIXTURE_RULES_ONLY_PROFILE, onhousing, onopen, start: true });
		await fireEvent.click(screen.getByRole('button', { name: 'Housing unknown: enter the city board’s housing' }));
		expect(onhousing).toHaveBeenCalledOnce();
		expect(onopen).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByRole('button', { name: 'Nikki: details and corrections' }));
		expect(onopen).toHaveBeenCalledOnce();
		expect(screen.getByTitle('Start')).toBeInTheDocument();
	});
});
