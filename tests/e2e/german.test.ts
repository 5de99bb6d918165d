/**
 * A German-speaking table reads no English: in German, every refusal, "no change" note and instruction a screen can show is
 * shown, as a person would reach it, and no screen on the way shows words only the English catalogues hold.
 * Which codes are shown where, and why the others are not, is data (`support/german-coverage.ts`); a unit test
 * checks that data against the unions. The rules' refusals are reached through backups whose games have one
 * refused step (what an edited or damaged backup does): the import dialog words them in German.
 */
import { deflateRawSync } from 'node:zlib';
import { closeSync, ftruncateSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { readBackup } from '../../src/lib/db/import';
import { readProfileFile } from '../../src/lib/db/profiles';
import { readProfileFragment } from '../../src/lib/db/profile-link';
import type { DamageDetail } from '../../src/lib/db/restore';
import { m } from '../../src/lib/paraglide/messages.js';
import { replay } from '../../src/lib/games/armageddon/game';
import { dueBidder } from '../../src/lib/games/armageddon/phases/bidding';
import { AREAS, playerId, type BoxProfile, type GameEvent, type Setup } from '../../src/lib/games/armageddon/types';
import { damageText, fileRefusalText, refusalText } from './support/box-words';
import { englishIn, expectNoEnglish, visibleTexts } from './support/english';
import { FILE_COVERAGE, INSTRUCTION_COVERAGE, LINK_COVERAGE, NOTHING_COVERAGE, REJECTION_COVERAGE, shownCodes } from './support/german-coverage';
import { BACKUPS, BOX_FILES, LINKS, LOG_GAME_IDS, RUNNING, withLogGames } from './support/german-files';
import { areaName, leaderLine, nothingNote } from './support/instruction-notes';
import { area, bid, newGame, PLAYERS } from './support/flows';
import { importProfile } from './support/table-setup';
import { FINISHED_ID, fixture, importBackup, phaseBackup, phaseId, RUNNING_ID, type RareStepKind, type StepKind, openStep } from './support/games';
import { ROUTES } from './routes';

const DE = { locale: 'de' } as const;

test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

const de = { locale: 'de' } as const;
const PHASE_STEPS: (StepKind | RareStepKind)[] = ['start-round', 'bid', 'choose', 'explore', 'construct', 'city', 'completion', 'intermediate', 'final', 'tiles-needed', 'needs-box-value'];
/** What the walk has shown, by union; compared with the coverage data at the end. */
const seen = { rejection: new Set<string>(), file: new Set<string>(), link: new Set<string>(), nothing: new Set<string>(), instruction: new Set<string>() };

async function pickFile(page: Page, button: string, text: string | Buffer, name = 'datei.json') {
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: button, exact: true }).click();
	await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
}

/** A file of `size` bytes that takes no disk (sparse): the app refuses it from its size before reading it. */
async function pickLarge(page: Page, button: string, size: number) {
	const path = join(tmpdir(), `gross-${size}.json`);
	const fd = openSync(path, 'w');
	ftruncateSync(fd, size);
	closeSync(fd);
	const chooser = page.waitForEvent('filechooser');
	await page.getByRole('button', { name: button, exact: true }).click();
	await (await chooser).setFiles(path);
}

test('a backup refused for any reason is refused in German, the rules’ refusal inside it too', async ({ page }) => {
	const t = { pick: m.data_importer_pick({}, DE), refused: m.data_importer_refused({}, DE) };
	await page.goto('/settings');
	for (const { label, text, file, rejection } of BACKUPS()) {
		const read = readBackup(text);
		if (read.ok) throw new Error(`${label}: the backup was accepted`);
		expect(read.refusal.kind, label).toBe(file);
		if (rejection) {
			expect(read.refusal.kind === 'game-rejected' && read.refusal.rejection.detail.kind, label).toBe(rejection);
			seen.rejection.add(rejection);
		}
		seen.file.add(file);
		if (file === 'too-large') await pickLarge(page, t.pick, text.length);
		else await pickFile(page, t.pick, text);
		const alert = page.getByRole('alert').filter({ hasText: t.refused });
		await expect(alert, label).toContainText(fileRefusalText(read.refusal, 'de'));
		await expectNoEnglish(page, `settings import: ${label}`);
	}
});

