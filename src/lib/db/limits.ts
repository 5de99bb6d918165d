/** Bounds the UI puts on what a person types, shared with the restore layer (which refuses more). */

/** A game's title in the history. */
export const TITLE_MAX = 80;
/** Players a device remembers for the New game page. */
export const REMEMBERED_MAX = 12;
/** A correction's note (the app writes none; a file may carry a short one). */
export const NOTE_MAX = 200;
/** A box profile's name, as the profile itself allows. */
export const PROFILE_NAME_MAX = 80;
