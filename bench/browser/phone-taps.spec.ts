/**
 * The scripted round of tests/e2e/support/tap-round.ts with every player on their own phone: each tap (and
 * keystroke) is counted for the player whose step it enters; the table's own steps (the round's start, the
 * completion) go to the host phone, held by the player with the fewest taps of their own. The figure is the
 * busiest player's count: what one person taps in a round when nobody is the clerk.
 */
import { test } from '@playwright/test';
import { ROUND_STEPS, TABLE, expectScriptedFigures, setUpScriptedRound, spent } from '../../tests/e2e/support/tap-round';
import { record } from './env';

test('taps of the busiest player, each on their own phone (scripted round)', async ({ page }) => {
	test.setTimeout(180_000);
	const t = await setUpScriptedRound(page, 'phone-taps');
	const taps: Record<string, number> = {};
	let last = 0;
	for (const step of ROUND_STEPS) {
		await step.act(t, false);
		const now = await spent(page);
		taps[step.who] = (taps[step.who] ?? 0) + now - last;
		last = now;
	}
	await expectScriptedFigures(t);
	const players = Object.keys(taps).filter((p) => p !== TABLE);
	const host = players.reduce((a, b) => ((taps[b] ?? 0) < (taps[a] ?? 0) ? b : a));
	const busiest = Math.max(...players.map((p) => (taps[p] ?? 0) + (p === host ? (taps[TABLE] ?? 0) : 0)));
	record('phone-taps', { taps, host, busiest, total: Object.values(taps).reduce((a, b) => a + b, 0) });
});
