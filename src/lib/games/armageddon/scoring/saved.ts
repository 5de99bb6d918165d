/**
 * A saved final scoring read back (§9) is derived, not trusted: where it keeps what was entered, the figures are
 * scored again from those entries with the game's box and must be what was saved; a box value the profile does
 * not know is bounded instead. A final saved before its entries were kept is bounded by the box (./bounds.ts).
 */
import { MARAUDER_TRACK_MAX } from '../data/known';
import { printedEffects } from '../damage-track';
import { MAX_PRINTED_VP } from '../profile-schema';
import type { Rejection } from '../rejections';
import { EQUIPMENT_KINDS, type BoxProfile, type DamageEffect, type PlayerId, type ScoringTile } from '../types';
import { figureBounds, type FigureRanges, type Range, type SavedFigure } from './bounds';
import { finalDamage } from './damage';
import { beerPoints, gasolinePoints, medicinePoints, weaponPoints } from './equipment';
import { scoreFinal, type FinalScore } from './final';
import { holdingsOf, vehicleCards } from './tiles';
import { FINAL_CATEGORIES, type FinalCategories, type FinalEntries, type FinalPlayerInput } from './types';
import { vehiclePoints } from './vehicles';

/** What the saved final was scored with, as far as it is known for certain. */
export interface SavedFinalBox {
	/** The box values the final was scored with; a value it does not know is bounded, not derived. */
	readonly profile: BoxProfile;
	/** Public tile 2 as scored; null when not known for certain (its points are then bounded). */
	readonly publicTile: ScoringTile | null;
	/** The game's players in seating order. */
	readonly players: readonly PlayerId[];
}

/** The part of a saved final scoring that is checked. */
export interface SavedFinal {
	readonly totals: Readonly<Record<string, number>>;
	readonly breakdown?: Readonly<Record<string, FinalCategories>>;
	readonly entries?: Readonly<Record<string, FinalEntries>>;
}

export type SavedFinalFigure = SavedFigure | 'total';

/** Why a saved final scoring cannot be: a code with the player, the figure and the numbers. */
export type SavedFinalProblem =
	/** The entries saved for `player` are refused by the final scoring itself (`rejection` says why). */
	| { readonly code: 'final-entries-refused'; readonly params: { readonly player: PlayerId | null }; readonly rejection: Rejection }
	/** The saved figure is not what the saved entries give. */
	| { readonly code: 'final-figure-differs'; readonly params: { readonly player: PlayerId; readonly figure: SavedFinalFigure; readonly stored: number; readonly derived: number } }
	/** The saved figure is beyond what the box and the rules allow. */
	| { readonly code: 'final-figure-beyond'; readonly params: { readonly player: PlayerId; readonly figure: SavedFinalFigure; readonly stored: number; readonly min: number; readonly max: number } };

const FIGURES = [...FINAL_CATEGORIES, 'equipmentCards'] as const satisfies readonly SavedFigure[];
/** Scores nothing: stands in for a public tile that is not known for certain. */
const NO_TILE: ScoringTile = { kind: 'any-equipment', vp: 0 };
/** Most distinct parts a vehicle may have (the profile's bound) and most entries of the vehicle tables. */
const MOST_PARTS = 10;
const DIFFERENT_ENTRIES = 4;
const exact = (n: number): Range => ({ min: n, max: n });
const upTo = (max: number): Range => ({ min: 0, max });

/** The profile with every unknown box value filled by one that scores nothing (such a figure is then widened to its bounds). */
function filled(p: BoxProfile): BoxProfile {
	const padded = (table: readonly (number | null)[] | null, length: number) => Array.from({ length: Math.max(length, table?.length ?? 0) }, (_, i) => table?.[i] ?? 0);
	const leader: readonly DamageEffect[] = ['leader'];
	const parts = { car: p.partsPerVehicle.car ?? MOST_PARTS, bus: p.partsPerVehicle.bus ?? MOST_PARTS, truck: p.partsPerVehicle.truck ?? MOST_PARTS };
	return {
		...p,
		damageSpaces: p.damageSpaces.map((s) => s ?? leader),
		beerTable: p.beerTable ?? [0, 0],
		gasolineTable: p.gasolineTable ?? [0, 0],
		weaponSet: p.weaponSet ?? 0,
		medicineSet: p.medicineSet ?? 0,
		partsPerVehicle: parts,
		// an entry per number of distinct parts, up to the most any vehicle has
		sameVehicleTable: padded(p.sameVehicleTable, Math.max(parts.car, parts.bus, parts.truck) + 1),
		differentVehicleTable: padded(p.differentVehicleTable, DIFFERENT_ENTRIES)
	};
}

const unknown = (r: { readonly ok: boolean; readonly code?: string }) => !r.ok && r.code === 'needs-box-value';

