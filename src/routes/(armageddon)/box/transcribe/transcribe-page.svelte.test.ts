import { configure, fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import { emptyProfile } from '$lib/games/armageddon';
import { boxProfile } from '$lib/state/box-profile.svelte';
import Page from './+page.svelte';

// saving goes through IndexedDB: give it time on a busy machine
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The text a sighted person reads: what is hidden for screen readers only left out. */
function visibleText(el: Element): string {
	const copy = el.cloneNode(true) as Element;
	copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
	return copy.textContent ?? '';
}

beforeEach(async () => {
	locale.set('en');
	window.scrollTo = () => {};
	await boxProfile.load();
	expect((await boxProfile.replace(emptyProfile())).ok).toBe(true);
});

describe('Box transcription page', () => {
	it('each step in the step list shows its name, not only its number', async () => {
		render(Page);
		const nav = await screen.findByRole('navigation', { name: m.transcribe_title() });
		const names = within(nav).getAllByRole('button').map(visibleText);
		expect(names).toHaveLength(6);
		for (const [i, name] of ['Board', 'City', 'Scoring', 'Auction', 'Equipment', 'Vehicles'].entries()) {
			expect(names[i]).toContain(String(i + 1));
			expect(names[i]).toContain(name);
		}
	});

	it('damage spaces 4–9 are labelled on screen with their space number', async () => {
		render(Page);
		const nav = await screen.findByRole('navigation', { name: m.transcribe_title() });
		await fireEvent.click(within(nav).getAllByRole('button')[1]!);
		await screen.findByRole('heading', { level: 2, name: m.transcribe_steps_city() });
		for (const space of [4, 5, 6, 7, 8, 9]) {
			const group = screen.getByRole('group', { name: `Damage track space ${space}` });
			const shown = [...document.querySelectorAll('.space-label')].find((el) => el.textContent?.trim().endsWith(`space ${space}`));
			expect(shown, `space ${space}`).toBeDefined();
			expect(visibleText(shown!)).toContain(String(space));
			expect(group.getAttribute('aria-labelledby')).toBe(shown!.id);
		}
	});
});
