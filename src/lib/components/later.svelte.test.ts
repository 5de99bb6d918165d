import { describe, expect, it, vi } from 'vitest';
import { Later } from './later.svelte';
import { refusalWords } from './refusal-words.svelte';

describe('Later', () => {
	it('loads once, when first asked, and hands out the same parts after', async () => {
		const load = vi.fn(async () => ({ part: 1 }));
		const later = new Later(load);
		expect(load).not.toHaveBeenCalled();
		expect(later.parts).toBeNull();
		const parts = await later.load();
		expect(later.parts).toBe(parts);
		expect(await later.load()).toBe(parts);
		expect(load).toHaveBeenCalledOnce();
	});

	it('a load that failed (offline before the app was installed) is tried again when asked again', async () => {
		const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('parts');
		const later = new Later<string>(load);
		await expect(later.load()).rejects.toThrow('offline');
		expect(later.parts).toBeNull();
		await vi.waitFor(() => expect(later.parts).toBe('parts'));
		expect(load).toHaveBeenCalledTimes(2);
	});
});

describe('refusalWords', () => {
	it('holds the words for refusals, damaged rows and failed saves, in the language asked for', async () => {
		const words = await refusalWords.load();
		expect(Object.keys(words).sort()).toEqual(['damageText', 'errorText', 'rejectionText']);
		expect(words.errorText({ kind: 'quota', message: 'full' }, 'de')).toContain('Speicherplatz');
	}, 30_000);
});
