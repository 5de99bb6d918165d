import { render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import Card from './Card.svelte';

const body = createRawSnippet(() => ({ render: () => '<p>Body text</p>' }));

describe('Card', () => {
	it('renders its title at the given level and its content', () => {
		render(Card, { title: 'Round 3', headingLevel: 3, children: body });
		expect(screen.getByRole('heading', { level: 3, name: 'Round 3' })).toBeInTheDocument();
		expect(screen.getByText('Body text')).toBeInTheDocument();
	});

	it('has no heading without a title', () => {
		const { container } = render(Card, { children: body, class: 'resume', id: 'c1' });
		expect(screen.queryByRole('heading')).toBeNull();
		const section = container.querySelector('section');
		expect(section).toHaveClass('card', 'resume');
		expect(section).toHaveAttribute('id', 'c1');
	});
});
