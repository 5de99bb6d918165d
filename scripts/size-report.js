// Reports the budgets of a build: gzip size of the JS that build/index.html loads (modulepreloads,
// their static imports and boot.js) and the total size of the service worker's precache.
//   npm run build && node scripts/size-report.js
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUILD = 'build';
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
const roots = [...html.matchAll(/(?:href|src)="\.?\/?([^"]+\.js)"/g)].map((m) => normalize(m[1]));
const seen = new Set();
const queue = [...roots];
while (queue.length) {
	const file = queue.pop();
	if (seen.has(file)) continue;
	seen.add(file);
	const code = readFileSync(join(BUILD, file), 'utf8');
	// Static imports only: `import"./x.js"` / `from"./x.js"`; dynamic import() chunks load later.
	for (const m of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
		queue.push(normalize(join(dirname(file), m[1])));
	}
}
let firstLoad = 0;
for (const file of seen) firstLoad += gz(join(BUILD, file));

const sw = readFileSync(join(BUILD, 'sw.js'), 'utf8');
const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
let precache = 0;
for (const url of urls) {
	const path = url === '/' ? 'index.html' : url.includes('.') ? url : `${url}.html`;
	precache += statSync(join(BUILD, path)).size;
}

console.log(`first-load JS of / (gzip): ${kb(firstLoad)} in ${seen.size} files`);
console.log(`precache: ${urls.length} entries, ${kb(precache)} uncompressed`);
