import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import type { GameEvent } from '$lib/games/armageddon';
import { ANI, FRANK, newGame, NIKKI, play, TRAVIS, ZERO_BIDS } from '$lib/games/armageddon/testing/game-builders';
import RoundLog from './RoundLog.svelte';

const names: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: string) => names[id] ?? id;

describe('RoundLog', () => {
	it('renders the newest round’s steps and an older round’s only once it is opened', async () => {
		locale.set('en');
		const events: GameEvent[] = [{ type: 'correction', player: NIKKI, field: 'vp', value: 12 }, { type: 'start-round' }, ...ZERO_BIDS.slice(0, 2)];
		const gameState = play(newGame(), ...events);
		render(RoundLog, { props: { gameState, events, name } });

		const details = [...document.querySelectorAll('details')];
		expect(details).toHaveLength(2);
		expect(details[0]?.open).toBe(true);
		expect(details[0]?.querySelectorAll('ol > li')).toHaveLength(3);
		// The setup round (a correction) is folded, and its steps are not in the page yet.
		expect(details[1]?.open).toBe(false);
		expect(details[1]?.querySelector('ol')).toBeNull();
		expect(screen.queryByText(/Correction: Nikki/)).toBeNull();

		details[1]!.open = true;
		await fireEvent(details[1]!, new Event('toggle'));
		expect(await screen.findByText(/Correction: Nikki/)).toBeTruthy();
		expect(details[1]?.querySelectorAll('ol > li')).toHaveLength(1);
	});
});
