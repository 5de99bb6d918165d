import { describe, expect, it } from 'vitest';
import { MirrorTicks } from './mirror-ticks.svelte';
import { memoryStorage } from '$lib/platform/testing/memory-storage';

describe('MirrorTicks', () => {
	it('keeps ticks across a new instance (a reload) for the same game only', () => {
		const storage = memoryStorage();
		const a = new MirrorTicks('g1', storage);
		a.set('2:exploration:nikki:x', true);
		expect(new MirrorTicks('g1', storage).has('2:exploration:nikki:x')).toBe(true);
		expect(new MirrorTicks('g2', storage).has('2:exploration:nikki:x')).toBe(false);
		a.set('2:exploration:nikki:x', false);
		expect(new MirrorTicks('g1', storage).has('2:exploration:nikki:x')).toBe(false);
	});

	it('drops ticks of rounds before the previous one, and ignores a damaged stored value', () => {
		const storage = memoryStorage();
		const t = new MirrorTicks('g', storage);
		t.set('1:city:a:x', true);
		t.set('2:city:a:x', true);
		t.set('3:city:a:x', true);
		expect([...new MirrorTicks('g', storage).ticked]).toEqual(['2:city:a:x', '3:city:a:x']);
		storage.setItem('armageddon-companion:drafts:g:mirror-ticks', '{"at":1,"for":"","value":{"__proto__":1}}');
		expect(new MirrorTicks('g', storage).ticked.size).toBe(0);
	});
});
