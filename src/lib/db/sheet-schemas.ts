/** Valibot schemas of the other games' score sheets (6 Billion, Four Horsemen) as stored and exported. */
import * as v from 'valibot';
import type { FhSheet } from '../games/four-horsemen';
import { DISCOVERY_ORBITS, ORBITS, RICH_ORBITS, type SbSheet } from '../games/six-billion';
import type { Sheet } from '../games/sheets';

const id = v.pipe(v.string(), v.minLength(1, 'an id must not be empty'));
const time = v.pipe(v.number(), v.finite(), v.minValue(0));
const int = v.pipe(v.number(), v.integer());
const idRecord = <S extends v.GenericSchema>(value: S) => v.record(v.pipe(v.string(), v.minLength(1)), value);

export const SbSheetSchema = v.object({
	players: v.array(v.object({ id, name: v.string(), neutral: v.boolean() })),
	populations: v.pipe(
		v.record(v.picklist(ORBITS), idRecord(int)),
		v.transform((r) => r as SbSheet['populations'])
	),
	agendas: idRecord(v.nullable(v.picklist(RICH_ORBITS))),
	discovery: v.boolean(),
	discoveries: idRecord(v.array(v.picklist(DISCOVERY_ORBITS)))
});

const FhEntrySchema = v.object({
	good: int,
	evil: int,
	goodProtection: int,
	evilProtection: int,
	undyingGood: int,
	undyingEvil: int
});

export const FhSheetSchema = v.object({
	players: v.array(v.object({ id, name: v.string() })),
	scorings: v.array(idRecord(FhEntrySchema)),
	horsemanPoints: idRecord(int),
	alignments: idRecord(v.picklist(['good', 'evil']))
});

const sheetFields = {
	id,
	title: v.nullable(v.string()),
	createdAt: time,
	updatedAt: time
};

/** A sheet in a backup file. */
export const ExportedSheetSchema = v.variant('game', [
	v.object({ ...sheetFields, game: v.literal('six-billion'), sheet: SbSheetSchema }),
	v.object({ ...sheetFields, game: v.literal('four-horsemen'), sheet: FhSheetSchema })
]);

/** A stored sheet: the exported fields plus soft delete. */
export const SheetRowSchema = v.variant('game', [
	v.object({ ...sheetFields, deleted: v.picklist([0, 1]), deletedAt: v.nullable(time), game: v.literal('six-billion'), sheet: SbSheetSchema }),
	v.object({ ...sheetFields, deleted: v.picklist([0, 1]), deletedAt: v.nullable(time), game: v.literal('four-horsemen'), sheet: FhSheetSchema })
]);

export type ExportedSheet = Sheet & { readonly id: string; readonly title: string | null; readonly createdAt: number; readonly updatedAt: number };
export type SheetRow = ExportedSheet & { readonly deleted: 0 | 1; readonly deletedAt: number | null };

// Compile-time drift checks against the engines' types.
const _sb: SbSheet = {} as v.InferOutput<typeof SbSheetSchema>;
const _fh: FhSheet = {} as v.InferOutput<typeof FhSheetSchema>;
const _row: SheetRow = {} as v.InferOutput<typeof SheetRowSchema>;
const _exported: ExportedSheet = {} as v.InferOutput<typeof ExportedSheetSchema>;
void [_sb, _fh, _row, _exported];
