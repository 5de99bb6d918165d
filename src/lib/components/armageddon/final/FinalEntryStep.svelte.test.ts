import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import type { Rejection } from '$lib/games/armageddon';
import { rejectionText } from '$lib/components/rejection-text';
import FinalEntryStep from './FinalEntryStep.svelte';
import { rulebookDraft } from './testing/draft-builders';

beforeEach(() => locale.set('en'));

describe('FinalEntryStep', () => {
	it('shows the result once the scoring holds, and reports a refusal above the button in the catalogue’s words', async () => {
		const onshow = vi.fn();
		const refusal: Rejection = { ok: false, code: 'not-allowed', reason: 'English for logs', detail: { kind: 'public-tile-first' } };
		render(FinalEntryStep, { draft: rulebookDraft(), needs: [], onshow, refusal, name: String });
		// The refusal words load when a refusal is first shown.
		await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(rejectionText(refusal, 'en')), { timeout: 20_000 });
		expect(screen.getByRole('alert')).not.toHaveTextContent('English for logs');
		await fireEvent.click(screen.getByRole('button', { name: 'Show result' }));
		expect(onshow).toHaveBeenCalledOnce();
	}, 30_000);
});
