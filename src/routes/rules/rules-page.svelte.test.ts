import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import Page from './+page.svelte';
import { rulesSections } from './rules-sections';

const shape = (lang: 'en' | 'de') => {
	locale.set(lang);
	return rulesSections().map((s) => ({ id: s.id, intro: !!s.intro, blocks: s.blocks.map((b) => [!!b.title, !!b.ordered, b.items.length]) }));
};

// the whole page renders in jsdom: slow when the machine is busy
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => locale.set('en'));

describe('Rules page', () => {
	it('has the same sections, lists and items in English and German', () => {
		expect(shape('de')).toEqual(shape('en'));
	});

	it('covers the reference topics and lists the decisions', () => {
		render(Page);
		for (const heading of [
			'Setup',
			'A round: the 4 phases',
			'The three tracks',
			'Auction tiles: bonus and penalty',
			'Building tiles',
			'Buildings',
			'Intermediate scoring (after round 3)',
			'Final scoring (after round 6)',
			'Decisions this app takes where the rulebook is silent'
		])
			expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
		const decisions = screen.getByRole('heading', { name: /Decisions/ }).closest('details')!;
		const items = within(decisions).getAllByRole('listitem').map((li) => li.textContent ?? '');
		for (const decision of [/below 0/, /round-start advance/, /damage track does nothing/, /earlier bid/, /Headquarters and Watchtower/, /not a wildcard/, /no maps/, /grouping/, /start player clockwise/, /housing/, /no effect in the final scoring/])
			expect(items.some((i) => decision.test(i)), String(decision)).toBe(true);
	});

	it('opens and closes every section at once', async () => {
		render(Page);
		const sections = document.querySelectorAll('details');
		expect([...sections].every((d) => !d.open)).toBe(true);
		await fireEvent.click(screen.getByRole('button', { name: 'Open all' }));
		expect([...sections].every((d) => d.open)).toBe(true);
		await fireEvent.click(screen.getByRole('button', { name: 'Close all' }));
		expect([...sections].every((d) => !d.open)).toBe(true);
	});

	it('speaks German', () => {
		locale.set('de');
		render(Page);
		expect(screen.getByRole('heading', { level: 2, name: 'Entscheidungen der App, wo das Regelheft schweigt' })).toBeInTheDocument();
		expect(screen.getByText(/Punkte fallen nie unter 0/)).toBeInTheDocument();
		expect(screen.queryByText(/rulebook/i)).toBeNull();
	});
});
