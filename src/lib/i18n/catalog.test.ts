import { describe, expect, it } from 'vitest';
import { m } from './messages';

describe('shell messages', () => {
	it.each([
		['en', 0, '0 games imported.'],
		['en', 1, '1 game imported.'],
		['en', 4, '4 games imported.'],
		['de', 1, '1 Partie importiert.'],
		['de', 3, '3 Partien importiert.']
	] as const)('%s games imported(%i) → %s: the count picks the plural form', (lang, n, expected) => {
		expect(m.data_importer_games({ n }, { locale: lang })).toBe(expected);
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
