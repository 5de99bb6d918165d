import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { storeGame, testDb } from '$lib/db/testing/fake-db';
import ResumeCard from './ResumeCard.svelte';

describe('ResumeCard', () => {
	it('offers the running game', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'run1', now: 1 });
		await db.games.update('run1', { title: 'Friday', round: 2, phase: 'auction' });
		render(ResumeCard, { db: () => db });
		const resume = await screen.findByRole('link', { name: 'Resume' });
		expect(resume).toHaveAttribute('href', '/game/run1');
		expect(screen.getByRole('region', { name: 'Running game' })).toBeInTheDocument();
		expect(screen.getByText('Friday')).toBeInTheDocument();
		expect(screen.getByText('Running · round 2')).toBeInTheDocument();
	});

	it('renders nothing without a running game', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'done', now: 1 });
		await db.games.update('done', { status: 'finished' });
		const view = render(ResumeCard, { db: () => db });
		await new Promise((r) => setTimeout(r, 100));
		expect(view.container.textContent?.trim()).toBe('');
	});
});
