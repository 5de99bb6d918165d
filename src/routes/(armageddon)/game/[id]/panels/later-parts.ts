/**
 * What the game page shows only at some steps or on demand: the auction's result and the panels of the steps after the bids, a player's
 * sheet, the box-value prompt, the set-up summary and the choice of where the tracks are kept (before round 1), the question before undoing a saved final scoring and the
 * note on secret tiles not seen yet. One chunk, loaded the first time one of them is shown
 * (see ../later.svelte.ts).
 */
export { default as AuctionResult } from '../AuctionResult.svelte';
export { default as ChoosePanel } from './ChoosePanel.svelte';
export { default as CityPanel } from './CityPanel.svelte';
export { default as CompletionPanel } from './CompletionPanel.svelte';
export { default as ConstructPanel } from './ConstructPanel.svelte';
export { default as ExplorePanel } from './ExplorePanel.svelte';
export { default as IntermediatePanel } from './IntermediatePanel.svelte';
export { default as TilesPanel } from './TilesPanel.svelte';
export { default as PlayerSheet } from '../PlayerSheet.svelte';
export { default as BoxPrompt } from '$lib/components/BoxPrompt.svelte';
export { default as SetupSummary } from '$lib/components/SetupSummary.svelte';
export { default as TrackModeSwitch } from '$lib/components/TrackModeSwitch.svelte';
export { default as UndoFinal } from '../UndoFinal.svelte';
export { default as RevealHint } from '../RevealHint.svelte';
