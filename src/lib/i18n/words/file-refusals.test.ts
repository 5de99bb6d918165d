import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBackup, readProfileFile, type FileRefusalKind } from '$lib/db';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { makeSetup, NIKKI } from '$lib/games/armageddon/testing/game-builders';
import '../messages';
import { fileRefusalText } from './file-refusals';

const valid = { format: 'armageddon-companion', schemaVersion: 1, exportedAt: '2025-01-01T00:00:00.000Z', games: [], profiles: [] };
const brokenGame = {
	...valid,
	games: [{ id: 'g1', title: null, createdAt: 1, updatedAt: 1, setup: {}, profile: {}, events: [], final: null }]
};
const outOfTurn = {
	...valid,
	games: [
		{
			...brokenGame.games[0],
			setup: makeSetup(),
			profile: FIXTURE_COMPLETE_PROFILE,
			events: [{ type: 'bid', area: 'exploration', player: NIKKI, survivors: 1 }]
		}
	]
};

// Real refusals of the db layer: each comes with its code, and both catalogues word it.
const backups: [string, unknown, FileRefusalKind][] = [
	['empty', '   ', 'empty'],
	['truncated', JSON.stringify(valid).slice(0, 40), 'truncated'],
	['not JSON', 'hello, world', 'not-json'],
	['a box profile', JSON.stringify({ format: 'armageddon-box-profile' }), 'wrong-file'],
	['foreign', JSON.stringify({ format: 'other-app', schemaVersion: 1 }), 'foreign'],
	['without a format', JSON.stringify([1, 2]), 'foreign'],
	['future', JSON.stringify({ ...valid, schemaVersion: 99 }), 'future'],
	['without a version', JSON.stringify({ ...valid, schemaVersion: 'one' }), 'no-version'],
	['a damaged game', JSON.stringify(brokenGame), 'damaged'],
	['a game the rules reject', JSON.stringify(outOfTurn), 'game-rejected']
];

describe('refusals of a backup file', () => {
	it.each(backups)('%s → %s, worded in both languages', (_name, text, kind) => {
		const read = readBackup(text);
		if (read.ok) throw new Error('accepted');
		expect(read.refusal.kind).toBe(kind);
		const en = fileRefusalText(read.refusal, 'en');
		const de = fileRefusalText(read.refusal, 'de');
		expect(en).not.toBe('');
		expect(de).not.toBe(en);
	});

	it('keeps the technical detail of a damaged file in German', () => {
		const read = readBackup(JSON.stringify(brokenGame));
		if (read.ok) throw new Error('accepted');
		expect(fileRefusalText(read.refusal, 'de')).toMatch(/^Die Partie „1“ lässt sich nicht importieren: Aufbau › /);
	});

	it('words the rules’ refusal of a game with the player names, in German', () => {
		const read = readBackup(JSON.stringify(outOfTurn));
		if (read.ok) throw new Error('accepted');
		expect(read.message).toMatch(/cannot be imported: its step 1 \(bid\) is rejected by the rules: Bidding is not possible now/);
		expect(fileRefusalText(read.refusal, 'de')).toMatch(/^Die Partie „.*Nikki.*“ lässt sich nicht importieren: Ihr Schritt 1 \(Bieten\) verstößt gegen die Regeln: Bieten ist gerade nicht möglich/);
	});
});

describe('refusals of a box-profile file', () => {
	it.each([
		['a backup', JSON.stringify(valid), 'wrong-file'],
		['a foreign file', JSON.stringify({ format: 'x' }), 'foreign'],
		['a rulebook contradiction', JSON.stringify({ ...FIXTURE_COMPLETE_PROFILE, roundTrack: [null, 5, null, null, null, null] }), 'profile-damaged']
	] as const)('%s → %s', (_name, text, kind) => {
		const read = readProfileFile(text);
		if (read.ok) throw new Error('accepted');
		expect(read.refusal.kind).toBe(kind);
		expect(fileRefusalText(read.refusal, 'de')).not.toBe(fileRefusalText(read.refusal, 'en'));
	});

	it('says which value contradicts the rulebook', () => {
		const read = readProfileFile(JSON.stringify({ ...FIXTURE_COMPLETE_PROFILE, roundTrack: [null, 5, null, null, null, null] }));
		if (read.ok) throw new Error('accepted');
		expect(fileRefusalText(read.refusal, 'de')).toBe('Das Schachtelprofil ist beschädigt: Plünderer-Vorrücken, Runde 2: Das Regelheft gibt 2 an.');
	});
});

describe('a damaged file names the game, the step and the field in words, in either language', () => {
	const fixture = JSON.parse(readFileSync(new URL('../../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8'));
	it('a bid of −5 survivors in the second step of a game', () => {
		const bid = fixture.games[0].events.findIndex((e: { type: string }) => e.type === 'bid');
		fixture.games[0].events[bid].survivors = -5;
		const read = readBackup(JSON.stringify(fixture));
		if (read.ok) throw new Error('accepted');
		const players = fixture.games[0].setup.players.map((p: { name: string }) => p.name).join(', ');
		const game = players.length > 40 ? `${players.slice(0, 40)}…` : players;
		expect(fileRefusalText(read.refusal, 'de')).toBe(`Die Partie „${game}“ lässt sich nicht importieren: Ihr Schritt ${bid + 1} (Bieten), Überlebende: zu klein (erwartet >=0, erhalten -5).`);
		expect(fileRefusalText(read.refusal, 'en')).toBe(`The game “${game}” cannot be imported: its step ${bid + 1} (Bidding), survivors: too small (expected >=0, received -5).`);
	});
});
