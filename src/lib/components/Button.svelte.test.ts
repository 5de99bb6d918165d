import { fireEvent, render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import Button from './Button.svelte';

const text = (t: string) => createRawSnippet(() => ({ render: () => `<span>${t}</span>` }));

describe('Button', () => {
	it('renders a button that reports clicks', async () => {
		const onclick = vi.fn();
		render(Button, { children: text('Save'), onclick });
		const button = screen.getByRole('button', { name: 'Save' });
		expect(button).toHaveAttribute('type', 'button');
		await fireEvent.click(button);
		expect(onclick).toHaveBeenCalledOnce();
	});

	it('renders a link when given href', () => {
		render(Button, { children: text('Rules'), href: '/rules', variant: 'primary' });
		const link = screen.getByRole('link', { name: 'Rules' });
		expect(link).toHaveAttribute('href', '/rules');
		expect(link).toHaveClass('btn', 'primary');
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('can be disabled', () => {
		render(Button, { children: text('Go'), disabled: true });
		expect(screen.getByRole('button', { name: 'Go' })).toBeDisabled();
	});

	it('passes size, block, extra classes and attributes through', () => {
		render(Button, { children: text('Big'), size: 'lg', block: true, class: 'extra', 'aria-describedby': 'x' });
		const button = screen.getByRole('button', { name: 'Big' });
		expect(button).toHaveClass('btn', 'secondary', 'lg', 'block', 'extra');
		expect(button).toHaveAttribute('aria-describedby', 'x');
	});
});
