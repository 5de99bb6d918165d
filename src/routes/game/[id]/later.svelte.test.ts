import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, later } from './later.svelte';

describe('later', () => {
	it('starts loading the later parts when first asked, and hands out the same module after', async () => {
		expect(later.parts).toBeNull();
		await vi.waitFor(() => expect(later.parts).not.toBeNull(), { timeout: 20_000 });
		const parts = later.parts;
		expect(Object.keys(parts ?? {}).sort()).toEqual(
			['BoxPrompt', 'ChoosePanel', 'CityPanel', 'CompletionPanel', 'ConstructPanel', 'ExplorePanel', 'IntermediatePanel', 'PlayerSheet', 'RevealHint', 'SetupSummary', 'TilesPanel', 'UndoFinal'].sort()
		);
		expect(later.parts).toBe(parts);
	});
});

describe('afterFirstPaint', () => {
	it('runs the task after the next frame, in a task of its own', async () => {
		const order: string[] = [];
		afterFirstPaint(() => order.push('task'));
		requestAnimationFrame(() => order.push('frame'));
		order.push('now');
		await vi.waitFor(() => expect(order).toEqual(['now', 'frame', 'task']));
	});
});
