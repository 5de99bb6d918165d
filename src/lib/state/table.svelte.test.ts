import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerId } from '$lib/games/armageddon';
import { table, type LinkedTable } from './table.svelte';

const ANI = playerId('ani');
const BEN = playerId('ben');
const CARL = playerId('carl');

const linked = (role: 'host' | 'phone', me: string | null, seats: Record<string, string>): LinkedTable => ({ role, game: 'g1', session: null, seats, me, close: vi.fn() });

afterEach(() => table.leave());

describe('table seats', () => {
	it('no table: every player is free, this phone holds no seat', () => {
		expect(table.holder('g1', ANI)).toBe('free');
		expect(table.seat('g1')).toBeNull();
	});

	it('on the host: a seat a phone holds is that phone’s, the others are free', () => {
		table.use(linked('host', null, { ani: 'p1', ben: 'p2' }));
		expect([ANI, BEN, CARL].map((p) => table.holder('g1', p))).toEqual(['other', 'other', 'free']);
		expect(table.seat('g1')).toBeNull();
	});

	it('on a joined phone: its own seat is mine, another phone’s is other', () => {
		table.use(linked('phone', 'p2', { ani: 'p1', ben: 'p2' }));
		expect([ANI, BEN, CARL].map((p) => table.holder('g1', p))).toEqual(['other', 'mine', 'free']);
		expect(table.seat('g1')).toBe(BEN);
	});

	it('another game: the table’s seats do not apply', () => {
		table.use(linked('phone', 'p2', { ani: 'p1', ben: 'p2' }));
		expect(table.holder('g2', ANI)).toBe('free');
		expect(table.seat('g2')).toBeNull();
	});
});
