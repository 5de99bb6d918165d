import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '$lib/rules';
import { playerId } from '$lib/rules';
import { forgetUnsaved, heldBeyond, holdUnsaved } from './unsaved-steps';

const start: GameEvent = { type: 'start-round' };
const bid = (n: number): GameEvent => ({ type: 'bid', area: 'city', player: playerId('p1'), survivors: n });

describe('steps kept from a full disk (issue 13)', () => {
	beforeEach(() => {
		const data = new Map<string, string>();
		vi.stubGlobal('sessionStorage', {
			getItem: (k: string) => data.get(k) ?? null,
			setItem: (k: string, v: string) => void data.set(k, v),
			removeItem: (k: string) => void data.delete(k)
		});
	});
	afterEach(() => vi.unstubAllGlobals());

	it('offers back the steps beyond the stored log, once it starts with it', () => {
		holdUnsaved('g1', [start, bid(1), bid(2)]);
		expect(heldBeyond('g1', [start])).toEqual([bid(1), bid(2)]);
		expect(heldBeyond('g1', [start, bid(1), bid(2)])).toEqual([]);
		expect(heldBeyond('g1', [bid(3)])).toEqual([]);
		expect(heldBeyond('other', [start])).toEqual([]);
		forgetUnsaved('g1');
		expect(heldBeyond('g1', [start])).toEqual([]);
	});

	it('ignores what does not pass the restore layer', () => {
		sessionStorage.setItem('armageddon.unsaved.g1', JSON.stringify({ events: [start, { type: 'bid', area: 'moon' }] }));
		expect(heldBeyond('g1', [start])).toEqual([]);
		sessionStorage.setItem('armageddon.unsaved.g1', '{not json');
		expect(heldBeyond('g1', [])).toEqual([]);
	});
});
