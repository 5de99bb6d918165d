/** Issue 10's table cost: the scripted 4-player round of the e2e test, counted on the built app. */
import { test } from '@playwright/test';
import { playCountedRound } from '../../tests/e2e/support/tap-round';
import { record } from './env';

test('taps per 4-player round', async ({ page }) => {
	test.setTimeout(180_000);
	record('taps', await playCountedRound(page));
});
