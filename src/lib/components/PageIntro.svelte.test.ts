import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import PageIntro from './PageIntro.svelte';

describe('PageIntro', () => {
	it('renders the heading, the description and the document title', () => {
		render(PageIntro, { title: 'Rules', description: 'What the app follows.' });
		expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
		expect(screen.getByText('What the app follows.')).toHaveClass('lead');
		expect(document.title).toBe('Rules · Armageddon');
	});

	it('leaves the description out when there is none', () => {
		const { container } = render(PageIntro, { title: 'Game' });
		expect(container.querySelector('p')).toBeNull();
	});
});
