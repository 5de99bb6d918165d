import { Persisted } from '$lib/platform/persisted.svelte';

/** Where a table keeps the VP, marauder and damage tracks: on the physical board, or only in the app. */
export type TrackModeName = 'board' | 'app';

const isTrackMode = (value: unknown): value is TrackModeName => value === 'board' || value === 'app';

/** The remembered track mode, 'board' until the table picks; `storage` is for tests. */
export function newTrackMode(storage?: Storage | null): Persisted<TrackModeName> {
	return new Persisted<TrackModeName>('tracks', 'board', isTrackMode, storage);
}

let shared: Persisted<TrackModeName> | null = null;

/** The app-wide track mode, created on first use (in the browser). */
export function trackMode(): Persisted<TrackModeName> {
	shared ??= newTrackMode();
	return shared;
}
