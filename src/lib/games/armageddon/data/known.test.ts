import { describe, expect, it } from 'vitest';
import * as known from './known';
import { BAG, PLAYERS, START_PIECES, SURVIVORS_IN_GAME, THREE_PLAYER_REMOVAL, type Known } from './known';

const isKnown = (x: unknown): x is Known<unknown> => typeof x === 'object' && x !== null && 'value' in x && 'source' in x;

describe('known component values', () => {
	it('every value cites the rulebook page or the rules reference', () => {
		const all: Known<unknown>[] = [];
		for (const value of Object.values(known)) {
			if (isKnown(value)) all.push(value);
			else if (typeof value === 'object' && value !== null && !Array.isArray(value)) all.push(...Object.values(value).filter(isKnown));
		}
		expect(all.length).toBeGreaterThan(20);
		for (const k of all) expect(k.source).toMatch(/^(Rulebook p\.\d|rules reference §\d)/);
	});

	it.each([PLAYERS.value.min, PLAYERS.value.max])('the bag holds what is left after setup with %d players', (players) => {
		const removed = players === PLAYERS.value.min ? THREE_PLAYER_REMOVAL.value : known.NOTHING_REMOVED;
		const all = SURVIVORS_IN_GAME.value;
		const left = (kind: 'worker' | 'soldier' | 'engineer' | 'leader') => all[kind] - players * START_PIECES.value[kind] - removed[kind];
		expect({ worker: left('worker'), marauder: all.marauder, soldier: left('soldier'), engineer: left('engineer') }).toEqual(BAG.value);
		expect(left('leader')).toBe(0);
	});

	it('89 survivors in the box', () => {
		expect(Object.values(SURVIVORS_IN_GAME.value).reduce((a, b) => a + b, 0)).toBe(89);
	});
});
