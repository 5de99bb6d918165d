/** Full final scoring (§9) and the winner. */
import { needsBoxValues } from '../box-needs';
import type { BoxKey, PlayerId, ScoringTile } from '../types';
import type { FinalBreakdown, FinalInput, FinalPlayerInput, FinalResult } from './types';
import type { Rejection, Result } from '../rejections';
import { finalDamage, type FinalDamage } from './damage';
import { beerPoints, gasolinePoints, medicinePoints, weaponPoints } from './equipment';
import { mapsMajority } from './maps';
import { holdingsOf, tileCount, tileScore, vehicleCards, type Holdings } from './tiles';
import { validateFinalInput, type FieldIssue } from './validate';
import { vehiclePoints, type VehicleScore } from './vehicles';
import { decideFinal, type FinalStanding } from './ranking';

const standing = (scores: readonly FinalScore[]): FinalStanding => {
	const of = new Map(scores.map((s) => [s.player, s]));
	return { total: (id) => of.get(id)?.total ?? 0, cards: (id) => of.get(id)?.equipmentCards ?? 0 };
};

/** A player's final breakdown; `marauderPenalty` is signed (−1 per marauder) and `total` never below 0 [D]. */
export interface FinalScore extends FinalBreakdown {
	/** The parts summed below 0 and the total was raised to 0 [D]. */
	readonly clampedAtZero: boolean;
}

export interface FinalScoring extends FinalResult {
	readonly players: readonly FinalScore[];
}

interface BoxParts {
	readonly beer: Result<number>;
	readonly gasoline: Result<number>;
	readonly weapons: Result<number>;
	readonly medicine: Result<number>;
	readonly vehicles: Result<VehicleScore>;
	readonly damage: Result<FinalDamage>;
}
type Values = { readonly [K in keyof BoxParts]: BoxParts[K] extends Result<infer T> ? T : never };

// Rulebook order (§9): needs are listed in the order the scoring meets them.
const ORDER = ['beer', 'gasoline', 'weapons', 'medicine', 'vehicles', 'damage'] as const;

function refuse(issues: readonly FieldIssue[]): Rejection {
	const first = issues[0];
	return {
		ok: false,
		code: issues.every((i) => i.code === 'invalid-number') ? 'invalid-number' : 'invalid-value',
		reason: `Final scoring refused: ${issues.map((i) => i.message).join('; ')}`,
		detail: { kind: 'final-issues', field: first?.field ?? '', issues: issues.length },
		params: first ? { field: first.field, issues: issues.length } : {}
	};
}

// Only read once every result is known to be ok.
const valueOf = <T>(r: Result<T>): T => (r as { readonly value: T }).value;

/** One rejection for all missing box values across players; other rejections pass through. */
function combine(all: readonly BoxParts[]): Rejection | Values[] {
	const keys: BoxKey[] = [];
	const params: Record<string, Set<string>> = {};
	for (const part of ORDER) {
		for (const p of all) {
			const r = p[part];
			if (r.ok) continue;
			if (r.code !== 'needs-box-value') return r;
			for (const need of r.needs ?? []) if (!keys.includes(need.key)) keys.push(need.key);
			for (const [k, v] of Object.entries(r.params ?? {})) for (const e of String(v).split(', ')) (params[k] ??= new Set()).add(e);
		}
	}
	if (keys.length > 0) {
		const flat = Object.fromEntries(Object.entries(params).map(([k, s]) => [k, [...s].sort((a, b) => Number(a) - Number(b)).join(', ')]));
		return { ...needsBoxValues(keys, 'Final scoring'), params: flat };
	}
	return all.map((p) => ({
		beer: valueOf(p.beer),
		gasoline: valueOf(p.gasoline),
		weapons: valueOf(p.weapons),
		medicine: valueOf(p.medicine),
		vehicles: valueOf(p.vehicles),
		damage: valueOf(p.damage)
	}));
}

function privateTiles(p: FinalPlayerInput, h: Holdings): { values: [number, number]; chosen: 0 | 1 } {
	const value = (t: ScoringTile | null) => (t === null ? 0 : tileScore(t, tileCount(t, h)));
	const values: [number, number] = [value(p.privateTiles[0]), value(p.privateTiles[1])];
	if (p.privateChoice !== undefined) return { values, chosen: p.privateChoice };
	// The better one; on a tie the first entered one.
	if (p.privateTiles[0] === null) return { values, chosen: 1 };
	if (p.privateTiles[1] === null) return { values, chosen: 0 };
	return { values, chosen: values[1] > values[0] ? 1 : 0 };
}

function breakdown(p: FinalPlayerInput, v: Values, publicTile: ScoringTile, maps: number): FinalScore {
	const h = holdingsOf(p);
	const priv = privateTiles(p, h);
	const privateTile = priv.values[priv.chosen];
	const publicPoints = tileScore(publicTile, tileCount(publicTile, h));
	const equipmentTotal = v.beer + v.gasoline + v.weapons + v.medicine + v.vehicles.points + maps;
	const marauderPenalty = 0 - v.damage.marauders;
	const raw = p.vp + publicPoints + privateTile + equipmentTotal + v.damage.vp + marauderPenalty;
	const e = p.equipment;
	return {
		player: p.player,
		name: p.name,
		start: p.vp,
		publicTile: publicPoints,
		privateTiles: priv.values,
		privateChosen: priv.chosen,
		privateTile,
		beer: v.beer,
		gasoline: v.gasoline,
		weapons: v.weapons,
		medicine: v.medicine,
		vehicles: v.vehicles.points,
		vehicleGroups: v.vehicles.groups,
		maps,
		equipmentTotal,
		damage: v.damage.vp,
		marauders: v.damage.marauders,
		marauderPenalty,
		total: Math.max(0, raw),
		equipmentCards: e.beer + e.gasoline + e.weapon + e.medicine + e.map + vehicleCards(e.vehicles),
		clampedAtZero: raw < 0
	};
}

/** Full final scoring (§9) in the rulebook order; refuses invalid input and lists every missing box value at once. */
export function scoreFinal(input: FinalInput): Result<FinalScoring> {
	const issues = validateFinalInput(input);
	if (issues.length > 0) return refuse(issues);
	const { profile, players } = input;
	const parts = players.map(
		(p): BoxParts => ({
			beer: beerPoints(profile, p.equipment.beer),
			gasoline: gasolinePoints(profile, p.equipment.gasoline),
			weapons: weaponPoints(profile, p.equipment.weapon),
			medicine: medicinePoints(profile, p.equipment.medicine),
			vehicles: vehiclePoints(profile, p.equipment.vehicles),
			damage: finalDamage(profile, p.damage, p.marauders)
		})
	);
	const values = combine(parts);
	if (!Array.isArray(values)) return values;
	const maps = mapsMajority(Object.fromEntries(players.map((p) => [p.player, p.equipment.map])) as Record<PlayerId, number>);
	// validateFinalInput guarantees the public tile.
	const publicTile = input.publicTile as ScoringTile;
	const scores = players.map((p, i) => breakdown(p, values[i] as Values, publicTile, maps.points[p.player] ?? 0));
	return { ok: true, value: { players: scores, ...decideFinal(scores.map((s) => s.player), standing(scores)), maps } };
}
