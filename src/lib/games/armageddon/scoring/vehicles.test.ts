import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import type { BoxProfile, Vehicle, VehicleHand } from '../types';
import { vehiclePoints } from './vehicles';

/**
 * FIXTURE: the rulebook's two vehicle values (same[3] = 9, different[2] = 2) with every other entry the
 * search may use set to 0 and 4 parts per vehicle (all invented), so only the known values can score.
 */
const FIXTURE_KNOWN_VEHICLES_ONLY: BoxProfile = {
	...RULES_ONLY,
	name: 'FIXTURE known vehicle values, the rest 0',
	partsPerVehicle: { car: 4, bus: 4, truck: 4 },
	sameVehicleTable: [0, 0, 0, 9, 0],
	differentVehicleTable: [0, 0, 2, 0]
};

/** FIXTURE: invented tables in which mixing vehicles is sometimes worth more than completing one. */
const FIXTURE_MIXING_PAYS: BoxProfile = {
	...COMPLETE,
	name: 'FIXTURE mixing pays (invented)',
	partsPerVehicle: { car: 3, bus: 2, truck: 2 },
	sameVehicleTable: [0, 1, 3, 9],
	differentVehicleTable: [0, 0, 5, 7]
};

const TRAVIS: VehicleHand = { car: [1, 1, 1], bus: [1], truck: [1] };

describe('the rulebook example: Travis 3 car parts + 1 bus part + 1 truck part → 9 + 2 = 11', () => {
	it('scores 11 from the known values alone, as 3 car parts and a bus–truck pair', () => {
		const r = vehiclePoints(FIXTURE_KNOWN_VEHICLES_ONLY, TRAVIS);
		expect(r).toEqual({
			ok: true,
			value: {
				points: 11,
				groups: [
					{ kind: 'same', vehicle: 'car', parts: 3, points: 9 },
					{ kind: 'different', vehicles: ['bus', 'truck'], points: 2 }
				]
			}
		});
	});
	it('also scores 11 with FIXTURE_COMPLETE_PROFILE, preferring the pair to two lone parts on a tie', () => {
		const r = vehiclePoints(COMPLETE, TRAVIS);
		expect(r.ok && r.value.points).toBe(11);
		expect(r.ok && r.value.groups.map((g) => g.kind)).toEqual(['same', 'different']);
	});
});

describe('hands (FIXTURE_COMPLETE_PROFILE: same 0,1,4,9,16; different 0,1,2,4)', () => {
	const cases: [string, VehicleHand, number][] = [
		['empty hand', { car: [], bus: [], truck: [] }, 0],
		['zero copies only', { car: [0, 0], bus: [], truck: [] }, 0],
		['a lone part', { car: [], bus: [1], truck: [] }, 1],
		['two copies of one part cannot pair', { car: [2], bus: [], truck: [] }, 2],
		['a complete car', { car: [1, 1, 1, 1], bus: [], truck: [] }, 16],
		['two cars of 2 parts', { car: [2, 2], bus: [], truck: [] }, 8],
		['car 2 + bus–truck beats car–bus–truck + car', { car: [1, 1], bus: [1], truck: [1] }, 6],
		['three vehicles one part each', { car: [1], bus: [1], truck: [1] }, 4],
		['duplicates spread into two triples', { car: [2], bus: [2], truck: [2] }, 8]
	];
	it.each(cases)('%s → %i', (_, hand, expected) => {
		const r = vehiclePoints(COMPLETE, hand);
		expect(r.ok && r.value.points).toBe(expected);
	});

	it('every card is used exactly once in the groups returned', () => {
		const hand: VehicleHand = { car: [2, 1, 1], bus: [1, 1], truck: [3] };
		const r = vehiclePoints(COMPLETE, hand);
		if (!r.ok) throw new Error(r.reason);
		const used = r.value.groups.reduce((n, g) => n + (g.kind === 'same' ? g.parts : g.vehicles.length), 0);
		expect(used).toBe(9);
		expect(r.value.groups.reduce((n, g) => n + g.points, 0)).toBe(r.value.points);
	});
});

