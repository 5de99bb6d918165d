/**
 * The app can always re-import its own export, as a property: games generated through the engine
 * (any prefix of the whole-game scenario, with an undone tail, any names within the UI's limits, any title) are
 * stored, exported, imported into a fresh database and exported again: the two files hold the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOURS } from '$lib/games/armageddon/types';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { makeSetup } from '$lib/games/armageddon/testing/game-builders';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '$lib/games/armageddon/testing/scenario-script';
import { GameSession } from '$lib/state/game-session.svelte';
import { exportAll, serializeBackup } from './export';
import { renameGame } from './history';
import { importBackup } from './import';
import { TITLE_MAX } from './limits';
import { testDb } from './testing/fake-db';

const SCRIPT = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6];
const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0 && s.length <= 24);
const title = fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0 && s.length <= TITLE_MAX), { nil: null });

const comparable = (text: string) => {
	const f = JSON.parse(text) as { exportedAt?: string; games: { id: string }[] };
	delete f.exportedAt;
	return f;
};

describe('export → import → export', () => {
	it('holds the same for games generated through the engine', { timeout: 300_000 }, async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.tuple(name, name, name, name),
				fc.shuffledSubarray([...COLOURS], { minLength: 4, maxLength: 4 }),
				fc.integer({ min: 0, max: SCRIPT.length }),
				fc.integer({ min: 0, max: 3 }),
				title,
				async (names, colours, played, undone, gameTitle) => {
					const base = makeSetup();
					const setup = { ...base, players: base.players.map((p, i) => ({ ...p, name: names[i]!, colour: colours[i]! })) };
					const db = testDb();
					const created = await GameSession.create(db, setup, FIXTURE_COMPLETE_PROFILE);
					if (!created.ok) throw new Error(created.error.message);
					const session = created.value;
					for (const event of SCRIPT.slice(0, played)) expect((await session.dispatch(event)).ok).toBe(true);
					for (let i = 0; i < Math.min(undone, played); i++) await session.undo();
					session.dispose();
					if (gameTitle !== null) await renameGame(db, session.id, gameTitle);

					const first = await exportAll(db, '2026-11-25T00:00:00.000Z');
					if (!first.ok) throw new Error(first.error.message);
					expect(first.value.damaged).toEqual([]);
					const text = serializeBackup(first.value.file);
					const other = testDb();
					const imported = await importBackup(other, text);
					expect(imported.status).toBe('imported');
					const second = await exportAll(other, '2026-11-25T00:00:00.000Z');
					if (!second.ok) throw new Error(second.error.message);
					expect(comparable(serializeBackup(second.value.file))).toEqual(comparable(text));
				}
			),
			{ numRuns: 30, seed: 13 }
		);
	});
});
