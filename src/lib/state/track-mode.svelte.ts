import { readPrefs, writePref } from './prefs';

/** Where a table keeps the VP, marauder and damage tracks: on the physical board, or only in the app. */
export type TrackModeName = 'board' | 'app';

/** The remembered track mode (localStorage, with the other preferences); 'board' until the table picks. */
export class TrackMode {
	current = $state<TrackModeName>('board');

	constructor(storage?: Storage | null) {
		this.current = readPrefs(storage).tracks === 'app' ? 'app' : 'board';
		this.#storage = storage;
	}

	#storage: Storage | null | undefined;

	/** Picks a mode and remembers it for the next games. */
	set(mode: TrackModeName): void {
		this.current = mode;
		writePref('tracks', mode === 'board' ? undefined : mode, this.#storage);
	}
}

let shared: TrackMode | null = null;

/** The app-wide track mode, created on first use (in the browser). */
export function trackMode(): TrackMode {
	shared ??= new TrackMode();
	return shared;
}
