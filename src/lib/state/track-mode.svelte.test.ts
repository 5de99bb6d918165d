import { describe, expect, it } from 'vitest';
import { newTrackMode } from './track-mode.svelte';

function memoryStorage(): Storage {
	const m = new Map<string, string>();
	return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
}

describe('track mode', () => {
	it('starts on the board, remembers "in the app" across a reload, and reads junk as the board', () => {
		const storage = memoryStorage();
		expect(newTrackMode(storage).current).toBe('board');
		newTrackMode(storage).current = 'app';
		expect(newTrackMode(storage).current).toBe('app');
		newTrackMode(storage).current = 'board';
		expect(newTrackMode(storage).current).toBe('board');
		storage.setItem('armageddon-companion:prefs', '{"tracks":{"x":1}}');
		expect(newTrackMode(storage).current).toBe('board');
	});
});
