import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDraft } from '$lib/db/sheet-drafts';
import FourHorsemenPage from '../../../routes/(four-horsemen)/four-horsemen/+page.svelte';
import SixBillionPage from '../../../routes/(six-billion)/six-billion/+page.svelte';

beforeEach(() => localStorage.clear());

describe('the page of a game scored on a sheet', () => {
	it('shows the title, the description on the first step only, the steps and the rules link', async () => {
		render(FourHorsemenPage);
		expect(screen.getByRole('heading', { level: 1, name: 'The Four Horsemen' })).toBeInTheDocument();
		expect(screen.getByText(/Score sheet of the Four Horsemen/)).toBeInTheDocument();
		expect(screen.getByRole('link', { name: /rules/i })).toHaveAttribute('href', '/four-horsemen/rules');
		await fireEvent.click(screen.getByRole('button', { name: 'Final' }));
		expect(screen.getByRole('button', { name: 'Final' })).toHaveAttribute('aria-current', 'step');
		expect(screen.queryByText(/Score sheet of the Four Horsemen/)).toBeNull();
	});

	it('keeps the draft on every change and takes it up when the page opens again', async () => {
		const first = render(FourHorsemenPage);
		await fireEvent.click(screen.getByRole('button', { name: 'Final' }));
		await waitFor(() => expect(loadDraft('four-horsemen')?.tab).toBe('final'));
		first.unmount();
		render(FourHorsemenPage);
		await waitFor(() => expect(screen.getByRole('button', { name: 'Final' })).toHaveAttribute('aria-current', 'step'));
	});

	it('gives 6 Billion a seed before a kept draft may replace it', async () => {
		render(SixBillionPage);
		await waitFor(() => expect(loadDraft('six-billion')?.seed).toMatch(/^[A-Z0-9]{4,}$/));
	});
});
