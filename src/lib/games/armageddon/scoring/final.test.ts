import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import { playerId } from '../types';
import { FINAL_CATEGORIES, type FinalPlayerInput } from './types';
import type { Result } from '../rejections';
import { scoreFinal, type FinalScore, type FinalScoring } from './final';
import { ENGINEER_TILE, finalInput, finalPlayer } from '../testing/final-builders';

function scored(r: Result<FinalScoring>): FinalScoring {
	if (!r.ok) throw new Error(`${r.code}: ${r.reason}`);
	return r.value;
}
const of = (r: FinalScoring, name: string): FinalScore => {
	const s = r.players.find((p) => p.name === name);
	if (!s) throw new Error(`no ${name}`);
	return s;
};

/**
 * The rulebook's final example, built so FIXTURE_COMPLETE_PROFILE gives exactly its parts. The rulebook's
 * equipment line reads 8 + 3 + 1 + 0 = 12 (icons lost); here: most maps 8, 2 beer 3, 1 gasoline 1, 1 weapon 0.
 */
const TRAVIS = finalPlayer('Travis', {
	vp: 90,
	damage: 1,
	marauders: 3,
	survivors: { worker: 10, soldier: 0, engineer: 4, leader: 1 },
	buildings: { headquarters: 0, civil: 0, military: 0, science: 2 },
	equipment: { beer: 2, gasoline: 1, weapon: 1, map: 3 },
	// science 3 VP × 2 = 6; worker 1 VP × 10 = 10 (the better, preselected)
	privateTiles: [
		{ kind: 'building', target: 'science', vp: 3 },
		{ kind: 'survivor', target: 'worker', vp: 1 }
	]
});
const OTHERS = [finalPlayer('Nikki', { equipment: { map: 2 } }), finalPlayer('Frank', { equipment: { map: 1 } }), finalPlayer('Ani')];

describe('the rulebook final example: Travis 90 + 16 + 10 + 12 + 2 − 3 = 127', () => {
	const r = scored(scoreFinal(finalInput([TRAVIS, ...OTHERS], { publicTile: ENGINEER_TILE })));
	const t = of(r, 'Travis');
	it.each([
		['start', 90],
		['publicTile', 16],
		['privateTile', 10],
		['beer', 3],
		['gasoline', 1],
		['weapons', 0],
		['medicine', 0],
		['vehicles', 0],
		['maps', 8],
		['equipmentTotal', 12],
		['damage', 2],
		['marauders', 3],
		['marauderPenalty', -3],
		['total', 127],
		['equipmentCards', 7]
	] as [keyof FinalScore, number][])('%s = %i', (field, expected) => {
		expect(t[field]).toBe(expected);
	});
	it('adds up its categories, in the rulebook order, to the total', () => {
		expect(FINAL_CATEGORIES.reduce((sum, c) => sum + t[c], 0)).toBe(t.total);
		expect(FINAL_CATEGORIES.map((c) => t[c])).toEqual([90, 16, 10, 3, 1, 0, 0, 0, 8, 2, -3]);
	});
	it('values both private tiles and preselects the better', () => {
		expect(t.privateTiles).toEqual([6, 10]);
		expect(t.privateChosen).toBe(1);
	});
	it('Travis wins on VP', () => {
		expect(r.winners).toEqual([playerId('travis')]);
		expect(r.decidedBy).toBe('vp');
		expect(r.ranking[0]).toBe(playerId('travis'));
	});
});

describe('every category adds up (FIXTURE_COMPLETE_PROFILE)', () => {
	it('beer, gasoline, weapons, medicine, vehicles, maps, damage and marauders', () => {
		const p = finalPlayer('Ani', {
			vp: 40,
			damage: 6, // spaces 3..5: −1, +marauder, −1
			marauders: 2,
			equipment: { beer: 5, gasoline: 3, weapon: 5, medicine: 7, map: 1, vehicles: { car: [1, 1, 1], bus: [1], truck: [1] } }
		});
		const r = scored(scoreFinal(finalInput([p, finalPlayer('Nikki', { equipment: { map: 2 } }), finalPlayer('Frank')])));
		const a = of(r, 'Ani');
		expect([a.beer, a.gasoline, a.weapons, a.medicine, a.vehicles, a.maps]).toEqual([10, 6, 10, 16, 11, 4]);
		expect(a.equipmentTotal).toBe(57);
		expect([a.damage, a.marauders, a.marauderPenalty]).toEqual([-2, 3, -3]);
		expect(a.total).toBe(40 + 57 - 2 - 3);
		expect(a.equipmentCards).toBe(5 + 3 + 5 + 7 + 1 + 5);
		expect(r.maps.situation).toBe('clear');
	});
});

