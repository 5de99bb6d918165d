import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import type { GameRow, ProfileRow } from './rows';
import { restoreLog, restoreLogPaused, restoreProfileRow, restoreRows } from './restore';
import { restoreGameRow } from './restore-final';
import { loadGame } from './games';
import { listProfiles } from './profiles';
import { P1, storeGame, testDb, vp, vpSteps } from './testing/fake-db';
import { FIXTURE_RULES_ONLY_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { ZERO_TILE } from '../games/armageddon/testing/final-builders';
import { scoreFinal, type FinalEntries } from '../games/armageddon/scoring';
import type { ScoringTile } from '../games/armageddon/types';
import { finalSummary } from './summary';

const eventRow = (gameId: string, seq: number, event: unknown) => ({ gameId, seq, event, at: 1 });
const FINAL = { totals: { p1: 10, p2: 5, p3: 1 }, winners: ['p1'], decidedBy: 'vp' };
const ENTRIES = {
	vp: 10,
	damage: 3,
	marauders: 0,
	survivors: { worker: 5, soldier: 0, engineer: 0, leader: 1 },
	buildings: { headquarters: 1, civil: 0, military: 0, science: 0 },
	equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, map: 0, vehicles: { car: [], bus: [], truck: [] } },
	privateTiles: [ZERO_TILE, null]
};

/** The final scoring the app saves for `row` from these entries (scored with `profile`, the row's own by default). */
function scored(row: GameRow, entries: Readonly<Record<string, FinalEntries>>, profile = row.profile) {
	const players = row.setup.players.map((p) => ({ player: p.id, name: p.name, ...(entries[p.id] as FinalEntries) }));
	const r = scoreFinal({ players, publicTile: row.setup.publicTiles[1].tile as ScoringTile, profile });
	if (!r.ok) throw new Error(r.reason);
	return JSON.parse(JSON.stringify(finalSummary(r.value, { entries })));
}
const each = (e: FinalEntries) => ({ p1: e, p2: e, p3: e });
const AS_ENTERED = ENTRIES as unknown as FinalEntries;

