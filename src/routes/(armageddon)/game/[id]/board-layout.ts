/**
 * Where the board view draws each marker: the VP track as the square loop of the printed board (40 spaces on the
 * edge of an 11 × 11 grid, a corner every 10 spaces), markers that share a space moved to the nearest free cell just
 * inside the loop (the top of the stack stays on the space), and the shared rows of the marauder and damage tracks.
 */
import { VP_LAP, vpSpace } from '$lib/games/armageddon';
import type { Colour } from '$lib/games/armageddon';

/** Cells on each side of the loop's grid: 10 spaces per side, the corners shared. */
export const GRID = VP_LAP / 4 + 1;
const SIDE = GRID - 1;

export type Cell = { readonly row: number; readonly col: number };

/** The loop's cell of a VP track space: 0 in the top-left corner, clockwise. */
export function spaceCell(space: number): Cell {
	const s = vpSpace(space);
	const side = Math.floor(s / SIDE);
	const k = s % SIDE;
	if (side === 0) return { row: 0, col: k };
	if (side === 1) return { row: k, col: SIDE };
	if (side === 2) return { row: SIDE, col: SIDE - k };
	return { row: SIDE - k, col: 0 };
}

/** The cells of the square ring `ring` cells in from the edge, clockwise from its top-left corner. */
export function ringCells(ring: number): Cell[] {
	const lo = ring;
	const hi = SIDE - ring;
	const cells: Cell[] = [];
	for (let c = lo; c < hi; c++) cells.push({ row: lo, col: c });
	for (let r = lo; r < hi; r++) cells.push({ row: r, col: hi });
	for (let c = hi; c > lo; c--) cells.push({ row: hi, col: c });
	for (let r = hi; r > lo; r--) cells.push({ row: r, col: lo });
	return cells;
}

export type RingMarker<Id> = {
	readonly id: Id;
	/** The cell the marker is drawn in. */
	readonly cell: Cell;
	/** The track cell of its space (differs from `cell` for a marker under the top of a stack). */
	readonly home: Cell;
	readonly space: number;
};

type OnTrack<Id> = { readonly id: Id; readonly vp: number; readonly vpArrival: number };

const key = (c: Cell) => `${c.row},${c.col}`;
const distance = (a: Cell, b: Cell) => Math.hypot(a.row - b.row, a.col - b.col);

/**
 * Every marker's cell on the loop. On a shared space the marker that arrived last lies on top (§3) and keeps the
 * space; the others take the nearest free cells of the ring inside the loop, so no two markers cover each other.
 */
export function ringMarkers<Id>(players: readonly OnTrack<Id>[]): RingMarker<Id>[] {
	const inner = ringCells(1);
	const taken = new Set<string>();
	const bySpace = new Map<number, OnTrack<Id>[]>();
	for (const p of players) {
		const s = vpSpace(p.vp);
		bySpace.set(s, [...(bySpace.get(s) ?? []), p]);
	}
	const placed = new Map<Id, RingMarker<Id>>();
	for (const [space, stack] of bySpace) {
		const home = spaceCell(space);
		const [top, ...below] = [...stack].sort((a, b) => b.vpArrival - a.vpArrival);
		if (top) placed.set(top.id, { id: top.id, cell: home, home, space });
		taken.add(key(home));
		for (const p of below) {
			const free = inner.filter((c) => !taken.has(key(c))).sort((a, b) => distance(a, home) - distance(b, home))[0];
			// The inner ring has 32 cells and a table at most 4 markers: a free cell is always there.
			const cell = free ?? home;
			taken.add(key(cell));
			placed.set(p.id, { id: p.id, cell, home, space });
		}
	}
	return players.flatMap((p) => placed.get(p.id) ?? []);
}

/**
 * The shortest label per name that tells the players apart: the first letter, or as many letters as it takes
 * (names that only differ later, or equal names, get their seat number).
 */
export function shortLabels(names: readonly string[]): string[] {
	const letters = names.map((n) => [...n.trim()]);
	return letters.map((chars, i) => {
		for (let len = 1; len <= Math.min(3, chars.length); len++) {
			const label = chars.slice(0, len).join('').toLocaleUpperCase();
			const clash = letters.some((other, j) => j !== i && other.slice(0, len).join('').toLocaleUpperCase() === label);
			if (!clash) return len === 1 ? label : label.charAt(0) + label.slice(1).toLocaleLowerCase();
		}
		return `${chars[0]?.toLocaleUpperCase() ?? ''}${i + 1}`;
	});
}

/** The players with the most VP (several on a tie), in seat order. */
export function leaders<P extends { readonly vp: number }>(players: readonly P[]): P[] {
	const most = Math.max(...players.map((p) => p.vp));
	return players.filter((p) => p.vp === most);
}

/** A shared track's columns from `from` to `to`, each with the players whose marker is on it, in seat order. */
export function trackColumns<P>(players: readonly P[], at: (p: P) => number, from: number, to: number): { space: number; here: P[] }[] {
	return Array.from({ length: to - from + 1 }, (_, i) => ({ space: from + i, here: players.filter((p) => at(p) === from + i) }));
}

/** The label on a marker: dark on the light pieces, white on the dark ones (4.5:1 or more on each). */
const INK: Record<Colour, string> = { brown: '#ffffff', white: '#1b1410', orange: '#1b1410', black: '#ffffff' };

/** A marker's colours: the piece (`--pc`), its edge where it would sink into the page (app.css) and its label. */
export function markerStyle(colour: Colour): string {
	return `--pc: var(--player-${colour}); --pc-edge: var(--player-${colour}-edge); --ink: ${INK[colour]}`;
}
