import { describe, expect, it } from 'vitest';
import { COUNTS, NOTHING_REMOVED, SURVIVORS_IN_GAME, THREE_PLAYER_REMOVAL } from './data/known';
import { MAX_LEADERS, MAX_PLAYERS, MAX_SURVIVORS, MIN_PLAYERS, PLAYER_COUNTS, removedAtSetup } from './limits';
import { survivorLimits } from './scoring/validate';
import { createSetup } from './setup';
import { emptyProfile } from './profile';

describe('limits', () => {
	it('is for 3 or 4 players (rulebook p.1)', () => {
		expect([MIN_PLAYERS, MAX_PLAYERS]).toEqual([3, 4]);
		expect(PLAYER_COUNTS).toEqual([3, 4]);
	});

	it('sends 5 workers and a leader back with 3 players, nothing with 4 (§2 step 8)', () => {
		expect(removedAtSetup(3)).toEqual(THREE_PLAYER_REMOVAL.value);
		expect(removedAtSetup(4)).toEqual(NOTHING_REMOVED);
	});

	it('removes at setup what removedAtSetup names', () => {
		const players = [
			{ name: 'A', colour: 'brown' },
			{ name: 'B', colour: 'white' },
			{ name: 'C', colour: 'orange' },
			{ name: 'D', colour: 'black' }
		] as const;
		for (const n of PLAYER_COUNTS) {
			const r = createSetup({ players: players.slice(0, n), seed: 'ABC123', profile: emptyProfile() });
			expect(r.ok && r.value.removed).toEqual(removedAtSetup(n));
		}
	});

	it('bounds each colour by the box, less what goes back with 3 players; one leader each', () => {
		expect(MAX_LEADERS).toBe(1);
		expect(survivorLimits(4)).toEqual({ worker: 45, soldier: 10, engineer: 10, leader: 1 });
		expect(survivorLimits(3)).toEqual({ worker: 40, soldier: 10, engineer: 10, leader: 1 });
	});

	it('counts every survivor in the box', () => {
		expect(MAX_SURVIVORS).toBe(89);
		expect(MAX_SURVIVORS).toBe(Object.values(SURVIVORS_IN_GAME.value).reduce((a, b) => a + b, 0));
		expect(COUNTS.equipmentCards.value).toBe(60);
	});
});
