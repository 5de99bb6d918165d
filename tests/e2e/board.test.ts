/**
 * The board a table reads from its seats (tracks in the app): at 390 × 844, in both languages and themes, with the
 * four player colours, every marker's label is drawn, large enough, clear of every other label and in contrast with
 * the board; every marker sits on its player's space; who leads and who is in danger are in large letters. Saves the
 * screenshots (and one at 25 %) to test-results/screens/ to look at.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { replay } from '../../src/lib/games/armageddon/game';
import { inDanger } from '../../src/lib/games/armageddon/danger';
import { vpSpace } from '../../src/lib/games/armageddon/tracks';
import type { GameEvent, Setup, BoxProfile } from '../../src/lib/games/armageddon/types';
import { EVERYTHING, FINISHED_ID, importBackup } from './support/games';
import { expect, test, type Page } from './support/test';

type Game = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: GameEvent[]; final: unknown };
const file = JSON.parse(EVERYTHING) as { games: Game[] };
const finished = file.games.find((g) => g.id === FINISHED_ID) as Game;
/** Positions of the finished game: round 1's four markers on one space; round 5 with two in danger, a stack of two and lap chips; the end. */
const CUTS = { start: 1, danger: 152, end: finished.events.length } as const;
type Cut = keyof typeof CUTS;
const BACKUP = JSON.stringify({
	...file,
	games: Object.entries(CUTS).map(([cut, n]) => ({ ...finished, id: `board-${cut}`, title: `Board ${cut}`, events: finished.events.slice(0, n), final: null })),
	settings: undefined
});
const state = (cut: Cut) => replay(finished.setup, finished.profile, finished.events.slice(0, CUTS[cut])).state;

/** A marker's label in px: read at arm's length on a phone lying flat. */
const MIN_LABEL_PX = 14;
/** Who leads and who is in danger: still 9 px high in a screenshot seen at 25 %. */
const MIN_NEWS_PX = 36;
const SHOTS = 'test-results/screens';

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

async function openBoard(page: Page, lang: 'en' | 'de', cut: Cut) {
	await page.goto(`/game/board-${cut}`);
	await expect(page.getByTestId('save-status')).toBeVisible();
	await expect(page.getByRole('region', { name: m.tracks_heading({}, { locale: lang }) })).toBeVisible();
	await page.evaluate(() => document.fonts.ready);
}

/** Everything the drawing must get right, measured in the page; an empty `problems` list is a legible board. */
function measure(limits: { label: number; news: number }) {
	const problems: string[] = [];
	const board = document.querySelector('section.board') as HTMLElement;
	const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
	const lum = (c: string) => {
		const [r = 0, g = 0, b = 0] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
		return 0.2126 * r + 0.7152 * g + 0.0722 * b;
	};
	const transparent = (c: string) => c === 'none' || c === 'transparent' || (c.startsWith('rgba') && rgb(c)[3] === 0);
	const contrast = (a: string, b: string) => {
		if (transparent(a) || transparent(b)) return 1;
		const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
		return (x + 0.05) / (y + 0.05);
	};
	const ground = getComputedStyle(board).backgroundColor;
	const box = (el: Element) => el.getBoundingClientRect();
	const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
	const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left >= -0.5 && r.right <= innerWidth + 0.5;
	const apart = (what: string, els: Element[]) => {
		for (const [i, a] of els.entries())
			for (const b of els.slice(i + 1)) if (overlap(box(a), box(b))) problems.push(`${what}: "${a.textContent}" and "${b.textContent}" overlap`);
	};

	const svg = board.querySelector('svg') as SVGSVGElement;
	const scale = box(svg).width / svg.viewBox.baseVal.width;
	const spaces = [...board.querySelectorAll('rect.space')] as SVGRectElement[];
	const ring = [...board.querySelectorAll('g.marker')].map((g) => {
		const circle = g.querySelector('circle') as SVGCircleElement;
		const text = g.querySelector('text') as SVGTextElement;
		const who = g.getAttribute('data-marker');
		const piece = getComputedStyle(circle);
		if (Math.max(contrast(piece.fill, ground), contrast(piece.stroke, ground)) < 3) problems.push(`${who}'s marker does not stand out from the board`);
		if (contrast(getComputedStyle(text).fill, piece.fill) < 4.5) problems.push(`${who}'s label is faint on the marker`);
		if (parseFloat(getComputedStyle(text).fontSize) * scale < limits.label) problems.push(`${who}'s label on the loop is too small`);
		if (!onScreen(box(text)) || !text.textContent) problems.push(`${who}'s label on the loop is not drawn`);
		const [outer, inner] = [box(circle), box(text)];
		if (inner.left < outer.left || inner.right > outer.right) problems.push(`${who}'s label is wider than the marker`);
		// On its space, or tied to it by a line (the lower markers of a stack).
		const space = spaces[Number(g.getAttribute('data-space'))] as SVGRectElement;
		const [cx, cy] = [circle.cx.baseVal.value, circle.cy.baseVal.value];
		const inside = (x: number, y: number) => x >= space.x.baseVal.value && x <= space.x.baseVal.value + space.width.baseVal.value && y >= space.y.baseVal.value && y <= space.y.baseVal.value + space.height.baseVal.value;
		const tied = [...board.querySelectorAll('line.tie')].some((l) => {
			const line = l as SVGLineElement;
			return line.x1.baseVal.value === cx && line.y1.baseVal.value === cy && inside(line.x2.baseVal.value, line.y2.baseVal.value);
		});
		if (!inside(cx, cy) && !tied) problems.push(`${who}'s marker is not on its space`);
		return { who, space: Number(g.getAttribute('data-space')), circle, text };
	});
	apart('markers on the loop', ring.map((r) => r.circle));
	const rows = [...board.querySelectorAll('.standings li')];
	apart('standings', rows);
	for (const r of ring) for (const row of rows) if (overlap(box(r.circle), box(row))) problems.push(`${r.who}'s marker covers the standings`);
	for (const row of rows)
		for (const part of row.querySelectorAll('.who, .vp, .where'))
			if (!onScreen(box(part)) || parseFloat(getComputedStyle(part).fontSize) < (part.matches('.where') ? 12 : limits.label)) problems.push(`standings "${part.textContent}" is not readable`);

	const discs = [...board.querySelectorAll('.tracks [data-marker], .standings [data-marker]')];
	apart('markers on the tracks', discs);
	for (const d of discs) {
		const s = getComputedStyle(d);
		if (Math.max(contrast(s.backgroundColor, ground), contrast(s.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'none', ground)) < 3) problems.push(`disc ${d.textContent} does not stand out`);
		if (contrast(s.color, s.backgroundColor) < 4.5) problems.push(`disc ${d.textContent}: label faint`);
		if (parseFloat(s.fontSize) < limits.label || !onScreen(box(d))) problems.push(`disc ${d.textContent} is too small or off screen`);
		// The label sits inside its piece.
		if (box(d).width < parseFloat(s.fontSize) * 1.4 || box(d).height < parseFloat(s.fontSize) * 1.4) problems.push(`disc ${d.textContent} is smaller than its label`);
	}
	for (const big of board.querySelectorAll('.news .big'))
		if (parseFloat(getComputedStyle(big).fontSize) < limits.news || !onScreen(box(big))) problems.push(`"${big.textContent}" is not large`);

	const column = (track: number, id: string) =>
		[...(board.querySelectorAll('.track')[track]?.querySelectorAll('.column') ?? [])].findIndex((c) => c.querySelector(`[data-marker="${id}"]`));
	const placed = Object.fromEntries(
		ring.map((r) => [
			r.who,
			{
				space: r.space,
				standing: board.querySelector(`[data-standing="${r.who}"]`)?.textContent?.replace(/\s+/g, ' ').trim(),
				marauders: column(0, r.who ?? ''),
				damage: column(1, r.who ?? '') + 1
			}
		])
	);
	const news = { lead: board.querySelector('[data-testid="board-lead"]')?.textContent, danger: board.querySelector('[data-testid="board-danger"]')?.textContent ?? '' };
	return { problems, placed, news };
}

