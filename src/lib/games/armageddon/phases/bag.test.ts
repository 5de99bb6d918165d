import { describe, expect, it } from 'vitest';
import { newGame, NIKKI, withPlayer } from '../testing/game-builders';
import { bagContents } from './bag';

describe('bagContents', () => {
	it('holds every survivor in play that nobody owns, and all the marauders', () => {
		const state = newGame();
		const { bag, startingPieces } = state.setup;
		const n = state.players.length;
		const owned = (kind: 'worker' | 'soldier' | 'engineer') => state.players.reduce((sum, p) => sum + p.survivors[kind], 0);
		expect(bagContents(state)).toEqual({
			worker: bag.worker + n * startingPieces.worker - owned('worker'),
			marauder: bag.marauder,
			soldier: bag.soldier + n * startingPieces.soldier - owned('soldier'),
			engineer: bag.engineer + n * startingPieces.engineer - owned('engineer')
		});
	});

	it('gives up one engineer for each a player gains, and never goes below empty', () => {
		const state = newGame();
		const nikki = state.players.find((p) => p.id === NIKKI)!;
		const gained = withPlayer(state, NIKKI, { survivors: { ...nikki.survivors, engineer: nikki.survivors.engineer + 1 } });
		expect(bagContents(gained).engineer).toBe(bagContents(state).engineer - 1);
		const hoard = withPlayer(state, NIKKI, { survivors: { ...nikki.survivors, soldier: 999 } });
		expect(bagContents(hoard).soldier).toBe(0);
		expect(bagContents(hoard).marauder).toBe(state.setup.bag.marauder);
	});
});
