/**
 * The edges around the end of a game: undo past a saved final scoring, a reopened final scoring, ending early
 * while a box value is missing, and Play again's secret tiles. Games are cut from the finished game of
 * fixtures/backup-everything.json (made by the real export) and imported through the settings page.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test, type Page } from './support/test';
import { nextStep, replay } from '../../src/lib/games/armageddon/game';
import type { BoxProfile, GameEvent, Setup } from '../../src/lib/games/armageddon/types';
import { EVERYTHING, FINISHED_ID, RUNNING_ID, importBackup, type Lang } from './support/games';
import { FinalScreen } from './support/final-scoring';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

type Game = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: GameEvent[]; final: unknown };
type Backup = { games: Game[] } & Record<string, unknown>;

const file = () => JSON.parse(EVERYTHING) as Backup;
const finished = () => file().games.find((g) => g.id === FINISHED_ID)!;
const backupOf = (games: Game[]) => JSON.stringify({ ...file(), games, settings: undefined });
const o = (lang: Lang) => ({ locale: lang });

/**
 * The finished game stopped before round 3, on a box whose round track does not know round 3's marauder
 * advance (nor does a new device: only round 2's is printed in the rulebook).
 */
function beforeRound3(): Game {
	const game = finished();
	const third = game.events.map((e, i) => (e.type === 'start-round' ? i : -1)).filter((i) => i >= 0)[2];
	const profile: BoxProfile = { ...game.profile, roundTrack: game.profile.roundTrack.map((n, i) => (i === 2 ? null : n)) };
	const events = game.events.slice(0, third);
	const { state, rejected } = replay(game.setup, profile, events);
	if (rejected || nextStep(state).kind !== 'needs-box-value') throw new Error('the game does not wait for a box value before round 3');
	return { ...game, id: 'before-round-3', profile, events, final: null };
}

