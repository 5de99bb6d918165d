import { describe, expect, it } from 'vitest';
import type { PlayerId } from '$lib/games/armageddon';
import { memoryStorage } from './testing/memory-storage';
import { recallTable, rememberTable, TABLE_KEY, type TableMemory } from './table-memory';

const storage = memoryStorage;

const memory: TableMemory = { game: 'g-1', seat: 'frank' as PlayerId, rev: 12, alone: false, key: 'abcdef0123456789' };

describe('what a joined phone remembers of its table', () => {
	it('reads back what it stored, and forgets it', () => {
		const s = storage();
		rememberTable(memory, s);
		expect(recallTable(s)).toEqual(memory);
		rememberTable(null, s);
		expect(recallTable(s)).toBeNull();
	});

	it.each([
		['nothing', null],
		['not JSON', '{'],
		['a negative revision', JSON.stringify({ ...memory, rev: -1 })],
		['a short key', JSON.stringify({ ...memory, key: 'k' })],
		['no game', JSON.stringify({ ...memory, game: '' })],
		['an array', '[]']
	])('reads %s as no table', (_, text) => {
		const s = storage();
		if (text !== null) s.setItem(TABLE_KEY, text);
		expect(recallTable(s)).toBeNull();
	});

	it('a storage that throws (privacy mode) is no table, and storing is ignored', () => {
		const broken = { ...storage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as Storage;
		expect(recallTable(broken)).toBeNull();
		expect(() => rememberTable(memory, broken)).not.toThrow();
	});
});
