import { render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { PlayerId } from '$lib/games/armageddon';
import { ANI, FRANK, newGame, NIKKI, TRAVIS, withPlayer } from '$lib/games/armageddon/testing/game-builders';
import TrackBoard from './TrackBoard.svelte';

const NAMES: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? id;

function board() {
	let s = { ...newGame(), round: 2 };
	s = withPlayer(s, NIKKI, { vp: 43, marauders: 8, damage: 9 });
	s = withPlayer(s, ANI, { vp: 7, marauders: 0, damage: 1 });
	s = withPlayer(s, FRANK, { vp: 10, marauders: 3, damage: 3 });
	return render(TrackBoard, { gameState: s, name });
}

describe('TrackBoard', () => {
	it('says every player’s three tracks in words for screen readers; the drawing is hidden from them', () => {
		const { container } = board();
		const region = screen.getByRole('region', { name: 'The tracks' });
		expect(within(region).getAllByRole('listitem').map((r) => r.textContent)).toEqual([
			'Nikki: 43 VP, marauders 8, damage space 9',
			'Ani: 7 VP, marauders 0, damage space 1',
			'Frank: 10 VP, marauders 3, damage space 3',
			'Travis: 10 VP, marauders 0, damage space 3'
		]);
		expect(container.querySelector('.ring')?.getAttribute('aria-hidden')).toBe('true');
		expect(container.querySelector('.tracks')?.getAttribute('aria-hidden')).toBe('true');
	});

	it('draws each marker on the VP loop at its space (43 → space 3 on the top edge), labelled with its initial', () => {
		const { container } = board();
		const nikki = container.querySelector('g.marker[data-marker="nikki"]');
		expect(nikki?.querySelector('circle')?.getAttribute('cx')).toBe(String(3 * 34 + 17));
		expect(nikki?.querySelector('circle')?.getAttribute('cy')).toBe('17');
		expect(nikki?.textContent).toBe('N');
		expect(container.querySelectorAll('g.marker')).toHaveLength(4);
		expect(container.querySelectorAll('rect.space')).toHaveLength(40);
	});

	it('lists the standings inside the loop, most VP first, with the lap chip', () => {
		const { container } = board();
		const rows = [...container.querySelectorAll('.standings li')];
		expect(rows.map((r) => r.querySelector('.who')?.textContent)).toEqual(['Nikki', 'Frank', 'Travis', 'Ani']);
		expect(rows[0]?.querySelector('.where')?.textContent).toBe('space 3+40');
		expect(rows[1]?.querySelector('.chip')).toBeNull();
	});

	it('names who leads and who is headed for the costly damage spaces, in large letters', () => {
		board();
		expect(screen.getByTestId('board-lead')).toHaveTextContent('★ In the lead Nikki 43 VP');
		const danger = screen.getByTestId('board-danger');
		// Nikki (9 + 8) and Frank (3 + 3 = 6) are headed for space 6 or beyond; Travis (3 + 0) and Ani (1 + 0) are not.
		expect(danger).toHaveTextContent('⚠ In danger: damage if no marauder is fought off Nikki 9 → 9 Frank 3 → 6');
	});

	it('puts every marker in its column of the marauder and damage tracks, the costly damage spaces marked', () => {
		const { container } = board();
		const [marauders, damage] = [...container.querySelectorAll('.track')];
		const column = (track: Element | undefined, n: number) => [...(track?.querySelectorAll('.column')[n]?.querySelectorAll('.disc') ?? [])].map((d) => d.textContent);
		expect(column(marauders, 8)).toEqual(['N']);
		expect(column(marauders, 0)).toEqual(['A', 'T']);
		expect(column(damage, 8)).toEqual(['N']);
		expect(column(damage, 2)).toEqual(['F', 'T']);
		expect([...(damage?.querySelectorAll('.column.hot .number') ?? [])].map((n) => n.textContent)).toEqual(['6', '7', '8', '9']);
	});

	it('gives each marker its colour with the edge that keeps white and black visible in either theme', () => {
		let s = newGame();
		s = withPlayer(s, NIKKI, { colour: 'white' });
		s = withPlayer(s, ANI, { colour: 'black' });
		const { container } = render(TrackBoard, { gameState: s, name });
		expect(container.querySelector('g.marker[data-marker="nikki"]')?.getAttribute('style')).toContain('--pc-edge: var(--player-white-edge)');
		expect(container.querySelector('g.marker[data-marker="ani"]')?.getAttribute('style')).toContain('--pc-edge: var(--player-black-edge)');
	});
});
