import type { WriteError } from '$lib/state/game-session.svelte';
import { storeQuickScore, type GameRow } from '$lib/state/quick-score-store';
import { hasRepeatedNames } from '$lib/games/shared/names';
import { blankPlayer } from '$lib/components/armageddon/final/draft';
import { FinalDraft } from '$lib/components/armageddon/final/final-draft.svelte';
import { type BoxProfile, type Colour, COLOURS, MIN_PLAYERS, playerId, type ScoringTile } from '$lib/games/armageddon';

export interface QuickPlayer {
	name: string;
	colour: Colour;
}

export type QuickStep = 'players' | 'entry' | 'result';

/** The quick score calculator: who played, their entries, the result, and saving it to the history. */
export class QuickScoreFlow {
	step = $state<QuickStep>('players');
	players = $state<QuickPlayer[]>(COLOURS.slice(0, MIN_PLAYERS).map((colour) => ({ name: '', colour })));
	publicTile = $state<ScoringTile | null>(null);
	draft = $state.raw<FinalDraft | null>(null);
	saved = $state.raw<GameRow | null>(null);
	saveError = $state<WriteError | null>(null);
	readonly #profile: () => BoxProfile;
	readonly #defaultName: (n: number) => string;

	constructor(profile: () => BoxProfile, defaultName: (n: number) => string) {
		this.#profile = profile;
		this.#defaultName = defaultName;
	}

	/** Names as they will be used: empty ones get "Player n". */
	names(): string[] {
		return this.players.map((p, i) => p.name.trim() || this.#defaultName(i + 1));
	}

	get duplicateNames(): boolean {
		return hasRepeatedNames(this.names());
	}

	get canStart(): boolean {
		return this.publicTile !== null && !this.duplicateNames && this.players.length >= MIN_PLAYERS;
	}

	/** Goes to the entry; entries already made are kept for players still there (by seat). */
	start(): void {
		const names = this.names();
		const old = this.draft?.players ?? [];
		const players = this.players.map((p, i) => {
			const kept = old[i];
			const id = playerId(`p${i + 1}`);
			return kept ? { ...$state.snapshot(kept), id, name: names[i] ?? '', colour: p.colour } : blankPlayer(id, names[i] ?? '', p.colour);
		});
		this.draft = new FinalDraft({ players, publicTile: this.publicTile, profile: this.#profile });
		this.saved = null;
		this.step = 'entry';
	}

	/** Stores the scored game in the history. */
	async save(): Promise<void> {
		const draft = this.draft;
		const scoring = draft?.scoring;
		if (!draft || !scoring || this.saved) return;
		const input = draft.input;
		const result = await storeQuickScore({
			players: draft.players.map((p) => ({ id: p.id, name: p.name, colour: p.colour })),
			publicTile: input.publicTile,
			privateTiles: Object.fromEntries(input.players.map((p) => [p.player, p.privateTiles])),
			profile: $state.snapshot(this.#profile()) as BoxProfile,
			result: scoring,
			// what was typed, so the score read back is derived from it
			entries: Object.fromEntries(input.players.map(({ player, name: _name, ...entries }) => [player, entries]))
		});
		if (result.ok) {
			this.saved = result.value;
			this.saveError = null;
		} else this.saveError = result.error;
	}

	/** A fresh calculator with the same players. */
	reset(): void {
		this.draft = null;
		this.saved = null;
		this.publicTile = null;
		this.step = 'players';
	}
}
