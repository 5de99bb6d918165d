/**
 * Accepted files that held impossible data (a fuzz of 1,000 mutated backups found 22): every count and string in
 * a file is bounded by what the game and the app can produce, and the setup figures the rules give are checked
 * against them. One test per finding, each from the e2e fixture backup: refused, naming the field, nothing stored.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importBackup, readBackup } from './import';
import '$lib/i18n/messages';
import { fileRefusalText } from '$lib/i18n/words/file-refusals';
import { testDb } from './testing/fake-db';
import { replay } from '../games/armageddon/game';
import { finalInputFromGame, scoreFinal } from '../games/armageddon/scoring';
import { finalSummary } from './summary';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BASE = readFileSync(new URL('../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8');
const finished = (f: Json): Json => f.games.find((g: Json) => g.id === 'e2e-finished-0001');
const running = (f: Json): Json => f.games.find((g: Json) => g.id === 'e2e-running-0001');
const huge = 'w'.repeat(10 * 1024 * 1024);
const fourHorsemen = {
	id: 's1',
	game: 'four-horsemen',
	title: null,
	createdAt: 1,
	updatedAt: 1,
	sheet: {
		players: [
			{ id: 'a', name: 'Ani' },
			{ id: 'b', name: 'Ben' }
		],
		scorings: [{ a: { good: 1, evil: 0, goodProtection: 1, evilProtection: 0, undyingGood: 0, undyingEvil: 0 } }],
		horsemanPoints: { a: 2 },
		alignments: { a: 'good', b: 'evil' }
	}
};

const changed = (change: (f: Json) => void): string => {
	const f = JSON.parse(BASE);
	change(f);
	return JSON.stringify(f);
};

async function refused(change: (f: Json) => void, mentions: RegExp) {
	const db = testDb();
	const r = await importBackup(db, changed(change));
	expect(r.status).toBe('refused');
	expect(r.status === 'refused' ? r.message : '').toMatch(mentions);
	expect(await db.games.count()).toBe(0);
	expect(await db.profiles.count()).toBe(0);
	expect(await db.settings.count()).toBe(0);
	expect(await db.sheets.count()).toBe(0);
}

describe('impossible data in a backup is refused', () => {
	it('the fixture with a correction note and a score sheet imports (the checks refuse only the impossible)', async () => {
		const text = changed((f) => {
			running(f).events.push({ type: 'correction', player: running(f).setup.players[0].id, field: 'vp', value: 12, note: 'miscounted' });
			f.sheets = [fourHorsemen];
		});
		expect((await importBackup(testDb(), text)).status).toBe('imported');
	});

	it('a public scoring tile worth −1,000,000,000 VP', async () => {
		await refused((f) => (finished(f).setup.publicTiles[0].tile.vp = -1e9), /publicTiles.*vp/);
	});

	it('a private scoring tile worth 2^32 VP', async () => {
		await refused((f) => {
			const first = Object.values(finished(f).setup.privateTiles)[0] as Json[];
			first[0]!.tile.vp = 2 ** 32;
		}, /privateTiles.*at most 99 VP/);
	});

	it('a bag of 10^9 marauders, 10^6 workers removed: the rules give them', async () => {
		await refused((f) => (running(f).setup.bag.marauder = 1e9), /setup\.bag: the bag does not hold what the rules give/);
		await refused((f) => (running(f).setup.removed.worker = 1e6), /setup\.removed/);
		await refused((f) => (running(f).setup.startingPieces.leader = 3), /setup\.startingPieces/);
	});

	it('a VP stack naming a player who is not in the game', async () => {
		await refused((f) => (running(f).setup.vpStack[0] = 'ghost'), /vpStack: the VP stack does not hold each player once/);
	});

	it('20,000 remembered players', async () => {
		const many = Array.from({ length: 20_000 }, (_, i) => ({ name: `P${i}`, colour: 'brown' }));
		await refused((f) => (f.settings.rememberedPlayers = many), /rememberedPlayers.*at most 12/);
	});

	it('10 MB strings: a profile name, a correction note, a score sheet title and names, a remembered name', async () => {
		await refused((f) => (f.profiles[0].name = huge), /profiles\.0\.name.*at most 80/);
		await refused((f) => running(f).events.push({ type: 'correction', player: running(f).setup.players[0].id, field: 'vp', value: 12, note: huge }), /note.*at most 200/);
		await refused((f) => (f.sheets = [{ ...fourHorsemen, title: huge }]), /title.*at most 80/);
		await refused((f) => (f.sheets = [{ ...fourHorsemen, sheet: { ...fourHorsemen.sheet, players: [{ id: 'a', name: huge }, fourHorsemen.sheet.players[1]] } }]), /name.*at most 40/);
		await refused((f) => (f.settings.rememberedPlayers = [{ name: huge, colour: 'brown' }]), /name.*at most 40/);
		await refused((f) => (running(f).id = huge), /id is too long/);
	});

	it('games for 1 or 2 players', async () => {
		for (const n of [1, 2]) {
			await refused((f) => {
				const g = running(f);
				const kept = g.setup.players.slice(0, n).map((p: Json) => p.id);
				g.setup.players = g.setup.players.slice(0, n);
				g.setup.vpStack = kept;
				g.setup.privateTiles = Object.fromEntries(kept.map((id: string) => [id, g.setup.privateTiles[id]]));
				g.events = [];
			}, /3 or 4 players/);
		}
	});

	it('a self-consistent final of 2,000 VP: the track VP a final starts from is at most 199', async () => {
		await refused((f) => {
			const final = finished(f).final;
			const winner = final.winners[0];
			final.breakdown[winner].start += 1000;
			final.totals[winner] += 1000;
		}, /start: the track VP is at most 199/);
	});
});

/** The fixture's finished game scored again with the engine, its entries kept as the app saves them. */
function honestFinal(f: Json): Json {
	const g = finished(f);
	const { state } = replay(g.setup, g.profile, g.events);
	const input = finalInputFromGame(state);
	// every vehicle part card as a copy of the car's first part: a hand the app takes
	const players = input.players.map((p) => ({ ...p, equipment: { ...p.equipment, vehicles: { car: p.vehicleCards ? [p.vehicleCards] : [], bus: [], truck: [] } } }));
	const scored = scoreFinal({ ...input, players });
	if (!scored.ok) throw new Error(scored.reason);
	const entries = Object.fromEntries(players.map(({ player, name: _name, ...e }) => [player, e]));
	return JSON.parse(JSON.stringify(finalSummary(scored.value, { entries })));
}

