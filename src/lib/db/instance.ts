import { openDb } from './database';
import type { CompanionDb } from './database';

let db: CompanionDb | null = null;

/** The app's one database connection, opened on first use (browser only). */
export function appDb(): CompanionDb {
	db ??= openDb();
	return db;
}
