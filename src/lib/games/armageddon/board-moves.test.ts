import { describe, expect, it } from 'vitest';
import { currentRoundMoves, handMoves, phaseMoves } from './board-moves';
import { ANI, FRANK, NIKKI, newGame, play, SEATS, TRAVIS, withPlayer } from './testing/game-builders';
import type { GameState, Instruction, LoggedInstruction } from './types';

const logged = (round: number, ...instructions: Instruction[]): LoggedInstruction[] =>
	instructions.map((instruction, event) => ({ event, round, instruction }));

describe('phaseMoves: one entry per player per phase', () => {
	it('folds several VP steps into one move from the first start to the last end, and keeps the last marker positions', () => {
		const log = logged(
			2,
			{ kind: 'phase', round: 2, phase: 'exploration' },
			{ kind: 'vp', player: NIKKI, delta: -1, total: 31, because: 'exploration' },
			{ kind: 'vp', player: NIKKI, delta: -2, total: 29, because: 'exploration' },
			{ kind: 'marauders', player: NIKKI, from: 2, to: 3, because: 'exploration' },
			{ kind: 'vp', player: NIKKI, delta: -2, total: 27, because: 'fight-off' },
			{ kind: 'damage', player: NIKKI, from: 5, to: 6, because: 'auction-penalty' },
			{ kind: 'survivors', player: ANI, delta: { worker: 1 }, because: 'exploration' },
			{ kind: 'survivors', player: ANI, delta: { worker: 1, soldier: -1 }, because: 'exploration' },
			{ kind: 'phase', round: 2, phase: 'construction' }
		);
		const [exploration, ...rest] = phaseMoves(log, SEATS, 2);
		expect(rest).toEqual([]);
		expect(exploration).toMatchObject({ round: 2, phase: 'exploration', closed: true });
		expect(exploration?.players).toEqual([
			{ player: NIKKI, vp: { from: 32, to: 27 }, marauders: 3, damage: 6, survivors: {}, equipment: {}, builds: [], housing: 0 },
			{ player: ANI, survivors: { worker: 2, soldier: -1 }, equipment: {}, builds: [], housing: 0 }
		]);
	});

	it('a VP loss cut at 0 shows where the marker really was: 2 → 0, not 8 → 0', () => {
		const log = logged(1, { kind: 'phase', round: 1, phase: 'completion' }, { kind: 'vp', player: NIKKI, delta: -2, total: 0, because: 'housing', clampedAtZero: true, requested: -8 });
		expect(phaseMoves(log, SEATS, 1)[0]?.players[0]?.vp).toEqual({ from: 2, to: 0 });
	});

	it('leaves out players whose moves cancel out, and "no change" lines', () => {
		const log = logged(
			1,
			{ kind: 'phase', round: 1, phase: 'city' },
			{ kind: 'vp', player: FRANK, delta: 2, total: 12, because: 'city-action' },
			{ kind: 'vp', player: FRANK, delta: -2, total: 10, because: 'correction' },
			{ kind: 'equipment', player: TRAVIS, equipment: 'beer', delta: 1, because: 'city-action' },
			{ kind: 'equipment', player: TRAVIS, equipment: 'beer', delta: -1, because: 'correction' },
			{ kind: 'nothing', player: ANI, because: 'city-action', detail: { kind: 'no-unused-housing' }, reason: 'no unused housing' }
		);
		const phases = phaseMoves(log, SEATS, 1);
		expect(phases).toEqual([]);
	});

	it('the phase still running is open; other rounds are left out', () => {
		const log = [
			...logged(1, { kind: 'vp', player: NIKKI, delta: 1, total: 11, because: 'star' }),
			...logged(2, { kind: 'phase', round: 2, phase: 'city' }, { kind: 'vp', player: ANI, delta: 2, total: 14, because: 'city-action' })
		];
		expect(phaseMoves(log, SEATS, 2)).toEqual([
			{ round: 2, phase: 'city', closed: false, table: [], players: [{ player: ANI, vp: { from: 12, to: 14 }, survivors: {}, equipment: {}, builds: [], housing: 0 }] }
		]);
	});

	it('a real round start: the setting up is one closed phase with the table reminders and one entry per moved player', () => {
		let s: GameState = { ...newGame(), round: 1, phase: 'not-started' };
		s = withPlayer(s, TRAVIS, { marauders: 7 });
		s = play(s, { type: 'start-round' });
		const [setUp, ...rest] = currentRoundMoves(s);
		expect(rest).toEqual([]);
		expect(setUp).toMatchObject({ round: 2, phase: 'not-started', closed: true });
		expect(setUp?.table.map((i) => i.kind)).toEqual(['reveal', 'start-player']);
		// Every marauder marker advances; Travis's overflow costs 1 VP (rules reference §3).
		expect(setUp?.players.map((p) => [p.player, p.marauders, p.vp])).toEqual([
			[NIKKI, 2, undefined],
			[ANI, 2, undefined],
			[FRANK, 2, undefined],
			[TRAVIS, 8, { from: 10, to: 9 }]
		]);
	});
});

describe('handMoves: tracks kept in the app', () => {
	it('drops the track markers and keeps what is done by hand; nothing left is null', () => {
		const base = { survivors: {}, equipment: {}, builds: [], housing: 0 };
		expect(handMoves({ player: NIKKI, vp: { from: 10, to: 12 }, chip: 40, marauders: 3, damage: 4, ...base })).toBeNull();
		expect(handMoves({ player: NIKKI, vp: { from: 10, to: 12 }, marauders: 3, ...base, equipment: { beer: 1 }, leaderAway: true })).toEqual({
			player: NIKKI,
			...base,
			equipment: { beer: 1 },
			leaderAway: true
		});
	});
});
