/**
 * Drafts of the score sheets being entered (6 Billion, Four Horsemen), kept in the draft store (the game's name is
 * the scope: a sheet has no id until it is saved) so a reload or a closed tab loses no figure. A draft read back
 * passes its schema first; a damaged one is ignored.
 */
import * as v from 'valibot';
import { localStore } from '../platform/local-storage';
import { dropDraft, keepDraft, readDraft } from './drafts';
import { MAX_PLAYERS as FH_MAX, MIN_PLAYERS as FH_MIN, ENTRY_FIELDS, SCORINGS } from '../games/four-horsemen';
import { DISCOVERY_ORBITS, MAX_PLAYERS as SB_MAX, MIN_PLAYERS as SB_MIN, ORBITS, RICH_ORBITS } from '../games/six-billion';
import type { SheetGame } from '../games/sheets';

const typed = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));
const ids = <S extends v.GenericSchema>(value: S) => v.record(v.pipe(v.string(), v.minLength(1)), value);
const names = v.array(v.pipe(v.string(), v.maxLength(40)));

export const SbDraftSchema = v.object({
	tab: v.picklist(['players', 'table', 'score', 'result']),
	count: v.pipe(v.number(), v.integer(), v.minValue(SB_MIN), v.maxValue(SB_MAX)),
	names,
	discovery: v.boolean(),
	populations: v.record(v.picklist(ORBITS), ids(typed)),
	agendas: ids(v.nullable(v.picklist(RICH_ORBITS))),
	discoveries: ids(v.array(v.picklist(DISCOVERY_ORBITS))),
	seed: v.pipe(v.string(), v.maxLength(12)),
	round: v.pipe(v.number(), v.integer(), v.minValue(1)),
	figures: ids(v.object({ orbits: typed, transit: typed, points: typed }))
});

export const FhDraftSchema = v.object({
	tab: v.picklist(['players', 'scoring', 'final', 'result']),
	count: v.pipe(v.number(), v.integer(), v.minValue(FH_MIN), v.maxValue(FH_MAX)),
	names,
	scoring: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCORINGS - 1)),
	entries: v.pipe(v.array(ids(v.partial(v.object(Object.fromEntries(ENTRY_FIELDS.map((f) => [f, typed])) as Record<(typeof ENTRY_FIELDS)[number], typeof typed>)))), v.length(SCORINGS)),
	horsemanPoints: ids(typed),
	alignments: ids(v.nullable(v.picklist(['good', 'evil'])))
});

export type SbDraft = v.InferOutput<typeof SbDraftSchema>;
export type FhDraft = v.InferOutput<typeof FhDraftSchema>;
export type SheetDrafts = { 'six-billion': SbDraft; 'four-horsemen': FhDraft };

const SCHEMAS = { 'six-billion': SbDraftSchema, 'four-horsemen': FhDraftSchema } as const;
/** Where drafts were kept before the draft store: still read, so an update loses no sheet being entered. */
const legacyKey = (game: SheetGame) => `armageddon-companion:draft:${game}`;


/** The name of a sheet's draft in the draft store (its scope is the game). */
export const SHEET_DRAFT = 'sheet';

/** How a sheet's stored draft is read back. */
export const sheetDraftSchema = <G extends SheetGame>(game: G) =>
	SCHEMAS[game] as unknown as v.GenericSchema<unknown, SheetDrafts[G]>;

/** The draft as it is stored: the sheets' schemas read an empty figure as null, and JSON turns NaN (text that was not a number) into null. */
export const storedSheetDraft = <T>(draft: T): T => JSON.parse(JSON.stringify(draft)) as T;

/** Stores the draft. Fails silently where storage is refused. */
export function saveDraft<G extends SheetGame>(game: G, draft: SheetDrafts[G], storage: Storage | null = localStore()): void {
	keepDraft(game, SHEET_DRAFT, '', storedSheetDraft(draft), undefined, storage);
}

/** The draft kept before the draft store, or null: still read, so an update loses no sheet being entered. */
export function legacySheetDraft<G extends SheetGame>(game: G, storage: Storage | null = localStore()): SheetDrafts[G] | null {
	try {
		const text = storage?.getItem(legacyKey(game));
		if (!text) return null;
		const parsed = v.safeParse(SCHEMAS[game], JSON.parse(text));
		return parsed.success ? (parsed.output as SheetDrafts[G]) : null;
	} catch {
		return null;
	}
}

/** The stored draft, or null when there is none or it does not pass its schema. */
export function loadDraft<G extends SheetGame>(game: G, storage: Storage | null = localStore()): SheetDrafts[G] | null {
	return readDraft(game, SHEET_DRAFT, '', sheetDraftSchema(game), storage) ?? legacySheetDraft(game, storage);
}

/** Forgets the draft. */
export function clearDraft(game: SheetGame, storage: Storage | null = localStore()): void {
	dropDraft(game, SHEET_DRAFT, storage);
	try {
		storage?.removeItem(legacyKey(game));
	} catch {
		// nothing to forget where storage is refused
	}
}
