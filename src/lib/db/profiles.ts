/** Stored box profiles, and box-profile files shared on their own (merged, never overwriting known values). */
import { type BoxProfile, mergeProfiles, type ProfileConflict, profileEntryProblem, validateProfile } from '../games/armageddon';
import type { CompanionDb } from './database';
import { attempt, toWriteError, writeError, type DbResult, type WriteError } from './errors';
import { BACKUP_FORMAT } from './stored-schemas';
import { formatOf, parseJsonFile } from './json-file';
import { excerpt, refused, type FileRefusal, type Refused } from './refusals';
import { restoreProfileRow, restoreRows, type Damage } from './restore-rows';
import type { ProfileRow } from './rows';

export const PROFILE_FORMAT = 'armageddon-box-profile';

/** Every stored profile, most recently changed first; damaged rows are reported and skipped. */
export function listProfiles(db: CompanionDb): Promise<DbResult<{ profiles: ProfileRow[]; damaged: Damage[] }>> {
	return attempt(async () => {
		const { rows, damaged } = restoreRows(await db.profiles.orderBy('updatedAt').reverse().toArray(), restoreProfileRow);
		return { profiles: rows, damaged };
	});
}

/** One stored profile, or null when it is missing or damaged. */
export function getProfile(db: CompanionDb, id: string): Promise<DbResult<ProfileRow | null>> {
	return attempt(async () => {
		const raw = await db.profiles.get(id);
		const restored = raw ? restoreProfileRow(raw) : null;
		return restored?.ok ? restored.value : null;
	});
}

/** Checks and stores a profile (a new id unless given). */
export async function saveProfile(
	db: CompanionDb,
	profile: BoxProfile,
	opts: { id?: string; now?: number } = {}
): Promise<DbResult<ProfileRow>> {
	const valid = validateProfile(profile);
	if (!valid.ok) return { ok: false, error: writeError('unknown', valid.reason) };
	const row: ProfileRow = {
		id: opts.id ?? crypto.randomUUID(),
		name: valid.value.name,
		profile: valid.value,
		updatedAt: opts.now ?? Date.now()
	};
	return attempt(async () => {
		await db.profiles.put(row);
		return row;
	});
}

/** Removes a stored profile (games keep their own snapshot). */
export function deleteProfile(db: CompanionDb, id: string): Promise<DbResult<void>> {
	return attempt(() => db.profiles.delete(id));
}

/** The text of a box-profile file. */
export function exportProfileFile(profile: BoxProfile): string {
	return JSON.stringify(profile, null, 1);
}

/** Parses and validates a box-profile file without touching the database. */
export function readProfileFile(text: unknown): { ok: true; profile: BoxProfile } | Refused {
	const parsed = parseJsonFile(text);
	if (!parsed.ok) return parsed;
	const format = formatOf(parsed.value);
	if (format === BACKUP_FORMAT) return refused({ kind: 'wrong-file', expected: 'box-profile' });
	if (format !== PROFILE_FORMAT) return refused({ kind: 'foreign', expected: 'box-profile', format: typeof format === 'string' ? excerpt(format) : null });
	const valid = validateProfile(parsed.value);
	if (!valid.ok) return refused({ kind: 'profile-damaged', rejection: valid });
	// checked whole, as the Box page checks each entry: a file or link is taken all or not at all
	const problem = profileEntryProblem(valid.value);
	return problem ? refused({ kind: 'profile-damaged', rejection: problem }) : { ok: true, profile: valid.value };
}

export type ProfileImport =
	| { readonly status: 'refused'; readonly refusal: FileRefusal; readonly message: string }
	| { readonly status: 'failed'; readonly error: WriteError }
	| { readonly status: 'imported'; readonly row: ProfileRow; readonly conflicts: ProfileConflict[]; readonly merged: boolean };

/**
 * Imports a box-profile file: merged into the stored profile `intoId` (known
 * values are kept; disagreements are reported as conflicts), else stored as a new one.
 */
export async function importProfileFile(
	db: CompanionDb,
	text: unknown,
	opts: { intoId?: string; now?: number } = {}
): Promise<ProfileImport> {
	const read = readProfileFile(text);
	if (!read.ok) return { status: 'refused', refusal: read.refusal, message: read.message };
	try {
		return await db.transaction('rw', db.profiles, async () => {
			const raw = opts.intoId ? await db.profiles.get(opts.intoId) : undefined;
			const base = raw ? restoreProfileRow(raw) : null;
			const now = opts.now ?? Date.now();
			if (base?.ok) {
				const { profile, conflicts } = mergeProfiles(base.value.profile, read.profile);
				const row: ProfileRow = { ...base.value, profile, updatedAt: now };
				await db.profiles.put(row);
				return { status: 'imported', row, conflicts, merged: true } as const;
			}
			const row: ProfileRow = { id: crypto.randomUUID(), name: read.profile.name, profile: read.profile, updatedAt: now };
			await db.profiles.add(row);
			return { status: 'imported', row, conflicts: [], merged: false } as const;
		});
	} catch (e) {
		return { status: 'failed', error: toWriteError(e) };
	}
}
