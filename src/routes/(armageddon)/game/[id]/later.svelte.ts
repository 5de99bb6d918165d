/**
 * What the game page shows only at some steps or on demand (the auction's result and the panels after the bids, a
 * player's sheet, the box-value prompt, the set-up summary; the board), loaded the first time it is asked for: the
 * first load of a game in the bids carries none of it.
 */
import { Later } from '$lib/components/later.svelte';

export const later = new Later(() => import('./panels/later-parts'));
/** The board, loaded the first time a table that keeps the tracks in the app opens a game: other tables never load it. */
export const laterBoard = new Later(() => import('./TrackBoard.svelte'));
