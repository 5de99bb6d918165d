/**
 * A game's setup (§2): seats, seed, tiles drawn by the app or at the table, the bag and the starting pieces.
 */
import type { AuctionTile, Colour, PlayerId, ScoringTile, SurvivorCounts } from './vocabulary';

export interface PlayerSetup {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
}

/** A tile drawn by the app, or left to be drawn at the table and entered later. */
export type Drawn<T> = { readonly drawn: 'app'; readonly tile: T } | { readonly drawn: 'physical'; readonly tile: T | null };

export interface Setup {
	/** Players in seating order (clockwise). */
	readonly players: readonly PlayerSetup[];
	readonly seed: string;
	/** [mid-game tile, final tile] */
	readonly publicTiles: readonly [Drawn<ScoringTile>, Drawn<ScoringTile>];
	/** Two secret tiles per player. */
	readonly privateTiles: Readonly<Record<PlayerId, readonly [Drawn<ScoringTile>, Drawn<ScoringTile>]>>;
	/** Auction tiles under Exploration, Construction, City for rounds 1–3. */
	readonly auctionTiles: readonly [Drawn<AuctionTile>, Drawn<AuctionTile>, Drawn<AuctionTile>];
	/** The other 4 in stack order (empty when drawn physically). */
	readonly auctionStack: readonly AuctionTile[];
	/** VP markers on space 10, bottom first: the last one lies on top and starts round 1. */
	readonly vpStack: readonly PlayerId[];
	readonly bag: Readonly<Record<'worker' | 'marauder' | 'soldier' | 'engineer', number>>;
	/** What each player takes (§2 step 5). */
	readonly startingPieces: SurvivorCounts;
	/** Pieces that go back to the box with 3 players (§2 step 8), else all zero. */
	readonly removed: SurvivorCounts;
	/** Serialised PRNG state after the setup draws. */
	readonly rngState: readonly number[];
}
