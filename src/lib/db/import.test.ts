import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import type { CompanionDb } from './database';
import { backupFile, exportAll, exportGame, exportedGame, serializeBackup } from './export';
import { importBackup, type ImportDecision } from './import';
import { loadGame } from './games';
import { deleteGame, renameGame } from './history';
import { saveProfile } from './profiles';
import { setSetting, getSettings } from './settings';
import { BACKUP_SCHEMA_VERSION, type Preferences } from './stored-schemas';
import { P2, storeGame, testDb, vp, vpSteps } from './testing/fake-db';

const AT = '2024-05-01T12:00:00.000Z';

async function backupText(db: CompanionDb, preferences: Preferences = {}): Promise<string> {
	const r = await exportAll(db, AT, preferences);
	if (!r.ok) throw new Error(r.error.message);
	return serializeBackup(r.value.file);
}

/** Everything stored, to compare before and after a refused import. */
async function snapshot(db: CompanionDb) {
	return {
		games: await db.games.toArray(),
		events: await db.events.toArray(),
		profiles: await db.profiles.toArray(),
		settings: await db.settings.toArray()
	};
}

async function populated(): Promise<{ db: CompanionDb; text: string; ids: string[] }> {
	const db = testDb();
	const a = await storeGame(db, vpSteps(3), { now: 1 });
	const b = await storeGame(db, [vp(P2, 25)], { now: 2 });
	await renameGame(db, a.id, 'Saturday');
	await saveProfile(db, FIXTURE_COMPLETE_PROFILE, { id: 'box', now: 3 });
	await setSetting(db, 'wakeLock', false);
	await setSetting(db, 'persistenceAsked', true);
	return { db, text: await backupText(db, { theme: 'dark' }), ids: [a.id, b.id] };
}

describe('export', () => {
	it('writes the versioned envelope with games, events, profiles and settings', async () => {
		const { text, ids } = await populated();
		const file = JSON.parse(text);
		expect(file).toMatchObject({ format: 'armageddon-companion', schemaVersion: BACKUP_SCHEMA_VERSION, exportedAt: AT });
		expect(file.games.map((g: { id: string }) => g.id)).toEqual(ids);
		expect(file.games[0]).toMatchObject({ title: 'Saturday', events: vpSteps(3), final: null });
		expect(file.profiles.map((p: { id: string }) => p.id)).toEqual(['box']);
		expect(file.settings).toMatchObject({ theme: 'dark', wakeLock: false });
		expect(file.settings).not.toHaveProperty('persistenceAsked');
	});

	it('builds the same file from memory as from the stored rows', async () => {
		const db = testDb();
		const row = await storeGame(db, vpSteps(3));
		await db.games.update(row.id, { head: 2 });
		const stored = await exportGame(db, row.id, AT);
		const game = exportedGame(row, vpSteps(3), 2, null);
		expect(stored.ok && stored.value.file).toEqual(backupFile(AT, [game]));
		expect(Object.keys(game).sort()).toEqual(['createdAt', 'events', 'final', 'id', 'profile', 'setup', 'title', 'updatedAt']);
	});

	it('exports one game, its active events only, and leaves binned games out of a full export', async () => {
		const db = testDb();
		const row = await storeGame(db, vpSteps(3));
		await db.games.update(row.id, { head: 2 });
		const one = await exportGame(db, row.id, AT);
		expect(one.ok && one.value.file.games.map((g) => g.events)).toEqual([vpSteps(2)]);
		expect(one.ok && one.value.file.profiles).toEqual([]);
		await deleteGame(db, row.id);
		const all = await exportAll(db, AT);
		expect(all.ok && all.value.file.games).toEqual([]);
	});

	it('reports a missing or damaged game instead of exporting it', async () => {
		const db = testDb();
		const missing = await exportGame(db, 'nope', AT);
		expect(missing.ok ? null : missing.error.kind).toBe('not-found');
		const row = await storeGame(db);
		await db.games.put({ ...row, head: -1 });
		const damaged = await exportGame(db, row.id, AT);
		expect(damaged.ok ? null : damaged.error).toEqual({ kind: 'damaged', message: expect.stringContaining('head'), damage: { kind: 'invalid', issue: expect.objectContaining({ path: 'head', check: 'min_value' }) } });
	});
});

