import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '$lib/rules';
import { ANI, FRANK, newGame, NIKKI, TRAVIS, withPlayer } from '$lib/rules/testing/game-builders';
import TrackBoard from './TrackBoard.svelte';

const NAMES: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? id;

describe('TrackBoard', () => {
	it('shows every player on the three tracks at once: VP with space and chip, marauders, damage', () => {
		let s = { ...newGame(), round: 2 };
		s = withPlayer(s, NIKKI, { vp: 43, marauders: 8, damage: 9 });
		s = withPlayer(s, ANI, { vp: 7, marauders: 0, damage: 1 });
		const { container } = render(TrackBoard, { gameState: s, name });
		const rows = screen.getAllByRole('listitem');
		expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
			'Nikki: 43 VP, marauders 8, damage space 9',
			'Ani: 7 VP, marauders 0, damage space 1',
			'Frank: 10 VP, marauders 0, damage space 3',
			'Travis: 10 VP, marauders 0, damage space 3'
		]);
		expect(rows[0]).toHaveTextContent('space 3 · +40 chip');
		// One marked cell per track and player: marauders 0–8, damage 1–9.
		const nikki = container.querySelectorAll('li')[0];
		expect([...(nikki?.querySelectorAll('.cell.on') ?? [])].map((c) => c.textContent)).toEqual(['8', '9']);
		expect(nikki?.querySelectorAll('.cell')).toHaveLength(18);
	});

	it('frames each player’s colour bar with the edge of its colour, so white and black stay visible in either theme', () => {
		let s = newGame();
		s = withPlayer(s, NIKKI, { colour: 'white' });
		s = withPlayer(s, ANI, { colour: 'black' });
		render(TrackBoard, { gameState: s, name });
		const [nikki, ani] = screen.getAllByRole('listitem');
		expect(nikki?.getAttribute('style')).toContain('--pc-edge: var(--player-white-edge)');
		expect(ani?.getAttribute('style')).toContain('--pc-edge: var(--player-black-edge)');
	});
});
