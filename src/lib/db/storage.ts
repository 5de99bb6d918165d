/** Persistent-storage requests (navigator.storage); every call is guarded for browsers and tests without it. */
import type { CompanionDb } from './database';
import { restoreSettings } from './settings';

type StorageLike = Pick<StorageManager, 'persist' | 'persisted'>;

function storageManager(nav: unknown): StorageLike | null {
	const storage = (nav as { storage?: Partial<StorageLike> } | undefined)?.storage;
	return storage && typeof storage.persist === 'function' && typeof storage.persisted === 'function'
		? (storage as StorageLike)
		: null;
}

const currentNavigator = (): unknown => (typeof navigator === 'undefined' ? undefined : navigator);

/** Asks the browser to keep our data; true = granted, false = refused, null = not supported or failed. */
export async function requestPersistence(nav: unknown = currentNavigator()): Promise<boolean | null> {
	const storage = storageManager(nav);
	if (!storage) return null;
	try {
		return await storage.persist();
	} catch {
		return null;
	}
}

/** Whether our data is persistent; null = not supported or failed. */
export async function isPersisted(nav: unknown = currentNavigator()): Promise<boolean | null> {
	const storage = storageManager(nav);
	if (!storage) return null;
	try {
		return await storage.persisted();
	} catch {
		return null;
	}
}

/**
 * After the first saved game, asks for persistence once (the answer is remembered in
 * the settings); returns the answer, or undefined when it was not asked now.
 */
export async function askPersistenceOnce(db: CompanionDb, nav: unknown = currentNavigator()): Promise<boolean | null | undefined> {
	try {
		const { settings } = restoreSettings(await db.settings.toArray());
		if (settings.persistenceAsked || (await db.games.count()) === 0) return undefined;
		if (!storageManager(nav)) return null;
		const granted = await requestPersistence(nav);
		await db.settings.put({ key: 'persistenceAsked', value: true });
		return granted;
	} catch {
		return null;
	}
}
