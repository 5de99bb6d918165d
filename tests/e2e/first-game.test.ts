/**
 * A first real game at a table, short: a 4-player game cut from the finished fixture game just before round 4's
 * construction, imported as a backup. Travis builds over his extension (site 8: the label, the preview and the
 * sheet say it costs its 2 housing), the round is played to its end; while round 5 is being set up a player looks
 * at their secret tiles from their sheet, then the group ends the game now and finds it in the history as ended early.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test } from './support/test';
import { describeScoringTile } from '../../src/lib/i18n/words/tiles';
import { apply, housingShortfall, replay } from '../../src/lib/games/armageddon/game';
import type { BoxProfile, GameEvent, GameState, PlayerId, Setup, SurvivorKind } from '../../src/lib/games/armageddon/types';
import { EVERYTHING, FINISHED_ID, importBackup } from './support/games';
import { Table } from './support/table';

test.use({ locale: 'en-US', serviceWorkers: 'block' });

type Game = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: GameEvent[]; final: unknown };
const ID = 'e2e-after-round-4';

/** The finished fixture game, cut where round 4's construction is about to start (Travis picks first). */
function beforeRound4Construction(): { backup: string; game: Game } {
	const file = JSON.parse(EVERYTHING) as { games: Game[] };
	const game = file.games.find((g) => g.id === FINISHED_ID);
	if (!game) throw new Error('no finished fixture game');
	const n = game.events.findIndex((_, i) => {
		const { state } = replay(game.setup, game.profile, game.events.slice(0, i + 1));
		return state.round === 4 && state.phase === 'construction';
	});
	const cut: Game = { ...game, id: ID, title: 'Stopped after round 4', events: game.events.slice(0, n + 1), final: null };
	return { backup: JSON.stringify({ ...file, games: [cut], settings: undefined }), game: cut };
}

const id = (game: Game, name: string) => game.setup.players.find((p) => p.name === name)!.id as PlayerId;
const military = { type: 'military' as const, housing: 2, starVp: 0 };

/** The survivors each player short of housing sends back at completion (workers first), worked out by the engine. */
function returnsAfter(game: Game, events: GameEvent[]): Record<string, Partial<Record<SurvivorKind, number>>> {
	let state: GameState = replay(game.setup, game.profile, game.events).state;
	for (const e of events) {
		const r = apply(state, e);
		if (!r.ok) throw new Error(r.reason);
		state = r.value;
	}
	const out: Record<string, Partial<Record<SurvivorKind, number>>> = {};
	for (const p of state.players) {
		const short = housingShortfall(state, p.id);
		if (!short.ok || short.value === 0) continue;
		let rest = short.value;
		const back: Partial<Record<SurvivorKind, number>> = {};
		for (const k of ['worker', 'soldier', 'engineer', 'leader'] as const) {
			const n = Math.min(rest, p.survivors[k]);
			if (n > 0) back[k] = n;
			rest -= n;
		}
		out[p.name] = back;
	}
	return out;
}

