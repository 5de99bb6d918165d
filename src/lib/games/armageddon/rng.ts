/**
 * Seeded, pure PRNG (xoroshiro128+) and the short seed codes players can read
 * out at the table. The state is a plain array so it can be stored with a game.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Result } from './rejections';

/** Serialisable generator state; treat as opaque. */
export type Rng = readonly number[];

/** Crockford base32: no I, L, O, U. */
export const SEED_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SEED_LENGTH = 6;

// Crockford decoding reads I and L as 1, O as 0.
const LOOKALIKES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/** Upper-cases a seed code and drops spaces and dashes; rejects anything else that is not Crockford base32. */
export function normaliseSeedCode(input: string): Result<string> {
	if (typeof input !== 'string') {
		return { ok: false, code: 'invalid-value', reason: 'seed: expected a text code', detail: { kind: 'malformed', what: 'seed' }, params: { field: 'seed' } };
	}
	const chars = input
		.toUpperCase()
		.replace(/[\s-]/g, '')
		.split('')
		.map((c) => LOOKALIKES[c] ?? c);
	const bad = chars.find((c) => !SEED_ALPHABET.includes(c));
	if (bad !== undefined) {
		return {
			ok: false,
			code: 'invalid-value',
			reason: `seed: "${bad}" is not allowed in a seed code (use 0–9 and letters except I, L, O, U)`,
			detail: { kind: 'seed-character', char: bad },
			params: { field: 'seed', value: input }
		};
	}
	if (chars.length !== SEED_LENGTH) {
		return {
			ok: false,
			code: 'invalid-value',
			reason: `seed: expected ${SEED_LENGTH} characters, got ${chars.length}`,
			detail: { kind: 'seed-length', want: SEED_LENGTH, got: chars.length },
			params: { field: 'seed', value: input }
		};
	}
	return { ok: true, value: chars.join('') };
}

/** A seed code from caller-supplied randomness (e.g. a crypto-random 32-bit integer); uses its low 30 bits. */
export function seedCodeFromEntropy(n: number): string {
	let v = Number.isFinite(n) ? Math.floor(Math.abs(n)) % 2 ** (5 * SEED_LENGTH) : 0;
	let code = '';
	for (let i = 0; i < SEED_LENGTH; i++) {
		code = SEED_ALPHABET[v % 32] + code;
		v = Math.floor(v / 32);
	}
	return code;
}

/** Stable unsigned 32-bit hash of a seed code (normalised first, so "abc-123" and "ABC123" agree). */
export function seedFromCode(code: string): number {
	const normal = normaliseSeedCode(code);
	const text = normal.ok ? normal.value : String(code);
	// FNV-1a, then the murmur3 finaliser to spread nearby codes apart
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h >>> 0;
}

// xoroshiro128+ seeded from one 32-bit number starts in a sparse state; a few steps mix it.
const WARM_UP = 16;

/** A generator seeded by a seed code. */
export function createRng(seedCode: string): Rng {
	const g = xoroshiro128plus(seedFromCode(seedCode));
	for (let i = 0; i < WARM_UP; i++) g.next();
	return g.getState();
}

/** True when `x` has the shape of an {@link Rng} state (for data read back from storage). */
export function isRng(x: unknown): x is Rng {
	return Array.isArray(x) && x.length === 4 && x.every((n) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31);
}

/** A uniform integer in [min, max] and the next state; an empty range gives `min` and the same state. */
export function nextInt(rng: Rng, min: number, max: number): [number, Rng] {
	if (!(max > min)) return [min, rng];
	const g = xoroshiro128plusFromState(rng);
	const value = uniformInt(g, min, max);
	return [value, g.getState()];
}

/** A Fisher–Yates shuffled copy of `items` and the next state. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
	const out = items.slice();
	let state = rng;
	for (let i = out.length - 1; i > 0; i--) {
		let j: number;
		[j, state] = nextInt(state, 0, i);
		[out[i], out[j]] = [out[j] as T, out[i] as T];
	}
	return [out, state];
}
