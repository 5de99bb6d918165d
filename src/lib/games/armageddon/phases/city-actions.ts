/** The effects of City actions (§4 City, §7 building extra actions) on one player. */
import { exchangeWorker } from '../effects';
import { buildingCounts, EXTENSION_HOUSING, hasVisibleSpecial } from '../housing';
import { changeVp, fightOff, moveDamage } from '../tracks';
import { EXTENSION_COST as KNOWN_EXTENSION_COST, MAX_CARDS_KEPT } from '../data/known';
import { BUILDING_TYPES, EQUIPMENT_KINDS } from '../types';
import type { Rejection, RejectionDetail, Result } from '../rejections';
import type { CityAction, CityActionKind, EquipmentKind, PlayerState, SurvivorKind } from '../types';
import { BAG_KINDS } from './bag';
import type { BagContents } from './bag';
import { checkCount, checkOneOf, ok, reject } from './common';
import type { Draft } from './common';

/** Survivors the extension takes [R]. */
export const EXTENSION_COST = KNOWN_EXTENSION_COST.value;
/** Most equipment cards a draw keeps [R]. */
export const MAX_KEPT = MAX_CARDS_KEPT.value;
/** VP for a worker or marauder drawn by "draw a survivor", and per building for "VP per building" [R]. */
const DRAW_SURVIVOR_VP = 2;
const VP_PER_BUILDING = 2;
/** Bound of a "gain N VP" action: printed values are small; more is a typing slip. */
const MAX_ACTION_VP = 99;

/** Survivors a City action takes from the City bid, after checking its numbers. */
export function survivorsUsed(action: CityAction): Result<number> {
	if (action.kind === 'extension') return ok(EXTENSION_COST);
	if (action.kind === 'repair') {
		const bad = checkCount(action.engineers, 'repair engineers', { of: 'repair-engineers' }) ?? checkCount(action.workerPairs, 'repair worker pairs', { of: 'repair-worker-pairs' });
		if (bad) return bad;
		const used = action.engineers + 2 * action.workerPairs;
		return used > 0 ? ok(used) : reject('invalid-value', 'A repair needs at least one engineer or one pair of workers', { kind: 'repair-nothing' });
	}
	const bad = checkCount(action.survivors, `survivors used for ${action.kind}`, { of: 'action-survivors', action: action.kind }, 1);
	return bad ?? ok(action.survivors);
}

/**
 * The least action of each kind, in every variant the player's means decide (which card to discard, which
 * survivor to draw or take): a kind can be chosen now when the engine accepts one of them.
 */
export const CITY_ACTION_TRIALS: Readonly<Record<CityActionKind, readonly CityAction[]>> = {
	extension: [{ kind: 'extension' }],
	repair: [
		{ kind: 'repair', engineers: 1, workerPairs: 0 },
		{ kind: 'repair', engineers: 0, workerPairs: 1 }
	],
	fight: [{ kind: 'fight', marauders: 1, survivors: 1 }],
	'gain-vp': [{ kind: 'gain-vp', vp: 1, survivors: 1 }],
	'repair-vp': [{ kind: 'repair-vp', vp: 1, survivors: 1 }],
	'draw-equipment': [{ kind: 'draw-equipment', kept: [EQUIPMENT_KINDS[0]], survivors: 1 }],
	'swap-equipment': EQUIPMENT_KINDS.map((discard) => ({ kind: 'swap-equipment', discard, take: discard, survivors: 1 })),
	exchange: [
		{ kind: 'exchange', to: 'soldier', survivors: 1 },
		{ kind: 'exchange', to: 'engineer', survivors: 1 }
	],
	'draw-survivor': BAG_KINDS.map((drawn) => ({ kind: 'draw-survivor', drawn, survivors: 1 })),
	'vp-per-building': [{ kind: 'vp-per-building', type: BUILDING_TYPES[0], survivors: 1 }],
	'unused-housing-vp': [{ kind: 'unused-housing-vp', survivors: 1 }]
};

/** Survivors of `kind` that may act in City this round: those gained this round may not (§4). */
export function mayActInCity(p: PlayerState, kind: SurvivorKind): number {
	return Math.max(0, p.survivors[kind] - p.gainedThisRound[kind]);
}

/**
 * Why this round's repairs (the earlier ones plus `engineers` and `workerPairs` now) need more survivors
 * than may act, or null. The leader stands in once for either colour unless it is away; with a Training
 * Center a worker may stand in for an engineer (§7).
 */
