import { describe, expect, it } from 'vitest';
import { writeError, type WriteErrorKind } from '$lib/db';
import { m } from './messages';
import { errorText, formatWhen, gameName, statusText } from './saved-games';

describe('gameName', () => {
	it.each([
		['Friday', ['Ani', 'Ben'], 'Friday'],
		[null, ['Ani', 'Ben', 'Cleo'], 'Ani, Ben, Cleo']
	])('%s / %j → %s', (title, names, expected) => {
		expect(gameName(title, names.map((name) => ({ name })))).toBe(expected);
	});
});

describe('statusText', () => {
	it.each([
		[{ status: 'running', round: 0, phase: 'not-started' }, 'en', 'Not started yet'],
		[{ status: 'running', round: 3, phase: 'auction' }, 'en', 'Running · round 3'],
		// A table reads the round as progress: between rounds a game is three rounds in, not "not started".
		[{ status: 'running', round: 3, phase: 'not-started' }, 'en', 'Running · round 4 to set up'],
		[{ status: 'running', round: 3, phase: 'not-started' }, 'de', 'Läuft · Runde 4 vorzubereiten'],
		[{ status: 'running', round: 3, phase: 'city' }, 'de', 'Läuft · Runde 3'],
		[{ status: 'scoring', round: 6, phase: 'final' }, 'de', 'Schlusswertung steht aus'],
		[{ status: 'finished', round: 6, phase: 'finished' }, 'en', 'Finished'],
		[{ status: 'finished', round: 4, phase: 'finished', endedEarly: 4 }, 'en', 'Finished · ended early after round 4'],
		[{ status: 'scoring', round: 4, phase: 'final', endedEarly: 4 }, 'de', 'Schlusswertung steht aus · vorzeitig beendet nach Runde 4']
	] as const)('%j in %s', (game, lang, expected) => {
		expect(statusText(game, lang)).toBe(expected);
	});
});

describe('formatWhen', () => {
	it('writes date and time in the language', () => {
		const ms = new Date(2025, 2, 14, 19, 5).getTime();
		expect(formatWhen(ms, 'en')).toMatch(/Mar 14, 2025.*7:05/);
		expect(formatWhen(ms, 'de')).toMatch(/14\.03\.2025.*19:05/);
	});
});

describe('errorText', () => {
	const kinds: WriteErrorKind[] = ['quota', 'unavailable', 'conflict', 'not-found', 'damaged', 'unknown'];

	it.each(kinds)('%s: both languages from the message files, never the db layer’s English sentences', (kind) => {
		const error = writeError(kind, 'detail');
		const words = [m.data_errors_quota, m.data_errors_unavailable, m.data_errors_conflict, m.data_errors_not_found, m.data_errors_damaged, m.data_errors_unknown];
		for (const lang of ['en', 'de'] as const) {
			const text = errorText(error, lang);
			expect(text).not.toBe(error.message);
			expect(words.map((message) => message({}, { locale: lang }))).toContain(text);
		}
	});

	it('gives each kind its own German text', () => {
		expect(new Set(kinds.map((k) => errorText(writeError(k), 'de'))).size).toBe(kinds.length);
	});
});

describe('formatWhen never throws on a stored date', () => {
	it('formats a normal date and shows "—" for one past Date’s range', () => {
		expect(formatWhen(Date.UTC(2026, 10, 25, 12), 'en')).toMatch(/2026/);
		expect(formatWhen(1e16, 'en')).toBe('—');
		expect(formatWhen(Number.NaN, 'de')).toBe('—');
	});
});
