import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/games/armageddon';
import { playerId } from '$lib/games/armageddon';
import { forgetUnsaved, heldBeyond, holdUnsaved } from './unsaved-steps';
import { memoryStorage } from './testing/memory-storage';

const start: GameEvent = { type: 'start-round' };
const bid = (n: number): GameEvent => ({ type: 'bid', area: 'city', player: playerId('p1'), survivors: n });

describe('steps kept from a full disk', () => {
	it('offers back the steps beyond the stored log, once it starts with it', () => {
		const s = memoryStorage();
		holdUnsaved('g1', [start, bid(1), bid(2)], s);
		expect(heldBeyond('g1', [start], s)).toEqual([bid(1), bid(2)]);
		expect(heldBeyond('g1', [start, bid(1), bid(2)], s)).toEqual([]);
		expect(heldBeyond('g1', [bid(3)], s)).toEqual([]);
		expect(heldBeyond('other', [start], s)).toEqual([]);
		forgetUnsaved('g1', s);
		expect(heldBeyond('g1', [start], s)).toEqual([]);
	});

	it('ignores what does not pass the restore layer', () => {
		const s = memoryStorage();
		s.setItem('armageddon-companion:drafts:g1:held-steps', JSON.stringify({ at: 1, for: '', value: { events: [start, { type: 'bid', area: 'moon' }] } }));
		expect(heldBeyond('g1', [start], s)).toEqual([]);
		s.setItem('armageddon-companion:drafts:g1:held-steps', '{not json');
		expect(heldBeyond('g1', [], s)).toEqual([]);
	});

	it('still offers steps this tab held in sessionStorage before the draft store', () => {
		const s = memoryStorage();
		const legacy = memoryStorage();
		legacy.setItem('armageddon.unsaved.g1', JSON.stringify({ events: [start, bid(1)] }));
		expect(heldBeyond('g1', [start], s, legacy)).toEqual([bid(1)]);
		forgetUnsaved('g1', s, legacy);
		expect(heldBeyond('g1', [start], s, legacy)).toEqual([]);
	});
});