/** Opens a game page and waits as a person does: saved, and the step's panel drawn (not busy loading). */
async function open(page: Page, path: string) {
	await page.goto(path);
	await expect(page.getByTestId('save-status')).toBeVisible();
	await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('in English', () => {
	test.use({ locale: 'en' });

	test('undo past a saved final scoring asks, redo brings it back; reopened, it shows what was saved', async ({ page }) => {
		test.setTimeout(60_000);
		await importBackup(page, 'en', backupOf([{ ...finished(), final: null }]));
		await page.goto(`/game/${FINISHED_ID}/final`);
		const screen = new FinalScreen(page, 'en');
		await screen.player('Travis');
		await screen.vehicles(5, { car: [1, 1, 1], bus: [1], truck: [1] });
		await screen.showResult();
		await page.getByRole('button', { name: m.scoring_tracked_save({}, o('en')) }).click();
		await expect(page).toHaveURL(/\/results$/);
		const winner = m.scoring_result_winner({ name: 'Travis', vp: 133 }, o('en'));
		await expect(page.getByRole('status').filter({ hasText: winner })).toBeVisible();

		await open(page, `/game/${FINISHED_ID}`);
		await page.getByRole('button', { name: m.common_undo({}, o('en')) }).click();
		const ask = page.getByRole('alertdialog');
		await expect(ask).toBeVisible();
		await expect(ask).toContainText(m.game_undo_final_confirm({ what: '' }, o('en')).split('“')[0]!);
		await ask.getByRole('button', { name: m.game_undo_final_yes({}, o('en')) }).click();
		await expect(ask).toHaveCount(0);
		await page.getByRole('button', { name: m.game_header_redo({}, o('en')) }).click();
		await expect(page.getByRole('link', { name: m.game_panel_final({}, o('en')) })).toBeVisible();
		await page.goto(`/game/${FINISHED_ID}/results`);
		await expect(page.getByRole('status').filter({ hasText: winner })).toBeVisible();
		// Reopened: the vehicle split as it was saved, not blank.
		await page.goto(`/game/${FINISHED_ID}/final`);
		await screen.player('Travis');
		await expect(screen.field(m.scoring_entry_part_of({ vehicle: m.scoring_vehicles_car({}, o('en')), n: 3 }, o('en')))).toHaveValue('1');
		await expect(screen.field(m.scoring_entry_part_of({ vehicle: m.scoring_vehicles_truck({}, o('en')), n: 1 }, o('en')))).toHaveValue('1');
	});
});

test.describe('in German', () => {
	test.use({ locale: 'de-DE' });

	test('ending early while round 3 waits for a box value: the button stays, the labels name round 2', async ({ page }) => {
		await importBackup(page, 'de', backupOf([beforeRound3()]));
		await open(page, '/game/before-round-3');
		const end = page.getByRole('button', { name: m.game_end_early_button({}, o('de')) });
		await expect(end).toBeVisible();
		// Asked for the value and cancelled: still there.
		await page.getByRole('button', { name: m.game_round_start_start({ n: 3 }, o('de')) }).click();
		await page.getByRole('dialog').getByRole('button', { name: m.common_cancel({}, o('de')) }).click();
		await expect(end).toBeVisible();
		await end.click();
		await page.getByRole('button', { name: m.game_end_early_yes({ round: 2 }, o('de')) }).click();
		await expect(page).toHaveURL(/\/final$/);
		await expect(page.getByText(m.scoring_entry_vp_hint_early({ round: 2 }, o('de'))).first()).toBeVisible();
		await expect(page.getByText(m.scoring_entry_vp_hint({}, o('de')))).toHaveCount(0);
	});

	test('Play again: a reload keeps the reveal’s turn, and the game says who has not looked yet', async ({ page }) => {
		await importBackup(page, 'de', backupOf([finished()]));
		await page.goto('/history');
		const actions = page.getByRole('button', { name: new RegExp(`^${m.data_history_actions_for({ name: '' }, o('de'))}`) });
		await actions.first().click();
		await page.getByRole('button', { name: m.data_history_play_again({}, o('de')) }).first().click();
		await expect(page).toHaveURL(/\/secrets$/);
		const newId = page.url().split('/').at(-2)!;
		await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Nikki' }, o('de')) })).toBeVisible();
		await page.getByRole('button', { name: m.setup_secret_done({}, o('de')) }).click();
		await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Ani' }, o('de')) })).toBeVisible();
		await page.reload();
		await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Ani' }, o('de')) })).toBeVisible();

		// Left for the home page, then Resume: the game says the reveal is not over.
		await page.goto('/');
		await page.getByRole('link', { name: m.data_resume_action({}, o('de')) }).click();
		await expect(page).toHaveURL(new RegExp(`/game/${newId}$`));
		await expect(page.getByText(m.game_secret_tiles_unseen({}, o('de')))).toBeVisible();
		await page.getByRole('link', { name: m.game_secret_tiles_go_on({}, o('de')) }).click();
		await expect(page.getByRole('heading', { name: m.setup_secret_pass_to({ name: 'Ani' }, o('de')) })).toBeVisible();
	});

	test('a begun game: its /secrets leads back to the game, its /final does not say round 6 is over', async ({ page }) => {
		await importBackup(page, 'de', backupOf(file().games.filter((g) => g.id === RUNNING_ID)));
		await page.goto(`/game/${RUNNING_ID}/final`);
		await expect(page.getByText(m.scoring_tracked_not_over({}, o('de')))).toBeVisible();
		await expect(page.getByText(m.scoring_tracked_description({}, o('de')))).toHaveCount(0);
		await page.goto(`/game/${RUNNING_ID}/secrets`);
		await expect(page.getByRole('button', { name: m.setup_start({}, o('de')) })).toHaveCount(0);
		await expect(page.getByText(m.game_secret_tiles_started({}, o('de')))).toBeVisible();
		await page.getByRole('link', { name: m.scoring_tracked_to_game({}, o('de')) }).click();
		await expect(page).toHaveURL(new RegExp(`/game/${RUNNING_ID}$`));
	});
});