describe('a saved final scoring is derived from its entries, else bounded by the game’s box', () => {
	it('an honest final with its entries imports; so does the fixture’s older final without entries', async () => {
		expect((await importBackup(testDb(), changed((f) => (finished(f).final = honestFinal(f))))).status).toBe('imported');
		expect((await importBackup(testDb(), BASE)).status).toBe('imported');
	});

	it('a self-consistent 2,000 VP final without entries: weapons beyond what every weapon card gives with this box', async () => {
		await refused((f) => {
			const final = finished(f).final;
			const winner = final.winners[0];
			final.breakdown[winner].weapons += 1500;
			final.totals[winner] += 1500;
		}, /"Nikki, Ani, Frank, Travis".*Weapons of Travis is 1500, but this game's box and the rules allow from 0 to 150/);
	});

	it('a self-consistent 2,000 VP final with entries: its figures are not what the entries give', async () => {
		await refused((f) => {
			const final = honestFinal(f);
			const winner = final.winners[0];
			final.breakdown[winner].privateTile += 1000;
			final.totals[winner] += 1000;
			finished(f).final = final;
		}, /Secret tile of (Nikki|Ani|Frank|Travis) is 10\d\d, but the entries saved with it give \d\b/);
	});

	it('entries that do not give the figures beside them (one more beer card)', async () => {
		await refused((f) => {
			const final = honestFinal(f);
			final.entries.frank.equipment.beer += 1;
			finished(f).final = final;
		}, /of Frank is \d+, but the entries saved with it give \d+/);
	});

	it('entries that are no final scoring (more equipment cards than the game has)', async () => {
		await refused((f) => {
			const final = honestFinal(f);
			final.entries.ani.equipment.beer = 70;
			finished(f).final = final;
		}, /final-scoring entries saved for Ani are refused: .*beer cards must be at most 60/);
	});
});

describe('an impossible final scoring is refused in words, naming the game, the player and the figure', () => {
	const weapons = changed((f) => {
		const final = finished(f).final;
		final.breakdown.travis.weapons += 1500;
		final.totals.travis += 1500;
	});
	const entries = changed((f) => {
		const final = honestFinal(f);
		final.entries.ani.equipment.beer = 70;
		finished(f).final = final;
	});

	it('beyond the box, in English and German', () => {
		const read = readBackup(weapons);
		if (read.ok) throw new Error('accepted');
		expect(fileRefusalText(read.refusal, 'en')).toBe(
			'The game “Nikki, Ani, Frank, Travis” cannot be imported. Its final result gives Travis 1500 for “Weapons”, but the box values of this game and the rules allow 0 to 150.'
		);
		expect(fileRefusalText(read.refusal, 'de')).toBe(
			'Die Partie „Nikki, Ani, Frank, Travis“ lässt sich nicht importieren. Ihr Endergebnis gibt Travis 1500 bei „Waffen“, aber die Schachtelwerte dieser Partie und die Regeln erlauben 0 bis 150.'
		);
	});

	it('entries that are no final scoring name the player', () => {
		const read = readBackup(entries);
		if (read.ok) throw new Error('accepted');
		expect(fileRefusalText(read.refusal, 'de')).toMatch(/^Die Partie „Nikki, Ani, Frank, Travis“ lässt sich nicht importieren\. Die für Ani gespeicherten Eingaben der Schlusswertung werden abgelehnt: /);
	});
});
