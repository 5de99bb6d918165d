/**
 * JavaScript of a first visit to / as the browser fetches it: every script request of the page until the
 * network is idle (chunks imported after hydration included), with the gzip and brotli size of each file
 * and the bytes actually received (the server picks brotli for Chromium).
 */
import { test } from '@playwright/test';
import { brotliSize, gzipSize, staticFirstLoad } from '../../scripts/build-sizes.js';
import { BASE_URL, BUILD, record } from './env';

test('JavaScript of the first load of /', async ({ browser }) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	const requests: { file: string; received: Promise<number> }[] = [];
	page.on('requestfinished', (request) => {
		const url = new URL(request.url());
		if (request.resourceType() !== 'script' || url.origin !== BASE_URL) return;
		requests.push({ file: decodeURIComponent(url.pathname).replace(/^\//, ''), received: request.sizes().then((s) => s.responseBodySize) });
	});
	await page.goto('/', { waitUntil: 'networkidle' });
	const statics = new Set(staticFirstLoad(BUILD).files);
	const files = await Promise.all(
		requests.map(async (r) => ({ file: r.file, gzip: gzipSize(BUILD, r.file), brotli: brotliSize(BUILD, r.file), received: await r.received, static: statics.has(r.file) }))
	);
	files.sort((a, b) => b.gzip - a.gzip);
	const sum = (list: typeof files, key: 'gzip' | 'received') => list.reduce((n, f) => n + f[key], 0);
	const later = files.filter((f) => !f.static);
	record('first-load', {
		all: { files: files.length, gzip: sum(files, 'gzip'), received: sum(files, 'received') },
		afterHydration: { files: later.length, gzip: sum(later, 'gzip') },
		files
	});
	await context.close();
});
