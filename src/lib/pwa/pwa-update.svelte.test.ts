import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaUpdate } from './pwa-update.svelte';

afterEach(() => {
	vi.useRealTimers();
});

describe('PwaUpdate', () => {
	it('shows nothing on a first visit, only the offline notice', () => {
		const u = new PwaUpdate(vi.fn());
		u.markOfflineReady();
		expect(u.promptVisible).toBe(false);
		expect(u.offlineReady).toBe(true);
		u.dismissOfflineReady();
		expect(u.offlineReady).toBe(false);
	});

	it('prompts when a new version waits and reloads only after the user agrees', async () => {
		vi.useFakeTimers();
		const reload = vi.fn();
		const u = new PwaUpdate(reload);
		const apply = vi.fn(async () => u.controllerChanged());
		u.needRefresh(apply);
		expect(u.promptVisible).toBe(true);
		expect(reload).not.toHaveBeenCalled();
		await u.accept();
		expect(apply).toHaveBeenCalledOnce();
		expect(reload).toHaveBeenCalledOnce();
		expect(u.promptVisible).toBe(false);
		await u.accept();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(reload).toHaveBeenCalledOnce();
	});

	it('does not reload when another tab activated the update; it asks instead', async () => {
		const reload = vi.fn();
		const u = new PwaUpdate(reload);
		u.controllerChanged();
		expect(reload).not.toHaveBeenCalled();
		expect(u.promptVisible).toBe(true);
		await u.accept();
		expect(reload).toHaveBeenCalledOnce();
	});

	it('reloads anyway if the takeover is never reported after accepting', async () => {
		vi.useFakeTimers();
		const reload = vi.fn();
		const u = new PwaUpdate(reload);
		u.needRefresh(async () => {});
		await u.accept();
		expect(reload).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(5000);
		expect(reload).toHaveBeenCalledOnce();
	});

	it('hides the prompt while deferred and shows it again when every hold is released', () => {
		const u = new PwaUpdate(vi.fn());
		const releaseA = u.defer();
		const releaseB = u.defer();
		u.needRefresh(async () => {});
		expect(u.updateDeferred).toBe(true);
		expect(u.promptVisible).toBe(false);
		releaseA();
		releaseA();
		expect(u.promptVisible).toBe(false);
		releaseB();
		expect(u.updateDeferred).toBe(false);
		expect(u.promptVisible).toBe(true);
	});

	it('can be held from an effect without that effect depending on the hold count', () => {
		const u = new PwaUpdate(vi.fn());
		let runs = 0;
		const stop = $effect.root(() => {
			$effect(() => {
				runs++;
				return u.defer();
			});
		});
		flushSync();
		expect(runs).toBe(1);
		expect(u.updateDeferred).toBe(true);
		stop();
		expect(u.updateDeferred).toBe(false);
	});

	it('"Later" hides the prompt until the next new version', () => {
		const u = new PwaUpdate(vi.fn());
		u.needRefresh(async () => {});
		u.dismiss();
		expect(u.promptVisible).toBe(false);
		u.needRefresh(async () => {});
		expect(u.promptVisible).toBe(true);
	});
});
