import { mapsMajority, scoreFinal, validateFinalInput } from '$lib/games/armageddon';
import type { BoxNeed, BoxProfile, FieldIssue, FinalInput, FinalScoring, MapsResult, PlayerId, Rejection, ScoringTile } from '$lib/games/armageddon';
import { livePoints, toInput, type LivePoints, type PlayerDraft } from './draft';

export interface DraftOptions {
	readonly players: PlayerDraft[];
	readonly publicTile: ScoringTile | null;
	/** The public tile was drawn by the app: shown, not changed. */
	readonly publicFixed?: boolean;
	/** The box profile to score with (read on every scoring, so a value entered meanwhile counts). */
	readonly profile: () => BoxProfile;
}

/**
 * The final-scoring entry of a whole table: what is typed, the engine input, its field issues and the
 * scoring. Nothing is scored while any value is invalid.
 */
export class FinalDraft {
	players = $state<PlayerDraft[]>([]);
	publicTile = $state<ScoringTile | null>(null);
	readonly publicFixed: boolean;
	readonly #profile: () => BoxProfile;

	constructor(opts: DraftOptions) {
		this.players = opts.players;
		this.publicTile = opts.publicTile;
		this.publicFixed = opts.publicFixed ?? false;
		this.#profile = opts.profile;
	}

	get profile(): BoxProfile {
		return this.#profile();
	}

	// A snapshot: the input may be stored (IndexedDB cannot store Svelte proxies).
	readonly input: FinalInput = $derived(toInput($state.snapshot(this.players) as PlayerDraft[], $state.snapshot(this.publicTile) as ScoringTile | null, this.profile));

	/** Every bad value, as the engine's checks find them (a tracked vehicle split must add up to the cards held). */
	readonly issues: readonly FieldIssue[] = $derived(validateFinalInput(this.input));

	readonly #scored = $derived(this.issues.length === 0 ? scoreFinal(this.input) : null);

	/** The scoring, once every value is valid and every box value known. */
	get scoring(): FinalScoring | null {
		return this.#scored?.ok ? this.#scored.value : null;
	}

	/** Box values the scoring still needs. */
	get needs(): readonly BoxNeed[] {
		const r = this.#scored;
		return r && !r.ok && r.code === 'needs-box-value' ? (r.needs ?? []) : [];
	}

	/** Any other refusal of the engine (not expected once the issues are empty). */
	get refusal(): Rejection | null {
		const r = this.#scored;
		return r && !r.ok && r.code !== 'needs-box-value' ? r : null;
	}

	/** Maps majority of the entered counts (valid counts only). */
	readonly maps: MapsResult = $derived(
		mapsMajority(Object.fromEntries(this.players.map((p) => [p.id, Number.isInteger(p.equipment.map) && p.equipment.map > 0 ? p.equipment.map : 0])) as Record<PlayerId, number>)
	);

	/**
	 * Changes what is entered for player `id`. The entry's sections read a player through their props and write
	 * through here: the draft owns its players.
	 */
	update(id: PlayerId, change: (player: PlayerDraft) => void): void {
		const player = this.players.find((p) => p.id === id);
		if (player) change(player);
	}

	/** Live points of player `i`, field by field. */
	live(i: number): LivePoints | null {
		const p = this.players[i];
		return p ? livePoints(p, this.publicTile, this.profile) : null;
	}

	/** Issues whose field is within player `i`. */
	issuesOf(i: number): FieldIssue[] {
		const at = `players.${i}`;
		return this.issues.filter((issue) => issue.field === at || issue.field.startsWith(`${at}.`));
	}
}
