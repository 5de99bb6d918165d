import { describe, expect, it } from 'vitest';
import { playerId } from '$lib/rules';
import { RevealProgress } from './secret-reveal.svelte';

function memoryStorage(): Storage {
	const map = new Map<string, string>();
	return {
		get length() {
			return map.size;
		},
		clear: () => map.clear(),
		getItem: (k) => map.get(k) ?? null,
		key: (i) => [...map.keys()][i] ?? null,
		removeItem: (k) => void map.delete(k),
		setItem: (k, v) => void map.set(k, v)
	};
}

describe('RevealProgress', () => {
	it('a reload goes on with the player whose turn it was, and keeps who looks later', () => {
		const storage = memoryStorage();
		RevealProgress.begin('g1', storage);
		expect(RevealProgress.unfinished('g1', 3, storage)).toBe(true);
		const first = new RevealProgress('g1', storage);
		first.advance();
		first.advance(playerId('p2'));
		const reloaded = new RevealProgress('g1', storage);
		expect(reloaded.next).toBe(2);
		expect(reloaded.later).toEqual(['p2']);
		reloaded.advance();
		expect(RevealProgress.unfinished('g1', 3, storage)).toBe(false);
	});

	it('a game whose reveal never began, or a damaged record, is not unfinished', () => {
		const storage = memoryStorage();
		expect(RevealProgress.unfinished('g2', 3, storage)).toBe(false);
		storage.setItem('armageddon-companion:secrets:g2', '{"next":-4}');
		expect(RevealProgress.unfinished('g2', 3, storage)).toBe(false);
		expect(new RevealProgress('g2', storage).next).toBe(0);
	});

	it('without a game id it keeps nothing', () => {
		const storage = memoryStorage();
		new RevealProgress(null, storage).advance();
		expect(storage.length).toBe(0);
	});
});