describe('restore: damaged rows are reported and skipped', () => {
	it.each([
		['a row with a missing field', (g: GameRow) => ({ ...g, head: undefined }), /^head: /],
		['a player id that is empty', (g: GameRow) => ({ ...g, winners: [''] }), /^winners\.0: /],
		['a profile out of range', (g: GameRow) => ({ ...g, profile: { ...g.profile, roundTrack: [1, 99, 2, 3, 3, 4] } }), /^profile: .*roundTrack/],
		['head beyond the stored events', (g: GameRow) => ({ ...g, head: 5, count: 2 }), /head is beyond/],
		['an undone final scoring that is not in the undone steps', (g: GameRow) => ({ ...g, head: 1, count: 2, undoneFinal: { head: 1, final: FINAL } }), /undone final scoring is not in the undone steps/],
		['saved entries of a player without a total', (g: GameRow) => ({ ...g, final: { ...FINAL, entries: { p9: ENTRIES } } }), /saved entries and the totals/],
		['saved entries with a damage space off the track', (g: GameRow) => ({ ...g, final: { ...FINAL, entries: { p1: { ...ENTRIES, damage: 12 }, p2: ENTRIES, p3: ENTRIES } } }), /^final\.entries\.p1\.damage: /],
		['a setup with an unknown colour', (g: GameRow) => ({ ...g, setup: { ...g.setup, players: [{ id: 'x', name: 'X', colour: 'pink' }] } }), /^setup\.players\.0\.colour: /]
	])('game row: %s', async (_, damage, problem) => {
		const good = await storeGame(testDb());
		expect(restoreGameRow(good).ok).toBe(true);
		const r = restoreGameRow(damage(good));
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.damage).toEqual({ table: 'games', id: good.id, problem: expect.stringMatching(problem), detail: { kind: 'invalid', issue: expect.any(Object) } });
	});

	it('a final scoring with its entries, or one saved before they were kept, and an undone one, all load', async () => {
		const good = await storeGame(testDb());
		const withEntries = { ...good, final: scored(good, each(AS_ENTERED)) };
		expect(restoreGameRow(withEntries)).toMatchObject({ ok: true, value: { final: { entries: { p1: ENTRIES } } } });
		expect(restoreGameRow({ ...good, final: FINAL }).ok).toBe(true);
		const undone = restoreGameRow({ ...good, head: 1, count: 2, undoneFinal: { head: 2, final: FINAL } });
		expect(undone).toMatchObject({ ok: true, value: { undoneFinal: { head: 2, final: FINAL } } });
	});

	it('a final whose figures are not what its entries give is damaged, naming the player and the figure', async () => {
		const good = await storeGame(testDb());
		const final = scored(good, each(AS_ENTERED));
		final.entries.p2 = { ...ENTRIES, vp: 30 };
		const r = restoreGameRow({ ...good, final });
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.damage.detail).toMatchObject({ kind: 'final-impossible', problem: { code: 'final-figure-differs', params: { player: 'p2', figure: 'start', stored: 10, derived: 30 } } });
			expect(r.damage.problem).toBe('in its final result, VP after round 6 of Ben is 10, but the entries saved with it give 30.');
		}
	});

	it('loadGame checks a saved final (and one kept for redo) before the game opens: one its entries do not give is refused', async () => {
		const db = testDb();
		const good = await storeGame(db, vpSteps(1));
		const honest = scored(good, each(AS_ENTERED));
		await db.games.update(good.id, { final: honest });
		expect(await loadGame(db, good.id)).toMatchObject({ ok: true, value: { row: { final: honest } } });
		const impossible = scored(good, each(AS_ENTERED));
		impossible.entries.p2 = { ...ENTRIES, vp: 30 };
		for (const change of [{ final: impossible }, { final: null, head: 0, undoneFinal: { head: 1, final: impossible } }]) {
			await db.games.update(good.id, change);
			const loaded = await loadGame(db, good.id);
			expect(loaded.ok ? null : loaded.error).toMatchObject({ kind: 'damaged', damage: { kind: 'final-impossible', problem: { code: 'final-figure-differs', params: { player: 'p2', figure: 'start' } } } });
		}
	});

	it('a final without entries beyond what the box gives is damaged (a quick score: its own profile)', async () => {
		const good = await storeGame(testDb());
		const final = { ...FINAL, totals: { p1: 1010, p2: 5, p3: 1 }, breakdown: {} as Record<string, unknown> };
		const parts = (start: number, weapons = 0) => ({ start, publicTile: 0, privateTile: 0, beer: 0, gasoline: 0, weapons, medicine: 0, vehicles: 0, maps: 0, damage: 0, marauderPenalty: 0, equipmentCards: 0 });
		final.breakdown = { p1: parts(10, 1000), p2: parts(5), p3: parts(1) };
		const r = restoreGameRow({ ...good, final });
		expect(r).toMatchObject({ ok: false, damage: { detail: { kind: 'final-impossible', problem: { code: 'final-figure-beyond', params: { player: 'p1', figure: 'weapons', stored: 1000, min: 0, max: 150 } } } } });
		final.breakdown.p1 = parts(10, 150);
		final.totals.p1 = 160;
		expect(restoreGameRow({ ...good, final }).ok).toBe(true);
	});

	it('a tracked game whose box values were entered during play: its honest final loads, bounded where the row cannot tell', async () => {
		const good = { ...(await storeGame(testDb(), vpSteps(2))), profile: FIXTURE_RULES_ONLY_PROFILE };
		const beer: FinalEntries = { ...AS_ENTERED, equipment: { ...AS_ENTERED.equipment, beer: 4, weapon: 2 } };
		// scored with the values the game's steps entered, which the row's own profile does not hold
		const final = scored(good, each(beer), FIXTURE_COMPLETE_PROFILE);
		expect(final.breakdown.p1).toMatchObject({ beer: 10, weapons: 5 });
		expect(restoreGameRow({ ...good, final }).ok).toBe(true);
		for (const id of ['p1', 'p2', 'p3']) {
			final.breakdown[id].beer = 100;
			final.totals[id] += 90;
		}
		expect(restoreGameRow({ ...good, final })).toMatchObject({ ok: false, damage: { detail: { problem: { code: 'final-figure-beyond', params: { figure: 'beer', max: 99 } } } } });
	});

	it('profile rows: a value out of range is reported, the good ones kept', () => {
		const good: ProfileRow = { id: 'a', name: 'A', profile: FIXTURE_COMPLETE_PROFILE, updatedAt: 1 };
		const bad = { ...good, id: 'b', profile: { ...FIXTURE_COMPLETE_PROFILE, weaponSet: -3 } };
		const { rows, damaged } = restoreRows([good, bad, 'junk'], restoreProfileRow);
		expect(rows).toEqual([good]);
		expect(damaged.map((d) => [d.table, d.id])).toEqual([
			['profiles', 'b'],
			['profiles', '(no id)']
		]);
		expect(damaged[0]?.problem).toMatch(/weaponSet/);
	});
});

