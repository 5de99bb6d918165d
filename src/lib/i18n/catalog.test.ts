import { describe, expect, it } from 'vitest';
import { m } from './messages';

describe('shell messages', () => {
	it.each([
		['en', 0, '0 players'],
		['en', 1, '1 player'],
		['en', 4, '4 players'],
		['de', 1, '1 Spieler'],
		['de', 3, '3 Spieler']
	] as const)('%s players(%i) → %s', (lang, n, expected) => {
		expect(m.terms_players({ n }, { locale: lang })).toBe(expected);
	});

	it.each([
		['en', 1, '1 point'],
		['en', 2, '2 points'],
		['de', 1, '1 Punkt'],
		['de', 0, '0 Punkte'],
		['de', 12, '12 Punkte']
	] as const)('%s points(%i) → %s', (lang, n, expected) => {
		expect(m.terms_points({ n }, { locale: lang })).toBe(expected);
	});

	it('uses the rulebook terms in German', () => {
		const de = { locale: 'de' } as const;
		expect({
			marauder: m.terms_marauder({}, de),
			damageTrack: m.terms_damage_track({}, de),
			marauderTrack: m.terms_marauder_track({}, de),
			vpTrack: m.terms_vp_track({}, de),
			auctionTiles: m.terms_auction_tiles({}, de),
			scoringTiles: m.terms_scoring_tiles({}, de),
			exploration: m.terms_exploration({}, de),
			phaseCompletion: m.terms_phase_completion({}, de)
		}).toEqual({
			marauder: 'Plünderer',
			damageTrack: 'Schadensleiste',
			marauderTrack: 'Plündererleiste',
			vpTrack: 'Punkteleiste',
			auctionTiles: 'Bietplättchen',
			scoringTiles: 'Wertungsplättchen',
			exploration: 'Erkunden',
			phaseCompletion: 'Abschluss'
		});
	});
});
