import { WRITE_DURABILITY, openDb } from './database';
import type { CompanionDb } from './database';
import { markDbUsed } from './used-hint';

let db: CompanionDb | null = null;

/**
 * The app's one database connection, opened on first use (browser only).
 * Write transactions use {@link WRITE_DURABILITY}.
 */
export function appDb(): CompanionDb {
	if (!db) {
		db = openDb(undefined, { chromeTransactionDurability: WRITE_DURABILITY });
		markDbUsed();
	}
	return db;
}
