/**
 * The backup files the end-to-end tests import (tests/e2e/fixtures/), made by the real export.
 * A change of the export format makes this test fail; `UPDATE_E2E_FIXTURES=1 npx vitest run
 * src/lib/db/e2e-fixtures.test.ts` writes them anew.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportAll, exportGame, readBackup, saveFinalScore, saveProfile, serializeBackup, type CompanionDb } from '$lib/db';
import { storeGame, testDb } from '$lib/db/testing/fake-db';
import { replay } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { ANI, FRANK, NIKKI, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '$lib/games/armageddon/testing/scenario-script';
import { finalInputFromGame, scoreFinal } from '$lib/games/armageddon/scoring';
import { createSetup } from '$lib/games/armageddon/setup';
import type { AuctionTile, GameEvent, ScoringTile, Setup } from '$lib/games/armageddon/types';

const DIR = new URL('../../../tests/e2e/fixtures/', import.meta.url);
const EXPORTED_AT = '2025-03-14T21:00:00.000Z';
const RUNNING_ID = 'e2e-running-0001';
const FINISHED_ID = 'e2e-finished-0001';

/** The scenario test's setup (scenario.test.ts): the script's figures depend on these draws. */
function scenarioSetup(): Setup {
	const tiles = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
	const [engineers, soldiers, workers, civil, military, science, vehicle, weapon, map, anyCard] =
		FIXTURE_COMPLETE_PROFILE.scoringTiles as readonly ScoringTile[];
	const app = <T>(tile: T | undefined) => ({ drawn: 'app' as const, tile: tile as T });
	const made = createSetup({
		players: [
			{ id: 'nikki', name: 'Nikki', colour: 'orange' },
			{ id: 'ani', name: 'Ani', colour: 'black' },
			{ id: 'frank', name: 'Frank', colour: 'brown' },
			{ id: 'travis', name: 'Travis', colour: 'white' }
		],
		seed: 'ARMA26',
		profile: FIXTURE_COMPLETE_PROFILE
	});
	if (!made.ok) throw new Error(made.reason);
	return {
		...made.value,
		auctionTiles: [app(tiles[0]), app(tiles[1]), app(tiles[2])],
		auctionStack: tiles.slice(3),
		publicTiles: [app(engineers), app(civil)],
		privateTiles: {
			[NIKKI]: [app(map), app(workers)],
			[ANI]: [app(soldiers), app(military)],
			[FRANK]: [app(weapon), app(anyCard)],
			[TRAVIS]: [app(vehicle), app(science)]
		},
		vpStack: [FRANK, ANI, TRAVIS, NIKKI]
	};
}

const RUNNING_EVENTS: GameEvent[] = [...ROUND_1, ...ROUND_2.slice(0, 5)];
const ALL_EVENTS: GameEvent[] = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6];

async function running(db: CompanionDb) {
	await storeGame(db, RUNNING_EVENTS, { id: RUNNING_ID, setup: scenarioSetup(), now: Date.parse('2025-03-14T19:30:00Z') });
	await db.games.update(RUNNING_ID, { title: 'Friday rematch' });
}

async function finished(db: CompanionDb) {
	const setup = scenarioSetup();
	const row = await storeGame(db, ALL_EVENTS, { id: FINISHED_ID, setup, now: Date.parse('2025-03-07T18:00:00Z') });
	const { state } = replay(setup, FIXTURE_COMPLETE_PROFILE, ALL_EVENTS);
	const input = finalInputFromGame(state);
	const hands = { car: [1, 1, 1], bus: [1], truck: [1] };
	const players = input.players.map((p) => (p.player === TRAVIS ? { ...p, equipment: { ...p.equipment, vehicles: hands } } : p));
	const result = scoreFinal({ ...input, players });
	if (!result.ok) throw new Error(result.reason);
	const saved = await saveFinalScore(db, FINISHED_ID, { expectedRev: row.rev, state, result: result.value, now: Date.parse('2025-03-07T21:15:00Z') });
	if (!saved.ok) throw new Error(saved.error.message);
}

async function files(): Promise<Record<string, string>> {
	const one = testDb();
	await running(one);
	const game = await exportGame(one, RUNNING_ID, EXPORTED_AT);

	const everything = testDb();
	await finished(everything);
	await running(everything);
	await saveProfile(everything, FIXTURE_COMPLETE_PROFILE, { id: 'e2e-profile', now: 1 });
	const all = await exportAll(everything, EXPORTED_AT, { language: null, theme: 'system' });

	if (!game.ok || !all.ok) throw new Error('export failed');
	return {
		'backup-running-game.json': serializeBackup(game.value.file),
		'backup-everything.json': serializeBackup(all.value.file)
	};
}

describe('end-to-end backup fixtures', async () => {
	const made = await files();

	it.each(Object.entries(made))('%s is the current export and reads back', (name, text) => {
		const read = readBackup(text);
		expect(read.ok).toBe(true);
		const url = new URL(name, DIR);
		if (process.env.UPDATE_E2E_FIXTURES || !existsSync(url)) writeFileSync(url, text);
		expect(readFileSync(url, 'utf8')).toBe(text);
	});

	it('holds a running game in round 2 and a finished one won by Travis', () => {
		const read = readBackup(made['backup-everything.json']);
		if (!read.ok) throw new Error(read.message);
		const byId = Object.fromEntries(read.rows.map((r) => [r.id, r]));
		expect(byId[RUNNING_ID]).toMatchObject({ status: 'running', round: 2, title: 'Friday rematch' });
		expect(byId[FINISHED_ID]).toMatchObject({ status: 'finished', winners: ['travis'] });
		expect(byId[FINISHED_ID]?.players.map((p) => p.vp)).toEqual([130, 87, 76, 133]);
	});
});
