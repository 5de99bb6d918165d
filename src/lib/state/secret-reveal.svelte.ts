import type { PlayerId, ScoringTile, Setup } from '$lib/games/armageddon';
import { NEW_GAME_SCOPE, keepDraft, readDraft } from '$lib/db/drafts';
import { SecretsDraftSchema } from '$lib/db/draft-schemas';
import { localStore } from '$lib/platform/local-storage';

/** A player's two secret tiles when the app drew them (to show), else null (drawn at the table). */
export function appTiles(setup: Setup, player: PlayerId): readonly [ScoringTile, ScoringTile] | null {
	const drawn = setup.privateTiles[player];
	if (!drawn || drawn[0].drawn !== 'app' || drawn[1].drawn !== 'app') return null;
	return [drawn[0].tile, drawn[1].tile];
}

/** The players who take a turn in the reveal, in seating order: those the app drew tiles for. */
export const revealOrder = (setup: Setup) => setup.players.filter((p) => appTiles(setup, p.id) !== null);

const NAME = 'secrets';
/** A stored game's reveal is its own: any position of it is this one. */
const STORED = 'reveal';

/** The setup a new game's reveal was for: another setup typed meanwhile starts the reveal over. */
const setupKey = (setup: Setup) => `${setup.seed}:${setup.players.map((p) => p.id).join(',')}`;

/**
 * How far the table got in showing each player their secret tiles, kept in the draft store: per stored game (a
 * reload during the reveal goes on with the player whose turn it was, and the game page can tell that some players
 * have not seen their tiles yet), or for the new game's setup on /new. A game whose reveal never began has no record.
 */
export class RevealProgress {
	readonly #scope: string;
	readonly #for: string;
	readonly #storage: Storage | null;
	/** Index of the next player to see their tiles, among those who have tiles to see. */
	next = $state(0);
	/** Players who chose to look later, from their player sheet. */
	later = $state<readonly PlayerId[]>([]);

	/** `gameId` null: the new game's set-up, kept as the new-game draft until the game starts. */
	constructor(gameId: string | null, setup: Setup | null = null, storage: Storage | null = localStore()) {
		this.#scope = gameId ?? NEW_GAME_SCOPE;
		this.#for = gameId === null ? (setup ? setupKey(setup) : '') : STORED;
		this.#storage = storage;
		const stored = readDraft(this.#scope, NAME, this.#for, SecretsDraftSchema, storage);
		this.next = stored?.next ?? 0;
		this.later = (stored?.later ?? []) as PlayerId[];
	}

	/** The current player is done (looked, or `later`: chose to look later). */
	advance(later?: PlayerId): void {
		this.next += 1;
		if (later !== undefined) this.later = [...this.later, later];
		keepDraft(this.#scope, NAME, this.#for, { next: this.next, later: this.later }, Date.now(), this.#storage);
	}

	/** Marks a new game whose players are still to see their tiles (Play again creates it before the reveal). */
	static begin(gameId: string, storage: Storage | null = localStore()): void {
		keepDraft(gameId, NAME, STORED, { next: 0, later: [] }, Date.now(), storage);
	}

	/** Whether a reveal begun for this game stopped before everyone of `count` players had their turn. */
	static unfinished(gameId: string, count: number, storage: Storage | null = localStore()): boolean {
		const stored = readDraft(gameId, NAME, STORED, SecretsDraftSchema, storage);
		return stored !== null && stored.next < count;
	}
}
