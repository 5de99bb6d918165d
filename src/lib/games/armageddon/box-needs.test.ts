import { describe, expect, it } from 'vitest';
import { BOX_KEYS } from './profile';
import { boxNeed, needsBoxValues, whereIsPrinted } from './box-needs';

describe('whereIsPrinted', () => {
	it('says where every printed box value is, never just its key', () => {
		// Building cards are learnt one by one in play, never asked for as a missing value.
		for (const key of BOX_KEYS.filter((k) => k !== 'buildingCards')) expect(whereIsPrinted(key), key).not.toBe(key);
	});

	it('names the round, the damage space and the vehicle of the key', () => {
		expect(whereIsPrinted('roundTrack.3' as never)).toContain('round 3');
		expect(whereIsPrinted('damageSpaces.5' as never)).toContain('5th space');
		expect(whereIsPrinted('partsPerVehicle.bus' as never)).toContain('the bus');
	});
});

describe('needsBoxValues', () => {
	it('lists every missing value with where it is printed', () => {
		const r = needsBoxValues(['beerTable', 'weaponSet'] as never, 'Final scoring');
		expect(r).toMatchObject({ ok: false, code: 'needs-box-value', detail: { kind: 'needs-box-values', keys: ['beerTable', 'weaponSet'] } });
		expect(r.needs).toEqual([boxNeed('beerTable' as never), boxNeed('weaponSet' as never)]);
		expect(r.reason).toBe('Final scoring needs values from the box: beerTable, weaponSet');
		expect(needsBoxValues(['beerTable'] as never, 'Scoring').reason).toContain('needs a value from the box');
	});
});
