import { render, screen, within } from '@testing-library/svelte';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveQuickScore, type QuickScore } from '$lib/db';
import { appDb } from '$lib/db/instance';
import { locale } from '$lib/i18n/locale.svelte';
import { scoreFinal } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { finalInput, finalPlayer } from '$lib/games/armageddon/testing/final-builders';
import type { FinalPlayerInput } from '$lib/games/armageddon';
import PlayerStats from './PlayerStats.svelte';

async function store(players: FinalPlayerInput[]) {
	const r = scoreFinal(finalInput(players));
	if (!r.ok) throw new Error(r.reason);
	const score: QuickScore = {
		players: players.map((p, i) => ({ id: p.player, name: p.name, colour: (['brown', 'white', 'orange'] as const)[i] ?? 'black' })),
		publicTile: null,
		privateTiles: {},
		profile: FIXTURE_COMPLETE_PROFILE,
		result: r.value
	};
	const saved = await saveQuickScore(appDb(), score);
	if (!saved.ok) throw new Error(saved.error.message);
}

beforeAll(async () => {
	await appDb().games.clear();
	// Ana wins twice through maps (8): 68, 58, 40 → average 55.3. Ben: 55, 49, 45 + beer 6 = 51 (his win) → 51.7, best 55.
	await store([finalPlayer('Ana', { vp: 60, equipment: { map: 2 } }), finalPlayer('Ben', { vp: 55 }), finalPlayer('Cem', { vp: 40 })]);
	await store([finalPlayer('Ana', { vp: 50, equipment: { map: 1 } }), finalPlayer('Ben', { vp: 49 }), finalPlayer('Cem', { vp: 30 })]);
	await store([finalPlayer('Ana', { vp: 40 }), finalPlayer('Ben', { vp: 45, equipment: { beer: 3 } }), finalPlayer('Cem', { vp: 30 })]);
});

describe('PlayerStats', () => {
	it('shows wins, average, best and the most frequent winning category per player', async () => {
		locale.set('en');
		render(PlayerStats);
		const table = await screen.findByRole('table', { name: /Wins, scores and the category/ });
		const rows = within(table)
			.getAllByRole('row')
			.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim()));
		expect(rows).toEqual([
			['Player', 'Games', 'Wins', 'Average', 'Best', 'Wins most with'],
			['Ana', '3', '2', '55.3', '68', 'Maps (2×)'],
			['Ben', '3', '1', '51.7', '55', 'Beer (1×)'],
			['Cem', '3', '0', '33.3', '40', '—']
		]);
	});

	describe('when the browser can tell what is on screen', () => {
		let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];

		afterEach(() => {
			vi.unstubAllGlobals();
			observers = [];
		});

		it('reads the games only once the table comes near the screen', async () => {
			vi.stubGlobal(
				'IntersectionObserver',
				class {
					readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
					constructor(callback: IntersectionObserverCallback) {
						this.entry = { callback, disconnected: false };
						observers.push(this.entry);
					}
					observe() {}
					disconnect() {
						this.entry.disconnected = true;
					}
				}
			);
			locale.set('en');
			render(PlayerStats);
			expect(observers).toHaveLength(1);
			await new Promise((r) => setTimeout(r, 50));
			expect(screen.queryByRole('table')).toBeNull();
			expect(screen.getByRole('status').textContent).toMatch(/Loading|…/);

			const [o] = observers;
			o!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
			expect(o!.disconnected).toBe(true);
			expect(await screen.findByRole('table', { name: /Wins, scores and the category/ })).toBeTruthy();
		});

		it('reads them anyway after a pause when the browser never says the table is near', async () => {
			vi.stubGlobal(
				'IntersectionObserver',
				class {
					constructor(callback: IntersectionObserverCallback) {
						observers.push({ callback, disconnected: false });
					}
					observe() {}
					disconnect() {}
				}
			);
			vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
			try {
				locale.set('en');
				render(PlayerStats);
				await vi.advanceTimersByTimeAsync(1_900);
				expect(screen.queryByRole('table')).toBeNull();
				await vi.advanceTimersByTimeAsync(200);
			} finally {
				vi.useRealTimers();
			}
			expect(await screen.findByRole('table', { name: /Wins, scores and the category/ })).toBeTruthy();
		});
	});
});
