/**
 * A whole 4-player game through the fold, from createSetup to the winner, on FIXTURE_COMPLETE_PROFILE
 * (round track 1,2,2,3,3,4; damage spaces 4..9 = M, −1, −2, Leader, M−1, M−2; city board housing 6).
 * The events are in testing/scenario-script.ts; every figure below is worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from './testing/fixture-profiles';
import { apply, createGame, nextStep, replay } from './game';
import { ANI, FRANK, NIKKI, play, player, TRAVIS } from './testing/game-builders';
import { INTERMEDIATE, ROUND_1, ROUND_2, ROUND_3, ROUND_4, ROUND_5, ROUND_6 } from './testing/scenario-script';
import { finalInputFromGame, scoreFinal } from './scoring';
import { createSetup } from './setup';
import type { AuctionTile, GameEvent, GameState, ScoringTile, Setup } from './types';

const tiles = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
const [engineers, soldiers, workers, civil, military, science, vehicle, weapon, map, anyCard] = FIXTURE_COMPLETE_PROFILE.scoringTiles as readonly ScoringTile[];
const app = <T>(tile: T | undefined) => ({ drawn: 'app' as const, tile: tile as T });

/** createSetup with a fixed seed; the draws are then pinned so the hand-worked figures do not hang on the shuffle. */
function scenarioSetup(): Setup {
	const made = createSetup({
		players: [
			{ id: 'nikki', name: 'Nikki', colour: 'orange' },
			{ id: 'ani', name: 'Ani', colour: 'black' },
			{ id: 'frank', name: 'Frank', colour: 'brown' },
			{ id: 'travis', name: 'Travis', colour: 'white' }
		],
		seed: 'ARMA26',
		profile: FIXTURE_COMPLETE_PROFILE
	});
	if (!made.ok) throw new Error(made.reason);
	return {
		...made.value,
		// Exploration +Equipment/+Damage, Construction −Marauder/−2 VP, City +2 VP/+Marauder; then
		// −Damage/−Equipment, +2 VP/+Damage, −Marauder/−Equipment after the intermediate scoring.
		auctionTiles: [app(tiles[0]), app(tiles[1]), app(tiles[2])],
		auctionStack: tiles.slice(3),
		publicTiles: [app(engineers), app(civil)],
		privateTiles: {
			[NIKKI]: [app(map), app(workers)],
			[ANI]: [app(soldiers), app(military)],
			[FRANK]: [app(weapon), app(anyCard)],
			[TRAVIS]: [app(vehicle), app(science)]
		},
		// bottom first: Nikki lies on top and starts round 1
		vpStack: [FRANK, ANI, TRAVIS, NIKKI]
	};
}

const SETUP = scenarioSetup();
const ALL: GameEvent[] = [...ROUND_1, ...ROUND_2, ...ROUND_3, INTERMEDIATE, ...ROUND_4, ...ROUND_5, ...ROUND_6];
const upTo = (...parts: GameEvent[][]): GameState => play(createGame(SETUP, FIXTURE_COMPLETE_PROFILE), ...parts.flat());
/** [VP, marauders, damage] per player in seating order Nikki, Ani, Frank, Travis. */
const table = (s: GameState) => s.players.map((p) => [p.vp, p.marauders, p.damage]);

