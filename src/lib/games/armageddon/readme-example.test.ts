// The README's "Engine API" example, kept compiling and true.
import { expect, it } from 'vitest';
import { apply, createGame, createSetup, nextStep, scoreFinal, finalInputFromGame } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';

it('runs the README example', () => {
	const profile = FIXTURE_COMPLETE_PROFILE; // your box profile (tests use fixtures)
	const setup = createSetup({
		players: [
			{ name: 'Nikki', colour: 'orange' },
			{ name: 'Ani', colour: 'black' },
			{ name: 'Frank', colour: 'brown' }
		],
		seed: 'ARMA26',
		profile
	});
	if (!setup.ok) throw new Error(setup.reason);

	let state = createGame(setup.value, profile);
	const started = apply(state, { type: 'start-round' }); // phase 1: marauders, damage tracks
	if (!started.ok) throw new Error(started.reason); // or started.needs: box values to ask for
	state = started.value;

	expect(nextStep(state).kind).toBe('bid');
	const nikki = state.players[0]!.id;
	const bad = apply(state, { type: 'bid', area: 'city', player: nikki, survivors: -1 });
	expect(bad.ok).toBe(false); // { ok: false, code: 'invalid-number', reason: '…' }

	// Final scoring works from a tracked game or from numbers entered by hand.
	const result = scoreFinal(finalInputFromGame(state));
	expect(result.ok).toBe(true);
});
