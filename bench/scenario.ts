/**
 * The engine's whole-game scenario (src/lib/games/armageddon/testing/scenario-script.ts on FIXTURE_COMPLETE_PROFILE) as bench material:
 * its setup with the same pinned draws as scenario.test.ts, and the event log cut at the points the bench needs.
 */
import { FIXTURE_COMPLETE_PROFILE } from '../src/lib/games/armageddon/testing/fixture-profiles';
import { replay } from '../src/lib/games/armageddon/game';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from '../src/lib/games/armageddon/testing/scenario-script';
import { finalInputFromGame } from '../src/lib/games/armageddon/scoring';
import { createSetup } from '../src/lib/games/armageddon/setup';
import { playerId, type AuctionTile, type GameEvent, type GameState, type ScoringTile, type Setup } from '../src/lib/games/armageddon/types';
import type { FinalInput } from '../src/lib/games/armageddon/scoring/types';

export const PROFILE = FIXTURE_COMPLETE_PROFILE;
const SEATS = ['nikki', 'ani', 'frank', 'travis'] as const;
const COLOURS = ['orange', 'black', 'brown', 'white'] as const;

const tiles = PROFILE.auctionTiles as readonly AuctionTile[];
const scoring = PROFILE.scoringTiles as readonly ScoringTile[];
function app<T>(list: readonly T[], i: number) {
	const tile = list[i];
	if (tile === undefined) throw new Error(`fixture tile ${i} is missing`);
	return { drawn: 'app' as const, tile };
}

/** The scenario's setup (seed ARMA26, draws pinned as in scenario.test.ts); names may differ, ids and rules do not. */
export function scenarioSetup(names: readonly string[] = ['Nikki', 'Ani', 'Frank', 'Travis']): Setup {
	const made = createSetup({
		players: SEATS.map((id, i) => ({ id: playerId(id), name: names[i] ?? id, colour: COLOURS[i] ?? 'brown' })),
		seed: 'ARMA26',
		profile: PROFILE
	});
	if (!made.ok) throw new Error(made.reason);
	const [nikki, ani, frank, travis] = SEATS.map((s) => playerId(s));
	if (!nikki || !ani || !frank || !travis) throw new Error('seats');
	return {
		...made.value,
		auctionTiles: [app(tiles, 0), app(tiles, 1), app(tiles, 2)],
		auctionStack: tiles.slice(3),
		publicTiles: [app(scoring, 0), app(scoring, 3)],
		privateTiles: {
			[nikki]: [app(scoring, 8), app(scoring, 2)],
			[ani]: [app(scoring, 1), app(scoring, 4)],
			[frank]: [app(scoring, 7), app(scoring, 9)],
			[travis]: [app(scoring, 6), app(scoring, 5)]
		},
		vpStack: [frank, ani, travis, nikki]
	};
}

/** All 6 rounds: the game ends in the final scoring phase. */
export const ALL_EVENTS: readonly GameEvent[] = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6];
const BEFORE_ROUND_4 = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE];
/** Round 4 started: the bids are being entered. */
export const ROUND_4_BIDDING: readonly GameEvent[] = [...BEFORE_ROUND_4, ROUND_4[0] as GameEvent];
/** Round 4 in the City phase: the first player in City is about to act. */
export const ROUND_4_CITY: readonly GameEvent[] = [...BEFORE_ROUND_4, ...ROUND_4.slice(0, ROUND_4.findIndex((e) => e.type === 'city-action'))];
/** Ends of the rounds 1..6 in ALL_EVENTS (event counts), for games cut short. */
export const ROUND_ENDS: readonly number[] = [ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6].reduce<number[]>(
	(ends, round, i) => [...ends, (ends[i - 1] ?? 0) + round.length + (i === 3 ? 1 : 0)],
	[]
);

/** The fold of `events` on the scenario setup; a rejected event is a broken fixture. */
export function play(events: readonly GameEvent[], setup: Setup = scenarioSetup()): GameState {
	const { state, rejected } = replay(setup, PROFILE, events);
	if (rejected) throw new Error(`scenario event ${rejected.index} rejected: ${rejected.rejection.reason}`);
	return state;
}

/** The final scoring input of the finished game, vehicle hands split as in scenario.test.ts (Travis: 3 cars, a bus, a truck). */
export function finalInput(state: GameState): FinalInput {
	const input = finalInputFromGame(state);
	return {
		...input,
		players: input.players.map((p) =>
			p.player === 'travis' ? { ...p, equipment: { ...p.equipment, vehicles: { car: [1, 1, 1], bus: [1], truck: [1] } } } : p
		)
	};
}
