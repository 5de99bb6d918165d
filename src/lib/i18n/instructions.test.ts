import { describe, expect, it } from 'vitest';
import { playerId } from '$lib/games/armageddon';
import type { Instruction, PlayerId } from '$lib/games/armageddon';
import { describeInstruction } from './instructions';

const NIKKI = playerId('n');
const ANI = playerId('a');
const FRANK = playerId('f');
const TRAVIS = playerId('t');
const NAMES: Record<string, string> = { n: 'Nikki', a: 'Ani', f: 'Frank', t: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? '?';

type Case = { instr: Instruction; en: string; de: string };

// A Record over every kind: a new Instruction kind without cases is a compile error here.
const CASES: Record<Instruction['kind'], Case[]> = {
	vp: [
		{
			instr: { kind: 'vp', player: FRANK, delta: 2, total: 12, because: 'auction-bonus' },
			en: 'Frank: VP marker to space 12 (+2, auction bonus)',
			de: 'Frank: Punkteleiste auf Feld 12 (+2, Bonus des Bietplättchens)'
		},
		{
			instr: { kind: 'vp', player: NIKKI, delta: -1, total: 41, because: 'damage-track' },
			en: 'Nikki: VP marker to space 1 (−1, damage track)',
			de: 'Nikki: Punkteleiste auf Feld 1 (−1, Schadensleiste)'
		},
		{
			instr: { kind: 'vp', player: ANI, delta: -2, total: 0, because: 'housing', clampedAtZero: true, requested: -8 },
			en: 'Ani: VP marker to space 0 (−2 instead of −8, housing check; VP never go below 0)',
			de: 'Ani: Punkteleiste auf Feld 0 (−2 statt −8, Unterkunft; Punkte fallen nicht unter 0)'
		}
	],
	chip: [
		{ instr: { kind: 'chip', player: FRANK, chip: 40 }, en: 'Frank: take the +40 chip', de: 'Frank: +40-Punktechip nehmen' },
		{ instr: { kind: 'chip', player: FRANK, chip: 80 }, en: 'Frank: turn the chip to +80', de: 'Frank: Punktechip auf +80 umdrehen' },
		{ instr: { kind: 'chip', player: ANI, chip: 120 }, en: 'Ani: take the +120 chip', de: 'Ani: +120-Punktechip nehmen' },
		{ instr: { kind: 'chip', player: ANI, chip: 0 }, en: 'Ani: put the VP chip back', de: 'Ani: Punktechip zurücklegen' },
		{ instr: { kind: 'chip', player: ANI, chip: 200 }, en: 'Ani: your VP chips now count +200', de: 'Ani: dein Punktechip zählt jetzt +200' }
	],
	marauders: [
		{
			instr: { kind: 'marauders', player: ANI, from: 1, to: 3, because: 'round-start' },
			en: 'Ani: marauder marker to 3 (round start)',
			de: 'Ani: Plündererleiste auf 3 (Rundenbeginn)'
		},
		{
			instr: { kind: 'marauders', player: ANI, from: 7, to: 8, because: 'round-start', overflow: 1 },
			en: 'Ani: marauder marker to 8 (round start; 1 did not fit: −1 VP)',
			de: 'Ani: Plündererleiste auf 8 (Rundenbeginn; 1 passt nicht mehr: −1 Punkt)'
		},
		{
			instr: { kind: 'marauders', player: TRAVIS, from: 6, to: 8, because: 'exploration', overflow: 2 },
			en: 'Travis: marauder marker to 8 (exploration; 2 did not fit: −2 VP)',
			de: 'Travis: Plündererleiste auf 8 (Erkunden; 2 passen nicht mehr: −2 Punkte)'
		},
		{
			instr: { kind: 'marauders', player: TRAVIS, from: 7, to: 8, because: 'building-tile', overflow: 1 },
			en: 'Travis: marauder marker to 8 (building tile; 1 did not fit)',
			de: 'Travis: Plündererleiste auf 8 (Gebäudeplättchen; 1 passt nicht mehr)'
		},
		{
			instr: { kind: 'marauders', player: NIKKI, from: 1, to: 0, because: 'city-action', overflow: 1 },
			en: 'Nikki: marauder marker to 0 (building action; 1 more could not go back)',
			de: 'Nikki: Plündererleiste auf 0 (Gebäudeaktion; 1 weitere ging nicht zurück)'
		}
	],
	damage: [
		{
			instr: { kind: 'damage', player: NIKKI, from: 4, to: 5, because: 'auction-penalty' },
			en: 'Nikki: damage marker to space 5 (auction penalty)',
			de: 'Nikki: Schadensmarker auf Feld 5 (Malus des Bietplättchens)'
		},
		{
			instr: { kind: 'damage', player: ANI, from: 7, to: 9, because: 'unfought-marauders', overflow: 2 },
			en: 'Ani: damage marker to space 9 (unfought marauders; 2 did not fit: −2 VP)',
			de: 'Ani: Schadensmarker auf Feld 9 (nicht abgewehrte Plünderer; 2 passen nicht mehr: −2 Punkte)'
		},
		{
			instr: { kind: 'damage', player: ANI, from: 3, to: 1, because: 'repair' },
			en: 'Ani: damage marker to space 1 (repair)',
			de: 'Ani: Schadensmarker auf Feld 1 (Reparatur)'
		}
	],
	leader: [
		{
			instr: { kind: 'leader', player: TRAVIS, away: true },
			en: 'Travis: leader beside the damage track (cannot bid or act this round)',
			de: 'Travis: Anführer neben die Schadensleiste (kann diese Runde nicht bieten oder handeln)'
		},
		{ instr: { kind: 'leader', player: TRAVIS, away: false }, en: 'Travis: leader back behind the screen', de: 'Travis: Anführer zurück hinter den Sichtschirm' }
	],
	survivors: [
		{
			instr: { kind: 'survivors', player: TRAVIS, delta: { soldier: 1, engineer: 1 }, because: 'exploration' },
			en: 'Travis: take 1 soldier and 1 engineer (exploration)',
			de: 'Travis: 1 Soldat und 1 Ingenieur nehmen (Erkunden)'
		},
		{
			instr: { kind: 'survivors', player: FRANK, delta: { worker: -2 }, because: 'housing' },
			en: 'Frank: put 2 workers back in the bag (housing check)',
			de: 'Frank: 2 Arbeiter zurück in den Beutel (Unterkunft)'
		},
		{
			instr: { kind: 'survivors', player: NIKKI, delta: { worker: -1, engineer: 1 }, because: 'building-tile' },
			en: 'Nikki: put 1 worker back in the bag, take 1 engineer (building tile)',
			de: 'Nikki: 1 Arbeiter zurück in den Beutel, 1 Ingenieur nehmen (Gebäudeplättchen)'
		},
		{
			instr: { kind: 'survivors', player: NIKKI, delta: { leader: -1 }, because: 'correction' },
			en: 'Nikki: remove 1 leader (correction)',
			de: 'Nikki: 1 Anführer entfernen (Korrektur)'
		},
		{
			instr: { kind: 'survivors', player: NIKKI, delta: { soldier: 2 }, because: 'correction' },
			en: 'Nikki: take 2 soldiers (correction)',
			de: 'Nikki: 2 Soldaten nehmen (Korrektur)'
		}
	],
	equipment: [
		{
			instr: { kind: 'equipment', player: TRAVIS, equipment: 'weapon', delta: 1, because: 'exploration' },
			en: 'Travis: take 1 weapons card (exploration)',
			de: 'Travis: 1 Waffenkarte nehmen (Erkunden)'
		},
		{
			instr: { kind: 'equipment', player: ANI, equipment: 'map', delta: -1, because: 'auction-penalty' },
			en: 'Ani: give up 1 map card (auction penalty)',
			de: 'Ani: 1 Landkarte abgeben (Malus des Bietplättchens)'
		},
		{
			instr: { kind: 'equipment', player: ANI, equipment: 'beer', delta: 2, because: 'correction' },
			en: 'Ani: take 2 beer cards (correction)',
			de: 'Ani: 2 Bierkarten nehmen (Korrektur)'
		}
	],
	nothing: [
		{
			instr: { kind: 'nothing', player: ANI, because: 'auction-bonus', detail: { kind: 'marauders-at-zero' }, reason: 'marauder track already at 0' },
			en: 'Ani: no change (auction bonus: marauder track already at 0)',
			de: 'Ani: keine Änderung (Bonus des Bietplättchens: Plündererleiste schon auf 0)'
		},
		{
			instr: { kind: 'nothing', player: NIKKI, because: 'damage-track', detail: { kind: 'damage-no-effect', space: 3 }, reason: 'damage marker on space 3: no effect to apply' },
			en: 'Nikki: no change (damage track: damage marker on space 3: no effect to apply)',
			de: 'Nikki: keine Änderung (Schadensleiste: Schadensmarker auf Feld 3: kein Effekt)'
		},
		{
			instr: { kind: 'nothing', player: FRANK, because: 'correction', detail: { kind: 'already', field: 'survivors.worker', value: 5 }, reason: 'survivors.worker is already 5' },
			en: 'Frank: no change (correction: Workers is already 5)',
			de: 'Frank: keine Änderung (Korrektur: Arbeiter ist schon 5)'
		},
		{
			instr: { kind: 'nothing', player: FRANK, because: 'city-action', detail: { kind: 'no-building-of-type', type: 'science' }, reason: 'no visible science building' },
			en: 'Frank: no change (building action: no visible science building)',
			de: 'Frank: keine Änderung (Gebäudeaktion: kein sichtbares Gebäude vom Typ Wissenschaft)'
		}
	],
	build: [
		{
			instr: { kind: 'build', player: ANI, site: 8, building: { type: 'civil', housing: 1, starVp: 0 }, replaced: null, overExtension: true },
			en: 'Ani: build a civil building (civil, housing 1) on site 8, over the extension (its 2 housing no longer count)',
			de: 'Ani: ein Gebäude vom Typ Zivil (Zivil, Unterkunft 1) auf Gebäudeplatz 8 bauen, über den Ausbau (seine 2 Unterkunftspunkte zählen nicht mehr)'
		},
		{
			instr: { kind: 'build', player: NIKKI, site: 4, building: { type: 'civil', housing: 2, starVp: 1, name: 'Bar' }, replaced: null },
			en: 'Nikki: build Bar (civil, housing 2, ★ 1 VP) on site 4',
			de: 'Nikki: Bar (Zivil, Unterkunft 2, ★ 1 Punkt) auf Gebäudeplatz 4 bauen'
		},
		{
			instr: {
				kind: 'build',
				player: ANI,
				site: 5,
				building: { type: 'military', housing: 1, starVp: 0 },
				replaced: { type: 'science', housing: 3, starVp: 2, name: 'Lab' }
			},
			en: 'Ani: build a military building (military, housing 1) on site 5, over Lab (science, housing 3, ★ 2 VP) (which no longer counts)',
			de: 'Ani: ein Gebäude vom Typ Militär (Militär, Unterkunft 1) auf Gebäudeplatz 5 bauen, über Lab (Wissenschaft, Unterkunft 3, ★ 2 Punkte) (zählt nicht mehr)'
		},
		{
			instr: { kind: 'build', player: FRANK, site: 1, building: { type: 'headquarters', housing: 4, starVp: 0, upgrade: 'headquarters' }, replaced: null },
			en: 'Frank: build Headquarters upgrade (headquarters, housing 4) on site 1',
			de: 'Frank: Hauptquartier-Aufwertung (Hauptquartier, Unterkunft 4) auf Gebäudeplatz 1 bauen'
		}
	],
	extension: [
		{
			instr: { kind: 'extension', player: NIKKI, housing: 2 },
			en: 'Nikki: extension built — extension tile back to the box (+2 housing)',
			de: 'Nikki: Ausbau gebaut — Ausbauplättchen zurück in die Schachtel (+2 Unterkunft)'
		}
	],
	housing: [
		{
			instr: { kind: 'housing', player: NIKKI, delta: 2, because: 'building-tile' },
			en: 'Nikki: +2 housing this round (“2 Houses” tile)',
			de: 'Nikki: +2 Unterkunft in dieser Runde („2 Häuser“-Plättchen)'
		},
		{
			instr: { kind: 'housing', player: NIKKI, delta: -2, because: 'round-start' },
			en: 'Nikki: “2 Houses” tile expires (−2 housing)',
			de: 'Nikki: „2 Häuser“-Plättchen verfällt (−2 Unterkunft)'
		}
	],
	reveal: [
		{
			instr: { kind: 'reveal', round: 1, cards: 4, buildingLevel: 1, maxOneMarauderPerCard: true },
			en: 'Reveal 4 equipment cards (at most 1 marauder per card) and 4 level-1 building cards',
			de: '4 Ausrüstungskarten (höchstens 1 Plünderer pro Karte) und 4 Gebäudekarten Level 1 aufdecken'
		},
		{
			instr: { kind: 'reveal', round: 4, cards: 3, buildingLevel: 2, maxOneMarauderPerCard: false },
			en: 'Reveal 3 equipment cards and 3 level-2 building cards',
			de: '3 Ausrüstungskarten und 3 Gebäudekarten Level 2 aufdecken'
		}
	],
	phase: [
		{ instr: { kind: 'phase', round: 2, phase: 'auction' }, en: 'Round 2: auction', de: 'Runde 2: Bieten' },
		{ instr: { kind: 'phase', round: 2, phase: 'construction' }, en: 'Round 2: resolving Construction', de: 'Runde 2: Auswertung Bauen' },
		{ instr: { kind: 'phase', round: 3, phase: 'intermediate' }, en: 'Intermediate scoring', de: 'Zwischenwertung' },
		{ instr: { kind: 'phase', round: 4, phase: 'not-started' }, en: 'Round 4 is over', de: 'Runde 4 ist vorbei' }
	],
	'start-player': [{ instr: { kind: 'start-player', player: NIKKI }, en: 'Start player: Nikki', de: 'Startspieler: Nikki' }],
	'auction-result': [
		{
			instr: { kind: 'auction-result', area: 'exploration', bonus: NIKKI, penalty: FRANK, bonusTie: [NIKKI, ANI], penaltyTie: [] },
			en: 'Exploration: bonus to Nikki (Nikki bid before Ani), penalty to Frank',
			de: 'Erkunden: Bonus an Nikki (Nikki hat vor Ani geboten), Malus an Frank'
		},
		{
			instr: { kind: 'auction-result', area: 'city', bonus: TRAVIS, penalty: FRANK, bonusTie: [], penaltyTie: [NIKKI, ANI, FRANK] },
			en: 'City: bonus to Travis, penalty to Frank (Frank bid after Nikki and Ani)',
			de: 'Stadt: Bonus an Travis, Malus an Frank (Frank hat nach Nikki und Ani geboten)'
		}
	],
	'public-tiles': [
		{
			instr: { kind: 'public-tiles', tiles: [{ kind: 'survivor', target: 'engineer', vp: 4 }, { kind: 'equipment', target: 'map', vp: 2 }] },
			en: 'Public scoring tiles: Between rounds 3 and 4 (intermediate scoring): Each engineer: 4 VP; End of the round track (final scoring): Each map: 2 VP',
			de: 'Öffentliche Wertungsplättchen: Zwischen Runde 3 und 4 (Zwischenwertung): Jeder Ingenieur: 4 Siegpunkte; Ende der Rundenleiste (Schlusswertung): Jede Landkarte: 2 Siegpunkte'
		},
		{
			instr: { kind: 'public-tiles', tiles: [null, { kind: 'any-equipment', vp: 1 }] },
			en: 'Public scoring tiles: End of the round track (final scoring): Each equipment card: 1 VP',
			de: 'Öffentliche Wertungsplättchen: Ende der Rundenleiste (Schlusswertung): Jede Ausrüstungskarte: 1 Siegpunkt'
		}
	],
	'auction-tiles': [
		{
			instr: {
				kind: 'auction-tiles',
				tiles: [{ bonus: 'equipment+', penalty: 'damage+' }, { bonus: 'vp+2', penalty: 'marauder+' }, null]
			},
			en: 'Auction tiles: Exploration: bonus +1 equipment card, penalty +1 damage; Construction: bonus +2 VP, penalty +1 marauder; City: draw it at the table and enter it',
			de: 'Bietplättchen: Erkunden: Bonus +1 Ausrüstungskarte, Malus +1 Schaden; Bauen: Bonus +2 Siegpunkte, Malus +1 Plünderer; Stadt: am Tisch ziehen und eingeben'
		}
	]
};

const rows = Object.entries(CASES).flatMap(([kind, cases]) => cases.map((c, n) => [`${kind} #${n + 1}`, c] as const));

describe('describeInstruction', () => {
	it.each(rows)('%s in English', (_label, c) => {
		expect(describeInstruction(c.instr, name, 'en')).toBe(c.en);
	});

	it.each(rows)('%s in German', (_label, c) => {
		expect(describeInstruction(c.instr, name, 'de')).toBe(c.de);
	});
});
