import { localStore } from '$lib/platform/local-storage';

/**
 * The single localStorage key for this device's preferences (language, theme, track mode), each owned by
 * a `Persisted` (persisted.svelte.ts). The inline script in src/app.html reads the same key before first
 * paint; keep the two in step.
 */
export const PREFS_KEY = 'armageddon-companion:prefs';

/** Stored preferences; values come from storage, so readers validate them. */
export interface Prefs {
	locale?: unknown;
	theme?: unknown;
	/** Where the VP, marauder and damage tracks are kept: 'board' or 'app'. */
	tracks?: unknown;
}

/** Reads the stored preferences; anything unreadable counts as none. */
export function readPrefs(storage: Storage | null = localStore()): Prefs {
	try {
		const parsed: unknown = JSON.parse(storage?.getItem(PREFS_KEY) ?? '{}');
		return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Prefs) : {};
	} catch {
		return {};
	}
}

/** Stores one preference (undefined removes it); a full or blocked storage is ignored. */
export function writePref(key: keyof Prefs, value: string | undefined, storage: Storage | null = localStore()): void {
	const prefs = { ...readPrefs(storage), [key]: value };
	if (value === undefined) delete prefs[key];
	try {
		storage?.setItem(PREFS_KEY, JSON.stringify(prefs));
	} catch {
		// Quota or privacy mode: the choice simply lasts for this visit.
	}
}
