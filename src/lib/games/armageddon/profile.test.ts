import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';
import type { BoxKey, BoxProfile } from './types';
import type { Result } from './rejections';
import { BOX_KEYS, emptyProfile, getBoxValue, learnTiles, setBoxValue, validateProfile } from './profile';
import { ok, rejected } from './testing/results';

type Patch = Record<string, unknown>;
const withField = (base: BoxProfile, patch: Patch): unknown => ({ ...base, ...patch });
const replaceAt = <T>(list: readonly T[], i: number, value: unknown): unknown[] => list.map((x, j) => (j === i ? value : x));

describe('emptyProfile', () => {
	it('holds exactly the rulebook values (the rules-only fixture, by another route)', () => {
		expect({ ...emptyProfile('x'), name: RULES_ONLY.name }).toEqual(RULES_ONLY);
		expect(emptyProfile('Our copy').name).toBe('Our copy');
	});

	it('has the fixed lengths and is valid', () => {
		const p = emptyProfile();
		expect([p.roundTrack.length, p.damageSpaces.length, p.scoringTiles.length, p.auctionTiles.length]).toEqual([6, 6, 10, 7]);
		expect(validateProfile(p).ok).toBe(true);
	});
});

describe('validateProfile', () => {
	it.each([
		['complete fixture', COMPLETE],
		['rules-only fixture', RULES_ONLY],
		['unknown vehicle tables', withField(RULES_ONLY, { sameVehicleTable: null, differentVehicleTable: null })],
		['no limit on the table while a vehicle is unknown', withField(COMPLETE, { partsPerVehicle: { car: 4, bus: null, truck: 4 }, sameVehicleTable: [0, 1, 4, 9, 16, 25, 36] })]
	])('accepts the %s', (_, input) => {
		expect(ok(validateProfile(input))).toEqual(input);
	});

	it('returns a clean copy without unknown keys', () => {
		const out = ok(validateProfile({ ...COMPLETE, extra: 1 }));
		expect(out).not.toBe(COMPLETE);
		expect(out).toEqual(COMPLETE);
	});

	// [what, input, the field path the message must name]
	const bad: [string, unknown, string][] = [
		['not an object', 'profile', 'profile'],
		['null', null, 'profile'],
		['wrong format', withField(COMPLETE, { format: 'other' }), 'format'],
		['future version', withField(COMPLETE, { version: 2 }), 'version'],
		['name not text', withField(COMPLETE, { name: 7 }), 'name'],
		['round track too short', withField(COMPLETE, { roundTrack: [1, 2, 2, 3, 3] }), 'roundTrack'],
		['advance above the track', withField(COMPLETE, { roundTrack: replaceAt(COMPLETE.roundTrack, 0, 9) }), 'roundTrack[0]'],
		['fractional advance', withField(COMPLETE, { roundTrack: replaceAt(COMPLETE.roundTrack, 2, 1.5) }), 'roundTrack[2]'],
		['negative advance', withField(COMPLETE, { roundTrack: replaceAt(COMPLETE.roundTrack, 5, -1) }), 'roundTrack[5]'],
		['round 2 not 2 (rulebook)', withField(COMPLETE, { roundTrack: replaceAt(COMPLETE.roundTrack, 1, 3) }), 'roundTrack[1]'],
		['round 2 unknown (rulebook)', withField(COMPLETE, { roundTrack: replaceAt(COMPLETE.roundTrack, 1, null) }), 'roundTrack[1]'],
		['unknown damage effect', withField(COMPLETE, { damageSpaces: replaceAt(COMPLETE.damageSpaces, 2, ['fire']) }), 'damageSpaces[2][0]'],
		['damage space without effect', withField(COMPLETE, { damageSpaces: replaceAt(COMPLETE.damageSpaces, 2, []) }), 'damageSpaces[2]'],
		['damage space with three effects', withField(COMPLETE, { damageSpaces: replaceAt(COMPLETE.damageSpaces, 2, ['marauder', 'vp-1', 'leader']) }), 'damageSpaces[2]'],
		['7 damage spaces', withField(COMPLETE, { damageSpaces: [...COMPLETE.damageSpaces, null] }), 'damageSpaces'],
		['9 scoring tiles', withField(COMPLETE, { scoringTiles: COMPLETE.scoringTiles.slice(1) }), 'scoringTiles'],
		['tile counting marauders', withField(COMPLETE, { scoringTiles: replaceAt(COMPLETE.scoringTiles, 3, { kind: 'survivor', target: 'marauder', vp: 1 }) }), 'scoringTiles[3].target'],
		['tile with negative VP', withField(COMPLETE, { scoringTiles: replaceAt(COMPLETE.scoringTiles, 3, { kind: 'building', target: 'civil', vp: -1 }) }), 'scoringTiles[3].vp'],
		['tile of unknown kind', withField(COMPLETE, { scoringTiles: replaceAt(COMPLETE.scoringTiles, 3, { kind: 'dragon', vp: 1 }) }), 'scoringTiles[3]'],
		['no engineer tile (rulebook)', withField(COMPLETE, { scoringTiles: replaceAt(COMPLETE.scoringTiles, 0, { kind: 'survivor', target: 'engineer', vp: 3 }) }), 'scoringTiles'],
		['unknown auction bonus', withField(COMPLETE, { auctionTiles: replaceAt(COMPLETE.auctionTiles, 2, { bonus: 'vp+3', penalty: 'vp-2' }) }), 'auctionTiles[2].bonus'],
		['penalty as bonus', withField(COMPLETE, { auctionTiles: replaceAt(COMPLETE.auctionTiles, 2, { bonus: 'vp+2', penalty: 'vp+2' }) }), 'auctionTiles[2].penalty'],
		['no +Equipment/+Damage pair (rulebook)', withField(COMPLETE, { auctionTiles: replaceAt(COMPLETE.auctionTiles, 0, { bonus: 'equipment+', penalty: 'vp-2' }) }), 'auctionTiles'],
		['beer table not starting at 0', withField(COMPLETE, { beerTable: [1, 2, 3] }), 'beerTable[0]'],
		['one-entry gasoline table', withField(COMPLETE, { gasolineTable: [0] }), 'gasolineTable'],
		['beer table with a gap', withField(COMPLETE, { beerTable: [0, null, 3] }), 'beerTable[1]'],
		['weapon set over 99', withField(COMPLETE, { weaponSet: 100 }), 'weaponSet'],
		['medicine set as text', withField(COMPLETE, { medicineSet: '8' }), 'medicineSet'],
		['bus with no parts', withField(COMPLETE, { partsPerVehicle: { car: 4, bus: 0, truck: 4 } }), 'partsPerVehicle.bus'],
		['truck with 11 parts', withField(COMPLETE, { partsPerVehicle: { car: 4, bus: 4, truck: 11 } }), 'partsPerVehicle.truck'],
		['vehicles missing', withField(COMPLETE, { partsPerVehicle: { car: 4 } }), 'partsPerVehicle.bus'],
		['car with 2 parts (rulebook: 3 car parts score)', withField(COMPLETE, { partsPerVehicle: { car: 2, bus: 4, truck: 4 } }), 'partsPerVehicle.car'],
		['3 parts not 9 (rulebook)', withField(COMPLETE, { sameVehicleTable: [0, 1, 4, 8, 16] }), 'sameVehicleTable[3]'],
		['same-vehicle table too short for the rulebook value', withField(COMPLETE, { sameVehicleTable: [0, 1, 4] }), 'sameVehicleTable[3]'],
		['same-vehicle table not starting at 0', withField(COMPLETE, { sameVehicleTable: [1, 1, 4, 9, 16] }), 'sameVehicleTable[0]'],
		['same-vehicle table longer than any vehicle', withField(COMPLETE, { sameVehicleTable: [0, 1, 4, 9, 16, 25] }), 'sameVehicleTable'],
		['2 vehicles not 2 (rulebook)', withField(COMPLETE, { differentVehicleTable: [0, 1, 3, 4] }), 'differentVehicleTable[2]'],
		['more than 3 different vehicles', withField(COMPLETE, { differentVehicleTable: [0, 1, 2, 4, 6] }), 'differentVehicleTable'],
		['housing over 30', withField(COMPLETE, { cityBoardHousing: 31 }), 'cityBoardHousing'],
		['fractional housing', withField(COMPLETE, { cityBoardHousing: 5.5 }), 'cityBoardHousing']
	];

	it.each(bad)('rejects %s, naming %s', (_, input, field) => {
		const r = rejected(validateProfile(input));
		expect(r.code).toBe('invalid-value');
		expect(r.reason.startsWith(`${field}: `) || r.reason.startsWith(`${field}[`) || r.reason.startsWith(`${field}.`)).toBe(true);
		expect(String(r.params?.field)).toContain(field);
	});

	it('collects the first three issues and counts the rest', () => {
		const input = {
			...COMPLETE,
			roundTrack: [9, 2, 9, 9, 9, 9],
			cityBoardHousing: -1
		};
		const r = rejected(validateProfile(input));
		expect(r.reason).toContain('roundTrack[0]: expected an integer from 0 to 8');
		expect(r.reason).toContain('roundTrack[2]');
		expect(r.reason).toContain('roundTrack[3]');
		expect(r.reason).toContain('(and 3 more)');
		expect(r.reason).not.toContain('cityBoardHousing');
	});
});

