import { describe, expect, it } from 'vitest';
import { TrackMode } from './track-mode.svelte';

function memoryStorage(): Storage {
	const m = new Map<string, string>();
	return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) } as Storage;
}

describe('TrackMode', () => {
	it('starts on the board, remembers "in the app" across a reload, and reads junk as the board', () => {
		const storage = memoryStorage();
		expect(new TrackMode(storage).current).toBe('board');
		new TrackMode(storage).set('app');
		expect(new TrackMode(storage).current).toBe('app');
		new TrackMode(storage).set('board');
		expect(new TrackMode(storage).current).toBe('board');
		storage.setItem('armageddon-companion:prefs', '{"tracks":{"x":1}}');
		expect(new TrackMode(storage).current).toBe('board');
	});
});
