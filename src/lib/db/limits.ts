/** Bounds the UI puts on what a person types, shared with the restore layer (which refuses more). */

/** A game's title in the history. */
export const TITLE_MAX = 80;