test('a box profile file or link refused is refused in German', async ({ page }) => {
	const t = { import: m.box_page_transfer_import({}, DE) };
	await page.goto('/box');
	for (const { label, text, rejection } of BOX_FILES()) {
		const read = readProfileFile(text);
		if (read.ok) throw new Error(`${label}: the profile was accepted`);
		seen.file.add(read.refusal.kind);
		if (read.refusal.kind === 'profile-damaged') {
			expect(read.refusal.rejection.detail.kind, label).toBe(rejection);
			seen.rejection.add(rejection!);
		}
		await pickFile(page, t.import, text);
		await expect(page.getByText(fileRefusalText(read.refusal, 'de')), label).toBeVisible();
		await expectNoEnglish(page, `box import: ${label}`);
	}
	for (const { problem, fragment } of LINKS(deflateRawSync)) {
		await page.goto('/'); // a hash change alone would not load the Box page again
		await page.goto(`/box#${fragment}`);
		// a link that carries a refused file says what is wrong with it, as the file would
		const read = await readProfileFragment(`#${fragment}`);
		const words =
			!read.ok && read.refusal
				? m.share_problem_refused({ reason: fileRefusalText(read.refusal, 'de') }, de)
				: m[`share_problem_${problem.replace(/-/g, '_')}` as 'share_problem_malformed']({}, de);
		await expect(page.getByRole('alert'), problem).toHaveText(words);
		seen.link.add(problem);
		await expectNoEnglish(page, `box link: ${problem}`);
	}
	// A building card entered twice: the card form words it itself (not with the rules' card-twice words).
	const cards = page.getByRole('region', { name: m.terms_building_cards({}, DE) });
	for (let n = 0; n < 2; n++) {
		await cards.getByRole('button', { name: m.cards_add({}, DE) }).click();
		await cards.getByRole('textbox', { name: m.cards_name({}, DE) }).fill('Halle');
		await cards.getByRole('radio', { name: m.panels_construct_types_civil({}, DE), exact: true }).click();
		await cards.getByRole('button', { name: m.cards_save({}, DE) }).click();
	}
	await expect(cards.getByRole('alert')).toHaveText(m.cards_problems_card_twice({}, DE));
	await expectNoEnglish(page, 'Box page, a building card entered twice');
});

test('the players step words an empty and a taken name and a bad seed in German', async ({ page }) => {
	await page.goto('/new?seed=ABC123');
	const name = (seat: number) => page.getByRole('group', { name: m.setup_players_seat({ n: seat }, DE) }).getByRole('textbox', { name: m.setup_players_name({}, DE) });
	for (const [seat, text] of [[1, 'Frank'], [2, 'Frank'], [4, 'Ani']] as const) await name(seat).fill(text);
	await page.getByRole('button', { name: m.setup_next({}, DE) }).click();
	await expect(page.getByText(m.setup_errors_name_taken({ name: 'Frank' }, DE))).toBeVisible();
	await expect(page.getByText(m.setup_errors_name_empty({}, DE))).toBeVisible();
	await page.getByLabel(m.setup_seed_label({}, DE)).fill('ABU');
	await expect(page.getByText(m.setup_errors_seed({}, DE))).toBeVisible();
	await expectNoEnglish(page, '/new, players step, an empty and a taken name, a bad seed');
});

test('every round of a game’s log, every change listed, reads in German', async ({ page }) => {
	const text = withLogGames();
	await importBackup(page, 'de', text);
	const games = (JSON.parse(text) as { games: { id: string; setup: Setup; profile: BoxProfile; events: GameEvent[] }[] }).games;
	for (const id of [FINISHED_ID, ...LOG_GAME_IDS]) {
		await page.goto(`/game/${id}`);
		const log = page.getByRole('region', { name: m.game_log_heading({}, DE) });
		await expect(log).toBeVisible();
		const closed = log.locator('details:not([open]) > summary');
		for (let n = await closed.count(); n > 0; n--) {
			await closed.first().click();
			await expect(closed).toHaveCount(n - 1);
		}
		await expectNoEnglish(page, `the log of ${id}, every round open`);
		const game = games.find((g) => g.id === id)!;
		const { state, rejected } = replay(game.setup, game.profile, game.events);
		expect(rejected, id).toBeNull();
		const name = (p: string) => game.setup.players.find((q) => q.id === p)!.name;
		const shown = await log.innerText();
		for (const { instruction } of state.log) {
			seen.instruction.add(instruction.kind);
			// A "no change" note and the leader in their German words (the other kinds: no English, above).
			const line = instruction.kind === 'nothing' ? nothingNote('de', instruction) : instruction.kind === 'leader' ? leaderLine('de', instruction, name(instruction.player)) : null;
			if (line === null) continue;
			expect(shown, `${id}: ${instruction.kind === 'nothing' ? instruction.detail.kind : 'leader'}`).toContain(line);
			if (instruction.kind === 'nothing') seen.nothing.add(instruction.detail.kind);
		}
	}
});

