/**
 * The English-only texts of the app: every literal fragment of an English message that German does not also
 * hold. Read from Paraglide's `messages/{en,de}.json` (the app's only catalogues) and, for words that are
 * English by design, from the engine's and the db layer's sources.
 *
 * Why the source, not calling the functions: a message is cut at its `{parameters}` anyway, and its literal
 * parts (every variant's text) are all in the JSON; calling it would need valid inputs for every shape.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const ROOT = new URL('../../../', import.meta.url);
const MESSAGES = new URL('messages/', ROOT);

interface Sides {
	readonly en: string[];
	readonly de: string[];
}

/** The literal pieces of one string node: a template is cut at each `${…}`. */
function pieces(node: ts.Node): string[] {
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
	if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
	return [];
}

/** A literal that is code, not words: an import path, a key, a `case`, a comparison, a type. */
function isCode(node: ts.Node): boolean {
	const p = node.parent;
	if (!p) return false;
	if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isLiteralTypeNode(p) || ts.isCaseClause(p)) return true;
	if ((ts.isPropertyAssignment(p) || ts.isPropertyAccessExpression(p)) && p.name === node) return true;
	if (ts.isElementAccessExpression(p) && p.argumentExpression === node) return true;
	if (ts.isBinaryExpression(p) && p.operatorToken.kind !== ts.SyntaxKind.PlusToken && p.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken) return true;
	return false;
}

function literals(root: ts.Node, into: string[]): void {
	const visit = (n: ts.Node): void => {
		const got = pieces(n);
		if (got.length > 0 && !isCode(n)) into.push(...got);
		if (!ts.isTemplateExpression(n) || got.length === 0) ts.forEachChild(n, visit);
		else for (const span of n.templateSpans) visit(span.expression);
	};
	visit(root);
}

/** Every string of a Paraglide message (a plain pattern, or each variant's), cut at its `{name}` parameters. */
function jsonPieces(value: unknown, into: string[]): void {
	if (typeof value === 'string') into.push(...value.split(/\{[^}]*\}/));
	else if (Array.isArray(value)) for (const v of value) jsonPieces(v, into);
	else if (value && typeof value === 'object') {
		const match = (value as { match?: unknown }).match;
		if (match) jsonPieces(Object.values(match as object), into);
	}
}

function readJson(sides: Sides): void {
	for (const lang of ['en', 'de'] as const) {
		const url = new URL(`${lang}.json`, MESSAGES);
		if (!existsSync(url)) continue;
		const messages = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
		for (const [key, value] of Object.entries(messages)) if (!key.startsWith('$')) jsonPieces(value, sides[lang]);
	}
}

/**
 * Words that exist only in English by design and must never reach a German screen: the engine's `reason`s
 * (the second argument of `reject(…)` and `reason:` fields in `src/lib/games/armageddon`), the db layer's own messages,
 * and the default messages of the schema library.
 */
function readEnglishOnly(into: string[]): void {
	const rules = (dir: URL): URL[] =>
		existsSync(dir)
			? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
					e.isDirectory() ? (e.name === 'testing' ? [] : rules(new URL(`${e.name}/`, dir))) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [new URL(e.name, dir)] : []
				)
			: [];
	for (const url of rules(new URL('src/lib/games/armageddon/', ROOT))) {
		const file = ts.createSourceFile(url.pathname, readFileSync(url, 'utf8'), ts.ScriptTarget.Latest, true);
		const visit = (n: ts.Node): void => {
			if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'reject' && n.arguments[1]) literals(n.arguments[1], into);
			if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && n.name.text === 'reason') literals(n.initializer, into);
			ts.forEachChild(n, visit);
		};
		visit(file);
	}
	for (const name of ['refusals.ts', 'errors.ts', 'restore.ts']) {
		const url = new URL(`src/lib/db/${name}`, ROOT);
		if (existsSync(url)) literals(ts.createSourceFile(name, readFileSync(url, 'utf8'), ts.ScriptTarget.Latest, true), into);
	}
	into.push(...VALIBOT);
}

/** How valibot's default messages begin ("Invalid type: Expected string but received 7"). */
const VALIBOT = ['Invalid type', 'Invalid value', 'Invalid length', 'Invalid key', 'Invalid format', 'Invalid entries', 'Invalid input', 'but received'];

/** Every English and every German piece of words in the messages. */
export function catalogueTexts(): Sides {
	const sides: Sides = { en: [], de: [] };
	readJson(sides);
	readEnglishOnly(sides.en);
	return sides;
}

const WORD = /[\p{L}']+/gu;
/** Words that read the same in both languages, and short marks of the game. */
const SAME = new Set(['vp', 'armageddon', 'companion', 'ok', 'qr', 'json', 'mb', 'id', 'pwa']);

/**
 * The English fragments worth looking for: a piece trimmed of the spaces and punctuation at its ends, not in
 * any German text, with at least two words that German never uses, or one such word of 12 letters or more.
 */
export function englishFragments(sides: Sides = catalogueTexts()): string[] {
	const german = sides.de.map(normalise).join('\n');
	const germanWords = new Set(german.toLowerCase().match(WORD) ?? []);
	const out = new Set<string>();
	for (const raw of sides.en) {
		const piece = normalise(raw).replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
		if (!piece || german.includes(piece)) continue;
		if (!/\s/.test(piece) && /[-._/]|\p{Ll}\p{Lu}/u.test(piece)) continue; // an identifier or key, not words
		const english = (piece.toLowerCase().match(WORD) ?? []).filter((w) => !germanWords.has(w) && !SAME.has(w));
		if (english.length >= 2 || english.some((w) => w.length >= 12)) out.add(piece);
	}
	return [...out].sort((a, b) => b.length - a.length);
}

export const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

let fragments: readonly { text: string; pattern: RegExp }[] | null = null;

/** Letters at a fragment's ends must not run on into a longer word ("Bier" is not "Bi…"). */
const bounded = (f: string) => {
	const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`${/^\p{L}/u.test(f) ? '(?<!\\p{L})' : ''}${escaped}${/\p{L}$/u.test(f) ? '(?!\\p{L})' : ''}`, 'u');
};

/** The English-only fragments in `texts` (what a screen shows), each once; `from` defaults to the catalogues. */
export function englishIn(texts: readonly string[], from?: readonly string[]): string[] {
	const list = from ? from.map((text) => ({ text, pattern: bounded(text) })) : (fragments ??= englishFragments().map((text) => ({ text, pattern: bounded(text) })));
	const all = texts.map(normalise).join('\n');
	return list.filter((f) => f.pattern.test(all)).map((f) => f.text);
}
