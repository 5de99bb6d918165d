import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { svelteTesting } from '@testing-library/svelte/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { paraglideIntlCache } from './src/lib/i18n/build/intl-cache';
import { planTiers, type ModuleNode, type Tiers } from './src/lib/build/chunk-plan';

/** The client's planned chunks (src/lib/build/chunk-plan.ts), known once the module graph is. */
let plan: Tiers = { shell: new Set(), home: new Set(), later: new Set(), common: new Set() };
/** A module of the common chunk must be loaded by this many parts of the app (pages and parts loaded later). */
const COMMON_SHARE = 3;
const messageDir = fileURLToPath(new URL('./src/lib/paraglide/messages', import.meta.url));
const MESSAGE_BARREL = /[\\/]paraglide[\\/]messages(\.js|[\\/]_index\.js)$/;
/** The app's door to the messages (`m`), a module of its own: whoever imports it calls the messages it names. */
const MESSAGE_DOOR = /[\\/]src[\\/]lib[\\/]i18n[\\/]messages\.ts$/;
/** What every page loads: the client's start, the app, the root layout (node 0) and the error page (node 1). */
const SHELL_ENTRY = /[\\/]client-optimized[\\/](app\.js|nodes[\\/][01]\.js)$|[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]entry\.js$/;
/** A route's node (the file the client loads for a page), and the home page's own file. */
const ROUTE_NODE = /[\\/]client-optimized[\\/]nodes[\\/]\d+\.js$/;
const HOME_PAGE = /[\\/]src[\\/]routes[\\/]\+page\.svelte$/;
/** What SvelteKit generates (the app, the route nodes). */
const GENERATED = /[\\/]\.svelte-kit[\\/]generated[\\/]/;
/** The layers free of side effects: the rules and games, the db's functions, the word maps (compiled messages too, below). */
const PURE_LAYERS = '/src/lib/(games|db|i18n/words)/';
/** What the chunk plan leaves to the bundler: the pure layers (their barrels stand for more than a page uses) and Paraglide's runtime. */
const OPAQUE = new RegExp(`${PURE_LAYERS}|/paraglide/(registry|runtime)\\.js$`);

/** Each chunk's static imports (file names), for the module preloads below. */
const directImports = new Map<string, ReadonlySet<string>>();