test('every page, and the tracker at every step with its preview, reads in German', async ({ page }) => {
	for (const { path } of ROUTES.filter((r) => !r.path.startsWith('/game/'))) {
		await page.goto(path);
		await expectNoEnglish(page, path);
	}
	await importBackup(page, 'de', phaseBackup((kind) => `Partie ${kind}`));
	for (const kind of PHASE_STEPS) {
		await openStep(page, kind);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		// Exploration: a survivor on the card, so the preview lists what it would change.
		if (kind === 'explore') await page.getByRole('button', { name: /: eins mehr$/ }).first().click();
		await expectNoEnglish(page, `game at step ${kind}`);
	}
	for (const path of [`/game/${phaseId('final')}/final`, `/game/${FINISHED_ID}/results`]) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expectNoEnglish(page, path);
	}
});

type Damage = { store: 'events'; seq: number; event: unknown } | { store: 'events'; seq: number; remove: true } | { store: 'games'; patch: object };

/** Changes a stored row of the running game in the page's database, as a damaged device would have it. */
async function damage(page: Page, change: Damage) {
	await page.evaluate(
		async ({ change, id }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const open = indexedDB.open('armageddon-companion');
				open.onsuccess = () => resolve(open.result);
				open.onerror = () => reject(open.error);
			});
			const tx = db.transaction(change.store, 'readwrite');
			const store = tx.objectStore(change.store);
			const key = change.store === 'events' ? [id, change.seq] : id;
			const row = await new Promise<Record<string, unknown>>((resolve) => {
				const r = store.get(key);
				r.onsuccess = () => resolve(r.result as Record<string, unknown>);
			});
			if ('remove' in change) store.delete(key);
			else if ('event' in change) store.put({ ...row, event: change.event });
			else store.put({ ...row, ...change.patch });
			await new Promise((resolve) => (tx.oncomplete = resolve));
			db.close();
		},
		{ change, id: RUNNING_ID }
	);
}

test('rows damaged on the device are told in German, with what is damaged', async ({ page }) => {
	await importBackup(page, 'de', fixture('backup-running-game.json'));
	const nikki = playerId('nikki');
	const tooMuch = { kind: 'bad-number', field: { of: 'correction', player: nikki, field: 'vp' }, min: 0, max: 999, value: '99999' } as const;
	const steps: [string, Damage, DamageDetail][] = [
		[
			'a step the rules refuse',
			{ store: 'events', seq: 42, event: { type: 'correction', player: 'nikki', field: 'vp', value: 99999 } },
			{ kind: 'step-rejected', step: 43, event: 'correction', rejection: { ok: false, code: 'invalid-number', reason: '', detail: tooMuch } }
		],
		['a step of an unknown kind', { store: 'events', seq: 41, event: { type: 'teleport' } }, { kind: 'invalid', issue: { path: 'event.type', check: 'variant', expected: null, received: '', message: '' } }],
		['a step missing', { store: 'events', seq: 20, remove: true }, { kind: 'step-missing', step: 21 }]
	];
	const names: Record<string, string> = { nikki: 'Nikki', ani: 'Ani', frank: 'Frank', travis: 'Travis' };
	for (const [label, change, detail] of steps) {
		await damage(page, change);
		await page.goto(`/game/${RUNNING_ID}`);
		const alert = page.getByRole('alert').filter({ hasText: m.game_open_damaged_steps({ n: 1 }, DE) });
		// The words of the code; a schema issue's technical values (the long list of step kinds) left out.
		await expect(alert, label).toContainText(damageText(detail, (id) => names[id] ?? id, 'de'));
		await expectNoEnglish(page, `game page, ${label}`);
	}
	await damage(page, { store: 'games', patch: { head: -1 } });
	await page.goto(`/game/${RUNNING_ID}`);
	await expect(page.getByRole('alert')).toContainText(`${m.game_open_failed({}, DE)} ${m.data_errors_damaged({}, DE)} (head: zu klein (erwartet >=0, erhalten -1))`);
	await expectNoEnglish(page, 'game page, a damaged game row');
	await page.goto('/history');
	await expect(page.getByText(m.data_history_damaged({ n: 1 }, DE))).toBeVisible();
	await expectNoEnglish(page, 'history, a damaged game row');
});

