/**
 * Lighthouse (node API, mobile, simulated throttling), 5 runs per page (`BENCH_RUNS`, bench/run.mjs --runs=N),
 * median of each figure, with the machine's 1-minute load beside every run: the simulation replays the CPU time
 * it observed, so a busy machine inflates TBT and lowers the score. Pages that show
 * stored games run in a Chromium profile seeded beforehand through the Settings import (Playwright), which
 * chrome-launcher then starts for Lighthouse.
 *
 * Storage: Lighthouse 12 resets only `clearStorageTypes` before each run — by default service workers, Cache
 * Storage and file systems, plus the HTTP cache — and leaves IndexedDB alone. The bench keeps that reset, so
 * every run is a cold first load with the seeded games still there (checked after the runs); with
 * `disableStorageReset: true` runs 2 and 3 would be served by the service worker run 1 installed.
 */
import { expect, test } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { BASE_URL, CHROMIUM, LIGHTHOUSE_FLAGS, SMALL_BACKUP, cacheDir, fixtures, record, stats } from './env';
import { seedProfile, storedGames } from './seed';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const STORAGE_RESET: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

interface Run {
	readonly scores: Record<(typeof CATEGORIES)[number], number>;
	readonly fcp: number;
	readonly lcp: number;
	readonly tbt: number;
	readonly cls: number;
	readonly scriptBytes: number;
	readonly lcpElement: string;
	/** Audits of the categories that did not pass, with their title. */
	readonly failed: string[];
	/** The machine's 1-minute load average when the run ended. */
	readonly load: number;
}

function figures(lhr: Result): Run {
	const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
	const summary = lhr.audits['resource-summary']?.details;
	const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
	const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
	const lcpElement = JSON.stringify(lcpDetails ?? null).match(/"nodeLabel":"([^"]*)"/)?.[1] ?? '';
	const failed = CATEGORIES.flatMap((c) =>
		(lhr.categories[c]?.auditRefs ?? [])
			.filter((ref) => ref.weight > 0)
			.map((ref) => lhr.audits[ref.id])
			.filter((a) => a && a.score !== null && a.score < 1)
			.map((a) => `${c}: ${a?.id} (${a?.displayValue ?? a?.score})`)
	);
	return {
		scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as Run['scores'],
		fcp: numeric('first-contentful-paint'),
		lcp: numeric('largest-contentful-paint'),
		tbt: numeric('total-blocking-time'),
		cls: numeric('cumulative-layout-shift'),
		scriptBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
		lcpElement,
		failed,
		load: Math.round((loadavg()[0] ?? NaN) * 10) / 10
	};
}

/** Median of every figure over the runs, the failed audits of any run. */
function median(runs: readonly Run[]) {
	const m = (f: (r: Run) => number) => stats(runs.map(f)).median;
	return {
		runs: runs.length,
		scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])),
		fcp: m((r) => r.fcp),
		lcp: m((r) => r.lcp),
		tbt: m((r) => r.tbt),
		cls: m((r) => r.cls),
		scriptBytes: m((r) => r.scriptBytes),
		lcpElement: runs.map((r) => r.lcpElement),
		failed: [...new Set(runs.flatMap((r) => r.failed))],
		// Every run's score, TBT and load, in the order they ran: the spread and what the machine was doing.
		perRun: runs.map((r) => ({ performance: r.scores.performance, tbt: Math.round(r.tbt), load: r.load }))
	};
}

/** Lighthouse on each path, RUNS times, in one Chromium on `userDataDir`. */
async function audit(paths: readonly string[], userDataDir: string) {
	const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS, userDataDir, logLevel: 'silent' });
	try {
		const flags: Flags = {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [...CATEGORIES],
			formFactor: 'mobile',
			throttlingMethod: 'simulate',
			clearStorageTypes: STORAGE_RESET
		};
		const out: Record<string, ReturnType<typeof median>> = {};
		for (const path of paths) {
			const runs: Run[] = [];
			for (let i = 0; i < RUNS; i++) {
				const result = await lighthouse(`${BASE_URL}${path}`, flags);
				if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
				if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
				runs.push(figures(result.lhr));
				// The whole report of the last run, to look into (bench/.cache/lighthouse/<page>.json).
				if (i === RUNS - 1) writeFileSync(`${cacheDir('lighthouse')}${path.replace(/\//g, '_') || '_'}.json`, JSON.stringify(result.lhr));
			}
			out[path] = median(runs);
		}
		return out;
	} finally {
		chrome.kill();
	}
}

/** `BENCH_PAGES=game,final` (bench/run.mjs --pages=…): only those of home, new, game, final, history. */
const chosen = process.env.BENCH_PAGES?.split(',') ?? null;
const pick = (pages: Record<string, string>) => Object.entries(pages).flatMap(([name, path]) => (chosen === null || chosen.includes(name) ? [path] : []));

test.describe.configure({ mode: 'serial' });

test('Lighthouse: home and new game (nothing stored)', async () => {
	const pages = pick({ home: '/', new: '/new' });
	test.skip(pages.length === 0, 'not among BENCH_PAGES');
	const dir = cacheDir('profiles/lighthouse-empty');
	rmSync(dir, { recursive: true, force: true });
	record('lighthouse-empty', await audit(pages, cacheDir('profiles/lighthouse-empty')));
});

test('Lighthouse: game in round 4, final scoring, history (games stored)', async () => {
	const meta = fixtures();
	const pages = pick({ game: `/game/${meta.ids.round4}`, final: `/game/${meta.ids.finished}/final`, history: '/history' });
	test.skip(pages.length === 0, 'not among BENCH_PAGES');
	const dir = cacheDir('profiles/lighthouse-seeded');
	rmSync(dir, { recursive: true, force: true });
	await seedProfile(cacheDir('profiles/lighthouse-seeded'), SMALL_BACKUP, meta.small.games);
	const result = await audit(pages, dir);
	// Lighthouse's storage reset must not have taken the games: they were there for every run.
	expect(await storedGames(dir)).toBe(meta.small.games);
	record('lighthouse-seeded', result);
});
