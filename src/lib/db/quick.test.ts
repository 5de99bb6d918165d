import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { scoreFinal, type FinalScoring } from '../games/armageddon/scoring';
import { finalInput, finalPlayer } from '../games/armageddon/testing/final-builders';
import { playerId, type ScoringTile } from '../games/armageddon/types';
import { exportGame, serializeBackup } from './export';
import { loadGame, saveFinalScore } from './games';
import { deleteGame } from './history';
import { importBackup } from './import';
import { listFinishedGames, saveQuickScore, type QuickScore } from './quick';
import { finalSummary } from './summary';
import { P1, storeGame, testDb, vp } from './testing/fake-db';
import { replay } from '../games/armageddon/game';

const TILE: ScoringTile = { kind: 'survivor', target: 'worker', vp: 1 };

function scored(): FinalScoring {
	const players = [
		finalPlayer('Ana', { vp: 60, equipment: { map: 2 } }),
		finalPlayer('Ben', { vp: 62 }),
		finalPlayer('Cem', { vp: 40, equipment: { map: 1 } })
	];
	const r = scoreFinal(finalInput(players));
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

function quick(result = scored()): QuickScore {
	const ids = result.players.map((p) => p.player);
	return {
		players: result.players.map((p, i) => ({ id: p.player, name: p.name, colour: (['brown', 'white', 'orange'] as const)[i] ?? 'black' })),
		publicTile: TILE,
		privateTiles: Object.fromEntries(ids.map((id) => [id, [TILE, null]])),
		profile: FIXTURE_COMPLETE_PROFILE,
		result
	};
}

describe('finalSummary', () => {
	it('keeps the per-category points of a full result', () => {
		const result = scored();
		const s = finalSummary(result);
		// Ana: 60 + maps 8 (public/private science tiles score 0)
		expect(s.breakdown?.[playerId('ana')]).toEqual({
			start: 60,
			publicTile: 0,
			privateTile: 0,
			beer: 0,
			gasoline: 0,
			weapons: 0,
			medicine: 0,
			vehicles: 0,
			maps: 8,
			damage: 0,
			marauderPenalty: 0,
			equipmentCards: 2
		});
		expect(s.totals).toEqual({ ana: 68, ben: 62, cem: 44 });
		expect(s).not.toHaveProperty('quick');
	});
	it('leaves the breakdown out when the outcome has totals only', () => {
		expect(finalSummary({ players: [{ player: P1, total: 3 }], winners: [P1], decidedBy: 'vp' })).toEqual({ totals: { p1: 3 }, winners: [P1], decidedBy: 'vp' });
	});
});

describe('saveQuickScore', () => {
	it('stores a finished game without events that loads, with totals, winners and the breakdown', async () => {
		const db = testDb();
		const saved = await saveQuickScore(db, quick(), { now: 5, title: 'Paper game' });
		expect(saved.ok).toBe(true);
		if (!saved.ok) return;
		const loaded = await loadGame(db, saved.value.id);
		if (!loaded.ok) throw new Error(loaded.error.message);
		expect(loaded.value.row).toMatchObject({ status: 'finished', title: 'Paper game', head: 0, count: 0, winners: ['ana'], createdAt: 5 });
		expect(loaded.value.row.players.map((p) => [p.name, p.colour, p.vp])).toEqual([
			['Ana', 'brown', 68],
			['Ben', 'white', 62],
			['Cem', 'orange', 44]
		]);
		expect(loaded.value.row.final).toMatchObject({ quick: true, decidedBy: 'vp' });
		expect(loaded.value.row.final?.breakdown?.[playerId('cem')]?.maps).toBe(4);
		expect(loaded.value.row.setup.privateTiles[playerId('ben')]).toEqual([
			{ drawn: 'physical', tile: TILE },
			{ drawn: 'physical', tile: null }
		]);
		expect(loaded.value.row.setup.removed).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
	});

	it('survives an export and an import as a finished quick score', async () => {
		const db = testDb();
		const saved = await saveQuickScore(db, quick());
		if (!saved.ok) throw new Error(saved.error.message);
		const file = await exportGame(db, saved.value.id, '2024-01-01T00:00:00.000Z');
		if (!file.ok) throw new Error(file.error.message);
		const other = testDb();
		const imported = await importBackup(other, serializeBackup(file.value.file));
		expect(imported.status).toBe('imported');
		const loaded = await loadGame(other, saved.value.id);
		expect(loaded.ok && loaded.value.row.final).toEqual(saved.value.final);
		expect(loaded.ok && loaded.value.row.status).toBe('finished');
	});
});

describe('listFinishedGames', () => {
	it('lists finished games (quick and tracked) oldest first, not running or binned ones', async () => {
		const db = testDb();
		const running = await storeGame(db, [vp(P1, 20)], { now: 1 });
		const tracked = await storeGame(db, [vp(P1, 30)], { now: 2 });
		const state = replay(tracked.setup, tracked.profile, [vp(P1, 30)]).state;
		await saveFinalScore(db, tracked.id, { expectedRev: 1, state, result: { players: [{ player: P1, total: 30 }], winners: [P1], decidedBy: 'vp' }, now: 3 });
		const a = await saveQuickScore(db, quick(), { now: 4 });
		const b = await saveQuickScore(db, quick(), { now: 5 });
		if (!a.ok || !b.ok) throw new Error('not saved');
		await deleteGame(db, b.value.id);
		const r = await listFinishedGames(db);
		expect(r.ok && r.value.games.map((g) => g.id)).toEqual([tracked.id, a.value.id]);
		expect(r.ok && r.value.games.map((g) => g.id)).not.toContain(running.id);
	});
});

describe('a quick score keeps its entries and is read back derived from them', () => {
	/** A quick score scored with the tile it is saved with, and what was entered. */
	function withEntries(): QuickScore {
		const players = [finalPlayer('Ana', { vp: 60, equipment: { map: 2, weapon: 2 } }), finalPlayer('Ben', { vp: 62 }), finalPlayer('Cem', { vp: 40, equipment: { map: 1 } })];
		const r = scoreFinal(finalInput(players, { publicTile: TILE }));
		if (!r.ok) throw new Error(r.reason);
		return { ...quick(r.value), privateTiles: Object.fromEntries(players.map((p) => [p.player, p.privateTiles])), entries: Object.fromEntries(players.map(({ player, name: _n, ...e }) => [player, e])) };
	}

	it('saved with its entries, it lists; its figures changed in storage, it is reported damaged, naming the figure', async () => {
		const db = testDb();
		const saved = await saveQuickScore(db, withEntries());
		if (!saved.ok) throw new Error(saved.error.message);
		expect(saved.value.final?.entries?.[playerId('ana')]?.equipment.weapon).toBe(2);
		const listed = await listFinishedGames(db);
		expect(listed.ok && listed.value.games.map((g) => g.id)).toEqual([saved.value.id]);

		const final = saved.value.final!;
		const ana = playerId('ana');
		const breakdown = { ...final.breakdown!, [ana]: { ...final.breakdown![ana]!, weapons: 500 } };
		await db.games.put({ ...saved.value, final: { ...final, breakdown, totals: { ...final.totals, [ana]: (final.totals[ana] ?? 0) + 495 } } });
		const again = await listFinishedGames(db);
		if (!again.ok) throw new Error('not read');
		expect(again.value.games).toEqual([]);
		expect(again.value.damaged[0]?.detail).toMatchObject({ kind: 'final-impossible', problem: { code: 'final-figure-differs', params: { player: 'ana', figure: 'weapons', stored: 500, derived: 5 } } });
	});
});