test('a device whose storage is full is told so in German: new game, Box page, game page', async ({ page }) => {
	// Every write of the app's database then fails as a full disk fails (QuotaExceededError).
	await page.addInitScript(() => {
		for (const method of ['put', 'add'] as const) {
			const original = IDBObjectStore.prototype[method];
			IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
				if ((globalThis as { e2eFull?: boolean }).e2eFull) throw new DOMException('full', 'QuotaExceededError');
				return original.apply(this, args);
			};
		}
	});
	const full = () => page.evaluate(() => ((globalThis as { e2eFull?: boolean }).e2eFull = true));
	const quota = m.data_errors_quota({}, DE);

	// A fresh device: the new game's tiles are drawn at the table (no box values yet).
	await newGame(page, 'de', PLAYERS, async () => {}, false);
	await full();
	await page.getByRole('button', { name: m.setup_start({}, DE) }).click();
	await expect(page.getByRole('alert')).toContainText(quota);
	await expectNoEnglish(page, '/new, the game not saved');

	await importProfile(page, 'de');
	await full();
	const p = { editPrefix: m.box_page_edit_prefix({}, DE), forget: m.box_page_forget({}, DE) };
	await page.getByRole('button', { name: new RegExp(`^${p.editPrefix}`) }).first().click();
	await page.getByRole('button', { name: p.forget }).click();
	await expect(page.getByText(refusalText({ kind: 'not-saved', problem: 'quota' }, String, 'de'))).toBeVisible();
	seen.rejection.add('not-saved');
	await expectNoEnglish(page, 'Box page, a value not saved');

	await importBackup(page, 'de', fixture('backup-running-game.json'));
	await page.goto(`/game/${RUNNING_ID}`);
	await full();
	const { state } = replay(RUNNING.setup, RUNNING.profile, RUNNING.events);
	const due = dueBidder(state)!;
	const area = AREAS.find((a) => !state.bids[a].some((b) => b.player === due))!;
	await bid(page, 'de', area, state.players.find((q) => q.id === due)!.name, 1);
	await expect(page.getByText(m.game_save_problem({}, DE))).toBeVisible();
	await expect(page.getByText(quota)).toBeVisible();
	await expectNoEnglish(page, 'game page, a step not saved');
});

test('a step entered while another tab stored one is refused in German', async ({ page }) => {
	await importBackup(page, 'de', fixture('backup-running-game.json'));
	await page.goto(`/game/${RUNNING_ID}`);
	await expect(page.getByTestId('save-status')).toBeVisible();
	// Another tab's write, as this tab cannot see it coming: the stored revision moves on.
	await damage(page, { store: 'games', patch: { rev: 1000 } });
	const { state } = replay(RUNNING.setup, RUNNING.profile, RUNNING.events);
	const due = dueBidder(state)!;
	const a = AREAS.find((x) => !state.bids[x].some((b) => b.player === due))!;
	const name = state.players.find((q) => q.id === due)!.name;
	// The player due taps 1 in the area (what bid() does, without waiting for a bid the refusal takes back).
	await area(page, 'de', a).getByRole('group', { name: m.game_bids_due_in({ name, area: areaName('de', a) }, DE), exact: true }).getByRole('button', { name: '1', exact: true }).click();
	await expect(page.getByText(refusalText({ kind: 'changed-elsewhere' }, String, 'de'))).toBeVisible();
	await expect(area(page, 'de', a).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
	seen.rejection.add('changed-elsewhere');
	await expectNoEnglish(page, 'game page, a step stored by another tab first');
});

test('the detector sees English where there is English', async ({ browser }) => {
	const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
	const page = await context.newPage();
	await page.goto('/settings');
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
	expect(englishIn(await visibleTexts(page)).length).toBeGreaterThan(5);
	await context.close();
});

test('the walk showed exactly the codes the coverage data says it shows', () => {
	expect([...seen.rejection].sort()).toEqual(shownCodes(REJECTION_COVERAGE).sort());
	expect([...seen.file].sort()).toEqual(shownCodes(FILE_COVERAGE).sort());
	expect([...seen.link].sort()).toEqual(shownCodes(LINK_COVERAGE).sort());
	// The round log lists every change of the game but phases; what it holds is the replayed log's.
	for (const k of shownCodes(INSTRUCTION_COVERAGE)) expect(seen.instruction, k).toContain(k);
	for (const k of shownCodes(NOTHING_COVERAGE)) expect(seen.nothing, k).toContain(k);
});
