/** The other games' score sheets (6 Billion, Four Horsemen): saved results, listed, soft-deleted, backed up. */
import * as v from 'valibot';
import { summarizeSheet, type Sheet, type SheetSummary } from '../games/sheets';
import type { CompanionDb } from './database';
import { attempt, DamagedError, NotFoundError, type DbResult } from './errors';
import { damage, describeIssues, restoreRows, restoreWith, schemaIssue, type Damage, type Restored } from './restore-rows';
import { ExportedSheetSchema, SheetRowSchema, type ExportedSheet, type SheetRow } from './sheet-schemas';
import { excerpt, type FileRefusal } from './refusals';

/** A stored sheet with the result its figures give. */
export type ListedSheet = SheetRow & { readonly summary: SheetSummary };

function rowId(raw: unknown): string {
	const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
	return typeof id === 'string' && id ? id : '(no id)';
}

/** A sheet row: its shape, and its figures must score (a file is never trusted). */
export function restoreSheetRow(raw: unknown): Restored<ListedSheet> {
	const r = restoreWith(SheetRowSchema, 'sheets', rowId(raw), raw);
	if (!r.ok) return r;
	const summary = summarizeSheet(r.value);
	if (!summary) return { ok: false, damage: damage('sheets', r.value.id, { kind: 'unscorable' }) };
	return { ok: true, value: { ...r.value, summary } };
}

/** Stores a scored sheet; refused (DamagedError) when its figures do not score. */
export function saveSheet(
	db: CompanionDb,
	sheet: Sheet,
	opts: { id?: string; now?: number; title?: string | null } = {}
): Promise<DbResult<ListedSheet>> {
	return attempt(async () => {
		const now = opts.now ?? Date.now();
		const row = { ...sheet, id: opts.id ?? crypto.randomUUID(), title: opts.title ?? null, createdAt: now, updatedAt: now, deleted: 0, deletedAt: null } as SheetRow;
		const restored = restoreSheetRow(row);
		if (!restored.ok) throw new DamagedError(restored.damage.problem, restored.damage.detail);
		await db.sheets.add(row);
		return restored.value;
	});
}

/** Every sheet not in the bin, newest first, and the damaged rows left out. */
export function listSheets(db: CompanionDb): Promise<DbResult<{ rows: ListedSheet[]; damaged: Damage[] }>> {
	return attempt(async () => {
		// Every row, not an index walk: a damaged row without `updatedAt` must still be reported.
		const { rows, damaged } = restoreRows(await db.sheets.toArray(), restoreSheetRow);
		return { rows: rows.filter((r) => r.deleted === 0).sort((a, b) => b.updatedAt - a.updatedAt), damaged };
	});
}

async function update(db: CompanionDb, id: string, change: Partial<SheetRow>): Promise<void> {
	await db.transaction('rw', db.sheets, async () => {
		const row = await db.sheets.get(id);
		if (!row) throw new NotFoundError(id);
		await db.sheets.put({ ...row, ...change } as SheetRow);
	});
}

/** Moves a sheet to the bin. */
export function deleteSheet(db: CompanionDb, id: string, now = Date.now()): Promise<DbResult<void>> {
	return attempt(() => update(db, id, { deleted: 1, deletedAt: now }));
}

/** Undoes {@link deleteSheet}. */
export function restoreSheet(db: CompanionDb, id: string): Promise<DbResult<void>> {
	return attempt(() => update(db, id, { deleted: 0, deletedAt: null }));
}

/** Removes binned sheets (deleted at or before `before`) for good; returns how many. */
export function purgeDeletedSheets(db: CompanionDb, before = Infinity): Promise<DbResult<number>> {
	return attempt(async () => {
		const ids = (await db.sheets.toArray()).filter((r) => r.deleted === 1 && (r.deletedAt ?? 0) <= before).map((r) => r.id);
		await db.sheets.bulkDelete(ids);
		return ids.length;
	});
}

/** The sheets a full backup carries (not in the bin, oldest first) and the damaged ones left out. Inside a transaction. */
export async function sheetsForBackup(db: CompanionDb): Promise<{ sheets: ExportedSheet[]; damaged: Damage[] }> {
	const { rows, damaged } = restoreRows(await db.sheets.toArray(), restoreSheetRow);
	const sheets = rows
		.filter((r) => r.deleted === 0)
		.sort((a, b) => a.createdAt - b.createdAt)
		.map(({ deleted: _d, deletedAt: _at, summary: _s, ...kept }) => kept as ExportedSheet);
	return { sheets, damaged };
}

/** Checks a backup's sheets (shape and figures); the first problem in plain words, or null. */
export function checkBackupSheets(sheets: readonly unknown[] | undefined): FileRefusal | null {
	const ids = new Set<string>();
	for (const raw of sheets ?? []) {
		const parsed = v.safeParse(ExportedSheetSchema, raw, { abortEarly: true });
		if (!parsed.success) return { kind: 'damaged', problem: `a score sheet: ${describeIssues(parsed.issues)}`, issue: schemaIssue(parsed.issues), sheet: true };
		if (ids.has(parsed.output.id)) return { kind: 'twice', what: 'sheet', id: excerpt(parsed.output.id) };
		ids.add(parsed.output.id);
		if (!summarizeSheet(parsed.output)) return { kind: 'sheet-unscorable', id: excerpt(parsed.output.id) };
	}
	return null;
}

/** Stores a backup's sheets inside the import transaction; a sheet whose id is stored already is kept as it is. */
export async function importSheets(db: CompanionDb, sheets: readonly ExportedSheet[]): Promise<string[]> {
	const existing = await db.sheets.bulkGet(sheets.map((s) => s.id));
	const added = sheets.filter((_, i) => !existing[i]).map((s) => ({ ...s, deleted: 0 as const, deletedAt: null }) as SheetRow);
	await db.sheets.bulkAdd(added);
	return added.map((s) => s.id);
}
