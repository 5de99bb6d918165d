/**
 * Import fuzz (issue 13): seeded mutations of the e2e fixture backup go through the same `importBackup` the
 * settings dialog calls. Each must be refused with a short message and leave the database empty, or be
 * imported and then list, load, export and re-import with every figure in range. `npm test` runs a few
 * hundred (seeded: the same every run); `npm run fuzz -- --count 5000 [--seed N]` runs more.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '$lib/i18n/labels';
import { exportAll, serializeBackup } from './export';
import { mutate, seeded } from './fuzz/mutate';
import { loadGame } from './games';
import { listGames } from './history';
import { importBackup } from './import';
import { LATEST_TIME, MAX_FINAL_VP } from './stored-schemas';
import { testDb } from './testing/fake-db';

const BASE = readFileSync(new URL('../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8');
const COUNT = Number(process.env.FUZZ_COUNT ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 13);

const inRange = (n: number, max = MAX_FINAL_VP) => Number.isFinite(n) && Math.abs(n) <= max;

describe('import fuzz', () => {
	it(`${COUNT} mutations of a valid backup (seed ${SEED}): refused cleanly, or imported and usable`, { timeout: 600_000 }, async () => {
		const rand = seeded(SEED);
		const tally = { refused: 0, imported: 0 };
		for (let n = 0; n < COUNT; n++) {
			const { name, text } = mutate(BASE, rand);
			const what = `mutation ${n} (${name})`;
			const db = testDb();
			const r = await importBackup(db, text);
			expect(['refused', 'imported'], what).toContain(r.status);
			if (r.status === 'refused') {
				tally.refused++;
				expect(r.message.length, what).toBeGreaterThan(0);
				expect(r.message.length, what).toBeLessThanOrEqual(300);
				expect(await db.games.count(), what).toBe(0);
				expect(await db.events.count(), what).toBe(0);
				expect(await db.profiles.count(), what).toBe(0);
				continue;
			}
			if (r.status !== 'imported') continue;
			tally.imported++;
			expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
			// History lists it, every figure in range and every date showable.
			const listed = await listGames(db, { limit: 50 });
			expect(listed.ok, what).toBe(true);
			for (const row of listed.ok ? listed.value.games : []) {
				expect(row.createdAt <= LATEST_TIME && formatWhen(row.createdAt, 'en') !== '—', what).toBe(true);
				for (const p of row.players) expect(inRange(p.vp), what).toBe(true);
				for (const total of Object.values(row.final?.totals ?? {})) expect(inRange(total), what).toBe(true);
				// The game itself opens.
				const loaded = await loadGame(db, row.id);
				expect(loaded.ok, what).toBe(true);
			}
			// A fresh export of it imports again, unchanged in what it holds.
			const exported = await exportAll(db, '2026-11-25T00:00:00.000Z');
			expect(exported.ok, what).toBe(true);
			if (!exported.ok) continue;
			const again = await importBackup(testDb(), serializeBackup(exported.value.file));
			expect(again.status, what).toBe('imported');
		}
		console.log(`import fuzz, seed ${SEED}: ${COUNT} mutations, ${tally.refused} refused, ${tally.imported} imported, 0 crashes`);
		expect(tally.refused + tally.imported).toBe(COUNT);
	});
});