describe('restoreLog', () => {
	it('cuts the log at an event with an unknown type and reports it', async () => {
		const row = await storeGame(testDb());
		const log = restoreLog({ ...row, head: 3, count: 3 }, [
			eventRow(row.id, 0, vp(P1, 20)),
			eventRow(row.id, 1, { type: 'teleport', player: 'p1' }),
			eventRow(row.id, 2, vp(P1, 30))
		]);
		expect(log.events).toEqual([vp(P1, 20)]);
		expect(log.head).toBe(1);
		expect(log.state.players[0]?.vp).toBe(20);
		expect(log.damaged).toEqual([
			{
				table: 'events',
				id: `${row.id}#1`,
				problem: 'event.type: unknown event type "teleport"',
				detail: { kind: 'invalid', issue: { path: 'event.type', check: 'variant', expected: expect.stringContaining('"bid"'), received: '"teleport"', message: 'unknown event type "teleport"' } }
			}
		]);
	});

	it('reports a gap in the sequence and a log shorter than the row says', async () => {
		const row = await storeGame(testDb());
		const gap = restoreLog({ ...row, head: 3, count: 3 }, [eventRow(row.id, 0, vp(P1, 20)), eventRow(row.id, 2, vp(P1, 30))]);
		expect(gap.events).toHaveLength(1);
		expect(gap.damaged[0]?.problem).toBe('event 2 is missing');
		const short = restoreLog({ ...row, head: 2, count: 2 }, [eventRow(row.id, 0, vp(P1, 20))]);
		expect(short.head).toBe(1);
		expect(short.damaged[0]?.problem).toBe('event 2 is missing');
	});

	it('cuts the log at an event the rules reject', async () => {
		const row = await storeGame(testDb());
		const log = restoreLog({ ...row, head: 2, count: 2 }, [eventRow(row.id, 0, vp(P1, 20)), eventRow(row.id, 1, vp(P1, -4))]);
		expect(log.events).toEqual([vp(P1, 20)]);
		expect(log.damaged[0]?.problem).toMatch(/^event 2 \(correction\) is rejected by the rules: /);
	});
});

describe('restoreLogPaused', () => {
	it('gives what restoreLog gives, pausing after every slice of rows, before the fold and after every slice of the fold', async () => {
		const row = await storeGame(testDb());
		const rows = [...vpSteps(5).map((e, seq) => eventRow(row.id, seq, e)), eventRow(row.id, 5, { type: 'teleport' })];
		const game = { ...row, head: 6, count: 6 };
		let pauses = 0;
		const paused = await restoreLogPaused(game, rows, async () => void pauses++, 2);
		expect(paused).toEqual(restoreLog(game, rows));
		expect(paused.events).toHaveLength(5);
		// After rows 2 and 4, before the fold, then after events 2 and 4 are folded.
		expect(pauses).toBe(5);
	});

	it('a step the rules refuse cuts the log there, also when folded in slices', async () => {
		const row = await storeGame(testDb());
		const refused = { type: 'correction', player: 'p9', field: 'vp', value: 3 };
		const rows = [...vpSteps(3), refused, ...vpSteps(2)].map((e, seq) => eventRow(row.id, seq, e));
		const game = { ...row, head: 6, count: 6 };
		const paused = await restoreLogPaused(game, rows, async () => {}, 2);
		expect(paused).toEqual(restoreLog(game, rows));
		expect(paused).toMatchObject({ head: 3, events: vpSteps(3), damaged: [{ id: `${row.id}#3`, detail: { kind: 'step-rejected', step: 4 } }] });
	});
});

describe('reading damaged data from the database never throws', () => {
	it('loadGame reports a damaged row as damaged and a damaged event by cutting the log', async () => {
		const db = testDb();
		const row = await storeGame(db, vpSteps(3));
		await db.events.put({ ...(await db.events.get([row.id, 1]))!, event: { type: 'nonsense' } as never });
		const loaded = await loadGame(db, row.id);
		expect(loaded.ok && loaded.value.events).toEqual(vpSteps(1));
		expect(loaded.ok && loaded.value.damaged.map((d) => d.id)).toEqual([`${row.id}#1`]);

		await db.games.put({ ...row, setup: null } as never);
		const broken = await loadGame(db, row.id);
		expect(broken.ok ? null : broken.error).toEqual({
			kind: 'damaged',
			message: expect.stringContaining('setup'),
			damage: { kind: 'invalid', issue: { path: 'setup', check: 'object', expected: 'Object', received: 'null', message: expect.any(String) } }
		});
	});

	it('listProfiles skips a damaged profile', async () => {
		const db = testDb();
		await db.profiles.bulkPut([
			{ id: 'ok', name: 'ok', profile: FIXTURE_COMPLETE_PROFILE, updatedAt: 1 },
			{ id: 'bad', name: 'bad', profile: { format: 'x' } as never, updatedAt: 2 }
		]);
		const r = await listProfiles(db);
		expect(r.ok && r.value.profiles.map((p) => p.id)).toEqual(['ok']);
		expect(r.ok && r.value.damaged.map((d) => d.id)).toEqual(['bad']);
	});
});