export default defineConfig({
	// `SOURCEMAP=1 npm run build`: source maps for profiling a tap in Chromium (not shipped by default).
	build: {
		sourcemap: process.env.SOURCEMAP === '1',
		// When a route loads, only the chunks its own file does not import directly are announced as
		// <link rel="modulepreload">: one link per chunk (50–80 for a game) was one long task of the main thread
		// (Chromium starts each request in it), the largest part of the game page's blocking time in Lighthouse.
		// The direct imports are fetched as soon as the route's file is read; preloading the deeper ones keeps the
		// download two steps deep instead of four. Style sheets are still loaded before the route is drawn.
		modulePreload: { resolveDependencies: (file, deps) => deps.filter((dep) => !directImports.get(file)?.has(dep)) },
		rolldownOptions: {
			output: {
				// A page's code in a few files instead of dozens (src/lib/build/chunk-plan.ts): what every page loads,
				// what the home page adds, and what several parts of the app share. Earlier groups take a module first.
				codeSplitting: {
					groups: [
						{ name: 'shell', priority: 4, test: (id) => plan.shell.has(id) },
						{ name: 'home', priority: 3, test: (id) => plan.home.has(id) },
						{ name: 'later', priority: 2, test: (id) => plan.later.has(id) },
						{ name: 'common', priority: 1, minShareCount: COMMON_SHARE, test: (id) => plan.common.has(id) }
					]
				}
			},
			treeshake: {
				// The pure layers (rules, games, the db's functions, word maps, compiled messages) have no effect
				// when loaded: a page that imports a barrel but uses nothing of a module does not load that module.
				moduleSideEffects: [{ test: new RegExp(`(${PURE_LAYERS}|/src/lib/paraglide/messages/)[^?]*\\.(ts|js)$`), sideEffects: false }]
			}
		}
	},
	plugins: [
		{
			name: 'chunk-plan',
			apply: 'build',
			buildEnd() {
				if (this.environment?.name !== 'client') return;
				const graph = new Map<string, ModuleNode>();
				for (const id of this.getModuleIds()) {
					const info = this.getModuleInfo(id);
					if (!info) continue;
					// The messages' barrel stands for the messages a module calls (`m.key`), not for all 1,700 of them.
					const imports = info.importedIds.filter((dep) => !MESSAGE_BARREL.test(dep));
					if (imports.length < info.importedIds.length || info.importedIds.some((dep) => MESSAGE_DOOR.test(dep))) {
						for (const [, key] of (info.code ?? '').matchAll(/\bm\.(\w+)\b/g)) imports.push(`${messageDir}/${key}.js`);
					}
					graph.set(id, { imports, loads: info.dynamicallyImportedIds });
				}
				const ids = [...graph.keys()];
				const isHome = (id: string) => graph.get(id)?.imports.some((dep) => HOME_PAGE.test(dep)) ?? false;
				const nodes = ids.filter((id) => ROUTE_NODE.test(id) && !SHELL_ENTRY.test(id));
				plan = planTiers(graph, {
					shell: ids.filter((id) => SHELL_ENTRY.test(id)),
					home: nodes.filter(isHome),
					pages: nodes.filter((id) => !isHome(id)),
					generated: (id) => GENERATED.test(id),
					opaque: (id) => OPAQUE.test(id)
				});
			}
		},
		{
			name: 'direct-imports',
			renderChunk(_code, chunk) {
				directImports.set(chunk.fileName, new Set(chunk.imports));
				return null;
			}
		},
		// Compiles messages/*.json to src/lib/paraglide (build, dev and vitest). Same options as the `paraglide`
		// script in package.json, which svelte-check needs first. The app's locale store decides the language
		// (src/lib/i18n/messages.ts); `baseLocale` only serves code that runs without it (Node, e2e helpers).
		paraglideVitePlugin({
			project: './project.inlang',
			outdir: './src/lib/paraglide',
			strategy: ['baseLocale'],
			outputStructure: 'message-modules'
		}),
		paraglideIntlCache(),
		sveltekit(),
		SvelteKitPWA({
			registerType: 'prompt',
			// Registered from +layout.svelte via virtual:pwa-register, after hydration.
			injectRegister: false,
			// Absolute: pages are built with relative paths, and a deep link (/game/<id>) would register /game/sw.js.
			buildBase: '/',
			scope: '/',
			devOptions: { enabled: false },
			// 200.html is written by adapter-static after the service worker is generated; `spa` adds it
			// to the precache anyway and it becomes the navigation fallback (deep links like /game/<id>).
			kit: { adapterFallback: '200.html', spa: true },
			manifest: {
				id: '/',
				name: 'Armageddon Companion',
				short_name: 'Armageddon',
				description: 'Offline table companion for the board game Armageddon: setup, tracks, auctions and final scoring.',
				lang: 'en',
				dir: 'ltr',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				theme_color: '#7a2e12',
				background_color: '#f7f3ee',
				categories: ['games', 'utilities'],
				icons: [
					{ src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
					{ src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
				]
			},
			workbox: {
				// Every built asset, the home page and (added by `spa`) 200.html: offline, any other address opens
				// the SPA shell, which renders the route on the device. The other prerendered pages (each with its
				// stylesheet inlined) are left out to keep the precache small. The 512-px icons are only fetched
				// when the app is installed, which needs the network anyway.
				globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,woff2}', 'prerendered/pages/index.html'],
				globIgnores: ['**/icon-512.png', '**/icon-maskable-512.png'],
				cleanupOutdatedCaches: true
			}
		})
	],
	test: {
		projects: [
			{
				extends: true,
				plugins: [svelteTesting()],
				test: {
					name: 'client',
					environment: 'jsdom',
					include: ['src/**/*.svelte.test.ts', 'src/lib/components/**/*.test.ts', 'src/routes/**/*.test.ts'],
					setupFiles: ['./vitest-setup-client.ts']
				}
			},
			{
				extends: true,
				test: {
					name: 'server',
					environment: 'node',
					include: ['src/**/*.test.ts'],
					exclude: ['src/**/*.svelte.test.ts', 'src/lib/components/**', 'src/routes/**']
				}
			}
		]
	}
});