/** Independent brute force over every partition of the cards into valid groups. */
function bruteForce(profile: BoxProfile, hand: VehicleHand): number {
	const cards: [Vehicle, number][] = [];
	for (const v of ['car', 'bus', 'truck'] as const) hand[v].forEach((n, part) => cards.push(...Array.from({ length: n }, () => [v, part] as [Vehicle, number])));
	const same = (k: number) => profile.sameVehicleTable?.[k] ?? Number.NaN;
	const diff = (k: number) => profile.differentVehicleTable?.[k] ?? Number.NaN;
	const best = (rest: [Vehicle, number][]): number => {
		const [head, ...tail] = rest;
		if (!head) return 0;
		let top = Number.NEGATIVE_INFINITY;
		for (let mask = 0; mask < 1 << tail.length; mask++) {
			const group = [head, ...tail.filter((_, i) => mask & (1 << i))];
			const left = tail.filter((_, i) => !(mask & (1 << i)));
			const vehicles = new Set(group.map(([v]) => v));
			const parts = new Set(group.map(([v, p]) => `${v}${p}`));
			let points: number;
			if (vehicles.size === 1 && parts.size === group.length) points = same(group.length);
			else if (vehicles.size === group.length && group.length <= 3) points = diff(group.length);
			else continue;
			top = Math.max(top, points + best(left));
		}
		return top;
	};
	return best(cards);
}

describe('the search finds the best grouping (checked against a brute force)', () => {
	const hands: VehicleHand[] = [];
	for (const a of [0, 1, 2]) for (const b of [0, 1]) for (const c of [0, 1, 2]) for (const d of [0, 1]) for (const e of [0, 1, 2]) hands.push({ car: [a, b, 1], bus: [c, d], truck: [e] });
	it.each([
		['FIXTURE_COMPLETE_PROFILE', COMPLETE],
		['FIXTURE_MIXING_PAYS', FIXTURE_MIXING_PAYS]
	] as [string, BoxProfile][])('all %s hands', (_, profile) => {
		for (const hand of hands) {
			const r = vehiclePoints(profile, hand);
			expect(r.ok && r.value.points, JSON.stringify(hand)).toBe(bruteForce(profile, hand));
		}
	});
	it('picks the best of several real alternatives', () => {
		// car 3 + bus–truck = 9 + 5 = 14; car–bus–truck + car 2 = 7 + 3 = 10; car–bus + car–truck + car = 5 + 5 + 1 = 11
		const r = vehiclePoints(FIXTURE_MIXING_PAYS, { car: [1, 1, 1], bus: [1], truck: [1] });
		expect(r.ok && r.value.points).toBe(14);
		const r2 = vehiclePoints(FIXTURE_MIXING_PAYS, { car: [1, 1], bus: [1, 1], truck: [] });
		// two car–bus pairs (5 + 5) beat car 2 + bus 2 (3 + 3)
		expect(r2.ok && r2.value.points).toBe(10);
		expect(r2.ok && r2.value.groups.every((g) => g.kind === 'different')).toBe(true);
	});
});

describe('missing box values: only what this hand needs', () => {
	it('Travis with FIXTURE_RULES_ONLY_PROFILE needs parts per vehicle and the unknown table entries', () => {
		const r = vehiclePoints(RULES_ONLY, TRAVIS);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('needs-box-value');
		expect(r.needs?.map((n) => n.key)).toEqual(['partsPerVehicle.car', 'partsPerVehicle.bus', 'partsPerVehicle.truck', 'sameVehicleTable', 'differentVehicleTable']);
		expect(r.params).toEqual({ sameVehicleTable: '1, 2', differentVehicleTable: '3' });
	});
	it('a car-only hand asks nothing about other vehicles or the different table', () => {
		const profile: BoxProfile = { ...RULES_ONLY, partsPerVehicle: { car: 4, bus: null, truck: null }, sameVehicleTable: [null, 1, 4, 9] };
		expect(vehiclePoints(profile, { car: [1, 1, 1], bus: [], truck: [] })).toEqual({
			ok: true,
			value: { points: 9, groups: [{ kind: 'same', vehicle: 'car', parts: 3, points: 9 }] }
		});
		const r = vehiclePoints(RULES_ONLY, { car: [1], bus: [], truck: [] });
		expect(!r.ok && r.needs?.map((n) => n.key)).toEqual(['partsPerVehicle.car', 'sameVehicleTable']);
	});
	it('an empty hand needs nothing and scores 0', () => {
		expect(vehiclePoints(RULES_ONLY, { car: [], bus: [], truck: [] })).toEqual({ ok: true, value: { points: 0, groups: [] } });
	});
});

