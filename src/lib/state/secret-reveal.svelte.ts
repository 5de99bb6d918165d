import type { PlayerId, ScoringTile, Setup } from '$lib/rules';
import { localStore } from '$lib/platform/local-storage';

const PREFIX = 'armageddon-companion:secrets:';
/** More players than a game has: a stored position past it is damage. */
const MAX_PLAYERS = 8;

/** A player's two secret tiles when the app drew them (to show), else null (drawn at the table). */
export function appTiles(setup: Setup, player: PlayerId): readonly [ScoringTile, ScoringTile] | null {
	const drawn = setup.privateTiles[player];
	if (!drawn || drawn[0].drawn !== 'app' || drawn[1].drawn !== 'app') return null;
	return [drawn[0].tile, drawn[1].tile];
}

/** The players who take a turn in the reveal, in seating order: those the app drew tiles for. */
export const revealOrder = (setup: Setup) => setup.players.filter((p) => appTiles(setup, p.id) !== null);

interface Stored {
	readonly next: number;
	readonly later: readonly PlayerId[];
}

function read(storage: Storage | null, key: string): Stored | null {
	try {
		const raw = storage?.getItem(key);
		if (!raw) return null;
		const parsed: unknown = JSON.parse(raw);
		if (typeof parsed !== 'object' || parsed === null) return null;
		const { next, later } = parsed as { next?: unknown; later?: unknown };
		if (typeof next !== 'number' || !Number.isInteger(next) || next < 0 || next > MAX_PLAYERS) return null;
		const ids = Array.isArray(later) ? later.filter((id): id is PlayerId => typeof id === 'string' && id.length <= 64) : [];
		return { next, later: ids.slice(0, MAX_PLAYERS) };
	} catch {
		return null;
	}
}

function write(storage: Storage | null, key: string, value: Stored): void {
	try {
		storage?.setItem(key, JSON.stringify(value));
	} catch {
		// Full or blocked storage: the progress lasts for this visit.
	}
}

/**
 * How far the table got in showing each player their secret tiles, per stored game, kept in localStorage: a
 * reload during the reveal goes on with the player whose turn it was, and the game page can tell that some
 * players have not seen their tiles yet. A game whose reveal was never begun has no record.
 */
export class RevealProgress {
	readonly #key: string | null;
	readonly #storage: Storage | null;
	/** Index of the next player to see their tiles, among those who have tiles to see. */
	next = $state(0);
	/** Players who chose to look later, from their player sheet. */
	later = $state<readonly PlayerId[]>([]);

	/** `gameId` null: a game not stored yet (the new-game set-up), kept in memory only. */
	constructor(gameId: string | null, storage: Storage | null = localStore()) {
		this.#key = gameId === null ? null : PREFIX + gameId;
		this.#storage = storage;
		const stored = this.#key === null ? null : read(storage, this.#key);
		this.next = stored?.next ?? 0;
		this.later = stored?.later ?? [];
	}

	/** The current player is done (looked, or `later`: chose to look later). */
	advance(later?: PlayerId): void {
		this.next += 1;
		if (later !== undefined) this.later = [...this.later, later];
		if (this.#key !== null) write(this.#storage, this.#key, { next: this.next, later: this.later });
	}

	/** Marks a new game whose players are still to see their tiles (Play again creates it before the reveal). */
	static begin(gameId: string, storage: Storage | null = localStore()): void {
		write(storage, PREFIX + gameId, { next: 0, later: [] });
	}

	/** Whether a reveal begun for this game stopped before everyone of `count` players had their turn. */
	static unfinished(gameId: string, count: number, storage: Storage | null = localStore()): boolean {
		const stored = read(storage, PREFIX + gameId);
		return stored !== null && stored.next < count;
	}
}
