// The import graph of src/ with `$lib` resolved by TypeScript's own resolver (the project's tsconfig paths).
// Prints files, folders, folder-to-folder edges, import cycles (between files and between folders) and
// upward imports (a src/lib file importing a route). Usage: node scripts/import-graph.mjs [--json] [--edges]
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');
const skip = (p) => /\/(paraglide|node_modules)\//.test(p) || p.endsWith('.d.ts');
const isTest = (p) => /\.test\.ts$|\/testing\//.test(p);

function walk(dir, out = []) {
	for (const name of readdirSync(dir)) {
		const p = join(dir, name);
		if (statSync(p).isDirectory()) walk(p, out);
		else if (/\.(ts|svelte)$/.test(name) && !skip(p)) out.push(p);
	}
	return out;
}

const options = {
	module: ts.ModuleKind.ESNext,
	moduleResolution: ts.ModuleResolutionKind.Bundler,
	allowJs: true,
	baseUrl: root,
	paths: { '$lib': ['src/lib'], '$lib/*': ['src/lib/*'] },
	allowArbitraryExtensions: true
};
const host = ts.createCompilerHost(options);

function specifiers(file) {
	let text = readFileSync(file, 'utf8');
	if (file.endsWith('.svelte')) text = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
	return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

function resolveSpec(spec, from) {
	// .svelte files: TypeScript does not resolve them without a plugin, so take the path as it is written.
	if (spec.endsWith('.svelte')) {
		const base = spec.startsWith('$lib/') ? join(src, 'lib', spec.slice(5)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
		return base;
	}
	const r = ts.resolveModuleName(spec, from, options, host).resolvedModule;
	if (!r || r.isExternalLibraryImport) return null;
	return r.resolvedFileName.startsWith(src) ? r.resolvedFileName : null;
}

const files = walk(src);
const all = process.argv.includes('--tests') ? files : files.filter((f) => !isTest(f));
const known = new Set(all);
const edges = new Map();
for (const f of all) {
	const to = new Set();
	for (const s of specifiers(f)) {
		const r = resolveSpec(s, f);
		if (r && known.has(r) && r !== f) to.add(r);
	}
	edges.set(f, to);
}

const rel = (p) => relative(root, p);
const folderOf = (p) => rel(dirname(p));

function cycles(nodes, next) {
	// Tarjan: strongly connected components with more than one member (or a self-loop) are cycles.
	let index = 0; const st = []; const on = new Set(); const idx = new Map(); const low = new Map(); const out = [];
	function sc(v) {
		idx.set(v, index); low.set(v, index); index++; st.push(v); on.add(v);
		for (const w of next(v)) {
			if (!idx.has(w)) { sc(w); low.set(v, Math.min(low.get(v), low.get(w))); }
			else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
		}
		if (low.get(v) === idx.get(v)) {
			const comp = []; let w;
			do { w = st.pop(); on.delete(w); comp.push(w); } while (w !== v);
			if (comp.length > 1 || next(v).has(v)) out.push(comp);
		}
	}
	for (const n of nodes) if (!idx.has(n)) sc(n);
	return out;
}

const fileCycles = cycles([...edges.keys()], (v) => edges.get(v) ?? new Set());
const folderEdges = new Map();
let importCount = 0;
for (const [f, to] of edges) for (const t of to) {
	importCount++;
	const a = folderOf(f), b = folderOf(t);
	if (a === b) continue;
	if (!folderEdges.has(a)) folderEdges.set(a, new Map());
	folderEdges.get(a).set(b, (folderEdges.get(a).get(b) ?? 0) + 1);
}
const folders = [...new Set(all.map(folderOf))].sort();
// Folder cycles among sibling-independent folders: a parent folder importing its child and back counts.
const folderCycles = cycles(folders, (v) => new Set(folderEdges.get(v)?.keys() ?? []));
const upward = [];
for (const [f, to] of edges) for (const t of to) if (rel(f).startsWith('src/lib/') && rel(t).startsWith('src/routes/')) upward.push(`${rel(f)} -> ${rel(t)}`);
// The pure engines must not import Svelte, Dexie or the DOM-bound layers.
const engines = /^src\/lib\/(rules|games)\//;
const impure = [];
for (const f of all) if (engines.test(rel(f))) {
	if (f.endsWith('.svelte') || f.endsWith('.svelte.ts')) impure.push(`${rel(f)} is a Svelte file`);
	for (const s of specifiers(f)) if (/^(svelte|dexie)/.test(s)) impure.push(`${rel(f)} imports ${s}`);
	for (const t of edges.get(f)) if (!engines.test(rel(t))) impure.push(`${rel(f)} -> ${rel(t)}`);
}

const report = {
	files: all.length,
	folders: folders.length,
	imports: importCount,
	fileCycles: fileCycles.map((c) => c.map(rel)),
	folderCycles: folderCycles,
	upward,
	impureEngine: impure,
	folderEdges: Object.fromEntries([...folderEdges].sort().map(([a, m]) => [a, Object.fromEntries([...m].sort())]))
};
if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 1));
else {
	console.log(`files ${report.files} (tests ${process.argv.includes('--tests') ? 'included' : 'left out'}), folders ${report.folders}, imports ${report.imports}`);
	console.log(`file cycles ${report.fileCycles.length}${report.fileCycles.map((c) => '\n  ' + c.join(' -> ')).join('')}`);
	console.log(`folder cycles ${report.folderCycles.length}${report.folderCycles.map((c) => '\n  ' + c.join(' <-> ')).join('')}`);
	console.log(`upward imports (src/lib -> src/routes) ${upward.length}${upward.map((u) => '\n  ' + u).join('')}`);
	console.log(`engine imports outside the engines ${impure.length}${impure.map((u) => '\n  ' + u).join('')}`);
	if (process.argv.includes('--edges')) for (const [a, m] of Object.entries(report.folderEdges)) console.log(`${a} -> ${Object.entries(m).map(([b, n]) => `${b} (${n})`).join(', ')}`);
}
