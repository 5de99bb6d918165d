/** The Dexie database: typed tables and every schema version users may still have. */
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { EventRow, GameRow, ProfileRow, SettingRow } from './rows';
import type { SheetRow } from './sheet-schemas';

export const DB_NAME = 'armageddon-companion';
export const DB_VERSION = 3;

/** Version 1: games keyed by id, events ordered by [gameId+seq]. */
export const STORES_V1 = {
	games: 'id, updatedAt',
	events: '[gameId+seq], gameId',
	profiles: 'id, updatedAt',
	settings: 'key'
} as const;

/** Version 2: soft delete; the history list pages over [deleted+updatedAt]. */
export const STORES_V2 = { ...STORES_V1, games: 'id, updatedAt, [deleted+updatedAt]' } as const;

/** Version 3: the other games' score sheets (6 Billion, Four Horsemen); nothing else changes. */
export const STORES_V3 = { ...STORES_V2, sheets: 'id, updatedAt, game' } as const;

export class CompanionDb extends Dexie {
	// `declare`, not fields: class fields would overwrite the tables Dexie sets up in the constructor.
	declare readonly games: Table<GameRow, string>;
	declare readonly events: Table<EventRow, [string, number]>;
	declare readonly profiles: Table<ProfileRow, string>;
	declare readonly settings: Table<SettingRow, string>;
	declare readonly sheets: Table<SheetRow, string>;

	constructor(name: string = DB_NAME, options?: DexieOptions) {
		super(name, options);
		this.version(1).stores(STORES_V1);
		// The v1 → v2 summaries fold each game through the engine: loaded only on the rare upgrade of a v1
		// database, not by every page that opens the database (waitFor keeps the upgrade transaction open meanwhile).
		this.version(2)
			.stores(STORES_V2)
			.upgrade(async (tx) => (await Dexie.waitFor(import('./migrate'))).upgradeV1toV2(tx));
		this.version(3).stores(STORES_V3);
	}
}

/** Opens (or creates) the app's database. */
export function openDb(name: string = DB_NAME, options?: DexieOptions): CompanionDb {
	return new CompanionDb(name, options);
}