describe('setBoxValue refuses what the box cannot hold', () => {
	const problem = (r: Result<BoxProfile>) => (r.ok ? 'accepted' : r.params?.problem);
	it('a scoring or auction tile listed twice', () => {
		const tiles = COMPLETE.scoringTiles;
		expect(problem(setBoxValue(COMPLETE, 'scoringTiles', [tiles[0], tiles[1], tiles[1], ...tiles.slice(3)]))).toBe('tile-twice');
		const auction = COMPLETE.auctionTiles;
		expect(problem(setBoxValue(COMPLETE, 'auctionTiles', [auction[0], auction[0], ...auction.slice(2)]))).toBe('tile-twice');
		expect(problem(setBoxValue(COMPLETE, 'scoringTiles', [...tiles]))).toBe('accepted');
	});
	it('a points table that goes down', () => {
		expect(problem(setBoxValue(COMPLETE, 'beerTable', [0, 3, 2]))).toBe('table-down');
		expect(problem(setBoxValue(COMPLETE, 'gasolineTable', [0, 2, 2, 5]))).toBe('accepted');
	});
	it('a 0-VP scoring tile', () => {
		const tiles = COMPLETE.scoringTiles;
		expect(problem(setBoxValue(COMPLETE, 'scoringTiles', [tiles[0], { kind: 'survivor', target: 'leader', vp: 0 }, ...tiles.slice(2)]))).toBe('zero-vp');
	});
});