test('a 4-player game: builds over the extension, looks at secret tiles in round 5, ends after round 4, marked as ended early', async ({ page }) => {
	const { backup, game } = beforeRound4Construction();
	const t = new Table(page, 'en', 'first-game');
	await importBackup(page, 'en', backup);
	await page.goto(`/game/${ID}`);

	// Travis has built his extension; site 8 says what building there costs, and so does the preview.
	await expect(page.getByRole('heading', { level: 2, name: m.panels_construct_heading({ name: 'Travis' }, { locale: 'en' }) })).toBeVisible();
	await page.getByRole('radiogroup', { name: m.panels_construct_tile({}, { locale: 'en' }) }).getByRole('radio', { name: m.panels_construct_tiles_marauder_plus({}, { locale: 'en' }), exact: true }).click();
	const site8 = page.getByRole('radiogroup', { name: m.panels_construct_site({}, { locale: 'en' }) }).getByRole('radio', { name: /^8(?!\d)/ });
	await expect(site8).toContainText(m.panels_construct_site_over_extension({}, { locale: 'en' }));
	await site8.click();
	await page.getByRole('radiogroup', { name: m.panels_construct_type({}, { locale: 'en' }) }).getByRole('radio', { name: m.setup_tile_military({}, { locale: 'en' }), exact: true }).click();
	await t.setStepper(page, m.terms_housing({}, { locale: 'en' }), 2);
	await expect(page.getByRole('group', { name: m.panels_common_will_change({}, { locale: 'en' }) })).toContainText('over the extension (its 2 housing no longer count)');
	await page.getByRole('button', { name: m.panels_common_confirm({}, { locale: 'en' }), exact: true }).click();
	await expect(page.getByRole('heading', { level: 2, name: m.panels_construct_heading({ name: 'Travis' }, { locale: 'en' }) })).toBeHidden();

	// The rest of round 4: the others build as in the fixture game, nobody acts in City, completion as the engine says.
	await t.construct('Frank', 'equipment+', { choice: 'beer', build: { site: 6, type: 'military', housing: 2, star: 4 } });
	await t.construct('Ani', 'two-houses', { build: { site: 4, type: 'civil', housing: 3, star: 2 } });
	await t.construct('Nikki', 'damage+', { build: { site: 5, type: 'science', housing: 2, star: 10 } });
	const constructs: GameEvent[] = [
		{ type: 'construct', player: id(game, 'Travis'), tile: 'marauder+', build: { site: 8, building: military } },
		{ type: 'construct', player: id(game, 'Frank'), tile: 'equipment+', tileChoice: 'beer', build: { site: 6, building: { type: 'military', housing: 2, starVp: 4 } } },
		{ type: 'construct', player: id(game, 'Ani'), tile: 'two-houses', build: { site: 4, building: { type: 'civil', housing: 3, starVp: 2 } } },
		{ type: 'construct', player: id(game, 'Nikki'), tile: 'damage+', build: { site: 5, building: { type: 'science', housing: 2, starVp: 10 } } }
	];
	const cityOrder = ['Travis', 'Nikki', 'Ani', 'Frank'];
	for (const [i, name] of cityOrder.entries()) await t.city(name, [], cityOrder[i + 1] ?? null);
	await t.completion(returnsAfter(game, [...constructs, ...cityOrder.map((name): GameEvent => ({ type: 'city-done', player: id(game, name) }))]));
	await t.expectPhase(5, 'setup');

	// Travis's sheet: the extension is built over, its housing gone.
	await page.getByRole('button', { name: m.game_players_open({ name: 'Travis' }, { locale: 'en' }) }).click();
	const travis = page.getByRole('dialog', { name: 'Travis' });
	await expect(travis).toContainText(m.game_sheet_extension_built_over({}, { locale: 'en' }));
	await travis.getByRole('button', { name: m.common_close({}, { locale: 'en' }) }).click();

	// Round 5 is being set up: Ani looks at her two secret tiles from her player sheet, one press-and-hold at a time.
	const ani = game.setup.players.find((p) => p.name === 'Ani')!;
	const texts = game.setup.privateTiles[ani.id]!.map((d) => describeScoringTile(d.tile!, { locale: 'en' }));
	await page.getByRole('button', { name: m.game_players_open({ name: 'Ani' }, { locale: 'en' }) }).click();
	const sheet = page.getByRole('dialog', { name: 'Ani' });
	await sheet.getByRole('button', { name: m.game_secret_tiles_show({}, { locale: 'en' }) }).click();
	for (const text of texts) await expect(sheet.getByText(text)).toHaveCount(0);
	const hold = sheet.getByRole('button', { name: m.setup_secret_hold({}, { locale: 'en' }) });
	await hold.scrollIntoViewIfNeeded();
	const box = (await hold.boundingBox())!;
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	for (const text of texts) await expect(sheet.getByText(text)).toBeVisible();
	await page.mouse.up();
	for (const text of texts) await expect(sheet.getByText(text)).toHaveCount(0);
	await sheet.getByRole('button', { name: m.common_done({}, { locale: 'en' }) }).click();
	await sheet.getByRole('button', { name: m.common_close({}, { locale: 'en' }) }).click();

	// The group stops: End the game now, confirmed, goes to the final scoring.
	await page.getByRole('button', { name: m.game_end_early_button({}, { locale: 'en' }) }).click();
	await page.getByRole('button', { name: m.game_end_early_yes({ round: 4 }, { locale: 'en' }) }).click();
	await expect(page).toHaveURL(new RegExp(`/game/${ID}/final$`));
	await expect(page.getByRole('heading', { level: 1, name: m.terms_final_scoring({}, { locale: 'en' }) })).toBeVisible();
	await expect(page.getByText(m.scoring_tracked_not_over({}, { locale: 'en' }))).toHaveCount(0);

	await page.goto('/history');
	const row = page.getByRole('listitem').filter({ hasText: 'Stopped after round 4' });
	await expect(row).toContainText(`${m.data_status_scoring({}, { locale: 'en' })} · ${m.data_status_ended_early({ round: 4 }, { locale: 'en' })}`);
});
