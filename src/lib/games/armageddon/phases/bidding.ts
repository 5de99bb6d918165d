/** Phase 2 (§4): bids, then the auction tiles' bonus and penalty per area. */
import { AREAS, SURVIVOR_KINDS } from '../types';
import type { Area, Bid, GameEvent, GameState, PlayerId, PlayerState, SurvivorCounts } from '../types';
import type { Rejection, Result } from '../rejections';
import { availableSurvivors, checkCount, checkOneOf, checkPhase, Draft, findPlayer, fromStartPlayer, ok, reject } from './common';
import type { Outcome } from './common';
import { applyAuctionSides, AUCTION_SIDES } from './auction-tiles';

type BidEvent = Extract<GameEvent, { type: 'bid' }>;

/** Survivors a player has bid so far over all areas. */
export function bidTotal(state: GameState, player: PlayerId): number {
	return AREAS.reduce((sum, area) => sum + state.bids[area].filter((b) => b.player === player).reduce((s, b) => s + b.survivors, 0), 0);
}

/** Survivors `player` may still bid this round: those available (not an away leader) minus those bid; 0 for an unknown id. */
export function survivorsLeftToBid(state: GameState, player: PlayerId): number {
	const p = state.players.find((q) => q.id === player);
	return p ? availableSurvivors(p) - bidTotal(state, player) : 0;
}

/** Survivors a player may bid by colour: all owned, but an away leader cannot be bid. */
export function biddableByColour(p: PlayerState): SurvivorCounts {
	return { ...p.survivors, leader: p.leaderAwayAt !== null ? 0 : p.survivors.leader };
}

/** The players (in bidding order) who have not bid in `area` yet. */
export function playersLeftToBid(state: GameState, area: Area): PlayerId[] {
	return fromStartPlayer(state).filter((id) => !state.bids[area].some((b) => b.player === id));
}

/** The areas (in placement order) where `player` has not bid yet. */
export function areasLeftToBid(state: GameState, player: PlayerId): Area[] {
	return AREAS.filter((area) => !state.bids[area].some((b) => b.player === player));
}

/** Per area, the players (clockwise from the start player) who have not bid there yet. */
export function missingBids(state: GameState): { area: Area; players: PlayerId[] }[] {
	return AREAS.map((area) => ({ area, players: playersLeftToBid(state, area) })).filter((m) => m.players.length > 0);
}

/**
 * Who places the next marker (rulebook p. 5: the start player first, then clockwise, one marker per turn):
 * applied to the markers actually placed, the due player is the first clockwise from the start player among
 * those with the fewest markers down, skipping whoever has bid everywhere. After a marker placed out of turn
 * the skipped player is still due, and whoever bid early waits for the others. Null once every marker is
 * down. A bid by someone else is not refused (old games may hold one), but the screens ask before taking it.
 */
export function dueBidder(state: GameState): PlayerId | null {
	let due: PlayerId | null = null;
	let fewest = Infinity;
	for (const id of fromStartPlayer(state)) {
		const left = areasLeftToBid(state, id).length;
		const placed = AREAS.length - left;
		if (left > 0 && placed < fewest) {
			due = id;
			fewest = placed;
		}
	}
	return due;
}

/** 'bid': one marker (and survivors) appended to an area's column; the last bid resolves the tiles. */
export function placeBid(state: GameState, event: BidEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['auction'], 'Bidding', 'bid');
	if (wrong) return wrong;
	if (state.auctionTiles.some((t) => t === null)) {
		return reject('not-allowed', 'Enter the auction tiles drawn at the table first (tiles-entered), then the bids', { kind: 'auction-tiles-first' });
	}
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const p = found.value;
	const badArea = checkOneOf(event.area, AREAS, 'bid area', 'area');
	if (badArea) return badArea;
	const badCount = checkCount(event.survivors, `${p.name}'s bid in ${event.area}`, { of: 'bid', player: p.id, area: event.area });
	if (badCount) return badCount;
	if (state.bids[event.area].some((b) => b.player === p.id)) {
		return reject('duplicate', `${p.name} has already bid in ${event.area}`, { kind: 'already-bid', player: p.id, area: event.area }, { player: p.id, area: event.area });
	}
	const total = bidTotal(state, p.id) + event.survivors;
	const available = availableSurvivors(p);
	if (total > available) {
		const detail = { kind: 'bid-too-many', player: p.id, have: available, want: total } as const;
		return reject('not-enough', `${p.name} has ${available} survivors to bid but would bid ${total} in all areas`, detail, {
			player: p.id,
			available,
			value: total
		});
	}
	if (event.mix !== undefined) {
		const badMix = checkMix(state, p, event.mix, event.survivors);
		if (badMix) return badMix;
	}
	const bid: Bid = { player: p.id, survivors: event.survivors, ...(event.mix ? { mix: { ...event.mix } } : {}) };
	const bids = { ...state.bids, [event.area]: [...state.bids[event.area], bid] };
	const next: GameState = { ...state, bids };
	const complete = AREAS.every((area) => bids[area].length === state.players.length);
	return ok(complete ? resolveAuction(next) : { state: next, instructions: [] });
}

/**
 * A bid's colours: whole counts that add up to the bid, and per colour no more than the player owns beyond
 * their other bids by colour (an away leader cannot be bid).
 */
function checkMix(state: GameState, p: PlayerState, mix: SurvivorCounts, survivors: number): Rejection | null {
	if (typeof mix !== 'object' || mix === null) return reject('invalid-value', 'bid.mix must give a count per colour', { kind: 'malformed', what: 'bid-colours' });
	let sum = 0;
	for (const kind of SURVIVOR_KINDS) {
		const bad = checkCount(mix[kind], `${p.name}'s ${kind}s in the bid`, { of: 'bid-colour', player: p.id, survivor: kind });
		if (bad) return bad;
		sum += mix[kind];
	}
	if (sum !== survivors) {
		const detail = { kind: 'bid-colours-sum', player: p.id, bid: survivors, sum } as const;
		return reject('invalid-value', `${p.name}'s bid of ${survivors} lists ${sum} survivors by colour`, detail, { player: p.id, value: sum, expected: survivors });
	}
	for (const kind of SURVIVOR_KINDS) {
		const elsewhere = AREAS.reduce((n, a) => n + state.bids[a].filter((b) => b.player === p.id).reduce((m, b) => m + (b.mix?.[kind] ?? 0), 0), 0);
		const owned = biddableByColour(p)[kind];
		if (elsewhere + mix[kind] > owned) {
			const detail = { kind: 'bid-colour-short', player: p.id, survivor: kind, have: owned, want: elsewhere + mix[kind] } as const;
			return reject('not-enough', `${p.name} has ${owned} ${kind}s to bid but would bid ${elsewhere + mix[kind]}`, detail, {
				player: p.id,
				kind,
				available: owned,
				value: elsewhere + mix[kind]
			});
		}
	}
	return null;
}

/** Apply each area's tile in the order Exploration, Construction, City (pausing at a choice); then exploration picks begin. */
function resolveAuction(state: GameState): Outcome {
	return applyAuctionSides(state, new Draft(state), AUCTION_SIDES);
}
