import { render, screen } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it } from 'vitest';
import DataTable from './DataTable.svelte';

const rows = createRawSnippet(() => ({ render: () => '<tbody><tr><th scope="row">Ani</th><td class="num">87</td></tr></tbody>' }));

describe('DataTable', () => {
	it('names the table by its caption, hidden unless asked for, and holds the given rows', () => {
		render(DataTable, { caption: 'Points by category', children: rows });
		const table = screen.getByRole('table', { name: 'Points by category' });
		expect(table.querySelector('caption')).toHaveClass('visually-hidden');
		expect(screen.getByRole('cell', { name: '87' })).toHaveClass('num');
		expect(table.style.fontSize).toBe('');
	});

	it('shows the caption and sets the font size when given', () => {
		render(DataTable, { caption: 'Final scoring points', showCaption: true, size: '0.95rem', children: rows });
		const table = screen.getByRole('table', { name: 'Final scoring points' });
		expect(table.querySelector('caption')).not.toHaveClass('visually-hidden');
		expect(table.style.fontSize).toBe('0.95rem');
	});
});
