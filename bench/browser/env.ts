/** Where the bench runs: port, browser, its flags, and the files it reads and writes. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PORT = Number(process.env.BENCH_PORT ?? 4191);
export const BASE_URL = `http://localhost:${PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags of the e2e tests and of the Lighthouse runs (Playwright adds its own headless flag). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE = fileURLToPath(new URL('../.cache/', import.meta.url));
export const BUILD = `${ROOT}build`;
export const SMALL_BACKUP = `${CACHE}small.json`;
/** The 1,000-game history is written in this many files, each under the importer's size limit. */
export const LARGE_PARTS = 4;
/** The file name of one part of the 1,000-game history (0-based). */
export const largePart = (part: number) => `history-1000-${part + 1}-of-${LARGE_PARTS}.json`;
export const LARGE_BACKUPS = Array.from({ length: LARGE_PARTS }, (_, part) => `${CACHE}${largePart(part)}`);

/** What bench/fixtures.bench-setup.ts wrote next to the backups. */
export interface FixtureMeta {
	readonly ids: { readonly round4: string; readonly city: string; readonly finished: string };
	readonly events: { readonly round4: number; readonly city: number; readonly finished: number };
	readonly small: { readonly games: number; readonly events: number };
	readonly large: { readonly games: number; readonly parts: number; readonly events: number };
}

export function fixtures(): FixtureMeta {
	return JSON.parse(readFileSync(`${CACHE}fixtures.json`, 'utf8')) as FixtureMeta;
}

/** A fresh directory under bench/.cache/ (a Chromium profile, for example). */
export function cacheDir(name: string): string {
	const dir = `${CACHE}${name}/`;
	mkdirSync(dir, { recursive: true });
	return dir;
}

/** Writes one measurement's figures for bench/run.mjs to collect. */
export function record(name: string, figures: unknown): void {
	writeFileSync(`${cacheDir('results')}${name}.json`, JSON.stringify(figures, null, 1));
}

/** Median and 95th percentile (nearest rank) of a sample. */
export function stats(sample: readonly number[]): { n: number; median: number; p95: number; min: number; max: number } {
	const sorted = [...sample].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
	const mid = sorted.length / 2;
	const median = sorted.length % 2 === 1 ? (sorted[Math.floor(mid)] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
	return { n: sorted.length, median, p95: at(0.95), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}
