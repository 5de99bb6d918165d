/**
 * Drafts of box values while they are edited: which input a key needs, its
 * editable form, and the value it saves (or why it cannot be saved yet).
 * Nothing here fills in a value the user did not set.
 */
import {
	AUCTION_BONUSES,
	AUCTION_PENALTIES,
	type AuctionBonus,
	type AuctionPenalty,
	type AuctionTile,
	type BoxKey,
	BUILDING_TYPES,
	DAMAGE_EFFECTS,
	type DamageEffect,
	emptyProfile,
	EQUIPMENT_KINDS,
	KNOWN_DIFFERENT_VEHICLES,
	KNOWN_SAME_VEHICLE,
	type ScoringTile,
	SURVIVOR_KINDS
} from '$lib/games/armageddon';
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';

export type InputKind = 'number' | 'damage' | 'points-table' | 'vehicle-table' | 'scoring-tiles' | 'auction-tiles';

/** Which input a key needs. */
export function inputKind(key: BoxKey): InputKind {
	const head = key.split('.')[0];
	if (head === 'damageSpaces') return 'damage';
	if (head === 'beerTable' || head === 'gasolineTable') return 'points-table';
	if (head === 'sameVehicleTable' || head === 'differentVehicleTable') return 'vehicle-table';
	if (head === 'scoringTiles') return 'scoring-tiles';
	if (head === 'auctionTiles') return 'auction-tiles';
	return 'number';
}


/** The rulebook's fixed entry of a vehicle table. */
export function fixedEntry(key: BoxKey): { parts: number; points: number } | null {
	if (key === 'sameVehicleTable') return KNOWN_SAME_VEHICLE.value;
	if (key === 'differentVehicleTable') return KNOWN_DIFFERENT_VEHICLES.value;
	return null;
}

export type TileKind = ScoringTile['kind'];
export interface TileDraft {
	kind: TileKind | null;
	target: string | null;
	vp: number | null;
}
export interface AuctionDraft {
	bonus: AuctionBonus | null;
	penalty: AuctionPenalty | null;
}

export const TILE_TARGETS: Readonly<Record<Exclude<TileKind, 'any-equipment'>, readonly string[]>> = {
	survivor: SURVIVOR_KINDS,
	building: BUILDING_TYPES,
	equipment: EQUIPMENT_KINDS
};

export const emptyTile = (): TileDraft => ({ kind: null, target: null, vp: null });
export const emptyAuction = (): AuctionDraft => ({ bonus: null, penalty: null });

const tileDraft = (t: ScoringTile | null): TileDraft =>
	t === null ? emptyTile() : { kind: t.kind, target: t.kind === 'any-equipment' ? null : t.target, vp: t.vp };

/** The editable form of a stored value. */
export function draftOf(key: BoxKey, value: unknown): unknown {
	switch (inputKind(key)) {
		case 'number':
			return typeof value === 'number' ? value : null;
		case 'damage':
			return Array.isArray(value) ? [...(value as DamageEffect[])] : [];
		case 'points-table':
			return Array.isArray(value) ? [...(value as number[])] : [0];
		case 'vehicle-table': {
			const base = Array.isArray(value) ? value : (emptyProfile()[key as 'sameVehicleTable'] ?? []);
			return [...(base as (number | null)[])];
		}
		case 'scoring-tiles':
			return ((value ?? []) as (ScoringTile | null)[]).map(tileDraft);
		case 'auction-tiles':
			return ((value ?? []) as (AuctionTile | null)[]).map((t) => (t === null ? emptyAuction() : { ...t }));
	}
}

export type DraftValue = { ok: true; value: unknown } | { ok: false; message: string };

/** True when the draft tile is a complete scoring tile. */
export function tileOf(d: TileDraft): ScoringTile | null {
	if (d.vp === null || d.kind === null) return null;
	if (d.kind === 'any-equipment') return { kind: 'any-equipment', vp: d.vp };
	if (d.target === null || !TILE_TARGETS[d.kind].includes(d.target)) return null;
	return { kind: d.kind, target: d.target, vp: d.vp } as ScoringTile;
}

const isEmptyTile = (d: TileDraft) => d.kind === null && d.target === null && d.vp === null;

/** The value a draft saves, or a message saying what is still to set. */
export function valueOf(key: BoxKey, draft: unknown, lang: Lang): DraftValue {
	const o = { locale: lang };
	switch (inputKind(key)) {
		case 'number':
			return typeof draft === 'number' ? { ok: true, value: draft } : { ok: false, message: m.box_input_set_first({}, o) };
		case 'damage': {
			const chosen = DAMAGE_EFFECTS.filter((e) => (draft as DamageEffect[]).includes(e));
			return chosen.length === 0 ? { ok: false, message: m.box_input_choose_effects({}, o) } : { ok: true, value: chosen };
		}
		case 'points-table': {
			const table = draft as (number | null)[];
			if (table.length < 2) return { ok: false, message: m.box_input_need_entry({}, o) };
			const unset = table.flatMap((x, i) => (x === null ? [i] : []));
			if (unset.length > 0) return { ok: false, message: m.box_input_unset_entries({ list: unset.map((n) => m.box_input_cards({ n }, o)).join(', ') }, o) };
			return { ok: true, value: [0, ...table.slice(1)] };
		}
		case 'vehicle-table':
			return { ok: true, value: [0, ...(draft as (number | null)[]).slice(1)] };
		case 'scoring-tiles': {
			const rows = draft as TileDraft[];
			const out: (ScoringTile | null)[] = [];
			for (const [i, row] of rows.entries()) {
				if (isEmptyTile(row)) out.push(null);
				else {
					const tile = tileOf(row);
					if (!tile) return { ok: false, message: m.box_tiles_incomplete({ n: i + 1 }, o) };
					out.push(tile);
				}
			}
			return { ok: true, value: out };
		}
		case 'auction-tiles': {
			const rows = draft as AuctionDraft[];
			const out: (AuctionTile | null)[] = [];
			for (const [i, row] of rows.entries()) {
				if (row.bonus === null && row.penalty === null) out.push(null);
				else if (row.bonus === null || row.penalty === null) return { ok: false, message: m.box_auction_incomplete({ n: i + 1 }, o) };
				else if (!AUCTION_BONUSES.includes(row.bonus) || !AUCTION_PENALTIES.includes(row.penalty))
					return { ok: false, message: m.box_auction_incomplete({ n: i + 1 }, o) };
				else out.push({ bonus: row.bonus, penalty: row.penalty });
			}
			return { ok: true, value: out };
		}
	}
}
