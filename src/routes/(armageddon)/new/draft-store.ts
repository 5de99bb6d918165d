/**
 * The setup draft in the draft store (the new-game scope): what was typed survives leaving /new (e.g. for Box
 * values), a reload, a closed tab and a killed browser, until the game starts.
 */
import * as v from 'valibot';
import { dropScope, keepDraft, NEW_GAME_SCOPE, readDraft as readStored } from '$lib/db/drafts';
import { AuctionTileSchema, ColourSchema, ScoringTileSchema } from '$lib/db/schemas';
import { MAX_PLAYERS, MIN_PLAYERS } from '$lib/games/armageddon';
import type { NewGameDraft } from './new-game.svelte';

/** Steps a reload may come back to; the secret tiles step comes back covered (SecretsStep keeps who has looked). */
const STEPS = ['players', 'draw', 'scoring', 'auction', 'summary', 'secrets'] as const;

const StoredDraft = v.object({
	players: v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), colour: ColourSchema })), v.minLength(MIN_PLAYERS), v.maxLength(MAX_PLAYERS)),
	seed: v.pipe(v.string(), v.maxLength(64)),
	mode: v.nullable(v.picklist(['app', 'table'])),
	step: v.string(),
	publicTiles: v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)]),
	auctionTiles: v.tuple([v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema)])
});

/** Writes the draft; a full or blocked storage only means the draft is not kept. */
export function saveDraft(store: Storage | null, draft: NewGameDraft): void {
	const stored: v.InferOutput<typeof StoredDraft> = {
		players: draft.players.map((p) => ({ name: p.name, colour: p.colour })),
		seed: draft.seed,
		mode: draft.chosenMode,
		step: draft.step,
		publicTiles: [...draft.publicTiles],
		auctionTiles: [...draft.auctionTiles]
	};
	// Private mode or a full quota: the form still works, it is just not kept.
	keepDraft(NEW_GAME_SCOPE, 'setup', '', stored, undefined, store);
}

/** Fills `draft` from the stored draft; false (and nothing changed) when there is none or it does not pass the check. */
export function readDraft(store: Storage | null, draft: NewGameDraft): boolean {
	const d = readStored(NEW_GAME_SCOPE, 'setup', '', StoredDraft, store);
	if (!d) return false;
	draft.restore(d.players, d.seed, d.mode);
	draft.publicTiles = [d.publicTiles[0], d.publicTiles[1]];
	draft.auctionTiles = [d.auctionTiles[0], d.auctionTiles[1], d.auctionTiles[2]];
	stepBack(d.step, draft);
	return true;
}

function stepBack(stored: string, draft: NewGameDraft): void {
	const step = STEPS.find((s) => s === stored);
	if (step && draft.steps.includes(step)) draft.step = step;
}

/** Goes back to the stored draft's step once the steps are known (they depend on the box values, loaded later). */
export function restoreStep(store: Storage | null, draft: NewGameDraft): void {
	const d = readStored(NEW_GAME_SCOPE, 'setup', '', StoredDraft, store);
	if (d && draft.step === 'players') stepBack(d.step, draft);
}

/** Forgets the draft (and everything else typed for the new game) once the game has started. */
export function clearDraft(store: Storage | null): void {
	dropScope(NEW_GAME_SCOPE, store);
}
