/** The set-up checklist's ticks, kept in the draft store for one setup (its seed) so a reload keeps them. */
import { SETUP_TICKS } from '$lib/db/drafts';
import { TicksSchema } from '$lib/db/draft-schemas';
import { keptDraft } from './kept-draft.svelte';

type Ticks = Record<string, boolean>;

/** Keeps `get()` under `scope` (a game's id or the new game's) while the component lives; `set` takes kept ticks back. */
export function keptTicks(scope: string, seed: () => string, get: () => Ticks, set: (kept: Ticks) => void): void {
	keptDraft({ scope, name: SETUP_TICKS, schema: TicksSchema, at: seed, get, set });
}
