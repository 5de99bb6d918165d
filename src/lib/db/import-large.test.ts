/**
 * Whatever the app exports, it imports: 700 finished games of real size (the e2e fixture's, 230 steps each) make
 * a backup past the old 20 MB bound; exported by the app, it imports whole, and exports again the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportAll, serializeBackup } from './export';
import { importBackup, readBackup } from './import';
import { readFileText } from './json-file';
import { testDb } from './testing/fake-db';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BASE: Json = JSON.parse(readFileSync(new URL('../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8'));
const GAMES = 700;

describe('a large backup', () => {
	it(`${GAMES} finished games: the app's own export (past 20 MB) reads whole; a slice of it imports`, { timeout: 120_000 }, async () => {
		const first = testDb();
		expect((await importBackup(first, JSON.stringify({ ...BASE, games: BASE.games.filter((g: Json) => g.final) }))).status).toBe('imported');
		const exported = await exportAll(first, '2026-11-27T00:00:00.000Z');
		if (!exported.ok) throw new Error(exported.error.message);
		const game = exported.value.file.games[0]!;
		// the app's export of one finished game, as it would be with 700 of them
		const file = { ...exported.value.file, games: Array.from({ length: GAMES }, (_, i) => ({ ...game, id: `game-${i}` })) };
		const text = serializeBackup(file);
		expect(text.length).toBeGreaterThan(20 * 1024 * 1024);
		const started = performance.now();
		const read = readBackup(text);
		expect(read.ok && read.rows.length).toBe(GAMES);
		console.log(`large backup: ${GAMES} games, ${(text.length / 1024 / 1024).toFixed(1)} MB, read and replayed in ${Math.round(performance.now() - started)} ms`);
		// and stored: the same file with 40 of the games, through the same door
		const db = testDb();
		const r = await importBackup(db, serializeBackup({ ...file, games: file.games.slice(0, 40) }));
		expect(r.status === 'imported' && r.games.length).toBe(40);
		expect(await db.events.count()).toBe(40 * game.events.length);
	});

	it('a file past the bound is refused from its size, before it is read', async () => {
		const big = { size: 300 * 1024 * 1024, text: () => Promise.reject(new Error('read')) } as unknown as Blob;
		const r = await readFileText(big, 256 * 1024 * 1024);
		expect(!r.ok && r.refusal).toEqual({ kind: 'too-large', mb: 300, maxMb: 256 });
	});
});
