import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import type { CorrectionField, GameEvent, GameState, PlayerState } from '../types';
import { correctionBounds } from './corrections';
import { ANI, lastInstructions, newGame, play, player, withPlayer } from '../testing/game-builders';

const fix = (field: string, value: unknown, who: string = ANI): GameEvent =>
	({ type: 'correction', player: who, field, value }) as GameEvent;

describe('correction', () => {
	it.each<[CorrectionField, number, Partial<PlayerState>]>([
		['vp', 47, { vp: 47 }],
		['marauders', 8, { marauders: 8 }],
		['damage', 1, { damage: 1 }],
		['survivors.engineer', 3, { survivors: { worker: 5, soldier: 0, engineer: 3, leader: 1 } }],
		['equipment.map', 2, { equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 2 } }],
		['twoHouses', 1, { twoHouses: 1 }]
	])('sets %s to %i', (field, value, expected) => {
		const s = play(newGame(), fix(field, value));
		expect(player(s, ANI)).toMatchObject(expected);
		const reasons = lastInstructions(s).flatMap((i) => ('because' in i ? [i.because] : []));
		expect(reasons.length).toBeGreaterThan(0);
		expect(reasons.every((b) => b === 'correction')).toBe(true);
		expect(s.eventCount).toBe(1);
	});

	it('logs a VP correction as a move with the chip it crosses', () => {
		const s = play(newGame(), fix('vp', 41));
		expect(lastInstructions(s)).toEqual([
			{ kind: 'vp', player: ANI, delta: 31, total: 41, because: 'correction' },
			{ kind: 'chip', player: ANI, chip: 40 }
		]);
	});

	it('brings the leader back when damage is corrected left of its space', () => {
		const s = play(withPlayer(newGame(), ANI, { damage: 8, leaderAwayAt: 7 }), fix('damage', 6));
		expect(player(s, ANI).leaderAwayAt).toBeNull();
	});

	it('is allowed in any phase, even with a choice owed', () => {
		const owed: GameState = { ...newGame(), phase: 'city', pending: [{ kind: 'equipment-drawn', player: ANI, because: 'auction-bonus' }] };
		expect(apply(owed, fix('vp', 12)).ok).toBe(true);
	});

	it.each<[string, GameEvent, string]>([
		['negative VP', fix('vp', -1), 'invalid-number'],
		['fractional VP', fix('vp', 2.5), 'invalid-number'],
		['huge VP', fix('vp', 1e6), 'invalid-number'],
		['NaN marauders', fix('marauders', Number.NaN), 'invalid-number'],
		['9 marauders', fix('marauders', 9), 'invalid-number'],
		['damage 0', fix('damage', 0), 'invalid-number'],
		['damage 10', fix('damage', 10), 'invalid-number'],
		['two leaders', fix('survivors.leader', 2), 'invalid-number'],
		['an unknown field', fix('survivors.marauder', 1), 'invalid-value'],
		['a field given as a list', fix(['vp'] as unknown as string, 12), 'invalid-value'],
		['an unknown player', fix('vp', 1, 'zoe'), 'unknown-player']
	])('rejects %s', (_, event, code) => {
		const r = apply(newGame(), event);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});
});

describe('correctionBounds', () => {
	it('bounds each field by the tracks and the box (one leader, 89 survivors, 60 cards, 32 tiles)', () => {
		const fields: CorrectionField[] = ['vp', 'marauders', 'damage', 'survivors.leader', 'survivors.worker', 'equipment.map', 'twoHouses'];
		expect(fields.map((f) => correctionBounds(f))).toEqual([
			{ min: 0, max: 999 },
			{ min: 0, max: 8 },
			{ min: 1, max: 9 },
			{ min: 0, max: 1 },
			{ min: 0, max: 89 },
			{ min: 0, max: 60 },
			{ min: 0, max: 32 }
		]);
		expect(correctionBounds('survivors.dog')).toBeNull();
	});

	it('the engine takes each bound and refuses one past it', () => {
		for (const field of ['marauders', 'damage', 'survivors.leader', 'twoHouses'] as const) {
			const { max } = correctionBounds(field) ?? { max: -1 };
			const at = (value: number): GameEvent => ({ type: 'correction', player: ANI, field, value });
			expect(apply(newGame(), at(max)).ok, `${field} = ${max}`).toBe(true);
			expect(apply(newGame(), at(max + 1)).ok, `${field} = ${max + 1}`).toBe(false);
		}
	});
});
