import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { plural } from './plural';

type Leaf = string | ((...args: never[]) => string);

/** Flattens a catalogue to dotted keys → leaves. */
function leaves(node: object, prefix = ''): Map<string, unknown> {
	const out = new Map<string, unknown>();
	for (const [key, value] of Object.entries(node)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'object' && value !== null) {
			for (const [k, v] of leaves(value, path)) out.set(k, v);
		} else {
			out.set(path, value);
		}
	}
	return out;
}

/** Renders a leaf with sample arguments (numbers where a count fits, which also suits string params). */
function render(leaf: unknown, sample: number): string {
	if (typeof leaf === 'string') return leaf;
	if (typeof leaf === 'function') return (leaf as (...a: unknown[]) => unknown)(...Array(leaf.length).fill(sample)) as string;
	throw new Error(`not a message: ${String(leaf)}`);
}

const enLeaves = leaves(en);
const deLeaves = leaves(de);

describe('message catalogues', () => {
	it('have the same keys in en and de', () => {
		expect([...deLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
		expect(enLeaves.size).toBeGreaterThan(50);
	});

	it.each([...enLeaves.keys()])('%s: same kind and arity, never empty', (key) => {
		const e = enLeaves.get(key) as Leaf;
		const d = deLeaves.get(key) as Leaf;
		expect(typeof d).toBe(typeof e);
		if (typeof e === 'function' && typeof d === 'function') expect(d.length).toBe(e.length);
		for (const sample of [0, 1, 2, 5]) {
			for (const text of [render(e, sample), render(d, sample)]) {
				expect(typeof text).toBe('string');
				expect(text.trim()).not.toBe('');
				expect(text).not.toMatch(/undefined|NaN|\[object/);
			}
		}
	});

	it.each([
		['en', 0, '0 players'],
		['en', 1, '1 player'],
		['en', 4, '4 players'],
		['de', 1, '1 Spieler'],
		['de', 3, '3 Spieler']
	] as const)('%s players(%i) → %s', (lang, n, expected) => {
		expect((lang === 'en' ? en : de).terms.players(n)).toBe(expected);
	});

	it.each([
		['en', 1, '1 point'],
		['en', 2, '2 points'],
		['de', 1, '1 Punkt'],
		['de', 0, '0 Punkte'],
		['de', 12, '12 Punkte']
	] as const)('%s points(%i) → %s', (lang, n, expected) => {
		expect((lang === 'en' ? en : de).terms.points(n)).toBe(expected);
	});

	it('uses the rulebook terms in German', () => {
		expect(de.terms).toMatchObject({
			marauder: 'Plünderer',
			damageTrack: 'Schadensleiste',
			marauderTrack: 'Plündererleiste',
			vpTrack: 'Punkteleiste',
			auctionTiles: 'Bietplättchen',
			scoringTiles: 'Wertungsplättchen',
			exploration: 'Erkunden',
			phaseCompletion: 'Abschluss'
		});
	});
});

describe('plural', () => {
	it.each([
		['en', 1, 'one'],
		['en', 0, 'other'],
		['en', 2, 'other'],
		['de', 1, 'one'],
		['de', 7, 'other']
	] as const)('%s %i picks %s', (lang, n, form) => {
		expect(plural(lang, n, { one: 'one', other: 'other' })).toBe(form);
	});

	it('falls back to other when a form is missing', () => {
		expect(plural('en', 1, { other: 'x' })).toBe('x');
	});
});
