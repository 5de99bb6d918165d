/**
 * What a round costs the table: a scripted 4-player round through the real tracker (English, the fixture box
 * profile imported first so nothing is asked), counting what a person does — taps (trusted clicks) and
 * keystrokes (characters typed into text and number fields) — and the lines the mirror lists ask the table
 * to copy onto the board. The round is game (a)'s round 1 of games.test.ts: a bid tie in every area, marauders
 * on cards, two buildings built, an extension, fights, a repair and a survivor short of housing.
 */
import { expect, type Page } from '@playwright/test';
import type { AuctionTile, BuildingCard, ScoringTile } from '../../../src/lib/games/armageddon/types';
import { Table } from './table';
import { importProfile, setUpAtTheTable } from './table-setup';

export interface RoundCost {
	/** Trusted clicks and taps. */
	readonly taps: number;
	/** Characters typed. */
	readonly keys: number;
	/** Distinct lines the mirror lists showed during the round. */
	readonly mirrorLines: number;
	/** Taps + keystrokes by phase, to see where a round's cost lies. */
	readonly phases: Readonly<Record<string, number>>;
}

const tile = (bonus: AuctionTile['bonus'], penalty: AuctionTile['penalty']): AuctionTile => ({ bonus, penalty });
const ENGINEERS_4: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
const MAPS_2: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
/** As at a real table: the round is played with known building cards (FIXTURE names, in the box's catalogue). */
const CARDS: readonly BuildingCard[] = [
	{ name: 'Fixture Hall', level: 1, type: 'civil', housing: 2, starVp: 1 },
	{ name: 'Fixture Post', level: 1, type: 'military', housing: 1, starVp: 0 },
	{ name: 'Fixture Lab', level: 1, type: 'science', housing: 1, starVp: 2 }
];

declare global {
	interface Window {
		__cost?: { taps: number; keys: number };
	}
}

/** Counts every trusted click and the characters of every committed text/number entry on the page. */
export function counter() {
	window.__cost = { taps: 0, keys: 0 };
	document.addEventListener('click', (e) => { if (e.isTrusted && window.__cost) window.__cost.taps++; }, true);
	document.addEventListener(
		'change',
		(e) => {
			const el = e.target;
			if (!(el instanceof HTMLInputElement) || !window.__cost) return;
			if (['text', 'number', 'search', 'tel'].includes(el.type)) window.__cost.keys += Math.max(1, el.value.length);
		},
		true
	);
}

export async function mirrorLines(page: Page, seen: Set<string>) {
	for (const text of await page.locator('details.checklist label').allTextContents()) seen.add(text.replace(/\s+/g, ' ').trim());
}

/** Who a step is tapped by: a player, or the table (the round's start and its completion). */
export const TABLE = 'the table';

/** One step of the scripted round: who taps it, in which phase, and how (`shots`: take the step's screenshot). */
export interface RoundStep {
	readonly who: string;
	readonly phase: 'set-up' | 'auction' | 'exploration' | 'construction' | 'city' | 'completion';
	readonly act: (t: Table, shots: boolean) => Promise<unknown>;
}

const BIDS = [
	['Travis', 'exploration', 2], ['Nikki', 'exploration', 2], ['Ani', 'city', 2], ['Frank', 'construction', 1],
	['Travis', 'construction', 1], ['Nikki', 'city', 1], ['Ani', 'exploration', 0], ['Frank', 'exploration', 0],
	['Travis', 'city', 1], ['Nikki', 'construction', 1], ['Ani', 'construction', 0], ['Frank', 'city', 3]
] as const;

