/** How the history names a saved sheet: its game and the day it was played. */
import { m } from '$lib/i18n/messages';
import { formatWhen } from '$lib/i18n/saved-games';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { SheetGame } from '$lib/games/sheets';
import type { ListedSheet } from '$lib/state/stored';

export const gameTitle = {
	'six-billion': m.sheets_history_games_six_billion,
	'four-horsemen': m.sheets_history_games_four_horsemen
} satisfies Record<SheetGame, () => string>;

export const sheetName = (row: ListedSheet, lang: Lang): string =>
	m.sheets_history_game_of({ game: gameTitle[row.game](), date: formatWhen(row.createdAt, lang) });
