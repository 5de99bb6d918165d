import { describe, expect, it } from 'vitest';

type Catalogue = { en: object; de: object };

/** Flattens a catalogue to dotted keys → leaves. */
function leaves(node: object, prefix = ''): Map<string, unknown> {
	const out = new Map<string, unknown>();
	for (const [key, value] of Object.entries(node)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
			for (const [k, v] of leaves(value, path)) out.set(k, v);
		} else {
			out.set(path, value);
		}
	}
	return out;
}

function render(leaf: unknown): string {
	if (typeof leaf === 'string') return leaf;
	if (typeof leaf === 'function') return String((leaf as (...a: unknown[]) => unknown)(...Array(leaf.length).fill(2)));
	if (Array.isArray(leaf)) return leaf.join(' ');
	return String(leaf);
}

const modules = import.meta.glob<Record<string, unknown>>('./features/*.ts', { eager: true });
const catalogues: [string, Catalogue][] = [];
for (const [file, mod] of Object.entries(modules)) {
	for (const [name, value] of Object.entries(mod)) {
		if (value && typeof value === 'object' && 'en' in value && 'de' in value) catalogues.push([`${file}:${name}`, value as Catalogue]);
	}
}

describe('feature message catalogues', () => {
	it('are found', () => {
		expect(catalogues.length).toBeGreaterThan(0);
	});

	it.each(catalogues)('%s has the same keys in en and de, none empty', (_name, cat) => {
		const en = leaves(cat.en);
		const de = leaves(cat.de);
		expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
		for (const [key, leaf] of en) {
			expect(typeof de.get(key), key).toBe(typeof leaf);
			expect(render(leaf).trim(), `en ${key}`).not.toBe('');
			expect(render(de.get(key)).trim(), `de ${key}`).not.toBe('');
		}
	});
});
