/** Issue 11's table cost: the whole box transcribed through /box/transcribe, counted on the built app. */
import { test } from '@playwright/test';
import { transcribeFixtureBox } from '../../tests/e2e/support/transcribe-box';
import { record } from './env';

test('taps to transcribe the box', async ({ page }) => {
	test.setTimeout(180_000);
	record('transcribe', await transcribeFixtureBox(page));
});
