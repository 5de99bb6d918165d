import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The one inline script of src/app.html (theme and language before first paint), allowed by its hash.
 * Computed from the file, so an edit of the script can never leave a stale hash behind.
 */
function appHtmlScriptHashes() {
	const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
	const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
	if (bodies.length !== 1) throw new Error(`src/app.html should hold exactly one inline script, found ${bodies.length}`);
	return bodies.map((body) => /** @type {const} */ (`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`));
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	// No `window.__svelte` version stamp: an import in every component chunk, for devtools' statistics only.
	compilerOptions: { runes: true, discloseVersion: false },
	kit: {
		// An SPA shell: every route is prerendered where it can be; the rest falls back to 200.html.
		adapter: adapter({ fallback: '200.html', precompress: true, strict: true }),
		// Small stylesheets go into the page itself: nothing render-blocking before the first paint.
		inlineStyleThreshold: 8192,
		serviceWorker: { register: false },
		// The bench's specs are type-checked with the app, so a renamed message or control breaks `npm run check`,
		// not the next `npm run bench`.
		typescript: {
			config: (tsconfig) => {
				tsconfig.include.push('../bench/**/*.ts');
			}
		},
		// Hash-based CSP: SvelteKit's bootstrap script is allowed by its hash, nothing else inline.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self', ...appHtmlScriptHashes()],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self'],
				'connect-src': ['self'],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
