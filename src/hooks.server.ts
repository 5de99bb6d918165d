/**
 * Build time only (the app has no server): the SPA shell (200.html) gets the list of files each page it opens
 * needs, for its inline script to preload them (src/lib/build/route-files.ts). Every other page only loses
 * the marker.
 */
import type { Handle } from '@sveltejs/kit';
import { building } from '$app/environment';
import { readFileSync } from 'node:fs';
import { routeFiles, routeNodes, type ManifestChunk } from '$lib/build/route-files';

const MARKER = '<!--%route-files%-->';
const generated = '.svelte-kit/generated/client-optimized/';

/** The JSON block for 200.html, from the client build's manifest (read once, during the build). */
function routeFilesBlock(): string {
	const manifest = JSON.parse(readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
	const node = (n: number) => `${generated}nodes/${n}.js`;
	const data = routeFiles(
		manifest,
		routeNodes(readFileSync(`${generated}app.js`, 'utf8')),
		(n) => [node(1), node(n)],
		['node_modules/@sveltejs/kit/src/runtime/client/entry.js', `${generated}app.js`, node(0)],
		'_app/immutable/'
	);
	// `<` escaped: the block cannot end early whatever a file is called.
	return `<script type="application/json" id="route-files">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export const handle: Handle = ({ event, resolve }) => {
	if (!building) return resolve(event);
	const block = event.url.pathname === '/[fallback]' ? routeFilesBlock() : '';
	return resolve(event, { transformPageChunk: ({ html }) => html.replace(MARKER, block) });
};
