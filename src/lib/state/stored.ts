/**
 * What screens know of stored things without reaching into the database: the rows' types, the title limit, and
 * the summary a just-scored result shares with a saved one. Types and pure values only: importing this loads no Dexie.
 */
export { TITLE_MAX } from '$lib/db/limits';
export { finalSummary, type FinalOutcome } from '$lib/db/summary';
export type { CompanionDb } from '$lib/db/database';
export type { WriteError } from '$lib/db/errors';
export type { GameRow, SummaryPlayer } from '$lib/db/rows';
export type { ListedSheet } from '$lib/db/sheets';
