import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { gzipSize, precache, staticFirstLoad } from '../../scripts/build-sizes.js';
import { m } from '../../src/lib/paraglide/messages.js';

// Size budgets of the build in build/ (sizes are stable, unlike times: the timings are in `npm run bench`).
// First-load JS = what index.html loads by itself (modulepreloads, scripts and their static imports), as
// scripts/size-report.js counts it; chunks the home page imports after hydration are not in it (the bench lists them).
const KB = 1024;
// Target 45 KB; 45.4 KB measured after the board, the shared player list and the tidy-up merged (2026-11-27; 44.0 KB
// before them). 44.7 KB since the update and offline-ready toasts load when one shows: back at the target.
const FIRST_LOAD_JS_GZIP = 45 * KB;
// The issue's target is 600 KB; today's build precaches about 760 KB (see README
// "Performance"). This budget is a ratchet at today's size: it stops further growth
// while the target is worked towards. Lower it as the precache shrinks. Raised from 780 KB to 860 KB when
// 6 Billion and The Four Horsemen joined (their screens must work offline too; see README), and to 890 KB for
// the table-test screens (secret-tile sheet, end early, track board, mirror lists): 883.9 KB;
// to 955 KB for the box transcription, the QR code library and sharing link, bids by colour, full-disk recovery: 951.0 KB;
// to 970 KB for the building-card catalogue (Box page, construction by name), one-tap bids, one owner for preferences: 965.0 KB;
// to 1015 KB for every refusal, rejection and "nothing changed" note worded in both catalogues (108 coded details,
// en + de) and Paraglide's runtime on the Box route: 1012.6 KB; to 1017 KB when the game page's panels
// after the bids, player sheet and box-value prompt moved to a chunk loaded on first use: the game
// page's first-load JS fell from 204 to 168 KB gzip, the new chunk boundaries cost 4 KB of import lists: 1016.5 KB;
// to 1025 KB with the one-tap commits (Exploration's card by its equipment, Construction's card by name,
// City's complete presets) and the damaged rows worded in both languages: 1022.8 KB; to 1100 KB when
// the catalogues moved to Paraglide: each of the 1,410 messages is a function that picks its language
// (about 60 bytes minified apiece), 1097.1 KB raw (352.6 → 373.8 KB gzip); the first load of / fell 43.8 → 43.5 KB;
// to 1135 KB when the box group (Box page, box prompts, refusals, damaged rows) followed: its 474 messages are
// one function each (about 70 bytes of wrapper apiece, where the TS catalogues had object literals), 1097.7 →
// 1131.8 KB raw (373.7 → 382.5 KB gzip); the first load of / stayed at 43.5 KB; to 1140 KB when the pure modules
// were marked free of side effects: the game page loads 9.5 KB gzip less, but the bundler now
// splits the shared code by what each page really uses, into 130 precache entries instead of 122, and every page
// carries the boot bar of src/app.html: 1135.0 KB; to 1145 KB for the question before undoing a saved final
// scoring, the entries saved with a final (and their schema), the ended-early labels and the secret-tile reveal
// that survives a reload (two new components in the game page's later chunk, 13 messages in both languages): 1144.3 KB;
// to 1180 KB for what a group must not lose or be sold (1175.5 KB measured): the one draft store with a schema per
// form, the backups' bounds and their worded refusals, share links checked whole, building actions checked by the
// engine, refused numbers said at the field, and their messages in both languages; to 1195 KB for the board a table
// reads from its seats (the VP loop, the shared tracks, who leads and who is in danger; a chunk of its own that only a
// table keeping the tracks in the app loads): 1189.7 KB measured.
// and /new's later steps as chunks of their own (each chunk adds its import lists; 1185.7 KB before the board).
// Raised to 1235 KB (1231.5 KB measured, 192 entries) when the phones' pages (join, players' phones, the links,
// the master and the codes), the final scoring recomputed on every read and the split /new steps merged.
// Raised to 1275 KB (1272.0 KB measured, 195 entries) for the host's camera scanner: the qr library's decoder
// (33 KB, for browsers without a BarcodeDetector) must be cached too, as a table on a hotspot has no internet.
// 1233.4 KB (197 entries) once /new loads only its first step's code: five more chunks, each with its import lists.
// Both merged, with the session doors, the rejoin and the turn notice: 1283.3 KB in 202 entries (ratchet 1285 KB).
// 1286.6 KB in 209 entries once the refusal words load when shown (their chunk and its import lists on the game,
// final scoring and quick scoring pages; the game page loads 20 KB less): ratchet 1288 KB. 1288.4 KB in 212 entries
// with the final scoring's result view in a chunk of its own and the players' cards split from the game page's
// body: ratchet 1290 KB. 1294.1 KB once a link to a game preloads its page's files from the shell (the list in
// 200.html, the script that reads it in every page); 1289.7 KB in 201 entries once what every page loads became
// one chunk: ratchet 1291 KB. 1269.8 KB in 117 entries once the pages' shared code is a few chunks instead of
// dozens (fewer files, fewer import lists): ratchet 1271 KB.
const PRECACHE = 1271 * KB;
const BUILD = 'build';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

