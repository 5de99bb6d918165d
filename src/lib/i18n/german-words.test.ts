import { m } from '$lib/i18n/messages';
import { describe, expect, it } from 'vitest';
import { boxLabel } from './words/box';
import deMessages from '../../../messages/de.json';

describe('German words', () => {
	it('a verb agrees with its number: 1 Plünderer wartet, 2 Plünderer warten', () => {
		expect(m.panels_city_waiting({ n: 1 }, { locale: 'de' })).toBe('1 Plünderer wartet');
		expect(m.panels_city_waiting({ n: 2 }, { locale: 'de' })).toBe('2 Plünderer warten');
	});

	it('one word for the truck everywhere, as the German rulebook (Truck)', () => {
		expect(m.scoring_vehicles_truck({}, { locale: 'de' })).toBe('Truck');
		expect(boxLabel('partsPerVehicle.truck', 'de')).toContain('Truck');
	});

	it('long compounds break at their seam (soft hyphen), never mid-word', () => {
		expect(m.scoring_pieces_science({}, { locale: 'de' })).toBe('Wissenschafts\u00adgebäude');
		expect(m.scoring_pieces_military({}, { locale: 'de' })).toBe('Militär\u00adgebäude');
	});

	it('the box, its transcription and share links say "du" like the rest of the app, never "ihr" or the formal "Sie"', () => {
		const plural = /\b[Ii]hr (könnt|habt|seid|müsst|wollt|tippt|gebt|nehmt|zieht)\b|\beuch\b|\beu(er|re[mnrs]?)\b/;
		const box = Object.entries(deMessages).filter(([key]) => /^(box|transcribe|share)_/.test(key));
		expect(box.length).toBeGreaterThan(50);
		for (const [key, text] of box) expect(JSON.stringify(text), key).not.toMatch(plural);
		expect(m.transcribe_intro({}, { locale: 'de' })).toMatch(/\bDu kannst\b/);
		// "Ihre nehmen" reads as the formal "take yours": the values are the link's
		expect(m.share_take_theirs({}, { locale: 'de' })).not.toMatch(/^Ihre\b/);
		expect(m.share_take_theirs({}, { locale: 'de' })).toContain('Link');
	});

	it('no German message addresses the table as "ihr": one form of address throughout', () => {
		const plural = /\bIhr \p{Ll}+t\b|\b(?!mit\b)\p{Ll}+t ihr\b|\beuch\b|\beu(er|re[mnrs]?)\b|^"?(Setzt|Gebt|Nehmt|Tippt|Zieht|Legt|Stellt|Lasst)\b/u;
		for (const [key, text] of Object.entries(deMessages)) expect(JSON.stringify(text), key).not.toMatch(plural);
	});

	// One glossary, the German rulebook's terms: Wechsel, öffentliches Wertungsplättchen, Punktechip, Unterkunftspunkte.
	it.each([
		['Tausch (the rulebook: Wechsel)', /\bTausch\b|\bzum Tauschen\b/],
		['offenes Wertungsplättchen (the rulebook: öffentliches)', /\b[Oo]ffene[nrs]? (Wertungs)?[Pp]lättchen/],
		['Punkteplättchen or Punktemarker (the rulebook: Punktechip)', /Punkteplättchen|Punktemarker/],
		['Unterkunftsplätze (the rulebook: Unterkunftspunkte)', /Unterkunftsplätze?\b/],
		['"Karten Bier" or "Ausrüstungskarte Landkarten" (a card kind is one compound: Bierkarte, Landkarte)', /\b(Karten|Ausrüstungskarten?) (Bier|Benzin|Waffen|Medikamente|Fahrzeugteile|Landkarten)\b/]
	])('de.json never says %s', (_, loser) => {
		for (const [key, text] of Object.entries(deMessages)) expect(JSON.stringify(text), key).not.toMatch(loser);
	});

	it('counts take the right form: 1 Landkarte, 1 Überlebenden, 1 überlebt, 1 neutraler Spieler … er', () => {
		const de = { locale: 'de' } as const;
		expect(m.instructions_equipment_map({ n: 1 }, de)).toBe('1 Landkarte');
		expect(m.instructions_equipment_medicine({ n: 2 }, de)).toBe('2 Medikamentenkarten');
		expect(m.game_events_bid({ name: 'Anna', n: 1, area: m.terms_city({}, de) }, de)).toBe('Anna bietet 1 Überlebenden im Bereich Stadt');
		expect(m.game_events_bid({ name: 'Anna', n: 3, area: m.terms_city({}, de) }, de)).toBe('Anna bietet 3 Überlebende im Bereich Stadt');
		expect(m.four_horsemen_scoring_line({ survive: 1, dead: 0, passed: 0, points: 1 }, de)).toMatch(/^1 überlebt,/);
		expect(m.four_horsemen_scoring_line({ survive: 2, dead: 0, passed: 0, points: 2 }, de)).toMatch(/^2 überleben,/);
		expect(m.four_horsemen_issue_count_invalid({ scoring: 1, player: 'Anna', field: 'gute Bevölkerungskarten' }, de)).not.toMatch(/Bevölkerungskarten muss/);
		expect(m.six_billion_players_neutrals({ n: 1 }, de)).toBe('1 neutraler Spieler spielt mit: Er belegt einen Platz, punktet aber nicht.');
		expect(m.six_billion_players_neutrals({ n: 1 }, { locale: 'en' })).toMatch(/^1 neutral player joins the game/);
		expect(m.refusals_city_bid_colours({ player: 'Anna', action: m.refusals_actions_gain_vp({}, de) }, de)).not.toContain('Punkte-Erhalten');
	});

	it('the final scoring says that only one secret tile is scored', () => {
		expect(m.scoring_entry_private_hint({}, { locale: 'en' })).toMatch(/^Only one of the two tiles is scored/);
		expect(m.scoring_entry_private_hint({}, { locale: 'de' })).toMatch(/^Nur eines der beiden Plättchen wird gewertet/);
	});
});
