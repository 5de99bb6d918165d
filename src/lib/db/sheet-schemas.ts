/** Valibot schemas of the other games' score sheets (6 Billion, Four Horsemen) as stored and exported. */
import * as v from 'valibot';
import { MAX_PLAYERS as FH_MAX_PLAYERS, type FhSheet } from '../games/four-horsemen';
import { DISCOVERY_ORBITS, MAX_PLAYERS as SB_MAX_PLAYERS, ORBITS, RICH_ORBITS, type SbSheet } from '../games/six-billion';
import type { Sheet } from '../games/sheets';

import { MAX_ID_LENGTH, MAX_STORED_NAME } from './schemas';
import { TITLE_MAX } from './limits';

const id = v.pipe(v.string(), v.minLength(1, 'an id must not be empty'), v.maxLength(MAX_ID_LENGTH, 'an id is too long'));
const name = v.pipe(v.string(), v.maxLength(MAX_STORED_NAME, `a player name has at most ${MAX_STORED_NAME} characters`));
const time = v.pipe(v.number(), v.finite(), v.minValue(0));
const int = v.pipe(v.number(), v.integer());
const idRecord = <S extends v.GenericSchema>(value: S) => v.record(v.pipe(v.string(), v.minLength(1)), value);

export const SbSheetSchema = v.object({
	players: v.pipe(v.array(v.object({ id, name, neutral: v.boolean() })), v.maxLength(SB_MAX_PLAYERS + 2, 'a sheet has at most 5 players and 2 neutral ones')),
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
	players: v.pipe(v.array(v.object({ id, name })), v.maxLength(FH_MAX_PLAYERS)),
	scorings: v.array(idRecord(FhEntrySchema)),
	horsemanPoints: idRecord(int),
	alignments: idRecord(v.picklist(['good', 'evil']))
});

const sheetFields = {
	id,
	title: v.nullable(v.pipe(v.string(), v.maxLength(TITLE_MAX, `a title has at most ${TITLE_MAX} characters`))),
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
