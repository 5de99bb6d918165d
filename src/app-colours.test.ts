/**
 * The player colours of src/app.css against the page in both themes: a colour bar or dot that sinks into the page
 * (white on the light page, black on the dark one) gets an edge that stands out from it (3:1, WCAG's figure for a
 * shape that carries meaning), so every player's colour stays visible next to the name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
const COLOURS = ['brown', 'white', 'orange', 'black'] as const;

/** The custom properties of the first rule whose selector is exactly `selector`. */
function tokens(selector: string): Map<string, string> {
	const start = CSS.indexOf(`${selector} {`);
	if (start < 0) throw new Error(`no rule ${selector}`);
	const body = CSS.slice(start, CSS.indexOf('}', start));
	return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, k, v]) => [k!, v!.trim()]));
}

function luminance(hex: string): number {
	const [r, g, b] = [1, 3, 5].map((i) => {
		const c = parseInt(hex.slice(i, i + 2), 16) / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	}) as [number, number, number];
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast; 1 for a transparent edge (it shows nothing). */
function contrast(a: string, b: string): number {
	if (a === 'transparent' || b === 'transparent') return 1;
	const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
	return (x + 0.05) / (y + 0.05);
}

const THEMES = {
	light: tokens(':root'),
	'dark (device)': tokens(":root:not([data-theme='light'])"),
	'dark (chosen)': tokens(":root[data-theme='dark']")
};

describe('player colours in app.css', () => {
	for (const [theme, own] of Object.entries(THEMES)) {
		const light = THEMES.light;
		const token = (name: string) => own.get(name) ?? light.get(name) ?? 'missing';
		for (const colour of COLOURS) {
			it(`${colour} stands out from the page and the cards in the ${theme} theme, by itself or by its edge`, () => {
				for (const ground of ['--bg', '--surface']) {
					const fill = contrast(token(`--player-${colour}`), token(ground));
					const edge = contrast(token(`--player-${colour}-edge`), token(ground));
					expect(Math.max(fill, edge), `${colour} on ${ground}`).toBeGreaterThanOrEqual(3);
				}
			});
		}
	}

	it('keeps the two dark blocks in step for the player colours', () => {
		const pick = (t: Map<string, string>) => [...t].filter(([k]) => k.startsWith('--player-'));
		expect(pick(THEMES['dark (chosen)'])).toEqual(pick(THEMES['dark (device)']));
	});
});
