/**
 * One door to a game's session: Armageddon's screens (src/routes/(armageddon)/) reach storage only through the
 * session classes and doors in src/lib/state/, never the database module itself. Tests and their `testing/`
 * helpers may still seed the database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SCREENS = new URL('./routes/(armageddon)/', import.meta.url);

function files(url: URL): URL[] {
	return readdirSync(url, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(new URL(`${e.name}/`, url)) : [new URL(e.name, url)]));
}

/** Every module a source text imports: static, type-only, re-exported or loaded later. */
function importsOf(text: string): string[] {
	return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

const isDb = (spec: string) => /^\$lib\/db(\/|$)|(^|\/)lib\/db(\/|$)/.test(spec);

describe("Armageddon's screens and the database", () => {
	it('finds every kind of import of the database', () => {
		const text = `import { a } from '$lib/db';\nimport type { B } from "$lib/db/rows";\nexport { c } from '$lib/db/games';\nconst d = import('$lib/db/export');\nimport '../../lib/db/instance';`;
		expect(importsOf(text).filter(isDb)).toEqual(['$lib/db', '$lib/db/rows', '$lib/db/games', '$lib/db/export', '../../lib/db/instance']);
		expect(importsOf(`import { dbName } from '$lib/dbx';\nimport { s } from '$lib/state/game-session.svelte';`).filter(isDb)).toEqual([]);
	});

	it('no file under src/routes/(armageddon)/ but the tests imports $lib/db', () => {
		const found: string[] = [];
		for (const url of files(SCREENS)) {
			const name = decodeURIComponent(url.pathname.slice(SCREENS.pathname.length));
			if (!/\.(ts|svelte)$/.test(name) || /\.test\.ts$/.test(name) || /(^|\/)testing\//.test(name)) continue;
			for (const spec of importsOf(readFileSync(url, 'utf8')).filter(isDb)) found.push(`${name} imports ${spec}`);
		}
		expect(found).toEqual([]);
	});
});
