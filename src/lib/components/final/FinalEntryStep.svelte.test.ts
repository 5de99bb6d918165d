import { fireEvent, render, screen } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import FinalEntryStep from './FinalEntryStep.svelte';
import { rulebookDraft } from './test-draft';

beforeEach(() => locale.set('en'));

describe('FinalEntryStep', () => {
	it('shows the result once the scoring holds, and reports a failure above the button', async () => {
		const onshow = vi.fn();
		render(FinalEntryStep, { draft: rulebookDraft(), needs: [], onsaved: () => {}, onshow, error: 'Disk full' });
		expect(screen.getByRole('alert')).toHaveTextContent('Disk full');
		await fireEvent.click(screen.getByRole('button', { name: 'Show result' }));
		expect(onshow).toHaveBeenCalledOnce();
	});
});