describe('winner', () => {
	const cases: [string, FinalPlayerInput[], string[], string, string[]][] = [
		['clear win on VP', [finalPlayer('A', { vp: 60 }), finalPlayer('B', { vp: 55 }), finalPlayer('C', { vp: 70 })], ['c'], 'vp', ['c', 'a', 'b']],
		[
			'VP tie broken by equipment cards (a lone weapon scores nothing but counts)',
			[finalPlayer('A', { vp: 60 }), finalPlayer('B', { vp: 60, equipment: { weapon: 1 } }), finalPlayer('C', { vp: 10 })],
			['b'],
			'equipment-cards',
			['b', 'a', 'c']
		],
		[
			'still tied: shared victory, seating order kept',
			[finalPlayer('A', { vp: 20 }), finalPlayer('B', { vp: 60, equipment: { weapon: 1 } }), finalPlayer('C', { vp: 60, equipment: { medicine: 1 } }), finalPlayer('D', { vp: 60 })],
			['b', 'c'],
			'shared-victory',
			['b', 'c', 'd', 'a']
		]
	];
	it.each(cases)('%s', (_, players, winners, decidedBy, ranking) => {
		const r = scored(scoreFinal(finalInput(players)));
		expect(r.winners).toEqual(winners.map(playerId));
		expect(r.decidedBy).toBe(decidedBy);
		expect(r.ranking).toEqual(ranking.map(playerId));
	});
});

describe('private tile choice', () => {
	const tiles = [
		{ kind: 'survivor', target: 'worker', vp: 1 }, // 5 workers → 5
		{ kind: 'survivor', target: 'leader', vp: 7 } // 1 leader → 7
	] as const;
	const score = (p: FinalPlayerInput) => of(scored(scoreFinal(finalInput([p, finalPlayer('B'), finalPlayer('C')]))), 'A');
	it('the better one is preselected', () => {
		const a = score(finalPlayer('A', { privateTiles: tiles }));
		expect([a.privateTiles, a.privateChosen, a.privateTile, a.total]).toEqual([[5, 7], 1, 7, 57]);
	});
	it('an explicit choice is honoured even when worse', () => {
		const a = score(finalPlayer('A', { privateTiles: tiles, privateChoice: 0 }));
		expect([a.privateTiles, a.privateChosen, a.privateTile, a.total]).toEqual([[5, 7], 0, 5, 55]);
	});
	it('a tie takes the first', () => {
		const a = score(finalPlayer('A', { privateTiles: [tiles[1], tiles[1]] }));
		expect([a.privateChosen, a.privateTile]).toEqual([0, 7]);
	});
	it('a tile not entered is worth 0 and the other is taken', () => {
		const a = score(finalPlayer('A', { privateTiles: [null, tiles[0]] }));
		expect([a.privateTiles, a.privateChosen, a.privateTile]).toEqual([[0, 5], 1, 5]);
	});
});

describe('never below 0 [D]', () => {
	it('raises a negative total to 0 and reports it', () => {
		const r = scored(scoreFinal(finalInput([finalPlayer('A', { vp: 3, damage: 9, marauders: 8 }), finalPlayer('B'), finalPlayer('C')])));
		const a = of(r, 'A');
		expect([a.damage, a.marauderPenalty, a.total, a.clampedAtZero]).toEqual([-5, -8, 0, true]);
		expect(of(r, 'B').clampedAtZero).toBe(false);
	});
});

