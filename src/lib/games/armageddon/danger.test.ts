import { describe, expect, it } from 'vitest';
import { damageAhead, inDanger } from './danger';
import { makePlayer } from './testing/player-builders';

describe('danger on the damage track', () => {
	it.each([
		// damage, marauders → space at completion, in danger
		[3, 0, 3, false],
		[3, 2, 5, false],
		[3, 3, 6, true],
		[6, 0, 6, true],
		[8, 8, 9, true],
		[1, 4, 5, false]
	])('damage %i with %i marauders waiting reaches space %i unless fought off (in danger: %s)', (damage, marauders, ahead, danger) => {
		const p = makePlayer({ damage, marauders });
		expect(damageAhead(p)).toBe(ahead);
		expect(inDanger(p)).toBe(danger);
	});
});
