/** App settings as key/value rows: language, theme, wake lock, remembered players, last profile, persistence asked. */
import * as v from 'valibot';
import type { CompanionDb } from './database';
import { attempt, type DbResult } from './errors';
import { restoreSettings, type Damage } from './restore';
import { SettingSchemas, type RememberedPlayer, type Settings } from './stored-schemas';

export type { RememberedPlayer, Settings };
export { DEFAULT_SETTINGS } from './restore';

export const REMEMBERED_MAX = 12;

/** All settings, defaults filled in; damaged values are reported and defaulted. */
export function getSettings(db: CompanionDb): Promise<DbResult<{ settings: Settings; damaged: Damage[] }>> {
	return attempt(async () => restoreSettings(await db.settings.toArray()));
}

/** Stores one setting after checking its value. */
export function setSetting<K extends keyof Settings>(db: CompanionDb, key: K, value: Settings[K]): Promise<DbResult<Settings[K]>> {
	return attempt(async () => {
		const clean = v.parse(SettingSchemas[key], value) as Settings[K];
		await db.settings.put({ key, value: clean });
		return clean;
	});
}

/** Puts `players` first in the remembered list (same name, any case, counts once); keeps the newest {@link REMEMBERED_MAX}. */
export function mergeRemembered(
	old: readonly RememberedPlayer[],
	players: readonly RememberedPlayer[],
	max = REMEMBERED_MAX
): RememberedPlayer[] {
	const seen = new Set<string>();
	const out: RememberedPlayer[] = [];
	for (const p of [...players, ...old]) {
		const name = p.name.trim();
		const key = name.toLocaleLowerCase();
		if (!name || seen.has(key)) continue;
		seen.add(key);
		out.push({ name, colour: p.colour });
	}
	return out.slice(0, max);
}

/** Remembers the players of a new game, most recent first. */
export function rememberPlayers(db: CompanionDb, players: readonly RememberedPlayer[]): Promise<DbResult<RememberedPlayer[]>> {
	return attempt(() =>
		db.transaction('rw', db.settings, async () => {
			const { settings } = restoreSettings(await db.settings.toArray());
			const next = mergeRemembered(settings.rememberedPlayers, players);
			await db.settings.put({ key: 'rememberedPlayers', value: next });
			return next;
		})
	);
}
