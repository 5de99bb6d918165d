/**
 * Which modules of the client build share a chunk (build time only; used by vite.config.ts). Left to itself the
 * bundler makes one chunk per set of parts that share a module: a link to a game loaded 47 files, most under
 * 1 KB. Each file is a request, and on a phone's connection requests, not bytes, decided how soon the page drew
 * (docs/measurements.md). So the plan groups the client in tiers, each one chunk, an earlier tier first:
 * - the shell: what every page loads (the client's start, the app, the root layout and the error page). No page
 *   loads a byte more: every page loads all of it anyway;
 * - the home page's: what the home page draws with beyond the shell, so the first page stays small;
 * - later: what the layout and the home page load after they are drawn (the update toast, the resume card).
 *   SvelteKit links the style sheets of a page's later parts into its HTML: in the common chunk, the app's CSS
 *   held up every page's first paint;
 * - common: what the other pages draw with, where several parts of the app load a module (the bundler counts
 *   them, after tree-shaking: `minShareCount`). A page loads some code it does not run, in a few files.
 * What is loaded later by a dynamic import keeps its own file, and a module only one part uses stays in it.
 */

export interface ModuleNode {
	readonly imports: readonly string[];
	/** What the module imports dynamically (loaded later, each a file of its own). */
	readonly loads?: readonly string[];
}

export interface Tiers {
	readonly shell: ReadonlySet<string>;
	readonly home: ReadonlySet<string>;
	readonly later: ReadonlySet<string>;
	readonly common: ReadonlySet<string>;
}

export interface Parts {
	/** What every page loads: the client's start, the app, the root layout and the error page. */
	readonly shell: readonly string[];
	/** The home page's node. */
	readonly home: readonly string[];
	/** Every other page's node. */
	readonly pages: readonly string[];
	/** A module the framework generates (the app, the route nodes): never a later part of its own in the plan. */
	readonly generated: (id: string) => boolean;
	/**
	 * A pure layer (see staticClosure): not planned. The bundler puts what of it a planned module really uses (after
	 * tree-shaking) in that module's tier or an earlier one, as a group takes its modules' imports along.
	 */
	readonly opaque: (id: string) => boolean;
}

/** The modules of each tier (see above). */
export function planTiers(graph: ReadonlyMap<string, ModuleNode>, parts: Parts): Tiers {
	const loads = new Set<string>();
	for (const node of graph.values()) for (const id of node.loads ?? []) loads.add(id);
	const shell = drawnWith(graph, parts.shell, loads, new Set(), parts.opaque);
	const home = drawnWith(graph, parts.home, loads, shell, parts.opaque);
	const first = staticClosure(graph, [...parts.shell, ...parts.home]);
	const laterParts = [...first].flatMap((id) => graph.get(id)?.loads ?? []).filter((id) => !parts.generated(id));
	const later = drawnWith(graph, laterParts, loads, new Set([...shell, ...home]), parts.opaque);
	const common = drawnWith(graph, [...parts.pages], loads, new Set([...shell, ...home, ...later]), parts.opaque);
	return { shell, home, later, common };
}

/**
 * Every module `from` imports statically, itself included. An `opaque` module is left out with all it imports:
 * a layer free of side effects whose barrels stand for far more than an importer uses (tree-shaking, not the
 * import, decides what of it a page loads), so the bundler's own chunking keeps it.
 */
export function staticClosure(graph: ReadonlyMap<string, ModuleNode>, from: readonly string[], opaque: (id: string) => boolean = () => false): Set<string> {
	const seen = new Set<string>();
	const stack = [...from];
	while (stack.length > 0) {
		const id = stack.pop() as string;
		if (seen.has(id) || opaque(id)) continue;
		const node = graph.get(id);
		if (!node) continue;
		seen.add(id);
		stack.push(...node.imports);
	}
	return seen;
}

/**
 * What `entries` draw with beyond `taken` (the tiers planned before): their static closure without the entries
 * themselves, without `loads` (each a file of its own) and without `taken`.
 */
export function drawnWith(graph: ReadonlyMap<string, ModuleNode>, entries: readonly string[], loads: ReadonlySet<string>, taken: ReadonlySet<string>, opaque?: (id: string) => boolean): Set<string> {
	const drawn = staticClosure(graph, entries, opaque);
	for (const id of [...entries, ...loads, ...taken]) drawn.delete(id);
	return drawn;
}
