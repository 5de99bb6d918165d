/**
 * Which modules of the client build go into one chunk (build time only; used by vite.config.ts). Left to
 * itself the bundler makes one chunk per set of pages that share a module, and the part every page loads (the
 * client's start, the app, the root layout and the error page) came in 11 files, most under 1 KB. Each file is
 * a request, and on a phone's connection requests, not bytes, decide how soon the home page draws. As one chunk
 * it is one request, and no page loads a byte more: every page loads all of it anyway.
 */

export interface ModuleNode {
	readonly imports: readonly string[];
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
 * The modules of the shell chunk: what `entries` (the modules every page loads) import, without the entries
 * themselves (each stays a file of its own that the framework asks for by name) and without `loads` (modules
 * some code imports dynamically, each a file of its own too).
 */
export function shellModules(graph: ReadonlyMap<string, ModuleNode>, entries: readonly string[], loads: ReadonlySet<string>, opaque?: (id: string) => boolean): Set<string> {
	const shell = staticClosure(graph, entries, opaque);
	for (const id of [...shell]) if (entries.includes(id) || loads.has(id)) shell.delete(id);
	return shell;
}
