import { playersFromGame } from '$lib/components/final/draft';
import { FinalDraft } from '$lib/components/final/final-draft.svelte';
import { getBoxValue, type BoxKey, type BoxNeed, type BoxProfile, type Rejection, type ScoringTile } from '$lib/rules';
import type { WriteError } from '$lib/db';
import type { GameSession } from '$lib/state/game-session.svelte';
import { boxProfile } from '$lib/state/box-profile.svelte';

/**
 * The final scoring of a tracked game: the entry prefilled from the game, box values copied into the game's
 * own profile as events, public tile 2 entered if it was drawn at the table, and the result saved.
 */
export class FinalFlow {
	readonly session: GameSession;
	readonly draft: FinalDraft;
	saving = $state(false);
	/** Why saving the result failed. */
	error = $state.raw<WriteError | null>(null);
	/** Why the engine refused a step of this page (public tile 2, a box value). */
	refusal = $state.raw<Rejection | null>(null);
	#tried = new Set<BoxKey>();

	constructor(session: GameSession) {
		this.session = session;
		this.draft = new FinalDraft({
			players: playersFromGame(session.state),
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
		void boxProfile.learnTiles([tile], []);
		this.draft.publicTile = this.session.state.publicTiles[1];
		return true;
	}

	/** Copies box values the device profile knows into the game; returns the needs it could not fill. */
	async copyKnown(needs: readonly BoxNeed[], device: BoxProfile): Promise<BoxNeed[]> {
		const left: BoxNeed[] = [];
		for (const need of needs) {
			const value = getBoxValue(device, need.key);
			const known = value !== null && value !== undefined;
			if (!known || this.#tried.has(need.key)) {
				left.push(need);
				continue;
			}
			this.#tried.add(need.key);
			const r = await this.session.dispatch({ type: 'box-value', key: need.key, value });
			if (!r.ok) left.push(need);
		}
		return left;
	}

	/** After the box prompt saved values in the device profile: the same values go into the game. */
	async boxValuesSaved(needs: readonly BoxNeed[], device: BoxProfile): Promise<void> {
		for (const need of needs) {
			const r = await this.session.dispatch({ type: 'box-value', key: need.key, value: getBoxValue(device, need.key) });
			if (!r.ok) this.#refused(r);
		}
	}

	/** Saves winners, totals and categories; the game then shows as finished in the history. */
	async save(): Promise<boolean> {
		const scoring = this.draft.scoring;
		if (!scoring || this.saving) return false;
		this.saving = true;
		this.error = null;
		const saved = await this.session.saveFinal(scoring);
		this.saving = false;
		if (!saved.ok) this.error = saved.error;
		return saved.ok;
	}

	#refused(r: Rejection): false {
		this.refusal = r;
		return false;
	}
}