/** One player's figures as the entries give them; a figure needing a box value the profile lacks is widened to what any box allows. */
function derived(s: FinalScore, p: FinalPlayerInput, box: SavedFinalBox): FigureRanges {
	const e = p.equipment;
	const { profile } = box;
	const cards = vehicleCards(e.vehicles);
	const h = holdingsOf(p);
	// any one tile: the most pieces of one kind, or every equipment card
	const mostPieces = Math.max(...Object.values(h.survivors), ...Object.values(h.buildings), ...Object.values(h.equipment), EQUIPMENT_KINDS.reduce((n, k) => n + h.equipment[k], 0));
	const r: Record<SavedFigure, Range> = {} as Record<SavedFigure, Range>;
	for (const f of FIGURES) r[f] = exact(s[f]);
	if (!box.publicTile) r.publicTile = upTo(MAX_PRINTED_VP * mostPieces);
	if (unknown(beerPoints(profile, e.beer))) r.beer = upTo(MAX_PRINTED_VP);
	if (unknown(gasolinePoints(profile, e.gasoline))) r.gasoline = upTo(MAX_PRINTED_VP);
	if (unknown(weaponPoints(profile, e.weapon))) r.weapons = upTo(Math.floor(e.weapon / 2) * MAX_PRINTED_VP);
	if (unknown(medicinePoints(profile, e.medicine))) r.medicine = upTo(Math.floor(e.medicine / 3) * MAX_PRINTED_VP);
	// every group takes at least one card and scores at most one table entry
	if (unknown(vehiclePoints(profile, e.vehicles))) r.vehicles = upTo(cards * MAX_PRINTED_VP);
	if (unknown(finalDamage(profile, p.damage, p.marauders))) {
		let spaces = 0;
		for (let k = 2; k < p.damage; k++) if (printedEffects(profile, k) === null) spaces++;
		// an unknown space holds at most two effects: at most −2 VP or one marauder each
		r.damage = { min: s.damage - 4 * spaces, max: s.damage };
		r.marauderPenalty = { min: Math.max(-MARAUDER_TRACK_MAX.value, s.marauderPenalty - 2 * spaces), max: s.marauderPenalty };
	}
	return r;
}

/** The figures the entries give, per player; or why the entries are no final scoring. */
function fromEntries(entries: Readonly<Record<string, FinalEntries>>, ids: readonly PlayerId[], box: SavedFinalBox): Map<PlayerId, FigureRanges> | SavedFinalProblem {
	const players: FinalPlayerInput[] = ids.map((id) => ({ player: id, name: id, ...(entries[id] as FinalEntries) }));
	const scored = scoreFinal({ players, publicTile: box.publicTile ?? NO_TILE, profile: filled(box.profile) });
	if (!scored.ok) {
		const at = /^players\.(\d+)/.exec(String(scored.params?.field ?? ''));
		return { code: 'final-entries-refused', params: { player: at ? (ids[Number(at[1])] ?? null) : null }, rejection: scored };
	}
	return new Map(scored.value.players.map((s, i) => [s.player, derived(s, players[i] as FinalPlayerInput, box)]));
}

/** A total: the sum of its parts, never below 0 [D]. */
function totalOf(r: FigureRanges): Range {
	let min = 0;
	let max = 0;
	for (const c of FINAL_CATEGORIES) {
		min += r[c].min;
		max += r[c].max;
	}
	return { min: Math.max(0, min), max: Math.max(0, max) };
}

function outside(player: PlayerId, figure: SavedFinalFigure, stored: number, range: Range): SavedFinalProblem | null {
	if (stored >= range.min && stored <= range.max) return null;
	if (range.min === range.max) return { code: 'final-figure-differs', params: { player, figure, stored, derived: range.min } };
	return { code: 'final-figure-beyond', params: { player, figure, stored, min: range.min, max: range.max } };
}

/** Why a saved final scoring cannot be what the game gave, or null: the first figure, in seating and rulebook order. */
export function savedFinalProblem(final: SavedFinal, box: SavedFinalBox): SavedFinalProblem | null {
	const seated = box.players.filter((p) => Object.hasOwn(final.totals, p));
	const ids = [...seated, ...(Object.keys(final.totals) as PlayerId[]).filter((p) => !seated.includes(p))];
	let ranges: (id: PlayerId) => FigureRanges | undefined;
	if (final.entries && ids.every((id) => Object.hasOwn(final.entries ?? {}, id))) {
		const from = fromEntries(final.entries, ids, box);
		if (!(from instanceof Map)) return from;
		ranges = (id) => from.get(id);
	} else {
		const bounds = figureBounds(box.profile, box.publicTile, box.players.length);
		ranges = () => bounds;
	}
	for (const id of ids) {
		const r = ranges(id);
		if (!r) continue;
		const c = final.breakdown?.[id];
		for (const f of c ? FIGURES : []) {
			const problem = outside(id, f, (c as FinalCategories)[f], r[f]);
			if (problem) return problem;
		}
		const problem = outside(id, 'total', final.totals[id] ?? 0, totalOf(r));
		if (problem) return problem;
	}
	return null;
}
