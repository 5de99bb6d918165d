import { describe, expect, it } from 'vitest';
import { SEED_ALPHABET, createRng, isRng, nextInt, normaliseSeedCode, seedCodeFromEntropy, seedFromCode, shuffle, type Rng } from './rng';

describe('normaliseSeedCode', () => {
	it.each([
		['ABC123', 'ABC123'],
		['abc123', 'ABC123'],
		['abc-123', 'ABC123'],
		[' ab c 1-2 3 ', 'ABC123'],
		['oil0xz', '0110XZ'], // Crockford reads O as 0, I and L as 1
		['zzzzzz', 'ZZZZZZ']
	])('%j → %s', (input, expected) => {
		expect(normaliseSeedCode(input)).toEqual({ ok: true, value: expected });
	});

	it.each([
		['ABCU23', '"U"'],
		['ABC!23', '"!"'],
		['ABC12', '6 characters, got 5'],
		['ABC1234', '6 characters, got 7'],
		['', '6 characters, got 0'],
		['--  --', '6 characters, got 0']
	])('rejects %j naming the seed', (input, fragment) => {
		const r = normaliseSeedCode(input);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('invalid-value');
		expect(r.reason).toMatch(/^seed: /);
		expect(r.reason).toContain(fragment);
	});

	it('rejects a non-string without throwing', () => {
		expect(normaliseSeedCode(42 as unknown as string).ok).toBe(false);
	});
});

describe('seedCodeFromEntropy', () => {
	it.each([
		[0, '000000'],
		[31, '00000Z'],
		[32, '000010'],
		[2 ** 30 - 1, 'ZZZZZZ'],
		[2 ** 30, '000000'], // only the low 30 bits count
		[2 ** 32 - 1, 'ZZZZZZ']
	])('%d → %s', (n, code) => {
		expect(seedCodeFromEntropy(n)).toBe(code);
	});

	it('always gives a valid code, even for odd input', () => {
		for (const n of [-5, 1.7, Number.NaN, Infinity, 123456789, 0xdeadbeef]) {
			const code = seedCodeFromEntropy(n);
			expect(code).toHaveLength(6);
			expect(normaliseSeedCode(code)).toEqual({ ok: true, value: code });
		}
	});

	it('gives different codes for different entropy', () => {
		const codes = new Set(Array.from({ length: 500 }, (_, i) => seedCodeFromEntropy(i * 2654435761)));
		expect(codes.size).toBe(500);
		for (const c of codes) expect([...c].every((ch) => SEED_ALPHABET.includes(ch))).toBe(true);
	});
});

describe('seedFromCode', () => {
	it('is stable and ignores case, spaces and dashes', () => {
		expect(seedFromCode('abc-123')).toBe(seedFromCode('ABC123'));
		expect(seedFromCode(' A b C 1 2 3')).toBe(seedFromCode('ABC123'));
		expect(seedFromCode('ABC123')).toBe(seedFromCode('ABC123'));
	});

	it('is an unsigned 32-bit integer that separates nearby codes', () => {
		const hashes = Array.from({ length: 1000 }, (_, i) => seedFromCode(seedCodeFromEntropy(i)));
		for (const h of hashes) {
			expect(Number.isInteger(h)).toBe(true);
			expect(h).toBeGreaterThanOrEqual(0);
			expect(h).toBeLessThan(2 ** 32);
		}
		expect(new Set(hashes).size).toBe(1000);
	});
});

describe('createRng / nextInt', () => {
	it('same code, same sequence; different codes, different sequences', () => {
		const draw = (rng: Rng, n: number) => {
			const out: number[] = [];
			let s = rng;
			for (let i = 0; i < n; i++) {
				let x: number;
				[x, s] = nextInt(s, 0, 1000);
				out.push(x);
			}
			return out;
		};
		expect(draw(createRng('ABC123'), 20)).toEqual(draw(createRng('abc-123'), 20));
		expect(draw(createRng('ABC123'), 20)).not.toEqual(draw(createRng('ABC124'), 20));
		expect(createRng('ABC123')).toEqual(createRng('ABC123'));
		expect(isRng(createRng('ABC123'))).toBe(true);
	});

	it('is pure: the input state is untouched and reusable', () => {
		const rng = createRng('PURE01');
		const copy = [...rng];
		const [a, next] = nextInt(rng, 1, 6);
		const [b] = nextInt(rng, 1, 6);
		expect(a).toBe(b);
		expect(rng).toEqual(copy);
		expect(next).not.toEqual(rng);
	});

	it('stays within bounds, reaches every value, and is roughly uniform', () => {
		let s = createRng('UNIF0R');
		const counts = [0, 0, 0, 0, 0, 0];
		for (let i = 0; i < 6000; i++) {
			let x: number;
			[x, s] = nextInt(s, 1, 6);
			expect(x).toBeGreaterThanOrEqual(1);
			expect(x).toBeLessThanOrEqual(6);
			counts[x - 1]!++;
		}
		for (const c of counts) {
			expect(c).toBeGreaterThan(850);
			expect(c).toBeLessThan(1150);
		}
	});

	it('an empty range gives min and leaves the state alone', () => {
		const rng = createRng('ABC123');
		expect(nextInt(rng, 4, 4)).toEqual([4, rng]);
		expect(nextInt(rng, 5, 2)).toEqual([5, rng]);
	});

	it('isRng recognises states only', () => {
		expect(isRng([1, 2, 3, 4])).toBe(true);
		expect(isRng([1, 2, 3])).toBe(false);
		expect(isRng([1, 2, 3, 1.5])).toBe(false);
		expect(isRng([1, 2, 3, 2 ** 31])).toBe(false);
		expect(isRng('1,2,3,4')).toBe(false);
	});
});

describe('shuffle', () => {
	const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;

	it('returns a permutation and leaves the input alone', () => {
		const input = [...items];
		const [out, next] = shuffle(createRng('SHUF01'), input);
		expect([...out].sort()).toEqual([...items]);
		expect(input).toEqual([...items]);
		expect(next).not.toEqual(createRng('SHUF01'));
	});

	it('is deterministic for a state', () => {
		expect(shuffle(createRng('SHUF01'), items)).toEqual(shuffle(createRng('SHUF01'), items));
	});

	it('gives different orders for different seeds, and every order of 3 items', () => {
		const orders = new Set<string>();
		const sevens = new Set<string>();
		for (let i = 0; i < 200; i++) {
			const rng = createRng(seedCodeFromEntropy(i));
			orders.add(shuffle(rng, [1, 2, 3])[0].join(''));
			sevens.add(shuffle(rng, items)[0].join(''));
		}
		expect(orders.size).toBe(6);
		expect(sevens.size).toBeGreaterThan(190);
	});

	it('handles empty and single lists', () => {
		const rng = createRng('ABC123');
		expect(shuffle(rng, [])).toEqual([[], rng]);
		expect(shuffle(rng, ['x'])).toEqual([['x'], rng]);
	});
});
