import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CityActionSchema } from './schemas';

describe('CityActionSchema: the building a City action is taken from', () => {
	it('keeps the site of a building action, reads an older action without one, and refuses a site off the board', () => {
		const fight = { kind: 'fight', marauders: 2, survivors: 1, needs: 'soldier' };
		expect(v.parse(CityActionSchema, { ...fight, site: 4 })).toEqual({ ...fight, site: 4 });
		expect(v.parse(CityActionSchema, fight)).toEqual(fight);
		expect(v.safeParse(CityActionSchema, { ...fight, site: 9 }).success).toBe(false);
	});
});
