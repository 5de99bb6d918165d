/**
 * Importing a backup: the whole file is read, migrated and validated (every
 * game must replay) before one write transaction; any problem refuses the file.
 */
import * as v from 'valibot';
import Dexie from 'dexie';
import { mergeProfiles, type ProfileConflict, replay } from '../games/armageddon';
import type { CompanionDb } from './database';
import { toWriteError, type WriteError } from './errors';
import { formatOf, parseJsonFile } from './json-file';
import { excerpt, refused, type FileRefusal, type Refused } from './refusals';
import { describeIssues, schemaIssue } from './restore';
import { restoreGameRow } from './restore-final';
import type { GameRow } from './rows';
import { BACKUP_FORMAT, BACKUP_SCHEMA_VERSION, BackupFileSchema, SettingSchemas, type BackupFile, type ExportedGame, type Preferences } from './stored-schemas';
import { summarize } from './summary';
import { finalFits } from './final-check';
import { savedFinalProblem } from '../games/armageddon/scoring/saved';
import { checkBackupSheets, importSheets } from './sheets';

export type ImportDecision = 'keep-both' | 'replace' | 'skip';

/** A game in the file whose id is already stored. */
export interface ImportConflict {
	readonly id: string;
	/** The stored game; null when its row is damaged. */
	readonly existing: GameRow | null;
	readonly incoming: ExportedGame;
}

export type ImportOutcome =
	/** `message` is `refusal` in English. */
	| { readonly status: 'refused'; readonly refusal: FileRefusal; readonly message: string }
	| { readonly status: 'conflicts'; readonly conflicts: ImportConflict[] }
	| { readonly status: 'failed'; readonly error: WriteError }
	| {
			readonly status: 'imported';
			/** Stored ids of the imported games (new ids for 'keep-both'). */
			readonly games: string[];
			readonly skipped: string[];
			readonly profiles: { readonly id: string; readonly conflicts: ProfileConflict[] }[];
			readonly settings: boolean;
			/** The file's language and theme when its settings were taken: this device keeps them as preferences too. */
			readonly preferences: Preferences;
			/** Ids of the score sheets added (a sheet already stored is kept). */
			readonly sheets: string[];
	  };

/** Steps that bring an older file up to the next version; key = the version they read. */
const MIGRATIONS: Record<number, (file: Record<string, unknown>) => Record<string, unknown>> = {};

type Read = { ok: true; file: BackupFile; rows: GameRow[] } | Refused;

function gameName(g: ExportedGame): string {
	return excerpt(g.title ?? g.setup.players.map((p) => p.name).join(', '));
}

const text = (x: unknown): x is string => typeof x === 'string' && x.trim() !== '';

/** The game (its title or players' names) and step a damaged path of a file points into, as far as they can be read. */
function placeOf(file: unknown, path: string): { game?: string; step?: number; event?: string } {
	const [top, g, inner, s] = path.split('.');
	const game = top === 'games' && g !== undefined ? (file as { games?: unknown[] }).games?.[Number(g)] : undefined;
	if (!game || typeof game !== 'object') return {};
	const { title, setup, events } = game as { title?: unknown; setup?: { players?: unknown }; events?: unknown };
	const players = Array.isArray(setup?.players) ? setup.players.map((p: { name?: unknown }) => p?.name).filter(text) : [];
	const name = excerpt(text(title) ? title : players.length > 0 ? players.join(', ') : `${Number(g) + 1}`);
	if (inner !== 'events' || s === undefined || !Array.isArray(events)) return { game: name };
	const type = (events[Number(s)] as { type?: unknown } | undefined)?.type;
	return { game: name, step: Number(s) + 1, event: typeof type === 'string' ? excerpt(type) : '?' };
}

function migrate(raw: Record<string, unknown>): { ok: true; value: unknown } | Refused {
	const version = raw.schemaVersion;
	if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return refused({ kind: 'no-version' });
	if (version > BACKUP_SCHEMA_VERSION) return refused({ kind: 'future', version, max: BACKUP_SCHEMA_VERSION });
	let file = raw;
	for (let at = version; at < BACKUP_SCHEMA_VERSION; at++) {
		const step = MIGRATIONS[at];
		if (!step) return refused({ kind: 'old', version: at });
		file = { ...step(file), schemaVersion: at + 1 };
	}
	return { ok: true, value: file };
}

