// `npm run bench`: builds the app, writes the fixtures, times the engine, measures the served build in Chromium
// (Lighthouse, tap-to-saved, scale, offline, memory), prints every figure next to its target and writes
// bench/latest.json. See the "Performance" section of README.md.
//   npm run bench                 everything
//   npm run bench -- --no-build   reuse build/ as it is
//   npm run bench -- --no-build --only=lighthouse,latency --pages=game
//       only those measurements (bench/browser/<name>.spec.ts) and, for Lighthouse, only those pages (home, new,
//       game, final, history); prints what was measured and leaves bench/latest.json alone
//   npm run bench -- --no-build --only=phones,phone-taps
//       the phone figures: phones (bench/phones/, two browsers joined over WebRTC, run inside the network namespace
//       of scripts/netns.sh, so as root) and phone-taps (the busiest player's taps, a browser measurement)
//   npm run bench -- --runs=N     Lighthouse runs per page (default 5; the median is reported)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { markdown, rows, table } from './figures.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = fileURLToPath(new URL('.cache/', import.meta.url));
const args = new Set(process.argv.slice(2));
/** @param {string} name */
const listArg = (name) => [...args].find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).split(',').filter(Boolean) ?? null;
const only = listArg('only');
const pages = listArg('pages');
const runs = listArg('runs')?.[0] ?? null;
const partial = only !== null || pages !== null;
const load = [loadavg()[0] ?? NaN];
/** @type {string[]} */
const failures = [];

/**
 * Runs a command in the project root, its output shown; records a failure instead of stopping.
 * @param {string} title
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} [env]
 */
function step(title, command, commandArgs, env = process.env) {
	console.log(`\n▶ ${title}: ${command} ${commandArgs.join(' ')}`);
	const started = Date.now();
	const run = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env });
	const seconds = Math.round((Date.now() - started) / 1000);
	if (run.status !== 0) failures.push(`${title} failed (exit ${run.status ?? run.signal})`);
	console.log(`  ${run.status === 0 ? 'done' : 'FAILED'} in ${seconds} s`);
	load.push(loadavg()[0] ?? NaN);
}

/** @param {string} path */
function readJson(path) {
	return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/**
 * @param {string} command
 * @param {string[]} commandArgs
 */
function output(command, commandArgs) {
	const run = spawnSync(command, commandArgs, { cwd: ROOT, encoding: 'utf8' });
	return run.status === 0 ? run.stdout.trim() : null;
}

if (!args.has('--no-build')) step('build', 'npm', ['run', 'build', '--silent']);
if (!existsSync(`${ROOT}build/sw.js`)) {
	console.error('No build in build/: run without --no-build.');
	process.exit(1);
}
rmSync(`${CACHE}results`, { recursive: true, force: true });
// Stale figures must not pass for new ones when a step fails.
rmSync(`${CACHE}scoring.json`, { force: true });
// The 1,000-game history is only needed by the scale measurements.
const large = only === null || only.includes('scale');
step('fixtures', 'npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'bench/fixtures.bench-setup.ts', ...(large ? [] : ['-t', 'small'])]);
// A process of its own: the timing does not share a heap with the fixtures.
if (only === null || only.includes('scoring')) step('engine timing', 'npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'bench/scoring.bench-setup.ts']);
const specs = (only ?? []).filter((name) => name !== 'scoring' && name !== 'phones').map((name) => `bench/browser/${name}.spec.ts`);
if (only === null || specs.length > 0) {
	const env = { ...process.env, ...(pages ? { BENCH_PAGES: pages.join(',') } : {}), ...(runs ? { BENCH_RUNS: runs } : {}) };
	step('browser measurements', 'npx', ['playwright', 'test', '--config', 'bench/playwright.config.ts', ...specs], env);
}
// WebRTC between two browsers gathers the machine's own interfaces: only inside a network namespace of its own.
if (only === null || only.includes('phones')) {
	if (process.getuid?.() === 0) step('phones (network namespace)', 'sh', ['scripts/netns.sh', 'npx', 'playwright', 'test', '--config', 'bench/playwright.phones.config.ts']);
	else console.log('\n▶ phones: skipped (a network namespace needs root: sudo npm run bench -- --only=phones)');
}

/** @type {Record<string, any>} */
const results = { fixtures: readJson(`${CACHE}fixtures.json`), scoring: readJson(`${CACHE}scoring.json`) };
if (existsSync(`${CACHE}results`)) {
	for (const file of readdirSync(`${CACHE}results`)) {
		if (file.endsWith('.json')) results[file.slice(0, -5)] = readJson(`${CACHE}results/${file}`);
	}
}
// A partial run shows only what it measured (and the sizes, which cost nothing).
const figures = rows(results, `${ROOT}build`).filter((f) => !partial || f.value !== null);
const unmet = figures.filter((f) => f.met === false);

const chromium = output(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']);
const latest = {
	generatedAt: new Date().toISOString(),
	commit: output('git', ['rev-parse', '--short', 'HEAD']),
	uncommittedChanges: (output('git', ['status', '--porcelain']) ?? '').split('\n').filter(Boolean).length,
	machine: {
		cpus: cpus().length,
		cpu: cpus()[0]?.model ?? null,
		memoryGB: Math.round(totalmem() / 2 ** 30),
		node: process.version,
		chromium,
		// Other processes compete for the CPU: every timing depends on this.
		loadAverage1m: load.map((l) => Math.round(l * 10) / 10)
	},
	failures,
	figures,
	results
};
// bench/latest.json holds complete runs only.
if (!partial) writeFileSync(fileURLToPath(new URL('latest.json', import.meta.url)), `${JSON.stringify(latest, null, 1)}\n`);
writeFileSync(`${CACHE}latest.md`, `${markdown(figures)}\n`);

console.log(`\nArmageddon Companion bench — ${latest.generatedAt}, ${latest.machine.cpus} CPUs, load ${latest.machine.loadAverage1m.join(' → ')}`);
console.log(table(figures));
const busiest = Math.max(...load);
if (busiest > cpus().length) {
	console.log(`\n⚠ Other processes kept the machine busy (1-minute load up to ${busiest.toFixed(1)} on ${cpus().length} CPUs): the timings are inflated. Run again on an idle machine.`);
}
console.log(`\n${figures.filter((f) => f.met === true).length} targets met, ${unmet.length} not met; ${partial ? 'a partial run: bench/latest.json left as it was' : 'written to bench/latest.json'}`);
if (failures.length > 0) {
	console.error(`\nSteps that failed:\n  ${failures.join('\n  ')}`);
	process.exit(1);
}
