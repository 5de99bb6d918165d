/**
 * /new's door to storage: the setup being typed is one draft in the draft store (kept like every other form's,
 * through `bindDraft`), the players remembered from earlier games, and what is kept once the game has started.
 * Starting itself (storing the game) is `start-game.ts`, loaded on the tap that starts.
 */
import type { CompanionDb } from '$lib/db/database';
import { dropScope, moveDraft, NEW_GAME_SCOPE, readDraft, SETUP_TICKS } from '$lib/db/drafts';
import { appDb } from '$lib/db/instance';
import { getSettings } from '$lib/db/settings';
import { SetupDraftSchema, type SetupDraft } from '$lib/db/setup-draft-schema';
import type { RememberedPlayer } from '$lib/db/stored-schemas';

export type { SetupDraft } from '$lib/db/setup-draft-schema';
export type { RememberedPlayer } from '$lib/db/stored-schemas';

/** The scope everything typed for the new game is kept in (the set-up checklist's ticks too), until it has an id. */
export { NEW_GAME_SCOPE } from '$lib/db/drafts';

/** The setup's draft: spread into `bindDraft`. */
export const setupForm = { scope: NEW_GAME_SCOPE, name: 'setup', schema: SetupDraftSchema } as const;

/** The setup kept from an earlier visit, or null (none, or it does not pass its check). */
export function keptSetup(storage?: Storage | null): SetupDraft | null {
	return readDraft(setupForm.scope, setupForm.name, '', setupForm.schema, storage);
}

/** The game has started: the checklist ticked here goes with it, everything else typed for it is forgotten. */
export function setupStarted(gameId: string, storage?: Storage | null): void {
	moveDraft(NEW_GAME_SCOPE, gameId, SETUP_TICKS, storage);
	dropScope(NEW_GAME_SCOPE, storage);
}

/** Forgets everything typed for the new game. */
export function forgetSetup(storage?: Storage | null): void {
	dropScope(NEW_GAME_SCOPE, storage);
}

/** The players remembered from earlier games (none when the settings cannot be read). */
export async function rememberedPlayers(db: CompanionDb = appDb()): Promise<RememberedPlayer[]> {
	const read = await getSettings(db);
	return read.ok ? read.value.settings.rememberedPlayers : [];
}
