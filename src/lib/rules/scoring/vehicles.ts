/** Vehicle parts at the final scoring (§9.3): the grouping that scores most [D]. */
import { needsBoxValues } from '../box-needs';
import { COUNTS } from '../data/known';
import { VEHICLES } from '../types';
import type { BoxKey, BoxProfile, Result, Vehicle, VehicleGroup, VehicleHand } from '../types';
import { invalidNumber, numberProblem } from './numbers';

export interface VehicleScore {
	readonly points: number;
	readonly groups: VehicleGroup[];
}

/** Copies held per part, only parts held, largest first: parts of one vehicle are interchangeable. */
type Piles = Readonly<Record<Vehicle, readonly number[]>>;
type Table = readonly (number | null)[] | null;
type Points = (k: number) => number;

const MAX_DIFFERENT = 3;

const sortedHeld = (xs: readonly number[]): number[] => xs.filter((c) => c > 0).sort((a, b) => b - a);
const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function missingEntries(table: Table, from: number, to: number): number[] {
	const out: number[] = [];
	for (let k = from; k <= to; k++) if (typeof table?.[k] !== 'number') out.push(k);
	return out;
}

/** Best split of one vehicle's cards into groups of distinct parts: points and group sizes. */
interface Split {
	readonly points: number;
	readonly sizes: readonly number[];
}

// Ties go to fewer, bigger groups.
const better = (a: Split, b: Split | undefined): boolean => b === undefined || a.points > b.points || (a.points === b.points && a.sizes.length < b.sizes.length);

/** Groups of distinct parts of one vehicle; the group holding a card of the first part is tried every way. */
function bestSame(counts: readonly number[], same: Points, memo: Map<string, Split>): Split {
	if (counts.length === 0) return { points: 0, sizes: [] };
	const key = counts.join('.');
	const hit = memo.get(key);
	if (hit) return hit;
	let top: Split | undefined;
	const others = counts.length - 1;
	for (let mask = 0; mask < 1 << others; mask++) {
		const rest = counts.map((c, i) => (i === 0 || mask & (1 << (i - 1)) ? c - 1 : c));
		let k = 1;
		for (let m = mask; m > 0; m >>= 1) k += m & 1;
		const after = bestSame(sortedHeld(rest), same, memo);
		const split = { points: same(k) + after.points, sizes: [k, ...after.sizes].sort((a, b) => b - a) };
		if (better(split, top)) top = split;
	}
	const result = top ?? { points: 0, sizes: [] };
	memo.set(key, result);
	return result;
}

/** For each number d of cards given to different-vehicle groups, the best split of what stays. */
function splitsByGiven(counts: readonly number[], same: Points, memo: Map<string, Split>): Split[] {
	const out: Split[] = [];
	const kept = counts.map(() => 0);
	const all = total(counts);
	const visit = (i: number): void => {
		if (i === counts.length) {
			const split = bestSame(sortedHeld(kept), same, memo);
			const d = all - total(kept);
			if (better(split, out[d])) out[d] = split;
			return;
		}
		for (let c = 0; c <= (counts[i] ?? 0); c++) {
			kept[i] = c;
			visit(i + 1);
		}
	};
	visit(0);
	return out;
}

// Splits depend only on the same-vehicle table and one vehicle's counts; profile tables are immutable,
// and the UI rescores the same hands on every keystroke.
const SPLITS = new WeakMap<object, Map<string, Split[]>>();
const SPLITS_LIMIT = 4096;

function cachedSplits(table: object, counts: readonly number[], same: Points): Split[] {
	let byCounts = SPLITS.get(table);
	if (!byCounts) SPLITS.set(table, (byCounts = new Map()));
	const key = counts.join('.');
	let splits = byCounts.get(key);
	if (!splits) {
		if (byCounts.size >= SPLITS_LIMIT) byCounts.clear();
		splits = splitsByGiven(counts, same, new Map());
		byCounts.set(key, splits);
	}
	return splits;
}

/**
 * Exact best grouping: each different-vehicle group takes any one card of each of its vehicles, so a
 * grouping is fixed by the number of car–bus–truck triples and of each pair, plus each vehicle's best
 * split of the cards it keeps.
 */
