import { playersFromGame, type PlayerDraft } from '$lib/components/armageddon/final/draft';
import { entriesOf, withSavedEntries } from '$lib/components/armageddon/final/saved-entries';
import { FinalDraft } from '$lib/components/armageddon/final/final-draft.svelte';
import type { Rejection, ScoringTile } from '$lib/games/armageddon';
import type { GameSession, WriteError } from '$lib/state/game-session.svelte';
import { boxProfile, type BoxProfileStore } from '$lib/state/box-profile.svelte';
import { GameBoxValues } from '$lib/state/game-box-values';

/**
 * The final scoring of a tracked game: the entry prefilled from the game, the box values it needs given to the
 * game (`boxValues`), public tile 2 entered if it was drawn at the table, and the result saved.
 */
export class FinalFlow {
	readonly session: GameSession;
	readonly draft: FinalDraft;
	/** The device's values copied into the game; what the prompt enters goes through `boxValues.enter`. */
	readonly boxValues: GameBoxValues;
	saving = $state(false);
	/** Why saving the result failed. */
	error = $state.raw<WriteError | null>(null);
	/** Why the engine refused a step of this page (public tile 2, a box value). */
	refusal = $state.raw<Rejection | null>(null);
	readonly #device: BoxProfileStore;

	constructor(session: GameSession, device: BoxProfileStore = boxProfile) {
		this.session = session;
		this.#device = device;
		this.boxValues = new GameBoxValues(session, device);
		this.draft = new FinalDraft({
			// A saved final scoring reopens as it was saved, not as the game would prefill it.
			players: withSavedEntries(playersFromGame(session.state), session.final?.entries),
			publicTile: session.state.publicTiles[1],
			publicFixed: session.state.setup.publicTiles[1].drawn === 'app',
			profile: () => session.state.profile
		});
	}

	get over(): boolean {
		return this.session.state.phase === 'final' || this.session.state.phase === 'finished';
	}

	/** Enters public tile 2 into the game (drawn at the table and not entered during the game). */
	async enterPublicTile(tile: ScoringTile): Promise<boolean> {
		const r = await this.session.dispatch({ type: 'tiles-entered', publicTiles: [null, tile] });
		if (!r.ok) return this.#refused(r);
		this.refusal = null;
		void this.#device.learnTiles([tile], []);
		this.draft.publicTile = this.session.state.publicTiles[1];
		return true;
	}

	/** Saves winners, totals and categories; the game then shows as finished in the history. */
	async save(): Promise<boolean> {
		const scoring = this.draft.scoring;
		if (!scoring || this.saving) return false;
		this.saving = true;
		this.error = null;
		const saved = await this.session.saveFinal(scoring, entriesOf($state.snapshot(this.draft.players) as PlayerDraft[]));
		this.saving = false;
		if (!saved.ok) this.error = saved.error;
		return saved.ok;
	}

	#refused(r: Rejection): false {
		this.refusal = r;
		return false;
	}
}
