/**
 * One door to storage: screens (routes outside Armageddon's group, which has its own check, and the shared
 * components) reach saved games, sheets, drafts and settings through the state classes in src/lib/state, never
 * through src/lib/db. Relative paths into the folder count too, and so do type-only imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const DB = join(SRC, 'lib', 'db');

const isTest = (name: string) => /\.test\.ts$/.test(name);

function files(dir: string, skip: (path: string) => boolean = () => false): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const path = join(dir, e.name);
		if (skip(path)) return [];
		if (e.isDirectory()) return files(path, skip);
		return /\.(ts|svelte)$/.test(e.name) && !isTest(e.name) ? [path] : [];
	});
}

/** Every module a file names: static, re-exported and dynamic imports. */
function specifiers(text: string): string[] {
	const found = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
	return found.filter((s) => s.length > 0);
}

/** Whether a module named in `file` lies in src/lib/db. */
function reachesDb(file: string, specifier: string): boolean {
	if (specifier === '$lib/db' || specifier.startsWith('$lib/db/')) return true;
	if (!specifier.startsWith('.')) return false;
	const target = resolve(dirname(file), specifier);
	const rel = relative(DB, target);
	return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
}

const outsideArmageddon = (path: string) => path === join(SRC, 'routes', '(armageddon)');

describe('one door to storage', () => {
	it('finds an import of the db folder, written either way', () => {
		const here = join(SRC, 'lib', 'components', 'X.svelte');
		expect(specifiers(`import { a } from '$lib/db';\nimport type { B } from "$lib/db/rows";\nconst c = await import('../db/x');`)).toEqual([
			'$lib/db',
			'$lib/db/rows',
			'../db/x'
		]);
		expect(reachesDb(here, '../db/x')).toBe(true);
		expect(reachesDb(here, '$lib/db')).toBe(true);
		expect(reachesDb(here, '$lib/dbx')).toBe(false);
		expect(reachesDb(here, '../state/stored')).toBe(false);
	});

	it('no route outside Armageddon and no shared component imports src/lib/db', () => {
		const screens = [...files(join(SRC, 'routes'), outsideArmageddon), ...files(join(SRC, 'lib', 'components'))];
		expect(screens.length).toBeGreaterThan(20);
		const offenders = screens.flatMap((file) =>
			specifiers(readFileSync(file, 'utf8'))
				.filter((s) => reachesDb(file, s))
				.map((s) => `${relative(SRC, file)} → ${s}`)
		);
		expect(offenders).toEqual([]);
	});
});
