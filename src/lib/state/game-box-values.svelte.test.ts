import { afterEach, describe, expect, it } from 'vitest';
import { testDb, testSetup } from '$lib/db/testing/fake-db';
import { boxNeed, type BoxProfile } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { BoxProfileStore } from './box-profile.svelte';
import { GameBoxValues } from './game-box-values';
import { GameSession } from './game-session.svelte';

const open: GameSession[] = [];
afterEach(() => open.splice(0).forEach((s) => s.dispose()));

/** A game whose own profile knows round 1's advance as `round1`, and a device profile that knows it as `device1`. */
async function setUp(round1: number | null, device1: number | null) {
	const game = await GameSession.create(testDb(), testSetup(), { ...FIXTURE_COMPLETE_PROFILE, roundTrack: [round1, 2, 2, 3, 3, 4] });
	if (!game.ok) throw new Error(game.error.message);
	open.push(game.value);
	const db = testDb();
	const device = new BoxProfileStore(() => db);
	const profile: BoxProfile = { ...FIXTURE_COMPLETE_PROFILE, roundTrack: [device1, 2, 2, 3, 3, 4] };
	if (!(await device.replace(profile)).ok) throw new Error('device profile not stored');
	return { session: game.value, device, values: new GameBoxValues(game.value, device) };
}

const logged = (s: GameSession) => s.events.slice(0, s.head);
const round1 = [boxNeed('roundTrack.1')];

describe('GameBoxValues.copyKnown', () => {
	it.each([
		// case, game's value, device's value, asked for, game's value after, events written
		['the device knows it', null, 1, [], 1, 1],
		['the device does not know it', null, null, ['roundTrack.1'], null, 0],
		// The game holds the device's value and still needs it: copying again cannot help.
		['the game already holds the same value', 1, 1, ['roundTrack.1'], 1, 0]
	] as const)('%s', async (_, game, device, asked, after, events) => {
		const { session, values } = await setUp(game, device);
		const left = await values.copyKnown([...round1, ...round1]);
		expect(left.map((n) => n.key)).toEqual(asked);
		expect(session.state.profile.roundTrack[0]).toBe(after);
		expect(logged(session)).toHaveLength(events);
	});
});

describe('GameBoxValues.enter', () => {
	it('stores an entered value in the device profile and gives it to the game', async () => {
		const { session, device, values } = await setUp(null, null);
		expect((await values.enter('roundTrack.1', 1)).ok).toBe(true);
		expect(device.current.roundTrack[0]).toBe(1);
		expect(logged(session)).toEqual([{ type: 'box-value', key: 'roundTrack.1', value: 1 }]);
	});

	it('refuses a value the rules exclude and changes neither profile', async () => {
		const { session, device, values } = await setUp(null, null);
		expect((await values.enter('roundTrack.2', 5)).ok).toBe(false);
		expect(device.current.roundTrack[1]).toBe(2);
		expect(logged(session)).toEqual([]);
	});

	it('writes no event for the value the game already holds', async () => {
		const { session, values } = await setUp(1, null);
		expect((await values.enter('roundTrack.1', 1)).ok).toBe(true);
		expect(logged(session)).toEqual([]);
	});
});