describe('bad hands', () => {
	it.each([
		[{ car: [-1], bus: [], truck: [] }, 'invalid-number', /car part 1.*negative/],
		[{ car: [], bus: [0.5], truck: [] }, 'invalid-number', /bus part 1.*whole/],
		[{ car: [], bus: [], truck: [Number.NaN] }, 'invalid-number', /truck part 1.*NaN/],
		[{ car: [1, 1, 1, 1, 1], bus: [], truck: [] }, 'invalid-value', /car has 4 different parts, so part 5/]
	] as [VehicleHand, string, RegExp][])('%j is refused', (hand, code, reason) => {
		const r = vehiclePoints(COMPLETE, hand);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe(code);
		expect(r.reason).toMatch(reason);
	});
});

describe('large hands stay fast (search over part counts, not cards)', () => {
	/** FIXTURE: 10 parts per vehicle, invented tables. */
	const TEN_PARTS: BoxProfile = {
		...COMPLETE,
		name: 'FIXTURE 10 parts per vehicle (invented)',
		partsPerVehicle: { car: 10, bus: 10, truck: 10 },
		sameVehicleTable: [0, 1, 3, 9, 12, 15, 18, 21, 24, 27, 30],
		differentVehicleTable: [0, 0, 2, 4]
	};
	// CPU time of this worker, not wall time: the machine may be busy with other test runs.
	const timed = (hand: VehicleHand) => {
		const start = process.cpuUsage();
		const r = vehiclePoints(TEN_PARTS, hand);
		const used = process.cpuUsage(start);
		return { r, ms: (used.user + used.system) / 1000 };
	};

	it('60 cards of one vehicle with 10 parts: 6 complete cars, in well under a second (the old search took 6 s)', () => {
		const { r, ms } = timed({ car: Array(10).fill(6), bus: [], truck: [] });
		expect(r.ok && r.value.points).toBe(6 * 30);
		expect(r.ok && r.value.groups).toHaveLength(6);
		expect(ms).toBeLessThan(500);
	});

	it('60 cards over three vehicles and uneven copies, in well under a second (the old search took 6 s)', () => {
		const { r, ms } = timed({ car: [5, 4, 3, 2, 2, 1, 1, 1, 1, 0], bus: [4, 3, 3, 2, 2, 2, 1, 1, 1, 1], truck: [3, 3, 3, 2, 2, 2, 2, 1, 1, 1] });
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const used = r.value.groups.reduce((n, g) => n + (g.kind === 'same' ? g.parts : g.vehicles.length), 0);
		expect(used).toBe(60);
		expect(r.value.groups.reduce((n, g) => n + g.points, 0)).toBe(r.value.points);
		expect(ms).toBeLessThan(500);
	});
});

describe('no stale results', () => {
	it('a table changed in place is read afresh', () => {
		const same = [0, 1, 4, 9, 16];
		const profile: BoxProfile = { ...COMPLETE, sameVehicleTable: same };
		const hand: VehicleHand = { car: [1, 1], bus: [], truck: [] };
		const before = vehiclePoints(profile, hand);
		expect(before.ok && before.value.points).toBe(4);
		same[2] = 1;
		// now two lone parts (1 + 1) beat the pair (1)
		const r = vehiclePoints(profile, hand);
		expect(r.ok && r.value.points).toBe(2);
	});
});