describe('a whole game: Nikki, Ani, Frank, Travis', () => {
	it('round 1', () => {
		// Auction: Exploration N2 A2 T1 F0 → Nikki (tie, earlier) draws; Frank +Damage 3→4.
		// Construction N1 A0 F1 T2 → Travis marker 1→0 +1 (11); Ani −2 (8). City N3 A4 F5 T3 → Frank +2 (12);
		// Nikki/Travis tie on 3, Travis bid later → his marker 0→1.
		// The tiles after Exploration's bonus wait for Nikki's card (event 13).
		const auctioned = upTo(ROUND_1.slice(0, 14));
		expect(auctioned.log.filter((l) => l.event === 12).map((l) => l.instruction)[0]).toMatchObject({ area: 'exploration', bonus: NIKKI, penalty: FRANK, bonusTie: [NIKKI, ANI] });
		expect(table(auctioned)).toEqual([[10, 1, 3], [8, 1, 3], [12, 1, 4], [11, 1, 3]]);
		// §10: Travis's card with an engineer, a soldier and a marauder: marker +1, two survivors.
		const travis = player(upTo(ROUND_1.slice(0, 17)), TRAVIS);
		expect(travis).toMatchObject({ marauders: 2, survivors: { worker: 5, soldier: 1, engineer: 1, leader: 1 } });
		// Nikki 10 +2 fight +1 unused housing (8 housing − 7 survivors) = 13.
		// Ani 8 +1 fight = 9. Frank 12 +1 fight +2 = 15, damage 4 −1 = 3.
		// Travis 11 +1 (−Marauder tile) = 12, +1 fight, +2 (1 civil building) = 15; 9 survivors / 8 housing → −2 = 13; star +1 = 14.
		expect(table(upTo(ROUND_1))).toEqual([[13, 0, 3], [9, 0, 3], [15, 0, 3], [14, 0, 2]]);
	});

	it('round 2: Frank is start player; §10 Frank (9 housing, 10 survivors) sends one back for −2', () => {
		// Advance 2. Exploration F1 T3 N0 A2: Travis draws, Nikki damage 3→4. Construction F2 T0 N3 A1: Nikki 2→1 +1 (14),
		// Travis −2 (12). City F4 T4 N4 A5: Ani +2 (11); the 4s tie, Nikki bid last → her marker 1→2.
		const before = upTo(ROUND_1, ROUND_2.slice(0, 14));
		expect(before.startPlayer).toBe(FRANK);
		expect(table(before)).toEqual([[14, 2, 4], [11, 2, 3], [15, 2, 3], [12, 2, 2]]);
		// Frank 15 +3 fight +3 = 21; 10 survivors, 6 + 1 + 2 housing = 9 → −2 = 19.
		// Travis 12 +4 fight, star HQ 3 + civil 1 = 20. Nikki 14 +3 fight + star 2 = 19, damage 4 −1 tile −1 repair = 2.
		// Ani 11 +2 fight, 9 survivors / 8 housing (the extension is built over) → −2 = 11, damage 3 +1 −2 = 2.
		const s = upTo(ROUND_1, ROUND_2);
		expect(table(s)).toEqual([[19, 0, 2], [11, 0, 2], [19, 0, 3], [20, 0, 2]]);
		expect(player(s, FRANK).survivors).toEqual({ worker: 7, soldier: 1, engineer: 0, leader: 1 });
	});

	it('round 3 and the intermediate scoring: engineers 4 VP each, Travis passes a lap', () => {
		// Travis 20 +3 fight +2 (1 military) +2 = 27, star 3+2+1 = 33. Nikki 19 +1 +1 fight +2 repair-vp +2 = 25, star 2 = 27.
		// Ani 11 −2 +2 +2 fight +2 drawn marauder = 15. Frank 19 +2 fight, star 3 = 24; 1 unfought → damage 3→4.
		const s = upTo(ROUND_1, ROUND_2, ROUND_3);
		expect(s.phase).toBe('intermediate');
		expect(table(s)).toEqual([[27, 0, 1], [15, 0, 1], [24, 1, 4], [33, 0, 2]]);
		expect(nextStep(s)).toEqual({ kind: 'intermediate', prefill: INTERMEDIATE.type === 'intermediate' ? INTERMEDIATE.counts : {} });
		// Nikki 27 + 2×4 = 35; Ani 15 + 3×4 = 27; Frank 24 − 1 marauder = 23; Travis 33 + 2×4 = 41 → +40 chip.
		const after = play(s, INTERMEDIATE);
		expect(table(after).map(([vp, m]) => [vp, m])).toEqual([[35, 0], [27, 0], [23, 0], [41, 0]]);
		expect(after.log.filter((l) => l.event === after.eventCount - 1).map((l) => l.instruction)).toContainEqual({ kind: 'chip', player: TRAVIS, chip: 40 });
		expect(after.auctionTiles).toEqual(tiles.slice(3, 6));
	});

	it('round 4: double-fight VP, no-fight VP, §10 Ani 3 unfought marauders → damage 3 right', () => {
		// Advance 3; damage track: Nikki and Ani on 1 → +2 (37, 29); Frank on 4 → −1 (22).
		// Travis 41 +2 (bonus) + 6 fought (first 5 doubled) 11 = 54, star 6 = 60.
		// Nikki fights 3 for no VP; star 2 + 10 = 49. Ani 29 +1 bonus +3 = 33, star 2 = 35, damage 1 +3 = 4.
		// Frank 22 +4 +1 = 27, star 3 + 4 = 34.
		const s = upTo(ROUND_1, ROUND_2, ROUND_3, [INTERMEDIATE], ROUND_4);
		expect(table(s)).toEqual([[49, 0, 1], [35, 3, 4], [34, 0, 3], [60, 0, 2]]);
	});

	it('round 5: Travis passes a second lap', () => {
		// Nikki 49 +2 (space 1) +1 tile +3 = 55, star 2+10+1 = 68. Ani 35 −1 (space 4) +5 fight = 39, star 2+3 = 44, 1 unfought → damage 3.
		// Frank 34 +1 bonus +4 +2 drawn worker +1 = 42, star 7 = 49. Travis 60 +2 + 3 doubled 6 +2 science +4 = 74, star 9 = 83.
		const s = upTo(ROUND_1, ROUND_2, ROUND_3, [INTERMEDIATE], ROUND_4, ROUND_5);
		expect(table(s)).toEqual([[68, 0, 1], [44, 1, 3], [49, 0, 1], [83, 0, 1]]);
	});

	it('round 6 and the final scoring: Travis wins 133 to 130', () => {
		// Nikki 68 +2 +1 bonus +2 = 73, star 15 = 88, unused housing (18 − 12) × 2 = 12 → 100.
		// Ani 44 +5 +2 = 51, star 7 = 58. Frank 49 +2 +3 = 54, star 9 = 63, 2 unfought → damage 1→3.
		// Travis 83 +2 (space 1) +2 bonus +1 tile + 4 doubled 8 +2 = 98, star 9 = 107.
		const s = upTo(ROUND_1, ROUND_2, ROUND_3, [INTERMEDIATE], ROUND_4, ROUND_5, ROUND_6);
		expect(s.phase).toBe('final');
		expect(table(s)).toEqual([[100, 0, 1], [58, 0, 1], [63, 2, 3], [107, 0, 1]]);
		const input = finalInputFromGame(s);
		const hands = { car: [1, 1, 1], bus: [1], truck: [1] };
		const withVehicles = { ...input, players: input.players.map((p) => (p.player === TRAVIS ? { ...p, equipment: { ...p.equipment, vehicles: hands } } : p)) };
		const result = scoreFinal(withVehicles);
		if (!result.ok) throw new Error(result.reason);
		// Nikki 100 + 3 civil × 3 + maps 4 × 2 + (gasoline 2 → 3, most maps 8) + 2 (damage 1) = 130
		// Ani 58 + 2 × 3 + soldiers 3 × 4 + (3 weapons → 1 set 5, second in maps 4) + 2 = 87
		// Frank 63 + 3 + 6 cards + (beer 2 → 3, gasoline 2 → 3) + 0 − 2 marauders = 76
		// Travis 107 + 3 + vehicles 5 × 2 + (3 car parts 9 + bus and truck 2) + 2 = 133
		expect(result.value.players.map((p) => p.total)).toEqual([130, 87, 76, 133]);
		expect(result.value.winners).toEqual([TRAVIS]);
		expect(result.value.ranking).toEqual([TRAVIS, NIKKI, ANI, FRANK]);
	});

	it('replay of all events equals the state built step by step; undo is replay without the last event', () => {
		const stepwise = upTo(ALL);
		const folded = replay(SETUP, FIXTURE_COMPLETE_PROFILE, ALL);
		expect(folded.rejected).toBeNull();
		expect(folded.state).toEqual(stepwise);
		const undone = replay(SETUP, FIXTURE_COMPLETE_PROFILE, ALL.slice(0, -1));
		expect(undone.state).toEqual(upTo(ALL.slice(0, -1)));
		expect(undone.state.phase).toBe('completion');
		const redo = apply(undone.state, ALL[ALL.length - 1] as GameEvent);
		expect(redo.ok && redo.value).toEqual(stepwise);
	});
});
