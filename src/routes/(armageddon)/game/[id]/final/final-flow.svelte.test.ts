import { describe, expect, it } from 'vitest';
import { createGameRecord, saveLog } from '$lib/db';
import { CompanionDb } from '$lib/db/database';
import { freshFactory } from '$lib/db/testing/fake-db';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { replay } from '$lib/games/armageddon/game';
import { makeSetup, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '$lib/games/armageddon/testing/scenario-script';
import type { BoxProfile } from '$lib/games/armageddon';
import { BoxProfileStore } from '$lib/state/box-profile.svelte';
import { GameSession } from '$lib/state/game-session.svelte';
import { FinalFlow } from './final-flow.svelte';

const EVENTS = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6];

/** The whole scenario game, stored after round 6, on a game profile that does not know the beer table. */
let lastDb: CompanionDb | null = null;

async function finishedRounds(profile: BoxProfile): Promise<GameSession> {
	const db = new CompanionDb('final-flow', freshFactory());
	lastDb = db;
	const setup = makeSetup();
	const created = await createGameRecord(db, setup, profile);
	if (!created.ok) throw new Error(created.error.message);
	const { state, rejected } = replay(setup, profile, EVENTS);
	if (rejected) throw new Error(rejected.rejection.reason);
	const saved = await saveLog(db, created.value.id, { expectedRev: 0, fromSeq: 0, events: EVENTS, head: EVENTS.length, state });
	if (!saved.ok) throw new Error(saved.error.message);
	const opened = await GameSession.open(db, created.value.id);
	if (!opened.ok) throw new Error(opened.error.message);
	return opened.value;
}

/** This device's box profile, stored on its own database. */
async function deviceWith(profile: BoxProfile): Promise<BoxProfileStore> {
	const db = new CompanionDb('final-flow-device', freshFactory());
	const device = new BoxProfileStore(() => db);
	if (!(await device.replace(profile)).ok) throw new Error('device profile not stored');
	return device;
}

/** Travis's vehicle split (3 car parts, a bus part, a truck part), so only box values stand in the way. */
function splitVehicles(flow: FinalFlow) {
	const travis = flow.draft.players.find((p) => p.id === TRAVIS);
	if (!travis) throw new Error('no Travis');
	travis.vehicles = { car: [1, 1, 1], bus: [1], truck: [1] };
}

describe('FinalFlow', () => {
	it('copies a box value the device knows into the game as an event, then scores', async () => {
		const session = await finishedRounds({ ...FIXTURE_COMPLETE_PROFILE, beerTable: null });
		const flow = new FinalFlow(session, await deviceWith(FIXTURE_COMPLETE_PROFILE));
		splitVehicles(flow);
		expect(flow.over).toBe(true);
		expect(flow.draft.needs.map((n) => n.key)).toEqual(['beerTable']);
		const left = await flow.boxValues.copyKnown(flow.draft.needs);
		expect(left).toEqual([]);
		expect(session.events.at(-1)).toEqual({ type: 'box-value', key: 'beerTable', value: FIXTURE_COMPLETE_PROFILE.beerTable });
		expect(session.state.profile.beerTable).toEqual(FIXTURE_COMPLETE_PROFILE.beerTable);
		expect(flow.draft.scoring?.players.map((p) => p.total)).toHaveLength(4);
		session.dispose();
	});

	it('leaves a value the device does not know to the prompt, and takes it into both once entered', async () => {
		const session = await finishedRounds({ ...FIXTURE_COMPLETE_PROFILE, beerTable: null });
		const device = await deviceWith({ ...FIXTURE_COMPLETE_PROFILE, beerTable: null });
		const flow = new FinalFlow(session, device);
		splitVehicles(flow);
		const left = await flow.boxValues.copyKnown(flow.draft.needs);
		expect(left.map((n) => n.key)).toEqual(['beerTable']);
		expect(flow.draft.scoring).toBeNull();
		// What the prompt does with the table entered.
		expect((await flow.boxValues.enter('beerTable', [0, 2, 5])).ok).toBe(true);
		expect(device.current.beerTable).toEqual([0, 2, 5]);
		expect(session.state.profile.beerTable).toEqual([0, 2, 5]);
		expect(flow.draft.needs).toEqual([]);
		expect(flow.draft.scoring).not.toBeNull();
		session.dispose();
	});

	it('saves the result so the game shows as finished with its categories', async () => {
		const session = await finishedRounds(FIXTURE_COMPLETE_PROFILE);
		const flow = new FinalFlow(session);
		splitVehicles(flow);
		expect(await flow.save()).toBe(true);
		expect(session.final?.winners).toEqual(flow.draft.scoring?.winners);
		expect(session.final?.breakdown?.[TRAVIS]?.vehicles).toBe(11);
		session.dispose();
	});

	it('reopened after saving, shows exactly the entries that were saved, also from storage', async () => {
		const session = await finishedRounds(FIXTURE_COMPLETE_PROFILE);
		const flow = new FinalFlow(session);
		splitVehicles(flow);
		const travis = flow.draft.players.find((p) => p.id === TRAVIS)!;
		travis.equipment.beer += 1;
		travis.privateChoice = 1;
		const typed = $state.snapshot(flow.draft.players);
		expect(await flow.save()).toBe(true);
		const totals = session.final?.totals;

		const again = new FinalFlow(session);
		expect($state.snapshot(again.draft.players)).toEqual(typed);
		const reopened = await GameSession.open(lastDb!, session.id);
		if (!reopened.ok) throw new Error(reopened.error.message);
		const fromStorage = new FinalFlow(reopened.value);
		expect($state.snapshot(fromStorage.draft.players)).toEqual(typed);
		expect(Object.fromEntries(fromStorage.draft.scoring?.players.map((p) => [p.player, p.total]) ?? [])).toEqual(totals);
		session.dispose();
		reopened.value.dispose();
	});
});
