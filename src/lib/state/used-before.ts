/**
 * Whether this device opened the app's database before. The home page asks it before loading the resume card
 * (and with it Dexie): a first visit has nothing to resume. Kept apart so the home page loads nothing else.
 */
export { dbUsedBefore } from '$lib/db/used-hint';
