// Sizes of a build (build/): the JS that index.html loads before any dynamic import, and the service worker's
// precache. Used by scripts/size-report.js, the bench (bench/run.mjs) and the budget test (tests/e2e/budget.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of a built file: the precompressed .gz the server sends, else gzip -9 of it.
 * @param {string} build
 * @param {string} file
 */
export function gzipSize(build, file) {
	const path = join(build, file);
	return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

/**
 * Brotli size of a built file (the precompressed .br), or null when there is none.
 * @param {string} build
 * @param {string} file
 */
export function brotliSize(build, file) {
	const path = join(build, `${file}.br`);
	return existsSync(path) ? statSync(path).size : null;
}

/**
 * The JS files build/index.html loads by itself: its modulepreloads and scripts and their static imports
 * (dynamic import() chunks load later and are not counted here; the bench measures those in a browser).
 * @param {string} [build]
 * @returns {{ files: string[], gzip: number }}
 */
export function staticFirstLoad(build = 'build') {
	const html = readFileSync(join(build, 'index.html'), 'utf8');
	const roots = [...html.matchAll(/(?:href|src)="\.?\/?([^"]+\.js)"/g)].map((m) => normalize(m[1] ?? ''));
	/** @type {Set<string>} */
	const seen = new Set();
	const queue = [...roots];
	while (queue.length) {
		const file = queue.pop();
		if (file === undefined || seen.has(file)) continue;
		seen.add(file);
		const code = readFileSync(join(build, file), 'utf8');
		// Static imports only: `import"./x.js"` / `from"./x.js"`.
		for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
			queue.push(normalize(join(dirname(file), m[1] ?? '')));
		}
	}
	const files = [...seen].sort();
	return { files, gzip: files.reduce((n, f) => n + gzipSize(build, f), 0) };
}

/**
 * The file a precache URL is served from (prerendered pages have no .html in their URL).
 * @param {string} url
 */
function builtFile(url) {
	const path = url.replace(/^\//, '');
	return path === '' ? 'index.html' : path.includes('.') ? path : `${path}.html`;
}

/**
 * The service worker's precache manifest (build/sw.js) with each entry's file size, uncompressed.
 * @param {string} [build]
 * @returns {{ entries: { url: string, bytes: number }[], bytes: number }}
 */
export function precache(build = 'build') {
	const sw = readFileSync(join(build, 'sw.js'), 'utf8');
	const urls = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
	if (urls.length === 0) throw new Error(`no precache manifest found in ${join(build, 'sw.js')}`);
	const entries = urls.map((url) => ({ url, bytes: statSync(join(build, builtFile(url))).size }));
	return { entries, bytes: entries.reduce((n, e) => n + e.bytes, 0) };
}
