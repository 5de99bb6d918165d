import { openDb } from './database';
import type { CompanionDb } from './database';
import { markDbUsed } from './used-hint';

let db: CompanionDb | null = null;

/**
 * The app's one database connection, opened on first use (browser only).
 *
 * Write transactions use `relaxed` durability (Chromium's `default` waits for the disk to confirm each
 * commit, ~10–90 ms here). A relaxed commit has reached the operating system when it completes: a closed
 * tab, a crashed or killed browser lose nothing; only a crash of the whole device in that moment could.
 * Firefox commits this way by default.
 */
export function appDb(): CompanionDb {
	if (!db) {
		db = openDb(undefined, { chromeTransactionDurability: 'relaxed' });
		markDbUsed();
	}
	return db;
}