function bestGrouping(held: Piles, sameTable: object, same: Points, diff: Points): VehicleScore {
	const [car, bus, truck] = VEHICLES.map((v) => cachedSplits(sameTable, held[v], same)) as [Split[], Split[], Split[]];
	const nc = car.length - 1;
	const nb = bus.length - 1;
	const nt = truck.length - 1;
	const d2 = diff(2);
	const d3 = diff(3);
	let best: { points: number; groups: number; mix: [number, number, number, number] } | undefined;
	for (let x = 0; x <= Math.min(nc, nb, nt); x++)
		for (let cb = 0; cb <= Math.min(nc, nb) - x; cb++)
			for (let ct = 0; ct <= Math.min(nc - x - cb, nt - x); ct++)
				for (let bt = 0; bt <= Math.min(nb - x - cb, nt - x - ct); bt++) {
					const sc = car[x + cb + ct];
					const sb = bus[x + cb + bt];
					const st = truck[x + ct + bt];
					if (!sc || !sb || !st) continue;
					const points = sc.points + sb.points + st.points + x * d3 + (cb + ct + bt) * d2;
					const groups = sc.sizes.length + sb.sizes.length + st.sizes.length + x + cb + ct + bt;
					if (!best || points > best.points || (points === best.points && groups < best.groups)) best = { points, groups, mix: [x, cb, ct, bt] };
				}
	if (!best) return { points: 0, groups: [] };
	const [x, cb, ct, bt] = best.mix;
	const given: Record<Vehicle, number> = { car: x + cb + ct, bus: x + cb + bt, truck: x + ct + bt };
	const splits: Record<Vehicle, Split[]> = { car, bus, truck };
	const groups: VehicleGroup[] = [];
	for (const v of VEHICLES) {
		for (const parts of splits[v][given[v]]?.sizes ?? []) groups.push({ kind: 'same', vehicle: v, parts, points: same(parts) });
	}
	const mixed: [readonly Vehicle[], number][] = [
		[['car', 'bus', 'truck'], x],
		[['car', 'bus'], cb],
		[['car', 'truck'], ct],
		[['bus', 'truck'], bt]
	];
	for (const [vehicles, n] of mixed) for (let i = 0; i < n; i++) groups.push({ kind: 'different', vehicles, points: diff(vehicles.length) });
	return { points: best.points, groups };
}

/** Best grouping of vehicle parts [D]: k distinct parts of one vehicle (same table) or one part each of 2–3 vehicles (different table); a lone part scores same[1]; needs only the box values this hand can use. */
export function vehiclePoints(profile: BoxProfile, hand: VehicleHand): Result<VehicleScore> {
	for (const v of VEHICLES) {
		const parts = hand[v];
		if (!Array.isArray(parts)) return { ok: false, code: 'invalid-value', reason: `Vehicle parts: the ${v} hand is not a list`, params: { field: v } };
		for (const [i, copies] of parts.entries()) {
			const problem = numberProblem(copies, 0, COUNTS.equipmentCards.value);
			if (problem !== null) return invalidNumber(`Vehicle parts: ${v} part ${i + 1}`, problem, copies);
		}
	}
	if (!VEHICLES.some((v) => hand[v].some((copies) => copies > 0))) return { ok: true, value: { points: 0, groups: [] } };
	const held: Piles = { car: sortedHeld(hand.car), bus: sortedHeld(hand.bus), truck: sortedHeld(hand.truck) };
	const vehiclesHeld = VEHICLES.filter((v) => held[v].length > 0);

	// A part that cannot exist is bad input whatever else is unknown.
	for (const v of vehiclesHeld) {
		const max = profile.partsPerVehicle[v];
		if (max === null) continue;
		const beyond = hand[v].findIndex((copies, i) => i >= max && copies > 0);
		if (beyond >= 0) {
			return {
				ok: false,
				code: 'invalid-value',
				reason: `Vehicle parts: the ${v} has ${max} different parts, so part ${beyond + 1} does not exist`,
				params: { vehicle: v, part: beyond + 1, parts: max }
			};
		}
	}
	const missing: BoxKey[] = vehiclesHeld.filter((v) => profile.partsPerVehicle[v] === null).map((v) => `partsPerVehicle.${v}` as const);
	const maxParts = Math.max(...vehiclesHeld.map((v) => held[v].length));
	const sameMissing = missingEntries(profile.sameVehicleTable, 1, maxParts);
	const diffMissing = missingEntries(profile.differentVehicleTable, 2, Math.min(MAX_DIFFERENT, vehiclesHeld.length));
	const params: Record<string, string> = {};
	if (sameMissing.length > 0) {
		missing.push('sameVehicleTable');
		params.sameVehicleTable = sameMissing.join(', ');
	}
	if (diffMissing.length > 0) {
		missing.push('differentVehicleTable');
		params.differentVehicleTable = diffMissing.join(', ');
	}
	if (missing.length > 0) return { ...needsBoxValues(missing, 'Scoring vehicle parts'), params };

	const sameTable = profile.sameVehicleTable ?? [];
	const same = (k: number) => sameTable[k] ?? 0;
	const diff = (k: number) => profile.differentVehicleTable?.[k] ?? 0;
	return { ok: true, value: bestGrouping(held, sameTable, same, diff) };
}
