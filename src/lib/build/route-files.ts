/**
 * The files each page of the SPA shell (200.html) needs, for the shell to fetch them from its first bytes.
 *
 * A game (`/game/<id>`) cannot be prerendered: the shell opens it, and without help the shell fetches the
 * client's start, which only then asks for the route and its 40–60 files. The inline script of src/app.html
 * reads this list (a JSON block the server hook writes into 200.html at build time) and preloads the files of
 * the route the address names, so they download while the start is still arriving. Build time only.
 */

/** One entry of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
	readonly file: string;
	readonly imports?: readonly string[];
	readonly css?: readonly string[];
}

/** What the shell reads: file names after `prefix` (the address the built files are served under), each route a pattern and the indices of its files. */
export interface RouteFiles {
	readonly prefix: string;
	readonly files: readonly string[];
	readonly routes: readonly (readonly [pattern: string, files: readonly number[]])[];
}

/** A route id (`/(armageddon)/game/[id]/final`) as a pattern for `location.pathname`; null for a route without parameters (prerendered, it has its own page). */
export function routePattern(id: string): string | null {
	const parts = id.split('/').filter((part) => part !== '' && !/^\(.*\)$/.test(part));
	if (!parts.some((part) => part.includes('['))) return null;
	const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return `^/${parts.map((part) => (/^\[[^\]]+\]$/.test(part) ? '[^/]+' : escape(part))).join('/')}/?$`;
}

/** The route dictionary of SvelteKit's generated client (`app.js`): route id → its page's node number. */
export function routeNodes(appJs: string): Map<string, number> {
	const out = new Map<string, number>();
	const dictionary = /export const dictionary = \{([\s\S]*?)\};/.exec(appJs)?.[1] ?? '';
	for (const [, id, node] of dictionary.matchAll(/"([^"]+)":\s*\[~?(\d+)/g)) out.set(id as string, Number(node));
	return out;
}

/** Every file (scripts and style sheets) `keys` import statically, themselves included. */
export function staticFiles(manifest: Readonly<Record<string, ManifestChunk>>, keys: readonly string[]): string[] {
	const seen = new Set<string>();
	const files = new Set<string>();
	const stack = [...keys];
	while (stack.length > 0) {
		const key = stack.pop() as string;
		const chunk = manifest[key];
		if (seen.has(key) || !chunk) continue;
		seen.add(key);
		for (const file of [chunk.file, ...(chunk.css ?? [])]) files.add(file);
		stack.push(...(chunk.imports ?? []));
	}
	return [...files];
}

/**
 * The files each parameterised route's page imports statically, beyond what the shell already preloads
 * (`shellKeys`, with all they import). `pageKeys(n)` names what page node `n` loads in the manifest (its own
 * node and the error page's); the manifest's files lie under `dir` (`_app/immutable/`), served from `/` + `dir`.
 */
export function routeFiles(
	manifest: Readonly<Record<string, ManifestChunk>>,
	nodes: ReadonlyMap<string, number>,
	pageKeys: (node: number) => readonly string[],
	shellKeys: readonly string[],
	dir: string
): RouteFiles {
	const shell = new Set(staticFiles(manifest, shellKeys));
	const files: string[] = [];
	const index = new Map<string, number>();
	const routes: [string, number[]][] = [];
	for (const [id, node] of nodes) {
		const pattern = routePattern(id);
		if (pattern === null) continue;
		const mine: number[] = [];
		for (const file of staticFiles(manifest, pageKeys(node))) {
			if (shell.has(file) || !file.startsWith(dir)) continue;
			const name = file.slice(dir.length);
			let at = index.get(name);
			if (at === undefined) {
				at = files.push(name) - 1;
				index.set(name, at);
			}
			mine.push(at);
		}
		routes.push([pattern, mine]);
	}
	return { prefix: `/${dir}`, files, routes };
}