for (const lang of ['en', 'de'] as const) {
	for (const scheme of ['light', 'dark'] as const) {
		test.describe(`${lang} ${scheme}`, () => {
			test.use({ locale: lang === 'de' ? 'de-DE' : 'en-US', colorScheme: scheme });

			test('every marker’s name and position is readable on the board, who leads and who is in danger in large letters', async ({ page }) => {
				test.setTimeout(60_000);
				await importBackup(page, lang, BACKUP);
				await page.evaluate(() => {
					const key = 'armageddon-companion:prefs';
					localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), tracks: 'app' }));
				});
				mkdirSync(SHOTS, { recursive: true });
				for (const cut of Object.keys(CUTS) as Cut[]) {
					await openBoard(page, lang, cut);
					const { problems, placed, news } = await page.evaluate(measure, { label: MIN_LABEL_PX, news: MIN_NEWS_PX });
					expect(problems, `${cut}`).toEqual([]);
					const s = state(cut);
					for (const p of s.players) {
						const space = vpSpace(p.vp);
						expect(placed[p.id], `${cut} ${p.name}`).toMatchObject({ space, marauders: p.marauders, damage: p.damage });
						expect(placed[p.id]?.standing).toContain(`${p.name} ${p.vp}`);
						expect(placed[p.id]?.standing).toContain(m.tracks_space({ space }, { locale: lang }));
					}
					const most = Math.max(...s.players.map((p) => p.vp));
					for (const p of s.players) expect(news.lead?.includes(p.name), `${cut}: ${p.name} leads`).toBe(p.vp === most);
					for (const p of s.players) expect(news.danger.includes(p.name), `${cut}: ${p.name} in danger`).toBe(inDanger(p));
					const path = `${SHOTS}/board-${cut}-${lang}-${scheme}.png`;
					await page.screenshot({ path });
					if (cut === 'danger') await quarter(page, path);
				}
			});
		});
	}
}

/** The screenshot at 25 %, as a seat across the table sees it. */
async function quarter(page: Page, path: string) {
	const png = readFileSync(path).toString('base64');
	const view = await page.context().newPage();
	await view.setContent(`<meta name="viewport" content="width=device-width"><body style="margin:0;background:#888"><img src="data:image/png;base64,${png}" style="width:98px;height:211px"></body>`);
	await view.screenshot({ path: path.replace('.png', '-25.png'), clip: { x: 0, y: 0, width: 98, height: 211 } });
	await view.close();
}

test('on a tablet or a phone on its side the board stands beside the players and the step', async ({ page }) => {
	await importBackup(page, 'en', BACKUP);
	await page.evaluate(() => localStorage.setItem('armageddon-companion:prefs', JSON.stringify({ tracks: 'app' })));
	for (const viewport of [
		{ width: 844, height: 390 },
		{ width: 1024, height: 768 }
	]) {
		await page.setViewportSize(viewport);
		await openBoard(page, 'en', 'danger');
		const board = await page.getByRole('region', { name: m.tracks_heading({}, { locale: 'en' }) }).boundingBox();
		const players = await page.locator('section.players').boundingBox();
		expect(board && players && board.x + board.width <= players.x, `${viewport.width}×${viewport.height}`).toBe(true);
		expect(board && board.width > viewport.width / 3).toBe(true);
		await page.screenshot({ path: `${SHOTS}/board-wide-${viewport.width}.png` });
	}
});
