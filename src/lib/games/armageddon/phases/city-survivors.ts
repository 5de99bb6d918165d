/**
 * Which survivors a City action needs, and whether a player's City bid can supply them (§4, §7).
 * Rulebook p. 7: only "alle Überlebenden, die sie im Stadtbietbereich eingesetzt haben" act in City;
 * p. 11: a building action needs "einen Überlebenden in der passenden Farbe", "entweder einen Ingenieur oder
 * einen Soldaten", any colour, or two survivors. The leader is wild ("kann jede Farbe annehmen", p. 3);
 * with a Training Center workers also count as engineers and soldiers (§7).
 */
import { hasVisibleSpecial } from '../housing';
import { EXTENSION_COST } from './city-actions';
import type { CityAction, PlayerState, SurvivorCounts, SurvivorNeed } from '../types';

/** What one survivor of a City action must be. */
export const SURVIVOR_NEEDS = ['worker', 'soldier', 'engineer', 'engineer-or-soldier', 'any'] as const satisfies readonly SurvivorNeed[];
export type NeedCounts = Readonly<Record<SurvivorNeed, number>>;

export const NO_NEEDS: NeedCounts = { worker: 0, soldier: 0, engineer: 0, 'engineer-or-soldier': 0, any: 0 };

/** The survivors `action` needs, by what each must be. A building action without `needs` takes any colour (older games). */
export function needsOf(action: CityAction): NeedCounts {
	switch (action.kind) {
		case 'extension':
			return { ...NO_NEEDS, any: EXTENSION_COST };
		case 'repair':
			return { ...NO_NEEDS, engineer: action.engineers, worker: 2 * action.workerPairs };
		default:
			return { ...NO_NEEDS, [action.needs ?? 'any']: action.survivors };
	}
}

/** Two needs added up. */
export function addNeeds(a: NeedCounts, b: NeedCounts): NeedCounts {
	return {
		worker: a.worker + b.worker,
		soldier: a.soldier + b.soldier,
		engineer: a.engineer + b.engineer,
		'engineer-or-soldier': a['engineer-or-soldier'] + b['engineer-or-soldier'],
		any: a.any + b.any
	};
}

/**
 * Whether the coloured survivors `have` (workers, soldiers, engineers; the leader handled by the caller) cover
 * `needs`. Each colour goes first to the needs only it can meet, so the greedy order is also the best one.
 */
function covers(have: { worker: number; soldier: number; engineer: number }, needs: NeedCounts, trained: boolean): boolean {
	let { worker, soldier, engineer } = have;
	if (needs.worker > worker) return false;
	worker -= needs.worker;
	const fromSoldiers = Math.min(soldier, needs.soldier);
	soldier -= fromSoldiers;
	const soldiersShort = needs.soldier - fromSoldiers;
	const fromEngineers = Math.min(engineer, needs.engineer);
	engineer -= fromEngineers;
	const engineersShort = needs.engineer - fromEngineers;
	if (soldiersShort + engineersShort > 0) {
		if (!trained || soldiersShort + engineersShort > worker) return false;
		worker -= soldiersShort + engineersShort;
	}
	const either = soldier + engineer + (trained ? worker : 0);
	if (needs['engineer-or-soldier'] > either) return false;
	return worker + soldier + engineer - needs['engineer-or-soldier'] >= needs.any;
}

/** Whether the City bid `bid` can supply `needs`; `leader` says whether a bid leader may act (not away, not back this round). */
export function citySupplies(bid: SurvivorCounts, needs: NeedCounts, leader: boolean, trained: boolean): boolean {
	if (covers(bid, needs, trained)) return true;
	if (!leader || bid.leader < 1) return false;
	// The leader stands in for exactly one survivor of any kind.
	return SURVIVOR_NEEDS.some((n) => needs[n] > 0 && covers(bid, { ...needs, [n]: needs[n] - 1 }, trained));
}

/** Whether `p`'s City bid, known by colour, can also supply `action` after this round's earlier City actions. */
export function cityBidCovers(p: PlayerState, action: CityAction): boolean {
	if (p.cityBid === null) return true;
	const leader = p.leaderAwayAt === null && !p.leaderBackThisRound;
	return citySupplies(p.cityBid, addNeeds(p.cityNeeds, needsOf(action)), leader, hasVisibleSpecial(p, 'training-center'));
}

/**
 * Whether `p`'s City bid supplies `action` only with the leader standing in for a survivor of another colour
 * (the leader is wild, p. 3): the screens say so where it is the only way to act.
 */
export function leaderStandsIn(p: PlayerState, action: CityAction): boolean {
	if (p.cityBid === null || p.cityBid.leader < 1 || p.leaderAwayAt !== null || p.leaderBackThisRound) return false;
	const needs = addNeeds(p.cityNeeds, needsOf(action));
	const trained = hasVisibleSpecial(p, 'training-center');
	return !covers(p.cityBid, needs, trained) && citySupplies(p.cityBid, needs, true, trained);
}

/** The most likely colours of a bid of `n` survivors in City: engineers first (repairs), then soldiers, workers, the leader last [D]. */
export function likelyCityMix(available: SurvivorCounts, n: number): SurvivorCounts {
	let rest = n;
	const take = (k: keyof SurvivorCounts) => {
		const got = Math.min(rest, available[k]);
		rest -= got;
		return got;
	};
	const engineer = take('engineer');
	const soldier = take('soldier');
	const worker = take('worker');
	const leader = take('leader');
	return { worker, soldier, engineer, leader };
}