describe('missing box values', () => {
	it('lists everything the hands need, once, in scoring order', () => {
		const players = [
			finalPlayer('A', { damage: 6, equipment: { beer: 2, weapon: 1, vehicles: { car: [1, 1, 1], bus: [], truck: [] } } }),
			finalPlayer('B', { damage: 4, equipment: { beer: 1, medicine: 3 } }),
			finalPlayer('C', { damage: 1, equipment: { map: 4 } })
		];
		const r = scoreFinal(finalInput(players, { profile: RULES_ONLY }));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('needs-box-value');
		expect(r.needs?.map((n) => n.key)).toEqual(['beerTable', 'medicineSet', 'partsPerVehicle.car', 'sameVehicleTable', 'damageSpaces.4', 'damageSpaces.5']);
		expect(r.params).toEqual({ sameVehicleTable: '1, 2' });
	});
	it('a table that is known scores without asking anything', () => {
		const profile = { ...RULES_ONLY, beerTable: COMPLETE.beerTable };
		const r = scoreFinal(finalInput([finalPlayer('A', { equipment: { beer: 2 } }), finalPlayer('B'), finalPlayer('C')], { profile }));
		expect(r.ok && of(r.value, 'A').beer).toBe(3);
	});
});

describe('bad input is refused, naming player and field', () => {
	const A = (o: Parameters<typeof finalPlayer>[1]) => finalPlayer('Travis', o);
	const cases: [string, FinalPlayerInput, string, RegExp][] = [
		['negative VP', A({ vp: -1 }), 'invalid-number', /Travis: VP must not be negative \(got -1\)/],
		['fractional beer', A({ equipment: { beer: 1.5 } }), 'invalid-number', /Travis: beer cards must be a whole number \(got 1\.5\)/],
		['NaN marauders', A({ marauders: Number.NaN }), 'invalid-number', /Travis: marauders is not a number \(NaN\)/],
		['9 marauders', A({ marauders: 9 }), 'invalid-number', /Travis: marauders must be at most 8 \(got 9\)/],
		['damage 0', A({ damage: 0 }), 'invalid-number', /Travis: damage space must be at least 1 \(got 0\)/],
		['damage 10', A({ damage: 10 }), 'invalid-number', /Travis: damage space must be at most 9 \(got 10\)/],
		['61 cards', A({ equipment: { beer: 30, map: 30, vehicles: { car: [1], bus: [], truck: [] } } }), 'invalid-number', /Travis: 61 equipment cards in total, but the game has only 60/],
		[
			'unknown tile kind',
			A({ privateTiles: [{ kind: 'pets', vp: 2 } as never, null] }),
			'invalid-value',
			/Travis: private tile 1 has an unknown kind 'pets'/
		]
	];
	it.each(cases)('%s', (_, player, code, reason) => {
		const r = scoreFinal(finalInput([player, finalPlayer('B'), finalPlayer('C')]));
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe(code);
		expect(r.reason).toMatch(reason);
	});
	it('nothing is scored when one value among good ones is bad', () => {
		const r = scoreFinal(finalInput([TRAVIS, finalPlayer('B', { equipment: { weapon: -2 } }), finalPlayer('C')], { publicTile: ENGINEER_TILE }));
		expect(r.ok).toBe(false);
		expect(!r.ok && r.params?.field).toBe('players.1.equipment.weapon');
	});
});

describe('speed', () => {
	// A guard against a complexity blow-up, with a wide margin; the real figure is in `npm run bench`.
	it('2,000 scorings of 4 players take well under 2 s of CPU', () => {
		const input = finalInput(
			[
				TRAVIS,
				finalPlayer('Nikki', { damage: 9, marauders: 4, equipment: { beer: 3, gasoline: 2, weapon: 3, medicine: 4, map: 2, vehicles: { car: [2, 1], bus: [1, 1, 1], truck: [1] } } }),
				finalPlayer('Frank', { equipment: { map: 1, vehicles: { car: [1, 1, 1, 1], bus: [2], truck: [1, 1] } } }),
				finalPlayer('Ani', { damage: 5, equipment: { medicine: 6 } })
			],
			{ publicTile: ENGINEER_TILE }
		);
		// CPU time of this worker, not wall time: the machine may be busy with other test runs and browsers.
		const start = process.cpuUsage();
		let total = 0;
		for (let i = 0; i < 2_000; i++) {
			const r = scoreFinal(input);
			if (r.ok) total += r.value.players.length;
		}
		const used = process.cpuUsage(start);
		expect(total).toBe(8_000);
		expect((used.user + used.system) / 1000).toBeLessThan(2000);
	});
});
