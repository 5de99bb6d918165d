/**
 * What the final scoring page shows only on demand: the result (after "Show result") and the picker of the public
 * scoring tile (for a game that never recorded it). Loaded the first time one is shown, not with the entry form.
 */
export { default as ResultView } from '$lib/components/armageddon/final/ResultView.svelte';
export { default as ScoringTilePicker } from '$lib/components/ScoringTilePicker.svelte';
