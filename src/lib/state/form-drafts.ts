/**
 * The forms whose typing is kept as a draft, each with how its draft is read back (the restore layer's schema).
 * A screen names its form and spreads this into `keptDraft` / `bindDraft`; it never picks a stored schema itself.
 */
import { CityDraftSchema, ColourEditDraftSchema, ConstructDraftSchema, ExploreDraftSchema, FinalDraftSchema, QuickScoreDraftSchema } from '$lib/db/draft-schemas';
import { QUICK_SCORE_SCOPE } from '$lib/db/drafts';

const GAME_FORMS = {
	explore: ExploreDraftSchema,
	city: CityDraftSchema,
	'city-colours': ColourEditDraftSchema,
	construct: ConstructDraftSchema,
	final: FinalDraftSchema
} as const;

export type GameForm = keyof typeof GAME_FORMS;

/** A game's form: its name within the game's scope and how its draft is read back. */
export function gameForm<F extends GameForm>(form: F): { readonly name: F; readonly schema: (typeof GAME_FORMS)[F] } {
	return { name: form, schema: GAME_FORMS[form] };
}

/** The quick score's entry: one draft on the device, outside any game. */
export const quickScoreForm = { scope: QUICK_SCORE_SCOPE, name: 'entry', schema: QuickScoreDraftSchema } as const;
