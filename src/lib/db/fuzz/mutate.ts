/**
 * Test support for the import fuzz: seeded mutations of a valid backup's (or box profile's) text. Each returns the
 * mutated text and a short name of what it did. Deterministic for a seed.
 */

/** mulberry32: a small seeded PRNG for tests (the app's own rng is for game setups). */
export function seeded(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

function paths(value: Json, at: Path = [], out: Path[] = []): Path[] {
	out.push(at);
	if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
	else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
	return out;
}

function getAt(root: Json, path: Path): Json {
	let v: Json = root;
	for (const k of path) v = (v as Record<string | number, Json>)[k] as Json;
	return v;
}

function setAt(root: Json, path: Path, value: Json): Json {
	if (path.length === 0) return value;
	const parent = getAt(root, path.slice(0, -1)) as Record<string | number, Json>;
	parent[path[path.length - 1]!] = value;
	return root;
}

const EXTREMES: Json[] = [-1, 0, 1.5, 2 ** 32, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 8.64e15 + 1, 1e16];
const SWAPS: Json[] = [null, true, 0, '', 'x', [], {}, [1, 2], { a: 1 }];

/** One mutation of `text` (a valid backup), chosen by `rand`. */
export function mutate(text: string, rand: () => number): { name: string; text: string } {
	const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
	const root = JSON.parse(text) as Json;
	const all = paths(root).filter((p) => p.length > 0);
	const path = pick(all);
	const kind = pick(['truncate', 'flip', 'swap', 'extreme', 'long', 'deep', 'proto', 'version', 'reorder', 'duplicate', 'final', 'infinity'] as const);
	switch (kind) {
		case 'truncate':
			return { name: kind, text: text.slice(0, Math.floor(rand() * text.length)) };
		case 'flip': {
			const i = Math.floor(rand() * text.length);
			return { name: kind, text: text.slice(0, i) + String.fromCharCode(32 + Math.floor(rand() * 94)) + text.slice(i + 1) };
		}
		case 'swap':
			return { name: `${kind} ${path.join('.')}`, text: JSON.stringify(setAt(root, path, pick(SWAPS))) };
		case 'extreme': {
			const numbers = all.filter((p) => typeof getAt(root, p) === 'number');
			const at = numbers.length > 0 ? pick(numbers) : path;
			return { name: `${kind} ${at.join('.')}`, text: JSON.stringify(setAt(root, at, pick(EXTREMES))) };
		}
		case 'long': {
			const strings = all.filter((p) => typeof getAt(root, p) === 'string');
			const at = strings.length > 0 ? pick(strings) : path;
			return { name: `${kind} ${at.join('.')}`, text: JSON.stringify(setAt(root, at, 'w'.repeat(pick([100, 5_000, 200_000])))) };
		}
		case 'deep': {
			const depth = pick([100, 3_000]);
			const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
			const marker = '"__deep__"';
			return { name: `${kind} ${path.join('.')}`, text: JSON.stringify(setAt(root, path, '__deep__')).replace(marker, nested) };
		}
		case 'proto': {
			const objects = all.filter((p) => { const v = getAt(root, p); return v !== null && typeof v === 'object' && !Array.isArray(v); });
			const at = objects.length > 0 ? pick(objects) : [];
			const marker = '"__proto_marker__":1';
			const target = getAt(root, at) as Record<string, Json>;
			target.__proto_marker__ = 1;
			return { name: `${kind} ${at.join('.')}`, text: JSON.stringify(root).replace(marker, '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}') };
		}
		case 'version':
			return { name: kind, text: JSON.stringify(setAt(root, ['schemaVersion'], pick([2, 99, 0, 1.5, -1]))) };
		case 'reorder':
		case 'duplicate': {
			const games = (root as { games?: { events: Json[] }[] }).games ?? [];
			const game = games.length > 0 ? pick(games) : undefined;
			if (!game || game.events.length < 2) return { name: kind, text };
			const i = Math.floor(rand() * (game.events.length - 1));
			if (kind === 'reorder') [game.events[i], game.events[i + 1]] = [game.events[i + 1]!, game.events[i]!];
			else game.events.splice(i, 0, game.events[i]!);
			return { name: `${kind} event ${i}`, text: JSON.stringify(root) };
		}
		case 'final': {
			type Final = { totals: Record<string, number>; breakdown?: Record<string, Record<string, number>> };
			const games = ((root as { games?: { final: Final | null }[] }).games ?? []).filter((g) => g.final);
			const game = games[0];
			if (!game?.final) return { name: kind, text };
			const who = pick(Object.keys(game.final.totals));
			const by = pick([-1, 1, 40, 1000]);
			game.final.totals[who] = (game.final.totals[who] ?? 0) + by;
			// half the time a category rises with it: a final that adds up but the game cannot have given
			const parts = game.final.breakdown?.[who];
			if (!parts || rand() < 0.5) return { name: `${kind} ${who}`, text: JSON.stringify(root) };
			const category = pick(Object.keys(parts).filter((c) => c !== 'equipmentCards'));
			parts[category] = (parts[category] ?? 0) + by;
			return { name: `${kind} ${who} ${category}`, text: JSON.stringify(root) };
		}
		case 'infinity': {
			const numbers = all.filter((p) => typeof getAt(root, p) === 'number');
			const at = numbers.length > 0 ? pick(numbers) : path;
			return { name: `${kind} ${at.join('.')}`, text: JSON.stringify(setAt(root, at, 7777777)).replace('7777777', '1e400') };
		}
	}
}
