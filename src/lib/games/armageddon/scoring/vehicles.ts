/** Vehicle parts at the final scoring (§9.3): the grouping that scores most [D]. */
import { needsBoxValues } from '../box-needs';
import { COUNTS } from '../data/known';
import { VEHICLES } from '../types';
import type { BoxKey, BoxProfile, Vehicle, VehicleHand } from '../types';
import type { VehicleGroup } from './types';
import type { Result } from '../rejections';
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

/**
 * For every number of cards kept (index 0..all), the best split of one vehicle's kept cards into
 * groups of distinct parts; the other cards go to different-vehicle groups, where any card will do.
 *
 * Groups of sizes k₁ ≥ k₂ ≥ … can be drawn from parts holding c₁, c₂, … copies exactly when
 * k₁ + … + kₜ ≤ Σᵢ min(cᵢ, t) for every t (a max-flow / Gale–Ryser bound), so the search runs over
 * group sizes only: (groups so far, cards so far, size of the last group), sizes not increasing.
 * On equal points the fewest groups win.
 */
function splitsByKept(counts: readonly number[], same: Points): Split[] {
	const n = total(counts);
	const parts = counts.length;
	const bound = Array.from({ length: n + 1 }, (_, t) => counts.reduce((s, c) => s + Math.min(c, t), 0));
	const at = (t: number, s: number, last: number) => (t * (n + 1) + s) * (parts + 1) + last;
	const size = (n + 1) * (n + 1) * (parts + 1);
	// -Infinity = not reached; `from` links each reached state to the one before its last group.
	const points = new Float64Array(size).fill(Number.NEGATIVE_INFINITY);
	const from = new Int32Array(size).fill(-1);
	const start = at(0, 0, parts);
	points[start] = 0;
	for (let t = 0; t < n; t++) {
		const room = bound[t + 1] ?? n;
		for (let s = t; s < n; s++) {
			for (let last = 1; last <= parts; last++) {
				const here = at(t, s, last);
				const p = points[here] ?? Number.NEGATIVE_INFINITY;
				if (p === Number.NEGATIVE_INFINITY) continue;
				for (let k = 1; k <= last && s + k <= room; k++) {
					const there = at(t + 1, s + k, k);
					const q = p + same(k);
					if (q > (points[there] ?? Number.NEGATIVE_INFINITY)) {
						points[there] = q;
						from[there] = here;
					}
				}
			}
		}
	}
	const out: Split[] = [{ points: 0, sizes: [] }];
	for (let s = 1; s <= n; s++) {
		let best = -1;
		let top = Number.NEGATIVE_INFINITY;
		for (let t = 1; t <= s; t++) {
			for (let last = 1; last <= parts; last++) {
				const i = at(t, s, last);
				const p = points[i] ?? Number.NEGATIVE_INFINITY;
				if (p > top) [best, top] = [i, p];
			}
		}
		// Walking back meets the smallest group first.
		const sizes: number[] = [];
		for (let i = best; i >= 0 && i !== start; i = from[i] ?? -1) sizes.unshift(i % (parts + 1));
		out.push({ points: best < 0 ? 0 : top, sizes });
	}
	return out;
}

// The UI rescores the same hands on every keystroke: remember recent splits, keyed by the table
// entries and the counts themselves (never by object identity, which misses changes made in place).
const SPLITS = new Map<string, Split[]>();
const SPLITS_LIMIT = 1024;

/** For each number d of cards given to different-vehicle groups, the best split of what stays. */
function splitsByGiven(counts: readonly number[], same: Points): Split[] {
	const parts = counts.length;
	const key = `${Array.from({ length: parts + 1 }, (_, k) => same(k)).join(',')}|${counts.join(',')}`;
	let splits = SPLITS.get(key);
	if (!splits) {
		if (SPLITS.size >= SPLITS_LIMIT) SPLITS.clear();
		splits = splitsByKept(counts, same).reverse();
		SPLITS.set(key, splits);
	}
	return splits;
}

/**
 * Exact best grouping: each different-vehicle group takes any one card of each of its vehicles, so a
 * grouping is fixed by the number of car–bus–truck triples and of each pair, plus each vehicle's best
 * split of the cards it keeps.
 */
function bestGrouping(held: Piles, same: Points, diff: Points): VehicleScore {
	const [car, bus, truck] = VEHICLES.map((v) => splitsByGiven(held[v], same)) as [Split[], Split[], Split[]];
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
		if (!Array.isArray(parts)) {
			return { ok: false, code: 'invalid-value', reason: `Vehicle parts: the ${v} hand is not a list`, detail: { kind: 'malformed', what: 'vehicle-hand' }, params: { field: v } };
		}
		for (const [i, copies] of parts.entries()) {
			const problem = numberProblem(copies, 0, COUNTS.equipmentCards.value);
			if (problem !== null) return invalidNumber(`Vehicle parts: ${v} part ${i + 1}`, problem, copies, { of: 'vehicle-part', vehicle: v, part: i + 1 }, 0, COUNTS.equipmentCards.value);
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
				detail: { kind: 'vehicle-part-missing', vehicle: v, parts: max, part: beyond + 1 },
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
	return { ok: true, value: bestGrouping(held, same, diff) };
}
