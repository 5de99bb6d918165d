import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from './testing/fixture-profiles';
import { canonical, cardKey, parse, SCHEMAS, validateProfile } from './profile-schema';

describe('canonical', () => {
	it('is the same text whatever the key order, and leaves undefined keys out', () => {
		expect(canonical({ b: 1, a: [2, { d: null, c: 'x' }] })).toBe(canonical({ a: [2, { c: 'x', d: null }], b: 1, e: undefined }));
		expect(canonical({ a: 1 })).not.toBe(canonical({ a: '1' }));
		expect(canonical(undefined)).toBe('undefined');
	});
});

describe('cardKey', () => {
	it('names a card by level and name, whatever the case and spaces around it', () => {
		expect(cardKey({ level: 1, name: ' Bar ' })).toBe(cardKey({ level: 1, name: 'bar' }));
		expect(cardKey({ level: 1, name: 'Bar' })).not.toBe(cardKey({ level: 2, name: 'Bar' }));
	});
});

describe('parse', () => {
	it('lists the first three issues with their paths, counts the rest, and names the first field', () => {
		const r = parse(v.array(v.number('expected a number')), ['a', 'b', 'c', 'd', 'e'], 'beerTable');
		expect(r).toMatchObject({ ok: false, code: 'invalid-value', params: { field: 'beerTable[0]' }, detail: { kind: 'profile-invalid', issues: 5 } });
		expect(!r.ok && r.reason).toBe('beerTable[0]: expected a number; beerTable[1]: expected a number; beerTable[2]: expected a number (and 2 more)');
	});

	it('refuses the same building card twice', () => {
		const card = { name: 'Bar', level: 1, type: 'civil', housing: 1, starVp: 0 };
		const twice = parse(SCHEMAS.buildingCards, [card, { ...card, name: card.name.toUpperCase() }], 'buildingCards');
		expect(!twice.ok && twice.reason).toContain('the same building card is listed twice');
	});
});

describe('validateProfile', () => {
	it('takes the complete fixture and gives a clean copy', () => {
		expect(validateProfile(structuredClone(FIXTURE_COMPLETE_PROFILE))).toEqual({ ok: true, value: FIXTURE_COMPLETE_PROFILE });
	});

	it('reads a profile saved before the building-card catalogue as one without cards', () => {
		const { buildingCards: _cards, ...older } = structuredClone(FIXTURE_COMPLETE_PROFILE);
		expect(validateProfile(older)).toMatchObject({ ok: true, value: { buildingCards: [] } });
	});

	it('refuses what contradicts the rulebook, with a detail the screens word', () => {
		const wrongRound2 = { ...structuredClone(FIXTURE_COMPLETE_PROFILE), roundTrack: FIXTURE_COMPLETE_PROFILE.roundTrack.map((n, i) => (i === 1 ? 3 : n)) };
		expect(validateProfile(wrongRound2)).toMatchObject({ ok: false, params: { field: 'roundTrack[1]' }, detail: { kind: 'rulebook-value', key: 'roundTrack.2' } });
		const beer = { ...structuredClone(FIXTURE_COMPLETE_PROFILE), beerTable: [1, 2, 3] };
		expect(validateProfile(beer)).toMatchObject({ ok: false, detail: { kind: 'table-zero', table: 'beerTable' } });
		const car = { ...structuredClone(FIXTURE_COMPLETE_PROFILE), partsPerVehicle: { ...FIXTURE_COMPLETE_PROFILE.partsPerVehicle, car: 2 } };
		expect(validateProfile(car)).toMatchObject({ ok: false, detail: { kind: 'car-parts' } });
	});

	it('refuses a foreign object before looking at its values', () => {
		expect(validateProfile({ ...FIXTURE_COMPLETE_PROFILE, format: 'other' })).toMatchObject({ ok: false, detail: { kind: 'profile-invalid' }, params: { field: 'format' } });
		expect(validateProfile(null)).toMatchObject({ ok: false, params: { field: 'profile' } });
	});
});
