/**
 * Writes the bench's backup files to bench/.cache/ with the real engine and the real persistence layer: every game
 * is stored in a fake IndexedDB through the app's own write path (createGameRecord, saveLog, saveFinalScore), then
 * exported with exportAll + serializeBackup and read back with readBackup, exactly as the Settings import will.
 *   npx vitest run --config bench/vitest.config.ts bench/fixtures.bench-setup.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, it } from 'vitest';
import { CompanionDb } from '../src/lib/db/database';
import { exportAll, serializeBackup } from '../src/lib/db/export';
import { createGameRecord, saveFinalScore, saveLog } from '../src/lib/db/games';
import { readBackup } from '../src/lib/db/import';
import type { BackupFile, ExportedGame } from '../src/lib/db/stored-schemas';
import { scoreFinal } from '../src/lib/games/armageddon/scoring';
import type { GameEvent } from '../src/lib/games/armageddon/types';
import { ALL_EVENTS, PROFILE, ROUND_4_BIDDING, ROUND_4_CITY, ROUND_ENDS, finalInput, play, scenarioSetup } from './scenario';
import { LARGE_PARTS, largePart } from './browser/env';

const OUT = new URL('.cache/', import.meta.url);
/** Fixed clock: the files are the same on every run. */
const BASE = Date.UTC(2026, 0, 31, 19, 0);
const HOUR = 3_600_000;
const NAMES = ['Nikki', 'Ani', 'Frank', 'Travis', 'Mia', 'Jonas', 'Lea', 'Paul', 'Sofia', 'Ben', 'Emma', 'Noah', 'Lina', 'Elias', 'Ida', 'Karl'];

/** The ids the bench opens. */
export const IDS = { round4: 'bench-round-4', city: 'bench-round-4-city', finished: 'bench-finished' } as const;

interface GameSpec {
	readonly id: string;
	readonly title: string | null;
	readonly names?: readonly string[];
	readonly events: readonly GameEvent[];
	/** Save the final scoring (the game shows as finished in the history). */
	readonly scored: boolean;
	readonly at: number;
}

function freshDb(): CompanionDb {
	return new CompanionDb('bench-fixtures', { indexedDB: new IDBFactory(), IDBKeyRange });
}

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }, what: string): T {
	if (!r.ok) throw new Error(`${what}: ${r.error.message}`);
	return r.value;
}

/** Stores one game the way the app does: a new record, its log, and the final scoring when `scored`. */
async function store(db: CompanionDb, g: GameSpec): Promise<void> {
	const setup = scenarioSetup(g.names);
	const state = play(g.events, setup);
	ok(await createGameRecord(db, setup, PROFILE, { id: g.id, now: g.at, title: g.title }), g.id);
	const saved = ok(await saveLog(db, g.id, { expectedRev: 0, fromSeq: 0, events: g.events, head: g.events.length, state, now: g.at + HOUR }), g.id);
	if (!g.scored) return;
	const result = scoreFinal(finalInput(state));
	if (!result.ok) throw new Error(`${g.id}: ${result.reason}`);
	ok(await saveFinalScore(db, g.id, { expectedRev: saved.rev, state, result: result.value, now: g.at + 2 * HOUR }), g.id);
}

/** Game `i` of a long history: mostly finished, some awaiting the final scoring, some stopped after round 1..5. */
function historyGame(i: number, prefix: string): GameSpec {
	const names = [0, 1, 2, 3].map((k) => NAMES[(i * 3 + k * 5) % NAMES.length] ?? 'Player');
	const running = i % 20 === 7;
	const scored = !running && i % 20 !== 13;
	const events = running ? ALL_EVENTS.slice(0, ROUND_ENDS[Math.floor(i / 20) % 5]) : ALL_EVENTS;
	return { id: `${prefix}-${String(i).padStart(4, '0')}`, title: i % 3 === 0 ? `Game night ${i + 1}` : null, names, events, scored, at: BASE - (i + 1) * 36 * HOUR };
}

/**
 * The file of a long history. Storing 1,000 games in fake-indexeddb takes minutes, so one game of each kind
 * (finished, awaiting scoring, stopped after round 1..5) goes through the app's write path and export, and the
 * others are those exported games with their own id, title, player names and dates: the importer replays
 * every one of them.
 */
