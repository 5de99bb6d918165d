import { describe, expect, it } from 'vitest';
import { applyAuctionBonus, applyAuctionPenalty, applyBuildingTile } from './effects';
import type { EffectStep } from './effects';
import { makePlayer } from './testing/player-builders';
import { addMarauders } from './tracks';
import { playerId } from './types';
import type { AuctionBonus, AuctionPenalty, BuildingTileEffect, EquipmentKind, PlayerState } from './types';
import type { Result } from './rejections';

const p1 = playerId('p1');
const ok = <T>(r: Result<T>): T => {
	if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.reason}`);
	return r.value;
};
const kinds = (s: EffectStep) => s.instructions.map((i) => i.kind);
const track = (s: EffectStep) => ({ vp: s.player.vp, marauders: s.player.marauders, damage: s.player.damage });
const withEquipment = (e: Partial<Record<EquipmentKind, number>>): Partial<PlayerState> => ({
	equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0, ...e }
});

describe('auction bonus (§5)', () => {
	it.each<[AuctionBonus, Partial<PlayerState>, { vp: number; marauders: number; damage: number }, string[]]>([
		['marauder-', { marauders: 3 }, { vp: 11, marauders: 2, damage: 3 }, ['marauders', 'vp']],
		['marauder-', { marauders: 0 }, { vp: 10, marauders: 0, damage: 3 }, ['nothing']],
		['vp+2', {}, { vp: 12, marauders: 0, damage: 3 }, ['vp']],
		['damage-', { damage: 4 }, { vp: 10, marauders: 0, damage: 3 }, ['damage']],
		['damage-', { damage: 1 }, { vp: 10, marauders: 0, damage: 1 }, ['nothing']],
		['equipment+', {}, { vp: 10, marauders: 0, damage: 3 }, []]
	])('%s on %o', (bonus, overrides, expected, expectedKinds) => {
		const s = applyAuctionBonus(makePlayer(overrides), bonus, 0);
		expect(track(s)).toEqual(expected);
		expect(kinds(s)).toEqual(expectedKinds);
		expect(s.pending).toEqual(bonus === 'equipment+' ? { kind: 'equipment-drawn', player: p1, because: 'auction-bonus' } : undefined);
	});

	it('names the auction bonus as the cause', () => {
		const s = applyAuctionBonus(makePlayer({ marauders: 1 }), 'marauder-', 0);
		expect(s.instructions.every((i) => 'because' in i && i.because === 'auction-bonus')).toBe(true);
	});

	it('−Damage can bring the leader back', () => {
		const s = applyAuctionBonus(makePlayer({ damage: 8, leaderAwayAt: 7 }), 'damage-', 0);
		expect(s.player.leaderAwayAt).toBeNull();
		expect(kinds(s)).toEqual(['damage', 'leader']);
	});
});

describe('auction penalty (§5)', () => {
	it.each<[AuctionPenalty, Partial<PlayerState>, { vp: number; marauders: number; damage: number }, string[]]>([
		['marauder+', { marauders: 2 }, { vp: 10, marauders: 3, damage: 3 }, ['marauders']],
		['marauder+', { marauders: 8 }, { vp: 10, marauders: 8, damage: 3 }, ['nothing']],
		['vp-2', {}, { vp: 8, marauders: 0, damage: 3 }, ['vp']],
		['vp-2', { vp: 1 }, { vp: 0, marauders: 0, damage: 3 }, ['vp']],
		['damage+', {}, { vp: 10, marauders: 0, damage: 4 }, ['damage']],
		['damage+', { damage: 9 }, { vp: 10, marauders: 0, damage: 9 }, ['nothing']],
		['equipment-', {}, { vp: 10, marauders: 0, damage: 3 }, ['nothing']],
		['equipment-', withEquipment({ map: 1 }), { vp: 10, marauders: 0, damage: 3 }, []]
	])('%s on %o', (penalty, overrides, expected, expectedKinds) => {
		const s = applyAuctionPenalty(makePlayer(overrides), penalty, 0);
		expect(track(s)).toEqual(expected);
		expect(kinds(s)).toEqual(expectedKinds);
	});

	it('−Equipment owes a return only when a card is held', () => {
		expect(applyAuctionPenalty(makePlayer(), 'equipment-', 0).pending).toBeUndefined();
		expect(applyAuctionPenalty(makePlayer(withEquipment({ beer: 2 })), 'equipment-', 0).pending).toEqual({
			kind: 'equipment-returned',
			player: p1,
			because: 'auction-penalty'
		});
	});
});

describe('building tiles (§6)', () => {
	it('§10 construction: Nikki’s −Marauder → marker 1 left and +1 VP', () => {
		const s = ok(applyBuildingTile(makePlayer({ marauders: 2 }), 'marauder-', undefined, 0));
		expect(s.instructions).toEqual([
			{ kind: 'marauders', player: p1, from: 2, to: 1, because: 'building-tile' },
			{ kind: 'vp', player: p1, delta: 1, total: 11, because: 'building-tile' }
		]);
	});

	it.each<[BuildingTileEffect, Partial<PlayerState>, { vp: number; marauders: number; damage: number }, string[]]>([
		['marauder-', { marauders: 0 }, { vp: 10, marauders: 0, damage: 3 }, ['nothing']],
		['damage-', { damage: 5 }, { vp: 10, marauders: 0, damage: 4 }, ['damage']],
		['damage-', { damage: 1 }, { vp: 10, marauders: 0, damage: 1 }, ['nothing']],
		['marauder+', { marauders: 5 }, { vp: 10, marauders: 6, damage: 3 }, ['marauders']],
		['marauder+', { marauders: 8 }, { vp: 10, marauders: 8, damage: 3 }, ['nothing']],
		['damage+', { damage: 8 }, { vp: 10, marauders: 0, damage: 9 }, ['damage']],
		['damage+', { damage: 9 }, { vp: 10, marauders: 0, damage: 9 }, ['nothing']]
	])('%s on %o', (tile, overrides, expected, expectedKinds) => {
		const s = ok(applyBuildingTile(makePlayer(overrides), tile, undefined, 0));
		expect(track(s)).toEqual(expected);
		expect(kinds(s)).toEqual(expectedKinds);
	});

	it('2 Houses adds one tile for this round', () => {
		const s = ok(applyBuildingTile(makePlayer({ twoHouses: 1 }), 'two-houses', undefined, 0));
		expect(s.player.twoHouses).toBe(2);
		expect(s.instructions).toEqual([{ kind: 'housing', player: s.player.id, delta: 2, because: 'building-tile' }]);
	});

	it('+Equipment takes the kind drawn', () => {
		const s = ok(applyBuildingTile(makePlayer(withEquipment({ weapon: 1 })), 'equipment+', 'weapon', 0));
		expect(s.player.equipment.weapon).toBe(2);
		expect(s.instructions).toEqual([{ kind: 'equipment', player: p1, equipment: 'weapon', delta: 1, because: 'building-tile' }]);
	});

	it('−Equipment returns a held kind; nothing when no card is held', () => {
		const s = ok(applyBuildingTile(makePlayer(withEquipment({ map: 1, beer: 1 })), 'equipment-', 'map', 0));
		expect(s.player.equipment).toMatchObject({ map: 0, beer: 1 });
		expect(s.instructions).toEqual([{ kind: 'equipment', player: p1, equipment: 'map', delta: -1, because: 'building-tile' }]);
		const none = ok(applyBuildingTile(makePlayer(), 'equipment-', undefined, 0));
		expect(kinds(none)).toEqual(['nothing']);
	});

	it.each<['soldier' | 'engineer']>([['soldier'], ['engineer']])('Exchange: a worker for a %s', (to) => {
		const s = ok(applyBuildingTile(makePlayer(), 'exchange', to, 0));
		expect(s.player.survivors).toEqual({ worker: 4, soldier: to === 'soldier' ? 1 : 0, engineer: to === 'engineer' ? 1 : 0, leader: 1 });
		expect(s.instructions).toEqual([{ kind: 'survivors', player: p1, delta: { worker: -1, [to]: 1 }, because: 'building-tile' }]);
	});

	it('Exchange without a worker → not-enough', () => {
		const p = makePlayer({ survivors: { worker: 0, soldier: 2, engineer: 0, leader: 1 } });
		expect(applyBuildingTile(p, 'exchange', 'engineer', 0)).toMatchObject({ ok: false, code: 'not-enough' });
	});

	it.each<[string, BuildingTileEffect, EquipmentKind | 'soldier' | 'engineer' | undefined, Partial<PlayerState>]>([
		['+Equipment without a kind', 'equipment+', undefined, {}],
		['+Equipment with a survivor', 'equipment+', 'soldier', {}],
		['−Equipment without a kind while holding cards', 'equipment-', undefined, withEquipment({ beer: 1 })],
		['−Equipment of a kind not held', 'equipment-', 'map', withEquipment({ beer: 1 })],
		['−Equipment with a kind while holding none', 'equipment-', 'map', {}],
		['Exchange without a choice', 'exchange', undefined, {}],
		['Exchange for equipment', 'exchange', 'beer', {}],
		['a choice for a tile that takes none', 'damage+', 'beer', {}],
		['a choice for 2 Houses', 'two-houses', 'soldier', {}]
	])('%s → invalid-value', (_name, tile, choice, overrides) => {
		const r = applyBuildingTile(makePlayer(overrides), tile, choice, 0);
		expect(r).toMatchObject({ ok: false, code: 'invalid-value' });
	});
});

describe('§10 exploration', () => {
	it('a card with a marauder moves the marker 1 right', () => {
		const s = addMarauders(makePlayer({ name: 'Travis', marauders: 2 }), 1, 'overflow-vp', 'exploration', 0);
		expect(s.player.marauders).toBe(3);
		expect(s.instructions).toEqual([{ kind: 'marauders', player: p1, from: 2, to: 3, because: 'exploration' }]);
	});
});