/** The game row an exported game becomes; its events must replay. */
function toRow(g: ExportedGame): { ok: true; row: GameRow } | Refused {
	const { state, rejected } = replay(g.setup, g.profile, g.events);
	if (rejected) {
		const names = Object.fromEntries(g.setup.players.map((p) => [p.id, p.name]));
		const event = String(g.events[rejected.index]?.type);
		return refused({ kind: 'game-rejected', game: gameName(g), step: rejected.index + 1, event, rejection: rejected.rejection, names });
	}
	// A final result is derived from a game that is over (or a quick score, which has no steps): never trusted on its own.
	if (g.final && !(state.phase === 'final' || state.phase === 'finished' || (g.final.quick === true && g.events.length === 0))) {
		return refused({ kind: 'final-early', game: gameName(g), round: state.round });
	}
	if (g.final && !finalFits(g.final, state.players.map((p) => p.id))) {
		return refused({ kind: 'final-players', game: gameName(g) });
	}
	// ...and its figures are what the game and its entries give, with the box the game ended with.
	const problem = g.final && savedFinalProblem(g.final, { profile: state.profile, publicTile: state.publicTiles[1], players: state.players.map((p) => p.id) });
	if (problem) {
		const names = Object.fromEntries(g.setup.players.map((p) => [p.id, p.name]));
		return refused({ kind: 'final-impossible', game: gameName(g), problem, names });
	}
	const { events: _events, final, ...kept } = g;
	const row: GameRow = {
		...kept,
		...summarize(state, final),
		final,
		head: g.events.length,
		count: g.events.length,
		rev: 0,
		deleted: 0,
		deletedAt: null
	};
	return { ok: true, row };
}

/**
 * Largest backup file read, checked before reading and before parsing. What makes a file large is capped where it
 * enters (names, notes, counts: see schemas.ts), so a file grows only with the number of games: a finished game
 * exports to about 35 KB, and 256 MB holds some 7,000 of them (a game a day for 19 years). The bound is the
 * browser's: a string stops at about 512 MB, and parsing takes a few times the file's size in memory.
 */
export const MAX_BACKUP_BYTES = 256 * 1024 * 1024;
/** Longest refusal shown: a message quotes at most a short excerpt of a bad value. */
const MAX_MESSAGE = 300;

/** Parses, migrates and validates a backup file without touching the database; a refusal is at most a few lines. */
export function readBackup(text: unknown): Read {
	if (typeof text === 'string' && text.length > MAX_BACKUP_BYTES) {
		return refused({ kind: 'too-large', mb: Math.round(text.length / 1024 / 1024), maxMb: MAX_BACKUP_BYTES / 1024 / 1024 });
	}
	const read = readChecked(text);
	return read.ok ? read : { ...read, message: shortened(read.message) };
}

/** A message cut to a readable length, each quoted value to an excerpt. */
export function shortened(message: string): string {
	const quoted = message.replace(/"([^"]{40})[^"]*"/g, '"$1…"');
	return quoted.length > MAX_MESSAGE ? `${quoted.slice(0, MAX_MESSAGE - 1)}…` : quoted;
}

function readChecked(text: unknown): Read {
	const parsed = parseJsonFile(text);
	if (!parsed.ok) return parsed;
	const format = formatOf(parsed.value);
	if (format === 'armageddon-box-profile') return refused({ kind: 'wrong-file', expected: 'backup' });
	if (format !== BACKUP_FORMAT) return refused({ kind: 'foreign', expected: 'backup', format: typeof format === 'string' ? excerpt(format) : null });
	const migrated = migrate(parsed.value as Record<string, unknown>);
	if (!migrated.ok) return migrated;
	const checked = v.safeParse(BackupFileSchema, migrated.value, { abortEarly: true });
	if (!checked.success) {
		const issue = schemaIssue(checked.issues);
		return refused({ kind: 'damaged', problem: describeIssues(checked.issues), issue, ...placeOf(migrated.value, issue.path) });
	}
	const file = checked.output;
	const sheetProblem = checkBackupSheets(file.sheets);
	if (sheetProblem) return refused(sheetProblem);
	const ids = new Set<string>();
	const rows: GameRow[] = [];
	for (const g of file.games) {
		if (ids.has(g.id)) return refused({ kind: 'twice', what: 'game', id: excerpt(g.id) });
		ids.add(g.id);
		const row = toRow(g);
		if (!row.ok) return row;
		rows.push(row.row);
	}
	return { ok: true, file, rows };
}

