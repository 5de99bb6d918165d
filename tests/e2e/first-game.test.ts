/**
 * Issue 15's first real game, short: a 4-player game stopped after round 4 (cut from the finished fixture game,
 * imported as a backup). While round 5 is being set up a player looks at their secret tiles from their sheet,
 * then the group ends the game now and finds it in the history as ended early.
 */
import { expect, test } from './support/test';
import { dataText } from '../../src/lib/i18n/features/data';
import { describeScoringTile, setupText } from '../../src/lib/i18n/features/setup';
import { gameText } from '../../src/lib/i18n/features/game';
import { scoringText } from '../../src/lib/i18n/features/scoring';
import { replay } from '../../src/lib/rules/game';
import type { BoxProfile, GameEvent, Setup } from '../../src/lib/rules/types';
import { EVERYTHING, FINISHED_ID, importBackup } from './support/games';

test.use({ locale: 'en-US', serviceWorkers: 'block' });

type Game = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: GameEvent[]; final: unknown };
const ID = 'e2e-after-round-4';

/** The finished fixture game, cut where round 4 is complete and round 5 not yet set up. */
function afterRound4(): { backup: string; game: Game } {
	const file = JSON.parse(EVERYTHING) as { games: Game[] };
	const game = file.games.find((g) => g.id === FINISHED_ID);
	if (!game) throw new Error('no finished fixture game');
	const n = game.events.findIndex((_, i) => {
		const { state } = replay(game.setup, game.profile, game.events.slice(0, i + 1));
		return state.round === 4 && state.phase === 'not-started';
	});
	const cut: Game = { ...game, id: ID, title: 'Stopped after round 4', events: game.events.slice(0, n + 1), final: null };
	return { backup: JSON.stringify({ ...file, games: [cut], settings: undefined }), game: cut };
}

test('a 4-player game: secret tiles looked at in round 5, ended after round 4, marked as ended early', async ({ page }) => {
	const { backup, game } = afterRound4();
	const g = gameText.en;
	await importBackup(page, 'en', backup);
	await page.goto(`/game/${ID}`);

	// Round 5 is being set up: Ani looks at her two secret tiles from her player sheet, one press-and-hold at a time.
	const ani = game.setup.players.find((p) => p.name === 'Ani')!;
	const texts = game.setup.privateTiles[ani.id]!.map((d) => describeScoringTile(setupText.en, d.tile!));
	await page.getByRole('button', { name: g.players.open('Ani') }).click();
	const sheet = page.getByRole('dialog', { name: 'Ani' });
	await sheet.getByRole('button', { name: g.secretTiles.show }).click();
	for (const text of texts) await expect(sheet.getByText(text)).toHaveCount(0);
	const hold = sheet.getByRole('button', { name: setupText.en.secret.hold });
	await hold.scrollIntoViewIfNeeded();
	const box = (await hold.boundingBox())!;
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	for (const text of texts) await expect(sheet.getByText(text)).toBeVisible();
	await page.mouse.up();
	for (const text of texts) await expect(sheet.getByText(text)).toHaveCount(0);
	await sheet.getByRole('button', { name: setupText.en.secret.doneLast }).click();
	await sheet.getByRole('button', { name: g.sheet.close }).click();

	// The group stops: End the game now, confirmed, goes to the final scoring.
	await page.getByRole('button', { name: g.endEarly.button }).click();
	await page.getByRole('button', { name: g.endEarly.yes(4) }).click();
	await expect(page).toHaveURL(new RegExp(`/game/${ID}/final$`));
	await expect(page.getByRole('heading', { level: 1, name: scoringText.en.tracked.title })).toBeVisible();
	await expect(page.getByText(scoringText.en.tracked.notOver)).toHaveCount(0);

	await page.goto('/history');
	const row = page.getByRole('listitem').filter({ hasText: 'Stopped after round 4' });
	await expect(row).toContainText(`${dataText.en.status.scoring} · ${dataText.en.status.endedEarly(4)}`);
});
