import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CityDraftSchema } from './draft-schemas';

const base = {
	kind: 'fight',
	engineers: 0,
	workerPairs: 0,
	marauders: 2,
	noVp: false,
	vp: 0,
	repairVp: 1,
	kept: [],
	discard: null,
	take: null,
	to: null,
	drawn: null,
	type: null,
	survivors: 1,
	needs: 'soldier'
};

describe('CityDraftSchema', () => {
	it('keeps the building a printed action is taken from, so the action still names its site after a reload', () => {
		const read = v.safeParse(CityDraftSchema, { ...base, from: { site: 1, index: 0 } });
		expect(read.success).toBe(true);
		expect(read.output).toMatchObject({ from: { site: 1, index: 0 } });
	});

	it('reads an older draft without it as an action from no building, and refuses a site that does not exist', () => {
		expect(v.parse(CityDraftSchema, base).from).toBeNull();
		expect(v.safeParse(CityDraftSchema, { ...base, from: { site: 9, index: 0 } }).success).toBe(false);
	});
});