describe('learnTiles: the box learns the tiles drawn at the table', () => {
	const soldier = { kind: 'survivor', target: 'soldier', vp: 4 } as const;
	const pair = { bonus: 'vp+2', penalty: 'marauder+' } as const;
	it('a new tile goes into the first free slot; a known one is not listed twice', () => {
		const once = learnTiles(RULES_ONLY, [soldier, null], [pair]);
		expect(once.scoringTiles[1]).toEqual(soldier);
		expect(once.auctionTiles[1]).toEqual(pair);
		const twice = learnTiles(once, [soldier], [pair]);
		expect(twice).toBe(once);
		expect(learnTiles(RULES_ONLY, [RULES_ONLY.scoringTiles[0]], [])).toBe(RULES_ONLY);
	});
	it('a full list learns nothing more', () => {
		expect(learnTiles(COMPLETE, [{ kind: 'survivor', target: 'leader', vp: 9 }], [])).toBe(COMPLETE);
	});
});

describe('setBoxValue', () => {
	const good: [BoxKey, unknown, (p: BoxProfile) => unknown][] = [
		['roundTrack.1', 1, (p) => p.roundTrack[0]],
		['roundTrack.6', 0, (p) => p.roundTrack[5]],
		['roundTrack.2', 2, (p) => p.roundTrack[1]],
		['damageSpaces.4', ['marauder'], (p) => p.damageSpaces[0]],
		['damageSpaces.9', ['marauder', 'vp-2'], (p) => p.damageSpaces[5]],
		['scoringTiles', COMPLETE.scoringTiles, (p) => p.scoringTiles],
		['auctionTiles', COMPLETE.auctionTiles, (p) => p.auctionTiles],
		['beerTable', [0, 1, 3, 6, 10], (p) => p.beerTable],
		['gasolineTable', [0, 2], (p) => p.gasolineTable],
		['weaponSet', 5, (p) => p.weaponSet],
		['medicineSet', 0, (p) => p.medicineSet],
		['partsPerVehicle.bus', 4, (p) => p.partsPerVehicle.bus],
		['sameVehicleTable', [0, 1, 4, 9, 16], (p) => p.sameVehicleTable],
		['differentVehicleTable', [0, 1, 2, 4], (p) => p.differentVehicleTable],
		['cityBoardHousing', 6, (p) => p.cityBoardHousing]
	];

	it.each(good)('sets %s', (key, value, read) => {
		const before = emptyProfile();
		const snapshot = structuredClone(before);
		const after = ok(setBoxValue(before, key, value));
		expect(read(after)).toEqual(value);
		expect(getBoxValue(after, key)).toEqual(value);
		expect(before).toEqual(snapshot);
		expect(validateProfile(after).ok).toBe(true);
	});

	const bad: [BoxKey | string, unknown, string][] = [
		['roundTrack.2', 3, 'roundTrack.2: the rulebook gives 2'],
		['roundTrack.2', null, 'roundTrack.2: the rulebook gives 2'],
		['roundTrack.1', 9, 'roundTrack.1: expected an integer from 0 to 8'],
		['roundTrack.1', '1', 'roundTrack.1: expected an integer'],
		['roundTrack.7', 1, '"roundTrack.7" is not a box value'],
		['roundTrack.0', 1, '"roundTrack.0" is not a box value'],
		['roundTrack.01', 1, '"roundTrack.01" is not a box value'],
		['damageSpaces.3', ['vp-1'], '"damageSpaces.3" is not a box value'],
		['damageSpaces.10', ['vp-1'], '"damageSpaces.10" is not a box value'],
		['damageSpaces.5', ['vp-3'], 'damageSpaces.5[0]: expected one of'],
		['damageSpaces.5', 'vp-1', 'damageSpaces.5: expected a list'],
		['scoringTiles', COMPLETE.scoringTiles.slice(0, 9), 'scoringTiles: expected exactly 10'],
		['scoringTiles', replaceAt(COMPLETE.scoringTiles, 0, null), 'scoringTiles: must include the engineer tile'],
		['auctionTiles', replaceAt(COMPLETE.auctionTiles, 0, null), 'auctionTiles: must include'],
		['beerTable', [2, 3], 'beerTable[0]: expected 0'],
		['weaponSet', -2, 'weaponSet: expected an integer from 0 to 99'],
		['partsPerVehicle.plane', 3, '"partsPerVehicle.plane" is not a box value'],
		['partsPerVehicle.car', 2, 'partsPerVehicle.car: expected at least 3'],
		['sameVehicleTable', [0, 1, 4, 8], 'sameVehicleTable[3]: the rulebook gives 9'],
		['differentVehicleTable', [0, 0, 3], 'differentVehicleTable[2]: the rulebook gives 2'],
		['cityBoardHousing', 'six', 'cityBoardHousing: expected an integer'],
		['toString', 1, '"toString" is not a box value'],
		['format', 'x', '"format" is not a box value']
	];

	it.each(bad)('refuses %s = %j', (key, value, message) => {
		const r = rejected(setBoxValue(emptyProfile(), key as BoxKey, value));
		expect(r.code).toBe('invalid-value');
		expect(r.reason).toContain(message);
	});

	it('checks the whole result: a table longer than every vehicle allows', () => {
		let p = emptyProfile();
		for (const v of ['car', 'bus', 'truck'] as const) p = ok(setBoxValue(p, `partsPerVehicle.${v}`, 3));
		expect(rejected(setBoxValue(p, 'sameVehicleTable', [0, 1, 4, 9, 16])).reason).toContain('sameVehicleTable: expected at most 4 entries');
		expect(ok(setBoxValue(p, 'sameVehicleTable', [0, 1, 4, 9])).sameVehicleTable).toEqual([0, 1, 4, 9]);
	});

	it('null forgets an entered value, and whole fields go back to the rulebook values', () => {
		const full = ok(validateProfile(COMPLETE));
		expect(ok(setBoxValue(full, 'weaponSet', null)).weaponSet).toBeNull();
		expect(ok(setBoxValue(full, 'damageSpaces.6', null)).damageSpaces[2]).toBeNull();
		expect(ok(setBoxValue(full, 'partsPerVehicle.truck', null)).partsPerVehicle).toEqual({ car: 4, bus: 4, truck: null });
		expect(ok(setBoxValue(full, 'sameVehicleTable', null)).sameVehicleTable).toEqual(RULES_ONLY.sameVehicleTable);
		expect(ok(setBoxValue(full, 'scoringTiles', null)).scoringTiles).toEqual(RULES_ONLY.scoringTiles);
		expect(ok(setBoxValue(full, 'beerTable', null)).beerTable).toBeNull();
	});
});
