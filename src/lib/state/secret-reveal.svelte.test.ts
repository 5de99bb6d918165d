import { describe, expect, it } from 'vitest';
import { playerId, type Setup } from '$lib/games/armageddon';
import { memoryStorage } from '$lib/db/testing/memory-storage';
import { RevealProgress } from './secret-reveal.svelte';

describe('RevealProgress', () => {
	it('a reload goes on with the player whose turn it was, and keeps who looks later', () => {
		const storage = memoryStorage();
		RevealProgress.begin('g1', storage);
		expect(RevealProgress.unfinished('g1', 3, storage)).toBe(true);
		const first = new RevealProgress('g1', null, storage);
		first.advance();
		first.advance(playerId('p2'));
		const reloaded = new RevealProgress('g1', null, storage);
		expect(reloaded.next).toBe(2);
		expect(reloaded.later).toEqual(['p2']);
		reloaded.advance();
		expect(RevealProgress.unfinished('g1', 3, storage)).toBe(false);
	});

	it('a game whose reveal never began, or a damaged record, is not unfinished', () => {
		const storage = memoryStorage();
		expect(RevealProgress.unfinished('g2', 3, storage)).toBe(false);
		storage.setItem('armageddon-companion:drafts:g2:secrets', '{"at":1,"for":"reveal","value":{"next":-4,"later":[]}}');
		expect(RevealProgress.unfinished('g2', 3, storage)).toBe(false);
		expect(new RevealProgress('g2', null, storage).next).toBe(0);
	});

	it("without a game id it is the new game's draft, for that setup only", () => {
		const storage = memoryStorage();
		const setup = { seed: 'ARMA26', players: [{ id: playerId('p1') }, { id: playerId('p2') }] } as unknown as Setup;
		new RevealProgress(null, setup, storage).advance(playerId('p1'));
		const back = new RevealProgress(null, setup, storage);
		expect(back.next).toBe(1);
		expect(back.later).toEqual(['p1']);
		const other = { ...setup, seed: 'OTHER1' } as Setup;
		expect(new RevealProgress(null, other, storage).next).toBe(0);
	});
});
