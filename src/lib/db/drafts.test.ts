import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dropDraft, dropScope, HELD_STEPS, keepDraft, readDraft, TypedNumber } from './drafts';
import { memoryStorage } from './testing/memory-storage';

const Counts = v.object({ worker: TypedNumber, name: v.string() });

describe('the draft store', () => {
	it('reads a draft back only for the position it was typed for, through its schema', () => {
		const s = memoryStorage();
		expect(keepDraft('g1', 'explore', '7:p1', { worker: 2, name: 'Ann' }, 1, s)).toBe(true);
		expect(readDraft('g1', 'explore', '7:p1', Counts, s)).toEqual({ worker: 2, name: 'Ann' });
		expect(readDraft('g1', 'explore', '8:p2', Counts, s)).toBeNull();
		expect(readDraft('g2', 'explore', '7:p1', Counts, s)).toBeNull();
		keepDraft('g1', 'explore', '7:p1', { worker: 'many' }, 1, s);
		expect(readDraft('g1', 'explore', '7:p1', Counts, s)).toBeNull();
		s.setItem('armageddon-companion:drafts:g1:explore', '{not json');
		expect(readDraft('g1', 'explore', '7:p1', Counts, s)).toBeNull();
	});

	it('keeps a number still being typed (NaN) as NaN', () => {
		const s = memoryStorage();
		keepDraft('g1', 'f', '', { worker: Number.NaN, name: '' }, 1, s);
		expect(readDraft('g1', 'f', '', Counts, s)?.worker).toBeNaN();
	});

	it('forgets one draft, or every draft of a game', () => {
		const s = memoryStorage();
		keepDraft('g1', 'a', '', { worker: 1, name: '' }, 1, s);
		keepDraft('g1', 'b', '', { worker: 1, name: '' }, 1, s);
		keepDraft('g10', 'a', '', { worker: 1, name: '' }, 1, s);
		dropDraft('g1', 'a', s);
		expect(readDraft('g1', 'a', '', Counts, s)).toBeNull();
		expect(readDraft('g1', 'b', '', Counts, s)).not.toBeNull();
		dropScope('g1', s);
		expect(readDraft('g1', 'b', '', Counts, s)).toBeNull();
		expect(readDraft('g10', 'a', '', Counts, s)).not.toBeNull();
	});

	it('makes room in a full storage by dropping the oldest drafts of other games, never held steps', () => {
		const s = memoryStorage(400);
		const big = (n: number) => ({ worker: n, name: 'x'.repeat(60) });
		keepDraft('old', HELD_STEPS, '', big(1), 1, s);
		keepDraft('old', 'a', '', big(1), 2, s);
		keepDraft('newer', 'a', '', big(1), 3, s);
		expect(keepDraft('g1', 'a', '', big(2), 4, s)).toBe(true);
		expect(readDraft('old', HELD_STEPS, '', Counts, s)).not.toBeNull();
		expect(readDraft('old', 'a', '', Counts, s)).toBeNull();
		expect(readDraft('g1', 'a', '', Counts, s)?.worker).toBe(2);
	});

	it('says so when even that is not enough, and throws nothing', () => {
		const s = memoryStorage(50);
		expect(keepDraft('g1', 'a', '', { worker: 1, name: 'x'.repeat(100) }, 1, s)).toBe(false);
		expect(keepDraft('g1', 'a', '', {}, 1, null)).toBe(false);
		expect(readDraft('g1', 'a', '', Counts, null)).toBeNull();
	});
});
