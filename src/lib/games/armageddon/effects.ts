/** Auction tile (§5) and building tile (§6) effects on one player. */
import { addMarauders, andThen, changeVp, moveDamage, nothing, removeMarauders } from './tracks';
import type { Rejection, Result, TileChoiceWanted } from './rejections';
import type { Step } from './tracks';
import { EQUIPMENT_KINDS } from './types';
import type { AuctionBonus, AuctionPenalty, Because, BuildingTileEffect, EquipmentKind, Pending, PlayerState } from './types';

/** A step that may leave a choice owed by the player (an equipment card drawn or returned). */
export interface EffectStep extends Step {
	readonly pending?: Pending;
}

type TileChoice = EquipmentKind | 'soldier' | 'engineer' | undefined;

/** −Marauder: marker 1 left and +1 VP; nothing at all on the first space [R]. */
function lessMarauder(p: PlayerState, because: Because, arrivals: number): Step {
	if (p.marauders === 0) return nothing(p, because, { kind: 'marauders-at-zero' }, 'marauder track already at 0', arrivals);
	return andThen(removeMarauders(p, 1, because, arrivals), (q, a) => changeVp(q, 1, because, a));
}

function cardsHeld(p: PlayerState): number {
	return EQUIPMENT_KINDS.reduce((sum, k) => sum + p.equipment[k], 0);
}

/** Apply an auction tile's bonus (§5). */
export function applyAuctionBonus(p: PlayerState, bonus: AuctionBonus, arrivals: number): EffectStep {
	const because = 'auction-bonus';
	switch (bonus) {
		case 'marauder-':
			return lessMarauder(p, because, arrivals);
		case 'vp+2':
			return changeVp(p, 2, because, arrivals);
		case 'damage-':
			return moveDamage(p, -1, false, because, arrivals);
		case 'equipment+':
			return { player: p, instructions: [], arrivals, pending: { kind: 'equipment-drawn', player: p.id, because } };
	}
}

/** Apply an auction tile's penalty (§5). */
export function applyAuctionPenalty(p: PlayerState, penalty: AuctionPenalty, arrivals: number): EffectStep {
	const because = 'auction-penalty';
	switch (penalty) {
		case 'marauder+':
			return addMarauders(p, 1, 'overflow-nothing', because, arrivals);
		case 'vp-2':
			return changeVp(p, -2, because, arrivals);
		case 'damage+':
			return moveDamage(p, 1, false, because, arrivals);
		case 'equipment-':
			if (cardsHeld(p) === 0) return nothing(p, because, { kind: 'no-card-to-return' }, 'no equipment card to return', arrivals);
			return { player: p, instructions: [], arrivals, pending: { kind: 'equipment-returned', player: p.id, because } };
	}
}

/**
 * A worker back to the bag for a soldier or engineer (Exchange tile or action). The newcomer is gained
 * this round and cannot act in City; the worker given is one gained this round when there is one,
 * as those stand behind the screen while the City bid stands on the board [D].
 */
export function exchangeWorker(p: PlayerState, to: 'soldier' | 'engineer'): PlayerState {
	const g = p.gainedThisRound;
	return {
		...p,
		survivors: { ...p.survivors, worker: p.survivors.worker - 1, [to]: p.survivors[to] + 1 },
		gainedThisRound: { ...g, worker: Math.max(0, g.worker - 1), [to]: g[to] + 1 }
	};
}

const WANTED: Readonly<Record<TileChoiceWanted, string>> = {
	'equipment-drawn': 'the equipment kind drawn',
	'no-cards': 'no choice (no equipment card held)',
	'equipment-held': 'an equipment kind the player holds',
	'soldier-or-engineer': 'soldier or engineer',
	none: 'no choice'
};

function invalidChoice(p: PlayerState, tile: BuildingTileEffect, choice: TileChoice, wanted: TileChoiceWanted): Rejection {
	return {
		ok: false,
		code: 'invalid-value',
		reason: `${p.name}: building tile ${tile} needs ${WANTED[wanted]}, got ${choice ?? 'no choice'}`,
		detail: { kind: 'tile-choice', player: p.id, tile, choice: choice ?? '', wanted },
		params: { player: p.id, tile, choice: choice ?? '' }
	};
}

function isEquipment(choice: TileChoice): choice is EquipmentKind {
	return (EQUIPMENT_KINDS as readonly string[]).includes(choice ?? '');
}

function equipmentStep(p: PlayerState, kind: EquipmentKind, delta: number, arrivals: number): EffectStep {
	return {
		player: { ...p, equipment: { ...p.equipment, [kind]: p.equipment[kind] + delta } },
		instructions: [{ kind: 'equipment', player: p.id, equipment: kind, delta, because: 'building-tile' }],
		arrivals
	};
}

/** Apply a building tile (§6) with its choice: equipment kind drawn/returned, or soldier/engineer for Exchange. */
export function applyBuildingTile(p: PlayerState, tile: BuildingTileEffect, choice: TileChoice, arrivals: number): Result<EffectStep> {
	const because = 'building-tile';
	const ok = (value: EffectStep): Result<EffectStep> => ({ ok: true, value });
	switch (tile) {
		case 'equipment+':
			return isEquipment(choice) ? ok(equipmentStep(p, choice, 1, arrivals)) : invalidChoice(p, tile, choice, 'equipment-drawn');
		case 'equipment-':
			if (cardsHeld(p) === 0) {
				if (choice !== undefined) return invalidChoice(p, tile, choice, 'no-cards');
				return ok(nothing(p, because, { kind: 'no-card-to-return' }, 'no equipment card to return', arrivals));
			}
			if (!isEquipment(choice) || p.equipment[choice] < 1) {
				return invalidChoice(p, tile, choice, 'equipment-held');
			}
			return ok(equipmentStep(p, choice, -1, arrivals));
		case 'exchange':
			if (choice !== 'soldier' && choice !== 'engineer') return invalidChoice(p, tile, choice, 'soldier-or-engineer');
			if (p.survivors.worker < 1) {
				return {
					ok: false,
					code: 'not-enough',
					reason: `${p.name} has no worker to exchange`,
					detail: { kind: 'no-worker', player: p.id, from: 'owned' },
					params: { player: p.id }
				};
			}
			return ok({
				player: exchangeWorker(p, choice),
				instructions: [{ kind: 'survivors', player: p.id, delta: { worker: -1, [choice]: 1 }, because }],
				arrivals
			});
	}
	if (choice !== undefined) return invalidChoice(p, tile, choice, 'none');
	switch (tile) {
		case 'marauder-':
			return ok(lessMarauder(p, because, arrivals));
		case 'damage-':
			return ok(moveDamage(p, -1, false, because, arrivals));
		case 'two-houses':
			return ok({
				player: { ...p, twoHouses: p.twoHouses + 1 },
				instructions: [{ kind: 'housing', player: p.id, delta: 2, because }],
				arrivals
			});
		case 'marauder+':
			return ok(addMarauders(p, 1, 'overflow-nothing', because, arrivals));
		case 'damage+':
			return ok(moveDamage(p, 1, false, because, arrivals));
	}
}