function repairShortage(p: PlayerState, engineers: number, workerPairs: number): { reason: string; detail: RejectionDetail } | null {
	const needE = p.repairedThisRound.engineers + engineers;
	const needW = 2 * (p.repairedThisRound.workerPairs + workerPairs);
	// A leader sent away this round stays idle for the rest of it, even once a repair brings it back.
	const leader = p.leaderAwayAt === null && !p.leaderBackThisRound ? Math.min(1, p.survivors.leader) : 0;
	const haveE = mayActInCity(p, 'engineer');
	const haveW = mayActInCity(p, 'worker');
	const trained = hasVisibleSpecial(p, 'training-center');
	const missingE = Math.max(0, needE - haveE);
	const missingW = Math.max(0, needW - haveW);
	const spareW = Math.max(0, haveW - needW);
	const coveredByWorkers = trained ? Math.min(missingE, spareW) : 0;
	if (missingE - coveredByWorkers + missingW <= leader) return null;
	const gained = p.gainedThisRound.engineer + p.gainedThisRound.worker > 0;
	const reason =
		`${p.name} can repair this round with ${haveE} engineers and ${haveW} workers` +
		`${leader ? ' plus the leader' : ''}${trained ? ' (Training Center: workers count as engineers)' : ''}` +
		`, not with ${needE} engineers and ${needW / 2} pairs of workers${gained ? ' (survivors gained this round cannot act)' : ''}`;
	const detail = { kind: 'repair-short', player: p.id, engineers: haveE, workers: haveW, leader: leader > 0, trained, needEngineers: needE, needPairs: needW / 2, gained } as const;
	return { reason, detail };
}

function checkEquipment(kind: EquipmentKind, field: string): Rejection | null {
	return checkOneOf(kind, EQUIPMENT_KINDS, field, 'equipment');
}

function gainEquipment(draft: Draft, p: PlayerState, kind: EquipmentKind, delta: number): PlayerState {
	draft.note({ kind: 'equipment', player: p.id, equipment: kind, delta, because: 'city-action' });
	return draft.put({ ...p, equipment: { ...p.equipment, [kind]: p.equipment[kind] + delta } });
}

function repair(draft: Draft, p: PlayerState, engineers: number, workerPairs: number): Rejection | null {
	// A City bid known by colour was already checked (city-survivors.ts); older games fall back to the owned survivors.
	const short = p.cityBid === null ? repairShortage(p, engineers, workerPairs) : null;
	if (short) return reject('not-enough', short.reason, short.detail, { player: p.id, engineers, workerPairs });
	const spaces = engineers + workerPairs;
	if (p.damage - spaces < 1) {
		const detail = { kind: 'damage-cannot-move', player: p.id, space: p.damage, spaces } as const;
		return reject('not-allowed', `${p.name}'s damage marker is on space ${p.damage}: it cannot move ${spaces} left`, detail, { player: p.id, value: spaces });
	}
	const used = { engineers: p.repairedThisRound.engineers + engineers, workerPairs: p.repairedThisRound.workerPairs + workerPairs };
	draft.take(moveDamage({ ...p, repairedThisRound: used }, -spaces, false, 'repair', draft.arrivals));
	return null;
}

function drawSurvivor(draft: Draft, p: PlayerState, drawn: 'worker' | 'marauder' | 'soldier' | 'engineer', bag: BagContents): Rejection | null {
	const bad = checkOneOf(drawn, BAG_KINDS, 'survivor drawn', 'survivor-drawn');
	if (bad) return bad;
	if (bag[drawn] < 1) return reject('not-enough', `No ${drawn} is left in the bag to draw`, { kind: 'not-in-bag', piece: drawn, purpose: 'draw' }, { kind: drawn });
	if (drawn === 'worker' || drawn === 'marauder') {
		draft.take(changeVp(p, DRAW_SURVIVOR_VP, 'city-action', draft.arrivals));
		return null;
	}
	// A soldier or engineer stands on the card and may act at once [R].
	const cityBid = p.cityBid === null ? null : { ...p.cityBid, [drawn]: p.cityBid[drawn] + 1 };
	draft.put({ ...p, survivors: { ...p.survivors, [drawn]: p.survivors[drawn] + 1 }, cityLeft: p.cityLeft + 1, cityBid });
	draft.note({ kind: 'survivors', player: p.id, delta: { [drawn]: 1 }, because: 'city-action' });
	return null;
}