// Each file is a request, and on a phone's connection the requests decide how soon the page draws: 18 files until
// what every page loads became one chunk (vite.config.ts, src/lib/build/chunk-plan.ts), 11 since, 7 since what the
// home page adds is one chunk too.
const FIRST_LOAD_FILES = 7;

test(`the first load of / stays within 45 KB of JavaScript (gzip) in at most ${FIRST_LOAD_FILES} files`, () => {
	const first = staticFirstLoad(BUILD);
	expect(first.files.length, 'index.html loads no JavaScript: is build/ a real build?').toBeGreaterThan(0);
	expect(first.gzip, `first-load JS of / is ${kb(first.gzip)} gzip in ${first.files.length} files, budget ${kb(FIRST_LOAD_JS_GZIP)}`).toBeLessThanOrEqual(
		FIRST_LOAD_JS_GZIP
	);
	expect(first.files.length, `first-load JS of / in ${first.files.length} files`).toBeLessThanOrEqual(FIRST_LOAD_FILES);
});

test(`the service worker precache does not grow past its budget (${PRECACHE / KB} KB; target 600 KB)`, () => {
	const cache = precache(BUILD);
	const largest = [...cache.entries].sort((a, b) => b.bytes - a.bytes).slice(0, 12);
	const list = largest.map((e) => `${kb(e.bytes)} ${e.url}`).join('\n');
	expect(cache.bytes, `precache is ${kb(cache.bytes)} in ${cache.entries.length} entries, budget ${kb(PRECACHE)}; largest:\n${list}`).toBeLessThanOrEqual(
		PRECACHE
	);
});

// What a first visit to a game's link downloads before the game shows (gzip; the bench's Lighthouse run times
// it). A ratchet at today's size, about 2 KB above the 159.3 KB (36 files) measured when the engine, db,
// word and message modules were marked free of side effects (vite.config.ts) and the page stopped loading the
// backup import, the final-scoring validation and other code it never calls: it loaded 168.8 KB (34 files).
// Raised to 170 KB (169.2 KB measured) when the page began to check what a group enters and keeps: the engine's
// check of building actions against their cards (card-actions.ts and its refusal words), the held steps in the
// one draft store, the restore layer's bounds (setup figures against the rules, the seeded generator's shape)
// and a damaged row's field named in words (file_refusals_field). A sourcemap comparison with the build before
// puts +30.6 KB raw on this page, ~20 KB of it in those modules. To be won back by loading what a step needs
// when the step opens. Raised to 171 KB (170.3 KB measured) when preferences began to follow other tabs through
// svelte's createSubscriber, which every page loads.
// Raised to 186 KB (185.0 KB measured, 57 files) when a saved final scoring began to be recomputed from its entries
// on every read of a game row (the final scorer now rides with the restore layer: +8 KB), and the board, the shared
// pieces and the real-round panels merged. Lowered to 181 KB (179.9 KB measured, 57 files) when the scorer that checks
// a saved final moved to src/lib/db/restore-final.ts, which the game page fetches only for a game that holds a final.
// 180.8 KB measured (57 files) once merged with /new's own cut (/new no longer shares the game fold): ratchet 182 KB.
// 161.7 KB (55 files) since the words for a refused step, a damaged row and a failed save load when one is shown
// ($lib/components/refusal-words.ts: 212 refusal messages and their word maps, about 19 KB gzip); 160.6 KB (57 files)
// with the auction's result and the choice of where the tracks are kept in the later chunk: ratchet 162 KB.
// 157.0 KB (47 files) once what every page loads is one chunk: ratchet 158 KB.
// 199.7 KB in 19 files once what several parts of the app draw with is one common chunk (src/lib/build/chunk-plan.ts):
// 43 KB more of code this page does not run, 28 requests fewer. On the bench's phone connection (150 ms round trips,
// six connections) the requests were most of the wait (docs/measurements.md). Ratchets: 201 KB and 19 files.
const GAME_PAGE_JS_GZIP = 201 * KB;
const GAME_PAGE_FILES = 19;

