import { describe, expect, it } from 'vitest';
import type { SbSheet } from '../games/six-billion';
import type { FhSheet } from '../games/four-horsemen';
import { exportAll } from './export';
import { importBackup, readBackup } from './import';
import { deleteSheet, listSheets, purgeDeletedSheets, restoreSheet, restoreSheetRow, saveSheet } from './sheets';
import { serializeBackup } from './export';
import { testDb } from './testing/fake-db';

const sb: SbSheet = {
	players: [
		{ id: 'a', name: 'Ani', neutral: false },
		{ id: 'b', name: 'Ben', neutral: false },
		{ id: 'n', name: 'Neutral', neutral: true }
	],
	populations: { earth: { a: 4, b: 2, n: 4 } },
	agendas: { a: 'earth', b: null },
	discovery: false,
	discoveries: {}
};
const entry = { good: 1, evil: 0, goodProtection: 1, evilProtection: 0, undyingGood: 0, undyingEvil: 0 };
const fh: FhSheet = {
	players: [
		{ id: 'a', name: 'Ani' },
		{ id: 'b', name: 'Ben' }
	],
	scorings: [{ a: entry }, { a: entry }, { a: entry }, { a: entry, b: { ...entry, good: 0, evil: 2 } }],
	horsemanPoints: { a: 2 },
	alignments: { a: 'good', b: 'evil' }
};

describe('saved score sheets of the other games', () => {
	it('are stored, listed newest first with their result, and soft-deleted with undo', async () => {
		const db = testDb();
		const one = await saveSheet(db, { game: 'six-billion', sheet: sb }, { now: 1000, id: 's1' });
		const two = await saveSheet(db, { game: 'four-horsemen', sheet: fh }, { now: 2000, id: 's2' });
		expect(one.ok && two.ok).toBe(true);
		const listed = await listSheets(db);
		expect(listed.ok && listed.value.rows.map((r) => [r.id, r.game, r.summary.winners])).toEqual([
			['s2', 'four-horsemen', ['b']], // 1 good and 1 evil person left: not more good, so the evil player wins
			['s1', 'six-billion', ['a']]
		]);
		await deleteSheet(db, 's1', 3000);
		const after = await listSheets(db);
		expect(after.ok && after.value.rows.map((r) => r.id)).toEqual(['s2']);
		await restoreSheet(db, 's1');
		const back = await listSheets(db);
		expect(back.ok && back.value.rows.length).toBe(2);
		await deleteSheet(db, 's1', 3000);
		const purged = await purgeDeletedSheets(db);
		expect(purged.ok && purged.value).toBe(1);
	});

	it('refuses a sheet that does not score, and reports damaged stored rows instead of showing them', async () => {
		const db = testDb();
		const bad = await saveSheet(db, { game: 'six-billion', sheet: { ...sb, populations: { earth: { a: 3 } } } });
		expect(bad.ok).toBe(false);
		await db.sheets.put({ id: 'x', game: 'six-billion', nonsense: true } as never);
		const listed = await listSheets(db);
		expect(listed.ok && listed.value.damaged.map((d) => d.id)).toEqual(['x']);
		const wrongFigures = restoreSheetRow({
			id: 'y',
			game: 'four-horsemen',
			title: null,
			createdAt: 1,
			updatedAt: 1,
			deleted: 0,
			deletedAt: null,
			sheet: { ...fh, alignments: { a: 'good' } }
		});
		expect(wrongFigures.ok).toBe(false);
	});

	it('travel in the full backup and come back through the restore layer', async () => {
		const db = testDb();
		await saveSheet(db, { game: 'six-billion', sheet: sb }, { now: 1000, id: 's1' });
		await saveSheet(db, { game: 'four-horsemen', sheet: fh }, { now: 2000, id: 's2' });
		const exported = await exportAll(db, '2026-11-25T00:00:00Z');
		if (!exported.ok) throw new Error('export failed');
		expect(exported.value.file.sheets?.map((s) => s.id)).toEqual(['s1', 's2']);
		const text = serializeBackup(exported.value.file);
		const other = testDb();
		const outcome = await importBackup(other, text);
		expect(outcome.status).toBe('imported');
		expect(outcome.status === 'imported' && outcome.sheets).toEqual(['s1', 's2']);
		const listed = await listSheets(other);
		expect(listed.ok && listed.value.rows.map((r) => r.id)).toEqual(['s2', 's1']);
		// importing again keeps the stored sheets (same id = the same saved result)
		const again = await importBackup(other, text);
		expect(again.status === 'imported' && again.sheets).toEqual([]);
	});

	it('a backup whose sheet does not score is refused as a whole', () => {
		const file = {
			format: 'armageddon-companion',
			schemaVersion: 1,
			exportedAt: 'x',
			games: [],
			profiles: [],
			sheets: [{ id: 's', game: 'six-billion', title: null, createdAt: 1, updatedAt: 1, sheet: { ...sb, players: [] } }]
		};
		const read = readBackup(JSON.stringify(file));
		expect(read.ok).toBe(false);
	});
});
