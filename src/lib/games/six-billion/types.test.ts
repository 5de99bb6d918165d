import { describe, expect, it } from 'vitest';
import { DISCOVERY_ORBITS, ORBITS, RICH_ORBITS } from './types';

describe('the orbits', () => {
	it('a discovery card doubles every orbit but Earth, Mars and the belt, from Mercury outwards', () => {
		expect(DISCOVERY_ORBITS).toEqual(['mercury', 'venus', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
		expect([...DISCOVERY_ORBITS, ...RICH_ORBITS].sort()).toEqual([...ORBITS].sort());
	});
});
