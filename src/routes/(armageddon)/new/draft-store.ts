/**
 * The setup as its draft: what was typed survives leaving /new (e.g. for Box values), a reload, a closed tab and
 * a killed browser, until the game starts. Kept through `bindDraft` like every other form (`$lib/state/new-game`).
 */
import type { SetupDraft } from '$lib/state/new-game';
import type { NewGameDraft } from './new-game.svelte';

/** Steps a reload may come back to; the secret tiles step comes back covered (SecretsStep keeps who has looked). */
const STEPS = ['players', 'draw', 'scoring', 'auction', 'summary', 'secrets'] as const;

/** What is kept of the setup. */
export function setupDraft(draft: NewGameDraft): SetupDraft {
	return {
		players: draft.players.map((p) => ({ name: p.name, colour: p.colour })),
		seed: draft.seed,
		mode: draft.chosenMode,
		step: draft.step,
		publicTiles: [draft.publicTiles[0], draft.publicTiles[1]],
		auctionTiles: [draft.auctionTiles[0], draft.auctionTiles[1], draft.auctionTiles[2]]
	};
}

/** Fills `draft` from a kept setup (read back through its schema). */
export function restoreSetup(draft: NewGameDraft, kept: SetupDraft): void {
	draft.restore(kept.players, kept.seed, kept.mode);
	draft.publicTiles = [kept.publicTiles[0], kept.publicTiles[1]];
	draft.auctionTiles = [kept.auctionTiles[0], kept.auctionTiles[1], kept.auctionTiles[2]];
	stepBack(draft, kept);
}

/**
 * Goes back to the kept setup's step if the draft still has it; the steps depend on the box values, so this runs
 * again once they are loaded (and only while the setup is still on its first step).
 */
export function stepBack(draft: NewGameDraft, kept: SetupDraft): void {
	const step = STEPS.find((s) => s === kept.step);
	if (step && draft.steps.includes(step)) draft.step = step;
}
