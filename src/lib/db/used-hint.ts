/**
 * A note in localStorage that this device has opened the app's database before. The home page reads it
 * to decide whether to load the resume card (and with it Dexie, the schemas and the engine): on a first
 * visit there is nothing to resume, so none of that is fetched. No Dexie here: the home page imports this.
 */
import { localStore } from '../platform/local-storage';

export const DB_USED_KEY = 'armageddon-companion:db-used';

/** Whether the database was opened on this device before (blocked storage counts as yes: then look). */
export function dbUsedBefore(store: Storage | null = localStore()): boolean {
	if (!store) return true;
	try {
		return store.getItem(DB_USED_KEY) !== null;
	} catch {
		return true;
	}
}

/** Notes that the database is in use; a full or blocked storage is ignored. */
export function markDbUsed(store: Storage | null = localStore()): void {
	try {
		store?.setItem(DB_USED_KEY, '1');
	} catch {
		// Quota or privacy mode: the home page then looks in the database anyway (dbUsedBefore is true).
	}
}
