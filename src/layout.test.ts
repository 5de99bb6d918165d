/**
 * One folder per game: each game's pure rules in src/lib/games/<game>/, its screens in the route group
 * src/routes/(<game>)/, and the score-sheet games named once in SHEET_GAMES. The rules folders stay free of
 * Svelte, Dexie and the database, so the folder's name is the rule.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHEET_GAMES } from '$lib/games/sheets';

const GAMES = new URL('./lib/games/', import.meta.url);
const ROUTES = new URL('./routes/', import.meta.url);
const dirs = (url: URL) => readdirSync(url, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

function files(url: URL): URL[] {
	return readdirSync(url, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(new URL(`${e.name}/`, url)) : [new URL(e.name, url)]));
}

describe('one folder per game', () => {
	const games = dirs(GAMES).filter((d) => d !== 'shared').sort();
	const groups = dirs(ROUTES).filter((d) => /^\(.+\)$/.test(d)).map((d) => d.slice(1, -1)).sort();

	it('every game has its rules folder with an index, and a route group of the same name', () => {
		expect(games).toEqual(['armageddon', ...SHEET_GAMES].sort());
		expect(groups).toEqual(games);
		for (const game of games) expect(existsSync(new URL(`${game}/index.ts`, GAMES)), game).toBe(true);
	});

	it('a score-sheet game answers at /<game> from its route group', () => {
		for (const game of SHEET_GAMES) expect(existsSync(new URL(`(${game})/${game}/+page.svelte`, ROUTES)), game).toBe(true);
	});

	it('the games folders hold no Svelte and import neither Svelte, Dexie nor the database', () => {
		const found: string[] = [];
		for (const url of files(GAMES)) {
			const name = url.pathname.slice(GAMES.pathname.length);
			if (/\.svelte(\.ts)?$/.test(name)) found.push(`${name} is a Svelte file`);
			if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
			for (const [, spec] of readFileSync(url, 'utf8').matchAll(/from\s+'([^']+)'/g))
				if (/^(svelte|dexie|\$app)|\$lib\/(db|state|components|platform|pwa|i18n)|\/db\//.test(spec ?? '')) found.push(`${name} imports ${spec}`);
		}
		expect(found).toEqual([]);
	});
});
