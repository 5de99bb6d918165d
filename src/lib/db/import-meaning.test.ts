/**
 * Files that once poisoned the app, each made from the e2e fixture backup: the restore layer checks meaning, not only shape. Every
 * file here is refused with a short message that names what is wrong, and the database stays empty.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importBackup, MAX_BACKUP_BYTES, shortened } from './import';
import { testDb } from './testing/fake-db';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BASE = readFileSync(new URL('../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8');
const file = (): Json => JSON.parse(BASE);
const finished = (f: Json): Json => f.games.find((g: Json) => g.id === 'e2e-finished-0001');

async function refused(text: string, mentions: RegExp) {
	const db = testDb();
	const r = await importBackup(db, text);
	expect(r.status).toBe('refused');
	const message = r.status === 'refused' ? r.message : '';
	expect(message).toMatch(mentions);
	expect(message.length).toBeLessThanOrEqual(300);
	expect(await db.games.count()).toBe(0);
	expect(await db.events.count()).toBe(0);
	expect(await db.profiles.count()).toBe(0);
}

const mutate = (change: (f: Json) => void): string => {
	const f = file();
	change(f);
	return JSON.stringify(f);
};

describe('imports that used to poison the app are refused', () => {
	it('the untouched fixture still imports', async () => {
		expect((await importBackup(testDb(), BASE)).status).toBe('imported');
	});

	it('1: a date the app cannot show (createdAt 1e16, updatedAt past Date’s range)', async () => {
		await refused(mutate((f) => (f.games[0].createdAt = 1e16)), /createdAt.*after 2100/);
		await refused(mutate((f) => (f.games[0].updatedAt = 8.64e15 + 1)), /updatedAt.*after 2100/);
	});

	it('2: a stored final that does not hold: totals out of range or fractional, wrong winners, unknown players, a game not over', async () => {
		for (const total of [12.345, 1e300, 4294967296]) {
			await refused(mutate((f) => (finished(f).final.totals.nikki = total)), /totals/);
		}
		await refused(mutate((f) => (finished(f).final.totals.nikki = -50)), /breakdown does not add up/);
		await refused(BASE.replace('"nikki": 130', '"nikki": 1e400').replace('"nikki":130', '"nikki":1e400'), /totals/);
		await refused(mutate((f) => (finished(f).final.winners = ['nobody'])), /winner/);
		await refused(mutate((f) => (finished(f).final.winners = ['nikki'])), /winner/);
		await refused(
			mutate((f) => {
				const final = finished(f).final;
				final.totals.ghost = 1;
				final.breakdown.ghost = { ...final.breakdown.nikki, start: 1, publicTile: 0, privateTile: 0, beer: 0, gasoline: 0, weapons: 0, medicine: 0, vehicles: 0, maps: 0, damage: 0, marauderPenalty: 0 };
			}),
			/not in the game/
		);
		await refused(mutate((f) => (finished(f).events = finished(f).events.slice(0, 40))), /final result.*round 2|before the final scoring/);
	});

	it('4: names and titles within the UI’s limits, colours unique', async () => {
		await refused(mutate((f) => (f.games[1].setup.players[0].name = '')), /name must not be empty/);
		await refused(mutate((f) => (f.games[1].setup.players[0].name = 'x'.repeat(5000))), /at most 40 characters/);
		await refused(mutate((f) => (f.games[1].setup.players[1].colour = f.games[1].setup.players[0].colour)), /same colour/);
		await refused(mutate((f) => (f.games[1].title = 't'.repeat(100_000))), /at most 80 characters/);
	});

	it('5: a refusal quotes at most a short excerpt, even of a 10 MB value', async () => {
		const huge = 'p'.repeat(10 * 1024 * 1024);
		await refused(mutate((f) => (f.games[1].events[5].player = huge)), /./);
		expect(shortened(`bad "${'y'.repeat(1000)}" here`)).toBe(`bad "${'y'.repeat(40)}…" here`);
	});

	it('a file past the size limit is refused before it is parsed', async () => {
		await refused(' '.repeat(MAX_BACKUP_BYTES + 1), /too large/);
	});
});
