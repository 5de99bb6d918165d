import { describe, expect, it } from 'vitest';
import { createSetup, emptyProfile, type Rejection } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { distinctTiles, overdrawn, problemOf, tableProfile } from './setup-input';

const players = [
	{ name: 'Frank', colour: 'brown' },
	{ name: 'Travis', colour: 'white' },
	{ name: 'Nikki', colour: 'orange' },
	{ name: 'Ani', colour: 'black' }
] as const;

describe('tableProfile', () => {
	it('leaves every tile to the table and gives the same VP stack whatever the box values', () => {
		const table = createSetup({ players, seed: 'K7Q2MX', profile: tableProfile(FIXTURE_COMPLETE_PROFILE) });
		const empty = createSetup({ players, seed: 'K7Q2MX', profile: emptyProfile() });
		const app = createSetup({ players, seed: 'K7Q2MX', profile: FIXTURE_COMPLETE_PROFILE });
		if (!table.ok || !empty.ok || !app.ok) throw new Error('setup refused');
		expect(table.value.vpStack).toEqual(empty.value.vpStack);
		expect([...table.value.publicTiles, ...table.value.auctionTiles].every((d) => d.drawn === 'physical' && d.tile === null)).toBe(true);
		expect(table.value.auctionStack).toEqual([]);
		expect(app.value.publicTiles.every((d) => d.drawn === 'app')).toBe(true);
		// the rest of the profile is kept
		expect(tableProfile(FIXTURE_COMPLETE_PROFILE).roundTrack).toEqual(FIXTURE_COMPLETE_PROFILE.roundTrack);
	});
});

describe('problemOf', () => {
	const reject = (params: Rejection['params']): Rejection => ({ ok: false, code: 'invalid-value', reason: 'r', detail: { kind: 'name-empty', seat: 1 }, params });
	it.each([
		[{ player: 2, field: 'name' }, { field: 'name', index: 1 }],
		[{ player: 4, field: 'colour' }, { field: 'colour', index: 3 }],
		[{ field: 'seed', value: 'x' }, { field: 'seed' }],
		[{ player: 1, field: 'id' }, { field: 'other' }],
		[{ field: 'players', count: 5 }, { field: 'other' }],
		[undefined, { field: 'other' }]
	])('%j → %j', (params, expected) => {
		expect(problemOf(reject(params))).toMatchObject(expected);
	});
});

describe('distinctTiles', () => {
	it('lists the known tiles once', () => {
		const engineer = { kind: 'survivor', target: 'engineer', vp: 4 } as const;
		expect(distinctTiles([engineer, null, { ...engineer }, { kind: 'any-equipment', vp: 1 }])).toEqual([engineer, { kind: 'any-equipment', vp: 1 }]);
	});
});

describe('overdrawn', () => {
	const a = { bonus: 'vp+2', penalty: 'damage+' };
	const b = { bonus: 'equipment+', penalty: 'marauder+' };
	it('refuses one tile for two areas unless the box holds it twice', () => {
		expect(overdrawn([a, a, b], [a, b, null])).toBe(true);
		expect(overdrawn([a, a, b], [])).toBe(true);
		expect(overdrawn([a, b, null], [a, b])).toBe(false);
		expect(overdrawn([a, a, b], [a, a, b])).toBe(false);
	});
});