test(`a link to a game loads at most ${GAME_PAGE_JS_GZIP / KB} KB of JavaScript in ${GAME_PAGE_FILES} files before the game shows (gzip)`, async ({ page }) => {
	const scripts = new Set<string>();
	page.on('request', (request) => {
		const path = new URL(request.url()).pathname;
		if (path.startsWith('/_app/') && path.endsWith('.js')) scripts.add(path.slice(1));
	});
	await page.goto('/game/budget-check');
	await expect(page.getByRole('alert')).toContainText(m.game_open_not_found({}, { locale: 'en' }));
	const files = [...scripts];
	const gzip = files.reduce((n, file) => n + gzipSize(BUILD, file), 0);
	expect(files.length, 'no script requests seen').toBeGreaterThan(5);
	expect(gzip, `the game page loaded ${kb(gzip)} gzip in ${files.length} files`).toBeLessThanOrEqual(GAME_PAGE_JS_GZIP);
	expect(files.length, `the game page loaded ${files.length} files`).toBeLessThanOrEqual(GAME_PAGE_FILES);
});

// What a first visit to /new downloads until the page is quiet (gzip): the players step and everything it pulls
// in. The later steps (draw, scoring and auction tiles, summary, secret tiles) and the start of the game load when
// their step opens, so a table starting a game on a slow phone waits for the first step only. It was 129 KB
// before the other games and the box flow, then 156 KB (Lighthouse, mobile; 159.3 KB of static imports) before
// the steps loaded on demand: 137.7 KB measured here since (136.9 KB static). A ratchet about 1 KB above it; the target
// is 130 KB, and most of what is left is the shared message chunk (76 KB gzip).
// 137.7 KB on its own branch; 152.3 KB once merged with the final scorer in the restore layer and the shared
// player list (2026-11-27). 119.7 KB since the players step reads box profiles and settings without the game fold
// and final scorer (db/restore-rows.ts), the v1 migration loads on its upgrade and the refusal words on the first
// refused "Next". 117.7 KB after the merges (38 files). 114.4 KB (28 files) once what every page loads is one
// chunk. Ratchet 115 KB; target 130 KB. 178.9 KB in 13 files once the common chunk holds what several parts of the
// app draw with: the later steps and the game pages then find most of their code already loaded. Lighthouse on
// /new: performance 98 before, 100 after (3 runs). Ratchets: 180 KB and 13 files.
const NEW_PAGE_JS_GZIP = 180 * KB;
const NEW_PAGE_FILES = 13;

test(`/new loads at most ${NEW_PAGE_JS_GZIP / KB} KB of JavaScript in ${NEW_PAGE_FILES} files until its first step is ready (gzip)`, async ({ page }) => {
	const scripts = new Set<string>();
	page.on('request', (request) => {
		const path = new URL(request.url()).pathname;
		if (path.startsWith('/_app/') && path.endsWith('.js')) scripts.add(path.slice(1));
	});
	await page.goto('/new');
	await expect(page.getByRole('heading', { name: m.setup_steps_players({}, { locale: 'en' }) })).toBeVisible();
	await page.waitForLoadState('networkidle');
	const files = [...scripts].sort();
	const gzip = files.reduce((n, file) => n + gzipSize(BUILD, file), 0);
	expect(files.length, 'no script requests seen').toBeGreaterThan(5);
	expect(gzip, `/new loaded ${kb(gzip)} gzip in ${files.length} files:\n${files.map((f) => `${kb(gzipSize(BUILD, f))} ${f}`).join('\n')}`).toBeLessThanOrEqual(
		NEW_PAGE_JS_GZIP
	);
	expect(files.length, `/new loaded ${files.length} files`).toBeLessThanOrEqual(NEW_PAGE_FILES);
});

// The shell (200.html, which opens a game's link) and the home page draw without waiting for a style sheet: the
// little CSS they need is inlined. SvelteKit links the style sheets of a page's later parts too, so a chunk those
// parts share with the rest of the app (src/lib/build/chunk-plan.ts) must not carry the app's CSS: it did once,
// and every page waited for 15 KB of CSS before it drew.
for (const file of ['200.html', 'index.html']) {
	test(`${file} links no style sheet that holds up the first paint`, () => {
		const html = readFileSync(`${BUILD}/${file}`, 'utf8');
		const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
		expect(sheets.length, `${file} names its style sheets`).toBeGreaterThan(0);
		expect(sheets.filter((tag) => !/\bdisabled\b/.test(tag))).toEqual([]);
	});
}
