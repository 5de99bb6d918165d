/** The setup draft in sessionStorage: what was typed survives leaving /new (e.g. for Box values) and a reload. */
import * as v from 'valibot';
import { AuctionTileSchema, ColourSchema, ScoringTileSchema } from '$lib/db/schemas';
import type { NewGameDraft } from './new-game.svelte';

const KEY = 'armageddon-new-game';
/** Steps a reload may come back to; the secret tiles are only ever shown once, by hand. */
const STEPS = ['players', 'draw', 'scoring', 'auction', 'summary'] as const;

const StoredDraft = v.object({
	players: v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), colour: ColourSchema })), v.minLength(3), v.maxLength(4)),
	seed: v.pipe(v.string(), v.maxLength(64)),
	mode: v.nullable(v.picklist(['app', 'table'])),
	step: v.string(),
	publicTiles: v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)]),
	auctionTiles: v.tuple([v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema)])
});

/** Writes the draft; a full or blocked storage only means the draft is not kept. */
export function saveDraft(store: Storage, draft: NewGameDraft): void {
	const stored: v.InferOutput<typeof StoredDraft> = {
		players: draft.players.map((p) => ({ name: p.name, colour: p.colour })),
		seed: draft.seed,
		mode: draft.chosenMode,
		step: draft.step,
		publicTiles: [...draft.publicTiles],
		auctionTiles: [...draft.auctionTiles]
	};
	try {
		store.setItem(KEY, JSON.stringify(stored));
	} catch {
		// Private mode or a full quota: the form still works, it is just not kept.
	}
}

/** Fills `draft` from the stored draft; false (and nothing changed) when there is none or it does not pass the check. */
export function readDraft(store: Storage, draft: NewGameDraft): boolean {
	let raw: unknown;
	try {
		raw = JSON.parse(store.getItem(KEY) ?? 'null');
	} catch {
		return false;
	}
	const parsed = v.safeParse(StoredDraft, raw);
	if (!parsed.success) return false;
	const d = parsed.output;
	draft.restore(d.players, d.seed, d.mode);
	draft.publicTiles = [d.publicTiles[0], d.publicTiles[1]];
	draft.auctionTiles = [d.auctionTiles[0], d.auctionTiles[1], d.auctionTiles[2]];
	const step = STEPS.find((s) => s === d.step);
	if (step && draft.steps.includes(step)) draft.step = step;
	return true;
}

/** Forgets the draft once the game has started. */
export function clearDraft(store: Storage): void {
	try {
		store.removeItem(KEY);
	} catch {
		// Nothing kept, nothing to forget.
	}
}