/** The language and theme a file's settings hold (a language of null is no choice). */
function preferencesOf({ language, theme }: Preferences): Preferences {
	return { ...(language ? { language } : {}), ...(theme ? { theme } : {}) };
}

/**
 * Imports a backup. Games whose id is already stored need a decision each:
 * without one, the conflicts are returned and nothing is written.
 */
export async function importBackup(
	db: CompanionDb,
	text: unknown,
	decisions: Readonly<Record<string, ImportDecision>> = {},
	opts: { settings?: boolean } = {}
): Promise<ImportOutcome> {
	const read = readBackup(text);
	if (!read.ok) return { status: 'refused', refusal: read.refusal, message: read.message };
	const { file, rows } = read;
	try {
		return await db.transaction('rw', [db.games, db.events, db.profiles, db.settings, db.sheets], async () => {
			const existing = await db.games.bulkGet(rows.map((r) => r.id));
			const conflicts: ImportConflict[] = [];
			rows.forEach((row, i) => {
				const old = existing[i];
				const incoming = file.games[i];
				if (!old || !incoming || decisions[row.id]) return;
				const restored = restoreGameRow(old);
				conflicts.push({ id: row.id, existing: restored.ok ? restored.value : null, incoming });
			});
			if (conflicts.length > 0) return { status: 'conflicts', conflicts } as const;

			const games: string[] = [];
			const skipped: string[] = [];
			for (const [i, row] of rows.entries()) {
				const old = existing[i];
				const decision = old ? decisions[row.id] : undefined;
				if (decision === 'skip') {
					skipped.push(row.id);
					continue;
				}
				// Replacing bumps rev past the old one, so a tab still showing the old game sees a conflict.
				const stored: GameRow =
					decision === 'keep-both' ? { ...row, id: crypto.randomUUID() } : { ...row, rev: old ? old.rev + 1 : 0 };
				if (decision === 'replace') {
					await db.events.where('[gameId+seq]').between([row.id, 0], [row.id, Dexie.maxKey]).delete();
				}
				await db.games.put(stored);
				const events = file.games[i]?.events ?? [];
				const at = stored.updatedAt;
				await db.events.bulkAdd(events.map((event, seq) => ({ gameId: stored.id, seq, event, at })));
				games.push(stored.id);
			}

			const profiles: { id: string; conflicts: ProfileConflict[] }[] = [];
			for (const incoming of file.profiles) {
				const old = await db.profiles.get(incoming.id);
				const merged = old ? mergeProfiles(old.profile, incoming.profile) : { profile: incoming.profile, conflicts: [] };
				await db.profiles.put({ ...(old ?? incoming), profile: merged.profile, updatedAt: Math.max(old?.updatedAt ?? 0, incoming.updatedAt) });
				profiles.push({ id: incoming.id, conflicts: merged.conflicts });
			}

			const settings = opts.settings !== false && file.settings !== undefined;
			if (settings) {
				// Language and theme become this device's preferences below, not rows; whether this device was asked for persistent storage is its own.
				const entries = Object.entries(file.settings ?? {}).filter(
					([key, value]) => Object.hasOwn(SettingSchemas, key) && key !== 'persistenceAsked' && value !== undefined
				);
				await db.settings.bulkPut(entries.map(([key, value]) => ({ key, value })));
			}
			const sheets = await importSheets(db, file.sheets ?? []);
			const preferences = settings ? preferencesOf(file.settings ?? {}) : {};
			return { status: 'imported', games, skipped, profiles, settings, preferences, sheets } as const;
		});
	} catch (e) {
		return { status: 'failed', error: toWriteError(e) };
	}
}