/** Apply a City action's effect to `p` (its survivors already taken from cityLeft); null when done. */
export function performCityAction(draft: Draft, p: PlayerState, action: CityAction, bag: BagContents): Rejection | null {
	switch (action.kind) {
		case 'extension':
			if (p.extensionBuilt) return reject('not-allowed', `${p.name} has already built the extension (once per game)`, { kind: 'extension-built', player: p.id }, { player: p.id });
			draft.put({ ...p, extensionBuilt: true });
			draft.note({ kind: 'extension', player: p.id, housing: EXTENSION_HOUSING });
			return null;
		case 'repair':
			return repair(draft, p, action.engineers, action.workerPairs);
		case 'fight': {
			const bad = checkCount(action.marauders, 'marauders fought off', { of: 'marauders-fought' }, 1);
			if (bad) return bad;
			const fought = fightOff(p, action.marauders, { noVp: action.noVp === true }, draft.arrivals);
			if (!fought.ok) return fought;
			draft.take(fought.value);
			return null;
		}
		case 'gain-vp': {
			const bad = checkCount(action.vp, 'VP gained', { of: 'vp-gained' }, 1, MAX_ACTION_VP);
			if (bad) return bad;
			draft.take(changeVp(p, action.vp, 'city-action', draft.arrivals));
			return null;
		}
		case 'repair-vp': {
			if (action.vp !== 1 && action.vp !== 2) {
				const detail = { kind: 'bad-choice', field: 'repair-vp', value: String(action.vp) } as const;
				return reject('invalid-value', `repair VP must be 1 or 2, got ${String(action.vp)}`, detail, { field: 'repair VP', value: String(action.vp) });
			}
			if (p.damage === 1) return reject('not-allowed', `${p.name}'s damage marker is already on space 1`, { kind: 'damage-at-start', player: p.id }, { player: p.id });
			const moved = draft.take(moveDamage(p, -1, false, 'repair', draft.arrivals));
			draft.take(changeVp(moved, action.vp, 'city-action', draft.arrivals));
			return null;
		}
		case 'draw-equipment': {
			if (!Array.isArray(action.kept) || action.kept.length < 1 || action.kept.length > MAX_KEPT) {
				return reject('invalid-value', `Cards kept must list 1 or ${MAX_KEPT} equipment kinds`, { kind: 'malformed', what: 'kept-cards' });
			}
			for (const kind of action.kept) {
				const bad = checkEquipment(kind, 'equipment kept');
				if (bad) return bad;
			}
			let q = p;
			for (const kind of action.kept) q = gainEquipment(draft, q, kind, 1);
			return null;
		}
		case 'swap-equipment': {
			const bad = checkEquipment(action.discard, 'equipment discarded') ?? checkEquipment(action.take, 'equipment taken');
			if (bad) return bad;
			if (p.equipment[action.discard] < 1) {
				const detail = { kind: 'no-card', player: p.id, equipment: action.discard, purpose: 'discard' } as const;
				return reject('not-enough', `${p.name} holds no ${action.discard} card to discard`, detail, { player: p.id, equipment: action.discard });
			}
			gainEquipment(draft, gainEquipment(draft, p, action.discard, -1), action.take, 1);
			return null;
		}
		case 'exchange': {
			const bad = checkOneOf(action.to, ['soldier', 'engineer'], 'exchanged for', 'exchange-for');
			if (bad) return bad;
			if (p.survivors.worker < 1) return reject('not-enough', `${p.name} has no worker to exchange`, { kind: 'no-worker', player: p.id, from: 'owned' }, { player: p.id });
			if (bag[action.to] < 1) return reject('not-enough', `No ${action.to} is left in the bag to exchange for`, { kind: 'not-in-bag', piece: action.to, purpose: 'exchange' }, { kind: action.to });
			draft.put(exchangeWorker(p, action.to));
			draft.note({ kind: 'survivors', player: p.id, delta: { worker: -1, [action.to]: 1 }, because: 'city-action' });
			return null;
		}
		case 'draw-survivor':
			return drawSurvivor(draft, p, action.drawn, bag);
		case 'vp-per-building': {
			const bad = checkOneOf(action.type, BUILDING_TYPES, 'building type', 'building-type');
			if (bad) return bad;
			const vp = VP_PER_BUILDING * buildingCounts(p)[action.type];
			if (vp === 0) draft.note({ kind: 'nothing', player: p.id, because: 'city-action', detail: { kind: 'no-building-of-type', type: action.type }, reason: `no visible ${action.type} building` });
			else draft.take(changeVp(p, vp, 'city-action', draft.arrivals));
			return null;
		}
		case 'unused-housing-vp':
			// One activation per event; paid at completion for the housing then unused.
			draft.put({ ...p, unusedHousingVp: p.unusedHousingVp + 1 });
			return null;
		default:
			return unknownAction(action);
	}
}

function unknownAction(action: never): Rejection {
	const kind = String((action as { kind?: unknown }).kind);
	return reject('invalid-value', `Unknown City action ${kind}`, { kind: 'bad-choice', field: 'city-action', value: kind });
}
