import { describe, expect, it } from 'vitest';
import { GRID, leaders, ringCells, ringMarkers, shortLabels, spaceCell, trackColumns } from './board-layout';

describe('the VP loop', () => {
	it('lays the 40 spaces on the edge of an 11 × 11 grid, clockwise from the top-left corner, each on its own cell', () => {
		expect(GRID).toBe(11);
		expect([0, 5, 10, 15, 20, 25, 30, 35, 39].map(spaceCell)).toEqual([
			{ row: 0, col: 0 },
			{ row: 0, col: 5 },
			{ row: 0, col: 10 },
			{ row: 5, col: 10 },
			{ row: 10, col: 10 },
			{ row: 10, col: 5 },
			{ row: 10, col: 0 },
			{ row: 5, col: 0 },
			{ row: 1, col: 0 }
		]);
		const cells = Array.from({ length: 40 }, (_, s) => spaceCell(s));
		expect(new Set(cells.map((c) => `${c.row},${c.col}`)).size).toBe(40);
		expect(spaceCell(43)).toEqual(spaceCell(3));
		expect(ringCells(0)).toEqual(cells);
		expect(ringCells(1)).toHaveLength(32);
	});

	it('keeps the top of a stack on its space and moves the others to the nearest free cells inside the loop', () => {
		// All four start on space 10 (the top-right corner); Nikki arrived last.
		const players = [
			{ id: 'frank', vp: 10, vpArrival: 1 },
			{ id: 'ani', vp: 10, vpArrival: 2 },
			{ id: 'travis', vp: 10, vpArrival: 3 },
			{ id: 'nikki', vp: 10, vpArrival: 4 }
		];
		const placed = ringMarkers(players);
		expect(placed.map((p) => p.id)).toEqual(['frank', 'ani', 'travis', 'nikki']);
		expect(placed.find((p) => p.id === 'nikki')?.cell).toEqual({ row: 0, col: 10 });
		expect(placed.find((p) => p.id === 'travis')?.cell).toEqual({ row: 1, col: 9 });
		const cells = placed.map((p) => `${p.cell.row},${p.cell.col}`);
		expect(new Set(cells).size).toBe(4);
		for (const p of placed) {
			expect(p.home).toEqual({ row: 0, col: 10 });
			expect(Math.max(Math.abs(p.cell.row - p.home.row), Math.abs(p.cell.col - p.home.col))).toBeLessThanOrEqual(2);
		}
	});

	it('never puts two markers on one cell, whatever the totals (neighbouring stacks, laps)', () => {
		for (let a = 0; a < 40; a += 3) {
			for (let b = 0; b < 40; b += 7) {
				const players = [
					{ id: 1, vp: a, vpArrival: 1 },
					{ id: 2, vp: a + 40, vpArrival: 2 },
					{ id: 3, vp: b, vpArrival: 3 },
					{ id: 4, vp: b + 1, vpArrival: 4 }
				];
				const cells = ringMarkers(players).map((p) => `${p.cell.row},${p.cell.col}`);
				expect(new Set(cells).size, `${a} ${b}`).toBe(4);
			}
		}
	});
});

describe('labels, leaders and track columns', () => {
	it.each([
		[['Nikki', 'Ani', 'Frank', 'Travis'], ['N', 'A', 'F', 'T']],
		[['Nikki', 'Nina', 'Ani'], ['Nik', 'Nin', 'A']],
		[['Anna', 'Ben', 'Bea'], ['A', 'Ben', 'Bea']],
		[['Jo', 'Jo'], ['J1', 'J2']],
		[['ölaf', 'Otto'], ['Ö', 'O']]
	])('%j → %j', (names, labels) => {
		expect(shortLabels(names)).toEqual(labels);
	});

	it('names every player with the most VP, in seat order', () => {
		expect(leaders([{ vp: 12 }, { vp: 43 }, { vp: 9 }]).map((p) => p.vp)).toEqual([43]);
		const tied = [
			{ n: 'a', vp: 20 },
			{ n: 'b', vp: 5 },
			{ n: 'c', vp: 20 }
		];
		expect(leaders(tied).map((p) => p.n)).toEqual(['a', 'c']);
	});

	it('lists each space of a shared track with the players on it', () => {
		const players = [
			{ n: 'a', m: 2 },
			{ n: 'b', m: 0 },
			{ n: 'c', m: 2 }
		];
		const columns = trackColumns(players, (p) => p.m, 0, 8);
		expect(columns).toHaveLength(9);
		expect(columns.map((c) => c.here.map((p) => p.n).join(''))).toEqual(['b', '', 'ac', '', '', '', '', '', '']);
	});
});