describe('import refusals change nothing', () => {
	const refusals: [string, (good: string) => string, RegExp][] = [
		['malformed JSON', () => '{"format": "armageddon-companion", schemaVersion: 1}', /not valid JSON/],
		['a truncated file', (good) => good.slice(0, Math.floor(good.length / 2)), /incomplete/],
		['an empty file', () => '', /empty/],
		['a foreign format', () => JSON.stringify({ format: 'other-app', schemaVersion: 1 }), /not an Armageddon Companion backup.*"other-app"/],
		['no format at all', () => '[1, 2, 3]', /no format field/],
		['a box profile', () => JSON.stringify(FIXTURE_COMPLETE_PROFILE), /box profile, not a backup/],
		['a future schemaVersion', (good) => good.replace(/"schemaVersion": \d+/, '"schemaVersion": 99'), /newer version of the app \(file version 99/],
		['a broken schemaVersion', (good) => good.replace(/"schemaVersion": \d+/, '"schemaVersion": "1"'), /schemaVersion is missing/],
		['a damaged game inside', (good) => good.replace('"seed": "ABC123"', '"seed": 7'), /"Saturday" cannot be imported: games\.0\.setup\.seed/],
		['an event that does not replay', (good) => good.replace('"value": 12', '"value": -12'), /"Saturday" cannot be imported: its step 2 \(correction\) is rejected/],
		['a duplicated game id', (good) => {
			const f = JSON.parse(good);
			return JSON.stringify({ ...f, games: [f.games[0], f.games[0]] });
		}, /occurs twice/]
	];

	it.each(refusals)('refuses %s with a reason', async (_, spoil, reason) => {
		const { text } = await populated();
		const target = testDb();
		await storeGame(target, [vp(P2, 9)]);
		const before = await snapshot(target);
		const outcome = await importBackup(target, spoil(text));
		expect(outcome).toEqual({ status: 'refused', refusal: expect.any(Object), message: expect.stringMatching(reason) });
		expect(await snapshot(target)).toEqual(before);
	});
});

describe('import', () => {
	it('restores a full backup into an empty database: games replay to the same state', async () => {
		const { db, text, ids } = await populated();
		const target = testDb();
		const outcome = await importBackup(target, text);
		expect(outcome).toMatchObject({ status: 'imported', games: ids, skipped: [], settings: true, preferences: { theme: 'dark' } });
		for (const id of ids) {
			const [from, to] = [await loadGame(db, id), await loadGame(target, id)];
			expect(to.ok && to.value.state).toEqual(from.ok && from.value.state);
			expect(to.ok && to.value.row.title).toEqual(from.ok && from.value.row.title);
		}
		const settings = await getSettings(target);
		expect(settings.ok && settings.value.settings).toMatchObject({ wakeLock: false, persistenceAsked: false });
		expect((await target.profiles.get('box'))?.profile).toEqual(FIXTURE_COMPLETE_PROFILE);
	});

	it('reads an older backup whose settings hold language and theme: they become preferences, never rows', async () => {
		const old = JSON.parse(await backupText(testDb()));
		old.settings = { language: 'de', theme: 'light', wakeLock: false, lastProfileId: null };
		const target = testDb();
		const outcome = await importBackup(target, JSON.stringify(old));
		expect(outcome).toMatchObject({ status: 'imported', settings: true, preferences: { language: 'de', theme: 'light' } });
		expect((await target.settings.toArray()).map((r) => r.key).sort()).toEqual(['lastProfileId', 'wakeLock']);
	});

	it('returns the conflicts and writes nothing until every existing game has a decision', async () => {
		const { db, text, ids } = await populated();
		const before = await snapshot(db);
		const outcome = await importBackup(db, text, { [ids[0]!]: 'skip' });
		expect(outcome.status).toBe('conflicts');
		if (outcome.status !== 'conflicts') return;
		expect(outcome.conflicts.map((c) => c.id)).toEqual([ids[1]]);
		expect(outcome.conflicts[0]?.existing?.players[1]?.vp).toBe(25);
		expect(outcome.conflicts[0]?.incoming.events).toEqual([vp(P2, 25)]);
		expect(await snapshot(db)).toEqual(before);
	});

	it.each<[ImportDecision, number]>([
		['skip', 1],
		['replace', 1],
		['keep-both', 2]
	])('decision %s', async (decision, copies) => {
		const source = testDb();
		const original = await storeGame(source, vpSteps(2), { now: 1 });
		const text = await backupText(source);
		// The target has its own version of the same game, with other events.
		const target = testDb();
		await storeGame(target, [vp(P2, 40)], { id: original.id, now: 5 });
		const outcome = await importBackup(target, text, { [original.id]: decision });
		expect(outcome.status).toBe('imported');
		expect(await target.games.count()).toBe(copies);
		const kept = await loadGame(target, original.id);
		expect(kept.ok && kept.value.events).toEqual(decision === 'replace' ? vpSteps(2) : [vp(P2, 40)]);
		if (decision === 'replace') expect(kept.ok && kept.value.row.rev).toBe(2);
		if (decision === 'keep-both' && outcome.status === 'imported') {
			const [newId] = outcome.games;
			expect(newId).not.toBe(original.id);
			const copy = await loadGame(target, newId!);
			expect(copy.ok && copy.value.events).toEqual(vpSteps(2));
		}
		if (decision === 'skip' && outcome.status === 'imported') expect(outcome.skipped).toEqual([original.id]);
	});

	it('merges a backup profile into a stored one with the same id, reporting disagreements', async () => {
		const source = testDb();
		await saveProfile(source, { ...FIXTURE_COMPLETE_PROFILE, weaponSet: 6 }, { id: 'box' });
		const text = await backupText(source);
		const target = testDb();
		await saveProfile(target, { ...FIXTURE_COMPLETE_PROFILE, weaponSet: 5, medicineSet: null }, { id: 'box' });
		const outcome = await importBackup(target, text, {}, { settings: false });
		expect(outcome).toMatchObject({
			status: 'imported',
			settings: false,
			preferences: {},
			profiles: [{ id: 'box', conflicts: [{ key: 'weaponSet', ours: 5, theirs: 6 }] }]
		});
		expect((await target.profiles.get('box'))?.profile).toMatchObject({ weaponSet: 5, medicineSet: 8 });
	});
});
