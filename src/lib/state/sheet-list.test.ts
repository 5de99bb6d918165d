import { describe, expect, it } from 'vitest';
import { testDb } from '$lib/db/testing/fake-db';
import { deleteSheet, saveSheet } from '$lib/db/sheets';
import { sheetList } from './sheet-list';

const players = [
	{ id: 'a', name: 'Ani', neutral: false },
	{ id: 'b', name: 'Ben', neutral: false },
	{ id: 'n', name: 'Neutral 1', neutral: true }
];
const sheet = (a: number) => ({ game: 'six-billion' as const, sheet: { players, populations: { earth: { a, b: 4 } }, agendas: {}, discovery: false, discoveries: {} } });

describe('the other games’ sheets as a saved list', () => {
	it('lists every sheet newest first, deletes with undo back to its place, and purges once the undo is gone', async () => {
		const db = testDb();
		for (const [a, now] of [[2, 1000], [4, 2000], [8, 3000]] as const) expect((await saveSheet(db, sheet(a), { id: `s${a}`, now })).ok).toBe(true);
		const list = sheetList(() => db);
		await list.load();
		expect(list.rows.map((r) => r.id)).toEqual(['s8', 's4', 's2']);
		expect(list.hasMore).toBe(false);

		await list.remove('s4', 5000);
		expect(list.rows.map((r) => r.id)).toEqual(['s8', 's2']);
		expect(await list.undo()).toBe(true);
		expect(list.error).toBeNull();
		expect(list.rows.map((r) => r.id)).toEqual(['s8', 's4', 's2']);
		expect((await db.sheets.get('s4'))?.deleted).toBe(0);

		await list.remove('s4', 6000);
		await list.commit();
		expect(await db.sheets.get('s4')).toBeUndefined();
	});

	it('empties the bin left from an earlier visit when it loads', async () => {
		const db = testDb();
		await saveSheet(db, sheet(2), { id: 'old', now: 1000 });
		await deleteSheet(db, 'old', 2000);
		await sheetList(() => db).load();
		expect(await db.sheets.get('old')).toBeUndefined();
	});
});
