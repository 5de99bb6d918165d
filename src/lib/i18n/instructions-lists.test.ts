/**
 * The lists of the mirror lines ("take 1 worker and 2 soldiers"): a list of one is its item, and only a list of
 * two or more builds an `Intl.ListFormat`. The first one a page builds is the costly one (about 70 ms of the game
 * page's first render at 4× CPU, one CPU-profile sample in eight), and most lines name one kind or none.
 * The tests run in order: the module's formatter cache starts empty in this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerId } from '$lib/games/armageddon';
import type { PlayerMoves } from '$lib/games/armageddon';
import { movesText } from './instructions';

const nikki = playerId('p1');
const name = () => 'Nikki';
const moves = (survivors: PlayerMoves['survivors']): PlayerMoves => ({ player: nikki, survivors, equipment: {}, builds: [], housing: 0 });

const RealListFormat = Intl.ListFormat;
let built = 0;

beforeAll(() => {
	class Counted extends RealListFormat {
		constructor(...args: ConstructorParameters<typeof RealListFormat>) {
			super(...args);
			built++;
		}
	}
	Reflect.set(Intl, 'ListFormat', Counted);
});

afterAll(() => {
	Reflect.set(Intl, 'ListFormat', RealListFormat);
});

describe('mirror lines and Intl.ListFormat', () => {
	it('names one kind without building a formatter', () => {
		expect(movesText(moves({ worker: 1 }), name, 'en')).toBe('Nikki: take 1 worker');
		expect(movesText(moves({ soldier: -2 }), name, 'de')).toContain('2 Soldaten');
		expect(movesText({ ...moves({}), marauders: 3 }, name, 'en')).toBe('Nikki: marauders 3');
		expect(built).toBe(0);
	});

	it('joins two or more kinds with one formatter per language', () => {
		expect(movesText(moves({ worker: 1, soldier: 2 }), name, 'en')).toBe('Nikki: take 1 worker and 2 soldiers');
		expect(movesText(moves({ worker: 2, engineer: 1, leader: 1 }), name, 'en')).toBe('Nikki: take 2 workers, 1 engineer, and 1 leader');
		expect(movesText(moves({ worker: 1, soldier: 1 }), name, 'de')).toBe('Nikki: 1 Arbeiter und 1 Soldat nehmen');
		expect(built).toBe(2);
	});
});