/** Round 1 of game (a), step by step. */
export const ROUND_STEPS: readonly RoundStep[] = [
	{ who: TABLE, phase: 'set-up', act: (t) => t.startRound(1, [], false) },
	...BIDS.map(([name, area, n]): RoundStep => ({ who: name, phase: 'auction', act: (t) => t.bid(area, name, n) })),
	{ who: 'Frank', phase: 'auction', act: (t) => t.choose('Frank', 'beer', 'drawn') },
	{ who: 'Travis', phase: 'exploration', act: (t, shots) => t.explore('Travis', 'weapon', { engineer: 1, marauder: 1 }, shots ? 'explore' : undefined) },
	{ who: 'Nikki', phase: 'exploration', act: (t) => t.explore('Nikki', 'map', { worker: 1 }) },
	{ who: 'Ani', phase: 'exploration', act: (t) => t.explore('Ani', 'medicine', { soldier: 1, marauder: 1 }) },
	{ who: 'Frank', phase: 'exploration', act: (t) => t.explore('Frank', 'gasoline', { marauder: 1 }) },
	{
		who: 'Frank',
		phase: 'construction',
		act: (t, shots) => t.construct('Frank', 'marauder-', { build: { site: 3, type: 'civil', housing: 2, star: 1, card: 'Fixture Hall' } }, shots ? 'construct' : undefined)
	},
	{ who: 'Travis', phase: 'construction', act: (t) => t.construct('Travis', 'two-houses', { build: null }) },
	{ who: 'Nikki', phase: 'construction', act: (t) => t.construct('Nikki', 'exchange', { choice: 'engineer', build: null }) },
	{ who: 'Ani', phase: 'construction', act: (t) => t.construct('Ani', 'equipment+', { choice: 'vehicle', build: { site: 3, type: 'military', housing: 1, star: 0, card: 'Fixture Post' } }) },
	{ who: 'Travis', phase: 'city', act: (t) => t.city('Travis', [{ kind: 'fight', marauders: 1, survivors: 1 }], 'Nikki') },
	{ who: 'Nikki', phase: 'city', act: (t) => t.city('Nikki', [], 'Ani') },
	{ who: 'Ani', phase: 'city', act: (t) => t.city('Ani', [{ kind: 'extension' }], 'Frank') },
	{
		who: 'Frank',
		phase: 'city',
		act: (t, shots) => t.city('Frank', [{ kind: 'repair', engineers: 0, workerPairs: 1 }, { kind: 'fight', marauders: 1, survivors: 1 }], null, shots ? 'city' : undefined)
	},
	{ who: TABLE, phase: 'completion', act: (t) => t.completion({ Nikki: { worker: 1 } }) }
];

/** Sets the game up (not counted) and starts counting: the table that plays the round. */
export async function setUpScriptedRound(page: Page, tag: string): Promise<Table> {
	await importProfile(page, 'en', undefined, CARDS);
	const t = new Table(page, 'en', tag);
	await setUpAtTheTable(
		page,
		'en',
		{
			names: ['Frank', 'Travis', 'Nikki', 'Ani'],
			seed: 'DE4321',
			stack: ['Nikki', 'Frank', 'Ani', 'Travis'],
			publicTiles: [ENGINEERS_4, MAPS_2],
			auctionTiles: [tile('vp+2', 'marauder+'), tile('equipment+', 'damage+'), tile('marauder-', 'equipment-')]
		},
		async () => {}
	);
	await page.evaluate(counter);
	return t;
}

/** Taps + keystrokes counted so far. */
export const spent = (page: Page): Promise<number> => page.evaluate(() => (window.__cost ? window.__cost.taps + window.__cost.keys : NaN));

/** The round's figures as games.test.ts works them out by hand: the script did what it says. */
export const expectScriptedFigures = (t: Table): Promise<void> => t.expectCards({ Frank: [14, 0, 2], Travis: [13, 1, 4], Nikki: [8, 1, 4], Ani: [10, 2, 6] });

/** Sets the game up (not counted), then plays round 1 and returns what it cost. */
export async function playCountedRound(page: Page): Promise<RoundCost> {
	const t = await setUpScriptedRound(page, 'taps');
	const seen = new Set<string>();
	const phases: Record<string, number> = {};
	let last = 0;
	for (const [n, step] of ROUND_STEPS.entries()) {
		await step.act(t, true);
		// A phase ends: the lines its mirror lists showed, and what it cost.
		if (ROUND_STEPS[n + 1]?.phase === step.phase) continue;
		await mirrorLines(page, seen);
		const now = await spent(page);
		phases[step.phase] = now - last;
		last = now;
	}
	const cost = await page.evaluate(() => window.__cost);
	await expectScriptedFigures(t);
	expect(cost).toBeDefined();
	return { taps: cost?.taps ?? NaN, keys: cost?.keys ?? NaN, mirrorLines: seen.size, phases };
}
