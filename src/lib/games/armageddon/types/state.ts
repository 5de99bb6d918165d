/**
 * The game state: what the fold over the events gives, player by player.
 */
import type { Area, AuctionTile, Colour, EquipmentCounts, Phase, PlayerId, ScoringTile, SurvivorCounts } from './vocabulary';
import type { Building, Site, SurvivorNeed } from './buildings';
import type { BoxProfile } from './box';
import type { Setup } from './setup';
import type { Because, Instruction } from './instructions';

export interface PlayerState {
	readonly id: PlayerId;
	readonly name: string;
	readonly colour: Colour;
	/** Running VP total (chip + track); never below 0 [D]. */
	readonly vp: number;
	/** Arrival stamp on the VP track: higher = lies higher in a stack. */
	readonly vpArrival: number;
	/** Marauder track position 0..8 = marauders waiting. */
	readonly marauders: number;
	/** Damage track space 1..9. */
	readonly damage: number;
	/** Leader sits beside the damage track, the space that sent it there. */
	readonly leaderAwayAt: number | null;
	readonly survivors: SurvivorCounts;
	readonly equipment: EquipmentCounts;
	/** Building cards by site; the printed Headquarters (1) and Watchtower (2) are not cards and not listed [D]. */
	readonly sites: Readonly<Partial<Record<Site, Building>>>;
	readonly extensionBuilt: boolean;
	/** "2 Houses" tiles gained this round: +2 housing each until next round start. */
	readonly twoHouses: number;
	/** Marauders fought off for VP this round (for the "first 5 ×2" building). */
	readonly foughtThisRound: number;
	/** Survivors gained this round (Exploration, Exchange): they cannot act in City (§4). Reset at round start. */
	readonly gainedThisRound: SurvivorCounts;
	/** Engineers and worker pairs used by repairs this round, so no survivor repairs twice. */
	readonly repairedThisRound: Readonly<{ engineers: number; workerPairs: number }>;
	/** The leader came back from beside the damage track this round: it stays idle until the next round (rulebook: "diese Runde"). */
	readonly leaderBackThisRound: boolean;
	/** Survivors bid in City still unused this round. */
	readonly cityLeft: number;
	/** The City bid by colour (after an Exchange tile that took a worker from it), or null when the bid did not say (older games). */
	readonly cityBid: SurvivorCounts | null;
	/** What this round's City actions so far needed, by colour: checked against `cityBid` (rulebook p. 7, 11). */
	readonly cityNeeds: Readonly<Record<SurvivorNeed, number>>;
	/** "+1 VP per unused housing" activations this round, paid at completion. */
	readonly unusedHousingVp: number;
	/** Uses this round of each printed building action, by `${site}:${index}` of the action on its card (§7). */
	readonly cardUses: Readonly<Record<string, number>>;
}

export interface Bid {
	readonly player: PlayerId;
	readonly survivors: number;
	/** Which survivors, by colour (asked for the City bid: only those act in City). */
	readonly mix?: SurvivorCounts;
}

export interface GameState {
	readonly setup: Setup;
	/** The game's own copy of the box values; filled by `boxValue` events. */
	readonly profile: BoxProfile;
	readonly round: number; // 0 before round 1, then 1..6
	readonly phase: Phase;
	/** The round after which the group ended the game early (`end-early`); absent for a game played to its end. */
	readonly endedEarly?: number;
	readonly startPlayer: PlayerId | null;
	readonly players: readonly PlayerState[];
	/** Auction tiles currently under the areas (null = not entered yet). */
	readonly auctionTiles: readonly [AuctionTile | null, AuctionTile | null, AuctionTile | null];
	/** Remaining auction tiles in stack order (app-drawn games only). */
	readonly auctionStack: readonly AuctionTile[];
	readonly publicTiles: readonly [ScoringTile | null, ScoringTile | null];
	/** Bids per area, top first (placement order within the area). */
	readonly bids: Readonly<Record<Area, readonly Bid[]>>;
	/** Players still to pick in the current exploration / construction, in order. */
	readonly pickOrder: readonly PlayerId[];
	/** Players still to act in City, in order. */
	readonly cityOrder: readonly PlayerId[];
	/** Choices owed before play goes on (auction-tile equipment draws/returns). */
	readonly pending: readonly Pending[];
	/** Auction tile sides still to apply after the owed choice, in order (empty when none). */
	readonly auctionLeft: readonly AuctionSide[];
	/** Counter for VP arrival stamps. */
	readonly arrivals: number;
	/** Every change, tagged with the index of the event that caused it. */
	readonly log: readonly LoggedInstruction[];
	/** Number of events applied. */
	readonly eventCount: number;
}

export interface LoggedInstruction {
	readonly event: number;
	readonly round: number;
	readonly instruction: Instruction;
}

/** One side of an area's auction tile: applied in the order Exploration, Construction, City, bonus before penalty (§4). */
export interface AuctionSide {
	readonly area: Area;
	readonly side: 'bonus' | 'penalty';
}

export type Pending =
	| { readonly kind: 'equipment-drawn'; readonly player: PlayerId; readonly because: Because }
	| { readonly kind: 'equipment-returned'; readonly player: PlayerId; readonly because: Because };
