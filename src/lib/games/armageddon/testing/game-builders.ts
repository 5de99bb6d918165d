/** Builders for tests of the game fold: a fixed 4-player setup (the rulebook's Nikki, Ani, Frank, Travis). */
import { FIXTURE_COMPLETE_PROFILE } from './fixture-profiles';
import { apply, createGame } from '../game';
import { AREAS, playerId } from '../types';
import type { Area, AuctionTile, EquipmentKind, BoxProfile, Drawn, GameEvent, GameState, PlayerId, PlayerState, ScoringTile, Setup } from '../types';

export const NIKKI = playerId('nikki');
export const ANI = playerId('ani');
export const FRANK = playerId('frank');
export const TRAVIS = playerId('travis');
/** Seating order, clockwise. */
export const SEATS = [NIKKI, ANI, FRANK, TRAVIS] as const;

const app = <T>(tile: T): Drawn<T> => ({ drawn: 'app', tile });
const tiles = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
const scoring = FIXTURE_COMPLETE_PROFILE.scoringTiles as readonly ScoringTile[];
const at = <T>(list: readonly T[], i: number): T => {
	const v = list[i];
	if (v === undefined) throw new Error(`fixture index ${i}`);
	return v;
};

/** A hand-made setup: auction tiles 0–2 of the fixture (Exploration = +Equipment/+Damage), VP stack with Nikki on top. */
export function makeSetup(overrides: Partial<Setup> = {}): Setup {
	return {
		players: [
			{ id: NIKKI, name: 'Nikki', colour: 'orange' },
			{ id: ANI, name: 'Ani', colour: 'black' },
			{ id: FRANK, name: 'Frank', colour: 'brown' },
			{ id: TRAVIS, name: 'Travis', colour: 'white' }
		],
		seed: 'TEST00',
		publicTiles: [app(at(scoring, 0)), app(at(scoring, 1))],
		privateTiles: {
			[NIKKI]: [app(at(scoring, 2)), app(at(scoring, 3))],
			[ANI]: [app(at(scoring, 4)), app(at(scoring, 5))],
			[FRANK]: [app(at(scoring, 6)), app(at(scoring, 7))],
			[TRAVIS]: [app(at(scoring, 8)), app(at(scoring, 9))]
		},
		auctionTiles: [app(at(tiles, 0)), app(at(tiles, 1)), app(at(tiles, 2))],
		auctionStack: tiles.slice(3),
		vpStack: [FRANK, ANI, TRAVIS, NIKKI],
		bag: { worker: 25, marauder: 20, soldier: 10, engineer: 10 },
		startingPieces: { worker: 5, soldier: 0, engineer: 0, leader: 1 },
		removed: { worker: 0, soldier: 0, engineer: 0, leader: 0 },
		rngState: [],
		...overrides
	};
}

/** A new game on the hand-made setup. */
export function newGame(setup: Partial<Setup> = {}, profile: BoxProfile = FIXTURE_COMPLETE_PROFILE): GameState {
	return createGame(makeSetup(setup), profile);
}

/** Apply events that must be accepted; a rejection fails the test with its reason. */
export function play(state: GameState, ...events: GameEvent[]): GameState {
	let s = state;
	for (const [i, e] of events.entries()) {
		const r = apply(s, e);
		if (!r.ok) throw new Error(`event ${i} (${e.type}) rejected: ${r.code}: ${r.reason}`);
		s = r.value;
	}
	return s;
}

/** The player with this id. */
export function player(state: GameState, id: PlayerId): PlayerState {
	const p = state.players.find((q) => q.id === id);
	if (!p) throw new Error(`no player ${id}`);
	return p;
}

/** A copy of the state with one player patched (to set up a position). */
export function withPlayer(state: GameState, id: PlayerId, patch: Partial<PlayerState>): GameState {
	return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
}

/** Bid events for each area, in the order given: [player, survivors] top first. */
export function bids(columns: Partial<Record<Area, readonly (readonly [PlayerId, number])[]>>): GameEvent[] {
	return AREAS.flatMap((area) => (columns[area] ?? []).map(([p, n]) => ({ type: 'bid' as const, area, player: p, survivors: n })));
}

/** Zero bids for every player in every area. */
export const ZERO_BIDS: GameEvent[] = bids({
	exploration: SEATS.map((p) => [p, 0] as const),
	construction: SEATS.map((p) => [p, 0] as const),
	city: SEATS.map((p) => [p, 0] as const)
});

/** A card with nothing but its equipment. */
export function card(p: PlayerId, equipment: EquipmentKind = 'beer', survivors: Partial<Record<'worker' | 'soldier' | 'engineer' | 'marauder', number>> = {}): GameEvent {
	return { type: 'explore', player: p, equipment, survivors: { worker: 0, soldier: 0, engineer: 0, marauder: 0, ...survivors } };
}

/** A construction pick that keeps nothing: a harmless tile and no building. */
export function skipBuild(p: PlayerId): GameEvent {
	return { type: 'construct', player: p, tile: 'two-houses', build: null };
}

/** Log entries' instructions caused by the last event. */
export function lastInstructions(state: GameState) {
	return state.log.filter((l) => l.event === state.eventCount - 1).map((l) => l.instruction);
}
