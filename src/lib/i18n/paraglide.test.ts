import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** One variant message of the inlang message format: declarations, selectors and patterns by match key. */
type Variants = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Message = string | [Variants];

const root = process.cwd();
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
	baseLocale: string;
	locales: string[];
	modules: string[];
	'plugin.inlang.messageFormat': { pathPattern: string };
};
const catalogue = (locale: string): Record<string, Message> => {
	const { $schema: _schema, ...messages } = JSON.parse(
		readFileSync(join(root, settings['plugin.inlang.messageFormat'].pathPattern.replace('{locale}', locale)), 'utf8')
	) as Record<string, Message>;
	return messages;
};
const en = catalogue('en');
const de = catalogue('de');

/** The `{name}` placeholders of a pattern (a `\{` is a literal brace, not a placeholder). */
const placeholders = (pattern: string) => [...pattern.matchAll(/(?<!\\)\{([A-Za-z_$][\w$]*)\}/g)].map((m) => m[1]!);

/** The parameters a message is called with: its declared inputs and the placeholders that are not locals. */
function params(message: Message): string[] {
	if (typeof message === 'string') return [...new Set(placeholders(message))].sort();
	const { declarations = [], match } = message[0];
	const inputs = declarations.flatMap((d) => /^input\s+(\w+)/.exec(d)?.[1] ?? []);
	const locals = declarations.flatMap((d) => /^local\s+(\w+)/.exec(d)?.[1] ?? []);
	const used = Object.values(match).flatMap(placeholders).filter((name) => !locals.includes(name));
	return [...new Set([...inputs, ...used])].sort();
}

/** Every pattern of a message, for the emptiness check. */
const patterns = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message[0].match));

describe('Paraglide messages (messages/*.json)', () => {
	it('are English first, in English and German', () => {
		expect(settings.baseLocale).toBe('en');
		expect([...settings.locales].sort()).toEqual(['de', 'en']);
		expect(Object.keys(en).length).toBeGreaterThan(0);
	});

	it('load their plugin from node_modules: no URL, so the build never needs the network', () => {
		const text = readFileSync(join(root, 'project.inlang/settings.json'), 'utf8');
		expect(text).not.toMatch(/https?:/);
		for (const module of settings.modules) expect(statSync(join(root, module)).isFile(), module).toBe(true);
	});

	it('are named <feature>_<path> in snake case (each a plain JS name, one module file per message)', () => {
		expect(Object.keys(en).filter((key) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(key))).toEqual([]);
	});

	it('have the same keys in en and de', () => {
		expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
	});

	it.each(Object.keys(en))('%s: same parameters in de, no empty text, a fallback variant', (key) => {
		const e = en[key]!;
		const d = de[key];
		expect(d, `missing in de: ${key}`).toBeDefined();
		expect(params(d!), key).toEqual(params(e));
		for (const message of [e, d!]) {
			for (const pattern of patterns(message)) expect(pattern.trim(), key).not.toBe('');
			if (typeof message !== 'string') {
				const { selectors = [], match } = message[0];
				const fallback = selectors.map((s) => `${s}=*`).join(', ');
				expect(Object.keys(match).map((k) => k.replace(/\s+/g, ' ')), `${key} needs "${fallback}"`).toContain(fallback);
			}
		}
	});
});

/** Files under `dir` (recursively) whose name ends in one of `ends`. */
function files(dir: string, ends: string[]): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : files(path, ends);
		return ends.some((end) => entry.name.endsWith(end)) ? [path] : [];
	});
}

const WORDS = 'src/lib/i18n/words/';
const imports = (text: string) => [...text.matchAll(/^\s*import\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((i) => ({ type: !!i[1], from: i[2]! }));
const sources = () => files(join(root, 'src'), ['.ts', '.svelte']).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

describe('the app', () => {
	// Only src/lib/i18n/messages.ts makes Paraglide follow the locale store: a direct import would speak English.
	// The word maps (src/lib/i18n/words/) import the compiled messages too, so that the e2e tests can load them.
	it('imports the compiled messages only through $lib/i18n/messages, or in the word maps', () => {
		const direct = sources()
			.filter(({ text }) => /from\s+['"](\$lib\/paraglide|[./]+paraglide)\/messages/.test(text))
			.map(({ file }) => file);
		expect(direct.filter((file) => !file.startsWith(WORDS))).toEqual(['src/lib/i18n/messages.ts']);
		expect(direct.filter((file) => file.startsWith(WORDS)).length).toBeGreaterThan(0);
	});

	it('keeps the word maps loadable by Node: relative imports of the compiled messages, of one another or of types, no runes', () => {
		const words = sources().filter(({ file }) => file.startsWith(WORDS) && !file.endsWith('.test.ts'));
		const loose = words.flatMap(({ file, text }) =>
			imports(text)
				.filter((i) => !i.from.startsWith('.') || (!i.type && i.from !== '../../paraglide/messages.js' && !/^\.\/[\w-]+$/.test(i.from)))
				.map((i) => `${file}: ${i.from}`)
		);
		expect(loose).toEqual([]);
		expect(words.filter(({ text }) => /\$(state|derived|effect)\b/.test(text)).map(({ file }) => file)).toEqual([]);
	});

	// A message no code reads is dead weight that still has to be translated and kept in step; keys are read as
	// `m.key(` or as `m.key` in a word map, never built from pieces, so each key must appear by name in the app's code.
	it('reads every message somewhere in the app (not only in tests)', () => {
		const app = sources()
			.filter(({ file }) => !/\.test\.ts$/.test(file) && !file.includes('/testing/'))
			.map(({ text }) => text)
			.join('\n');
		const named = new Set(app.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g));
		expect(Object.keys(en).filter((key) => !named.has(key))).toEqual([]);
	});

	it('reads the word maps only where $lib/i18n/messages is loaded too, so a call without a locale speaks the app language', () => {
		const readers = sources().filter(({ file, text }) => !file.startsWith(WORDS) && imports(text).some((i) => /(\$lib\/i18n\/|^\.\/)words\//.test(i.from)));
		const loaded = (text: string) => imports(text).some((i) => !i.type && /^(\$lib\/i18n|\.)\/messages$/.test(i.from));
		expect(readers.length).toBeGreaterThan(0);
		expect(readers.filter(({ text }) => !loaded(text)).map(({ file }) => file)).toEqual([]);
	});
});
