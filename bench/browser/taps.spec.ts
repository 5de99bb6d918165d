/** The table's cost of a 4-player round, counted on the built app: the e2e test's scripted round and its real round. */
import { test } from '@playwright/test';
import { playCountedRound } from '../../tests/e2e/support/tap-round';
import { playRealRound } from '../../tests/e2e/support/real-round';
import { record } from './env';

test('taps per 4-player round (scripted)', async ({ page }) => {
	test.setTimeout(180_000);
	record('taps', await playCountedRound(page));
});

test('taps per 4-player round (real)', async ({ page }) => {
	test.setTimeout(180_000);
	record('taps-real', await playRealRound(page));
});
