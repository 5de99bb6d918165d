import { describe, expect, it } from 'vitest';
import { DB_USED_KEY, dbUsedBefore, markDbUsed } from './used-hint';

class MemoryStorage {
	readonly map = new Map<string, string>();
	getItem = (k: string) => this.map.get(k) ?? null;
	setItem = (k: string, v: string) => void this.map.set(k, v);
}

const blocked = {
	getItem: () => {
		throw new DOMException('blocked', 'SecurityError');
	},
	setItem: () => {
		throw new DOMException('full', 'QuotaExceededError');
	}
} as unknown as Storage;

describe('the database-used hint', () => {
	it('is unset on a first visit and set once the database was opened', () => {
		const store = new MemoryStorage() as unknown as Storage;
		expect(dbUsedBefore(store)).toBe(false);
		markDbUsed(store);
		expect(dbUsedBefore(store)).toBe(true);
		expect(store.getItem(DB_USED_KEY)).toBe('1');
	});

	it('counts blocked or missing storage as used, so the home page looks in the database anyway', () => {
		expect(dbUsedBefore(blocked)).toBe(true);
		expect(dbUsedBefore(null)).toBe(true);
		expect(() => markDbUsed(blocked)).not.toThrow();
	});
});
