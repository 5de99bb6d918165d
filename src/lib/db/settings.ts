/** App settings as key/value rows: wake lock, remembered players, last profile, persistence asked; their defaults and restore. */
import * as v from 'valibot';
import type { CompanionDb } from './database';
import { attempt, type DbResult } from './errors';
import { restoreWith, type Damage } from './restore-rows';
import { REMEMBERED_MAX } from './limits';
import { SettingSchemas, type RememberedPlayer, type Settings } from './stored-schemas';
import { nameKey } from '../games/shared/names';

export type { RememberedPlayer, Settings };

export { REMEMBERED_MAX } from './limits';

/** What a setting is until the user changes it, and when its stored value is damaged. */
export const DEFAULT_SETTINGS: Readonly<Settings> = {
	wakeLock: true,
	rememberedPlayers: [],
	lastProfileId: null,
	persistenceAsked: false
};

/** Settings from key/value rows: unknown keys (also the language and theme rows of older versions) are ignored, bad values reported and defaulted. */
export function restoreSettings(rows: readonly unknown[]): { settings: Settings; damaged: Damage[] } {
	const settings: Settings = { ...DEFAULT_SETTINGS };
	const damaged: Damage[] = [];
	for (const raw of rows) {
		const key = raw && typeof raw === 'object' ? (raw as { key?: unknown }).key : undefined;
		if (typeof key !== 'string' || !Object.hasOwn(SettingSchemas, key)) continue;
		const k = key as keyof Settings;
		const r = restoreWith(SettingSchemas[k], 'settings', k, (raw as { value?: unknown }).value);
		if (r.ok) (settings as Record<string, unknown>)[k] = r.value;
		else damaged.push(r.damage);
	}
	return { settings, damaged };
}

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

/** Puts `players` first in the remembered list (the same person by the shared name rule counts once); keeps the newest {@link REMEMBERED_MAX}. */
export function mergeRemembered(
	old: readonly RememberedPlayer[],
	players: readonly RememberedPlayer[],
	max = REMEMBERED_MAX
): RememberedPlayer[] {
	const seen = new Set<string>();
	const out: RememberedPlayer[] = [];
	for (const p of [...players, ...old]) {
		const name = p.name.trim();
		const key = nameKey(name);
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
