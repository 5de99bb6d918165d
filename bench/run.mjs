// `npm run bench`: builds the app, writes the fixtures, times the engine, measures the served build in Chromium
// (Lighthouse, tap-to-saved, scale, offline, memory), prints every figure next to its target and writes
// bench/latest.json. See the "Performance" section of README.md.
//   npm run bench                 everything
//   npm run bench -- --no-build   reuse build/ as it is
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { markdown, rows, table } from './figures.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = fileURLToPath(new URL('.cache/', import.meta.url));
const args = new Set(process.argv.slice(2));
const load = [loadavg()[0] ?? NaN];
/** @type {string[]} */
const failures = [];

/**
 * Runs a command in the project root, its output shown; records a failure instead of stopping.
 * @param {string} title
 * @param {string} command
 * @param {string[]} commandArgs
 */
function step(title, command, commandArgs) {
	console.log(`\n▶ ${title}: ${command} ${commandArgs.join(' ')}`);
	const started = Date.now();
	const run = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
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
step('fixtures', 'npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'bench/fixtures.bench-setup.ts']);
// A process of its own: the timing does not share a heap with the fixtures.
step('engine timing', 'npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'bench/scoring.bench-setup.ts']);
step('browser measurements', 'npx', ['playwright', 'test', '--config', 'bench/playwright.config.ts']);

/** @type {Record<string, any>} */
const results = { fixtures: readJson(`${CACHE}fixtures.json`), scoring: readJson(`${CACHE}scoring.json`) };
if (existsSync(`${CACHE}results`)) {
	for (const file of readdirSync(`${CACHE}results`)) {
		if (file.endsWith('.json')) results[file.slice(0, -5)] = readJson(`${CACHE}results/${file}`);
	}
}
const figures = rows(results, `${ROOT}build`);
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
writeFileSync(fileURLToPath(new URL('latest.json', import.meta.url)), `${JSON.stringify(latest, null, 1)}\n`);
writeFileSync(`${CACHE}latest.md`, `${markdown(figures)}\n`);

console.log(`\nArmageddon Companion bench — ${latest.generatedAt}, ${latest.machine.cpus} CPUs, load ${latest.machine.loadAverage1m.join(' → ')}`);
console.log(table(figures));
const busiest = Math.max(...load);
if (busiest > cpus().length) {
	console.log(`\n⚠ Other processes kept the machine busy (1-minute load up to ${busiest.toFixed(1)} on ${cpus().length} CPUs): the timings are inflated. Run again on an idle machine.`);
}
console.log(`\n${figures.filter((f) => f.met === true).length} targets met, ${unmet.length} not met; written to bench/latest.json`);
if (failures.length > 0) {
	console.error(`\nSteps that failed:\n  ${failures.join('\n  ')}`);
	process.exit(1);
}
