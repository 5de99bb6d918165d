import { describe, expect, it } from 'vitest';
import { readBackup } from '$lib/db';
import { dataText } from '$lib/i18n/features/data';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/rules/fixtures';
import { makeSetup, NIKKI } from '$lib/rules/phases/test-game';
import { refusalKind, refusalText, type RefusalKind } from './refusal';

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

// Real refusals of the db layer, so a change of its wording fails here instead of going untranslated.
const cases: [string, unknown, RefusalKind][] = [
	['empty', '   ', 'empty'],
	['truncated', JSON.stringify(valid).slice(0, 40), 'truncated'],
	['not JSON', 'hello, world', 'notJson'],
	['a box profile', JSON.stringify({ format: 'armageddon-box-profile' }), 'boxProfile'],
	['foreign', JSON.stringify({ format: 'other-app', schemaVersion: 1 }), 'foreign'],
	['without a format', JSON.stringify([1, 2]), 'foreign'],
	['future', JSON.stringify({ ...valid, schemaVersion: 99 }), 'future'],
	['without a version', JSON.stringify({ ...valid, schemaVersion: 'one' }), 'damaged'],
	['a damaged game', JSON.stringify(brokenGame), 'damaged'],
	['a game the rules reject', JSON.stringify(outOfTurn), 'rejected']
];

describe('refusals of readBackup', () => {
	it.each(cases)('%s → %s', (_name, text, kind) => {
		const read = readBackup(text);
		expect(read.ok).toBe(false);
		if (read.ok) return;
		expect(refusalKind(read.message)).toBe(kind);
		expect(refusalText(read.message, 'en')).toBe(read.message);
		expect(refusalText(read.message, 'de')).toContain(dataText.de.refusal[kind as Exclude<RefusalKind, 'other'>]);
	});

	it('keeps the technical detail of a damaged file in German', () => {
		const read = readBackup(JSON.stringify(brokenGame));
		if (read.ok) throw new Error('accepted');
		expect(refusalText(read.message, 'de')).toMatch(/^Die Datei ist beschädigt\. \(games\.0\.setup/);
	});

	it.each([
		['Backups of version 0 cannot be read by this app.', 'old'],
		['Something new', 'other']
	] as const)('%s → %s', (message, kind) => {
		expect(refusalKind(message)).toBe(kind);
	});

	it('shows an unknown message as it is', () => {
		expect(refusalText('Something new', 'de')).toBe('Something new');
	});
});