function longHistory(templates: readonly ExportedGame[], count: number, prefix: string): ExportedGame[] {
	const byShape = new Map(templates.map((g) => [shape(g.events.length, g.final !== null), g]));
	return Array.from({ length: count }, (_, i) => {
		const spec = historyGame(i, prefix);
		const template = byShape.get(shape(spec.events.length, spec.scored));
		if (!template) throw new Error(`no template for game ${i}`);
		const setup = scenarioSetup(spec.names);
		const shift = spec.at - template.createdAt;
		return { ...template, id: spec.id, title: spec.title, createdAt: spec.at, updatedAt: template.updatedAt + shift, setup: { ...template.setup, players: setup.players } };
	});
}

const shape = (events: number, scored: boolean) => `${events}/${scored}`;

/** Checks the importer accepts the backup, and writes it; returns the number of events in it. */
function write(file: BackupFile, name: string, expected: number): number {
	expect(file.games).toHaveLength(expected);
	const text = serializeBackup(file);
	const read = readBackup(text);
	if (!read.ok) throw new Error(`${name} is refused by the importer: ${read.message}`);
	writeFileSync(new URL(name, OUT), text);
	return file.games.reduce((n, g) => n + g.events.length, 0);
}

async function exported(db: CompanionDb): Promise<BackupFile> {
	const all = ok(await exportAll(db, new Date(BASE).toISOString()), 'export');
	expect(all.damaged).toEqual([]);
	return all.file;
}

const META = new URL('fixtures.json', OUT);

// Two tests, so `-t small` writes only what the Lighthouse and latency measurements need (bench/run.mjs --only).
it('writes the small backup (12 games)', async () => {
	mkdirSync(OUT, { recursive: true });

	const small = freshDb();
	await store(small, { id: IDS.round4, title: 'Bench: round 4', events: ROUND_4_BIDDING, scored: false, at: BASE });
	await store(small, { id: IDS.city, title: 'Bench: round 4, City', events: ROUND_4_CITY, scored: false, at: BASE - HOUR / 2 });
	await store(small, { id: IDS.finished, title: 'Bench: finished', events: ALL_EVENTS, scored: true, at: BASE - HOUR });
	for (let i = 0; i < 9; i++) await store(small, historyGame(i, 'bench-some'));
	const smallEvents = write(await exported(small), 'small.json', 12);
	const meta = {
		ids: IDS,
		events: { round4: ROUND_4_BIDDING.length, city: ROUND_4_CITY.length, finished: ALL_EVENTS.length },
		small: { games: 12, events: smallEvents }
	};
	writeFileSync(META, JSON.stringify(meta, null, 1));
	expect(play(ROUND_4_BIDDING).round).toBe(4);
	expect(play(ROUND_4_CITY).phase).toBe('city');
	expect(play(ALL_EVENTS).phase).toBe('final');
});

it('writes the large backup (1,000 games)', async () => {
	mkdirSync(OUT, { recursive: true });
	const started = performance.now();
	const kinds = freshDb();
	const specs = Array.from({ length: 100 }, (_, i) => historyGame(i, 'kind'));
	const seen = new Set<string>();
	for (const spec of specs) {
		const key = shape(spec.events.length, spec.scored);
		if (seen.has(key)) continue;
		seen.add(key);
		await store(kinds, spec);
	}
	const templates = await exported(kinds);
	// In parts: one file of 1,000 games (35 MB) is over the importer's limit (MAX_BACKUP_BYTES), as it should be.
	const games = longHistory(templates.games, 1000, 'bench-many');
	const size = games.length / LARGE_PARTS;
	let largeEvents = 0;
	for (let part = 0; part < LARGE_PARTS; part++) {
		largeEvents += write({ ...templates, games: games.slice(part * size, (part + 1) * size) }, largePart(part), size);
	}

	const meta = JSON.parse(readFileSync(META, 'utf8')) as Record<string, unknown>;
	meta.large = { games: 1000, parts: LARGE_PARTS, events: largeEvents, seconds: Math.round((performance.now() - started) / 100) / 10 };
	writeFileSync(META, JSON.stringify(meta, null, 1));
});
