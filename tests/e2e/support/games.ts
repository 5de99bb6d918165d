/**
 * Games for the accessibility, keyboard, injection and robustness checks: backups cut from the finished
 * game of fixtures/backup-everything.json (made by the real export), imported through the settings page.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { nextStep, replay } from '../../../src/lib/games/armageddon/game';
import type { BoxProfile, GameEvent, Setup } from '../../../src/lib/games/armageddon/types';

export type Lang = 'en' | 'de';

type ExportedGame = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: GameEvent[]; final: unknown };
type Backup = { format: string; schemaVersion: number; exportedAt: string; games: ExportedGame[]; profiles: unknown[]; settings?: unknown };

export const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
export const EVERYTHING = fixture('backup-everything.json');
export const FINISHED_ID = 'e2e-finished-0001';
export const RUNNING_ID = 'e2e-running-0001';

function finishedGame(): { file: Backup; game: ExportedGame } {
	const file = JSON.parse(EVERYTHING) as Backup;
	const game = file.games.find((g) => g.id === FINISHED_ID);
	if (!game) throw new Error('the fixture has no finished game');
	return { file, game };
}

/** The steps the tracker shows its panels for, each first reached after this many events of the finished game. */
export type StepKind = 'start-round' | 'bid' | 'choose' | 'explore' | 'construct' | 'city' | 'completion' | 'intermediate' | 'final';
/** Steps the finished game never stops at, made from it: public tile 1 drawn at the table and not entered; housing unknown. */
export type RareStepKind = 'tiles-needed' | 'needs-box-value';

function firstStepAt(): Map<StepKind, number> {
	const { game } = finishedGame();
	const at = new Map<StepKind, number>();
	for (let n = 0; n <= game.events.length; n++) {
		const { state, rejected } = replay(game.setup, game.profile, game.events.slice(0, n));
		if (rejected) throw new Error(`fixture event ${rejected.index} is rejected`);
		const kind = nextStep(state).kind as StepKind;
		// Round 1's start has nothing to show; the round start panel of round 2 follows a completion.
		if (!at.has(kind) && !(kind === 'start-round' && n === 0)) at.set(kind, n);
	}
	return at;
}

export const phaseId = (kind: StepKind | RareStepKind) => `phase-${kind}`;

/** Opens the phase game of `kind` and waits for its step as a person does: saved, and the step's panel drawn (not busy loading). */
export async function openStep(page: Page, kind: StepKind | RareStepKind, path = '') {
	await page.goto(`/game/${phaseId(kind)}${path}`);
	await expect(page.getByTestId('save-status')).toBeVisible();
	await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * One backup holding a game stopped at every step of the tracker (ids `phase-<step>`), titled
 * `title(step)`, players renamed by `name` (for markup in names), plus the finished game itself.
 */
export function phaseBackup(title: (kind: StepKind | RareStepKind) => string = (k) => `Phase ${k}`, name: (n: string) => string = (n) => n): string {
	const { file, game } = finishedGame();
	const rename = (g: ExportedGame): ExportedGame => ({
		...g,
		setup: { ...g.setup, players: g.setup.players.map((p) => ({ ...p, name: name(p.name) })) }
	});
	const at = firstStepAt();
	const games = [...at].map(([kind, n]) => rename({ ...game, id: phaseId(kind), title: title(kind), events: game.events.slice(0, n), final: null }));
	const rare: [RareStepKind, ExportedGame][] = [
		[
			'tiles-needed',
			{
				...game,
				setup: { ...game.setup, publicTiles: [{ drawn: 'physical', tile: null }, game.setup.publicTiles[1]] },
				events: game.events.slice(0, at.get('intermediate'))
			}
		],
		['needs-box-value', { ...game, profile: { ...game.profile, cityBoardHousing: null }, events: game.events.slice(0, at.get('completion')) }]
	];
	for (const [kind, g] of rare) {
		const { state, rejected } = replay(g.setup, g.profile, g.events);
		if (rejected || nextStep(state).kind !== kind) throw new Error(`the game made for ${kind} stops at ${nextStep(state).kind}`);
		games.push(rename({ ...g, id: phaseId(kind), title: title(kind), final: null }));
	}
	return JSON.stringify({ ...file, games: [...games, rename(game)], settings: undefined }, null, 1);
}

/** Picks `text` as a backup file on the settings page and waits until it is imported. */
export async function importBackup(page: Page, lang: Lang, text: string): Promise<void> {
	await page.goto('/settings');
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: m.data_importer_pick({}, { locale: lang }) }).click();
	await (await chooser).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
	await expect(page.getByText(m.data_importer_done({}, { locale: lang }))).toBeVisible();
}
