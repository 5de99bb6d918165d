import { describe, expect, it, vi } from 'vitest';
import { later, laterBoard } from './later.svelte';
import TrackBoard from './TrackBoard.svelte';

describe('later', () => {
	it('starts loading the later parts when first asked, and hands out the same module after', async () => {
		expect(later.parts).toBeNull();
		await vi.waitFor(() => expect(later.parts).not.toBeNull(), { timeout: 20_000 });
		const parts = later.parts;
		expect(Object.keys(parts ?? {}).sort()).toEqual(
			['AuctionResult', 'BoxPrompt', 'ChoosePanel', 'CityPanel', 'CompletionPanel', 'ConstructPanel', 'ExplorePanel', 'IntermediatePanel', 'PlayerSheet', 'RevealHint', 'SetupSummary', 'TilesPanel', 'TrackModeSwitch', 'UndoFinal'].sort()
		);
		expect(later.parts).toBe(parts);
	}, 30_000);
});

describe('laterBoard', () => {
	it('loads the board only when first asked for, and hands out the same component after', async () => {
		expect(laterBoard.parts).toBeNull();
		await vi.waitFor(() => expect(laterBoard.parts?.default).toBe(TrackBoard), { timeout: 20_000 });
	}, 30_000);
});
