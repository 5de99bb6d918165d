/** Events that enter what the app cannot know: tiles drawn at the table and box values (§11). */
import { setBoxValue } from '../profile';
import { AUCTION_BONUSES, AUCTION_PENALTIES, BUILDING_TYPES, EQUIPMENT_KINDS, SURVIVOR_KINDS } from '../types';
import type { Rejection, Result, TileSlot } from '../rejections';
import type { AuctionTile, GameEvent, GameState, Instruction, ScoringTile } from '../types';
import { checkCount, checkOneOf, ok, reject } from './common';
import type { Outcome } from './common';

type TilesEvent = Extract<GameEvent, { type: 'tiles-entered' }>;
type BoxValueEvent = Extract<GameEvent, { type: 'box-value' }>;

/** Null when `t` has the shape of an auction tile. */
export function checkAuctionTile(t: AuctionTile, field: string): Rejection | null {
	if (typeof t !== 'object' || t === null) return reject('invalid-value', `${field} must be an auction tile`, { kind: 'malformed', what: 'auction-tile' });
	return checkOneOf(t.bonus, AUCTION_BONUSES, `${field} bonus`, 'auction-bonus') ?? checkOneOf(t.penalty, AUCTION_PENALTIES, `${field} penalty`, 'auction-penalty');
}

/** Null when `t` has the shape of a scoring tile. */
export function checkScoringTile(t: ScoringTile, field: string, slot: TileSlot): Rejection | null {
	if (typeof t !== 'object' || t === null) return reject('invalid-value', `${field} must be a scoring tile`, { kind: 'malformed', what: 'scoring-tile' });
	const vp = checkCount(t.vp, `${field} VP`, { of: 'tile-vp', tile: slot }, 0, 99);
	if (vp) return vp;
	switch (t.kind) {
		case 'survivor':
			return checkOneOf(t.target, SURVIVOR_KINDS, `${field} survivor`, 'tile-target');
		case 'building':
			return checkOneOf(t.target, BUILDING_TYPES, `${field} building type`, 'tile-target');
		case 'equipment':
			return checkOneOf(t.target, EQUIPMENT_KINDS, `${field} equipment`, 'tile-target');
		case 'any-equipment':
			return null;
		default: {
			const kind = String((t as { kind?: unknown }).kind);
			return reject('invalid-value', `${field} has an unknown kind ${kind}`, { kind: 'bad-choice', field: 'tile-kind', value: kind });
		}
	}
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Entered tiles: fill unknown places or correct physical entries; app-drawn tiles never change. */
function fill<T>(current: readonly (T | null)[], entered: readonly (T | null)[], appDrawn: readonly boolean[], label: string, which: 'public' | 'auction'): Result<(T | null)[]> {
	const next = [...current];
	for (let i = 0; i < current.length; i++) {
		const tile = entered[i] ?? null;
		if (tile === null) continue;
		if (appDrawn[i] && !sameJson(tile, current[i])) {
			return reject('not-allowed', `${label} ${i + 1} was drawn by the app and cannot be replaced`, { kind: 'app-drawn-tile', tile: which, index: i }, { index: i });
		}
		next[i] = tile;
	}
	return ok(next);
}

/** 'tiles-entered': public and/or current auction tiles drawn at the table. */
export function enterTiles(state: GameState, event: TilesEvent): Result<Outcome> {
	let next = state;
	if (event.publicTiles !== undefined) {
		if (!Array.isArray(event.publicTiles) || event.publicTiles.length !== 2) return reject('invalid-value', 'publicTiles must list 2 tiles', { kind: 'malformed', what: 'public-tiles' });
		for (const [i, t] of event.publicTiles.entries()) {
			const bad = t === null ? null : checkScoringTile(t, `public tile ${i + 1}`, { slot: 'public', index: i });
			if (bad) return bad;
		}
		const app = state.setup.publicTiles.map((d) => d.drawn === 'app');
		const filled = fill(state.publicTiles, event.publicTiles, app, 'Public tile', 'public');
		if (!filled.ok) return filled;
		next = { ...next, publicTiles: [filled.value[0] ?? null, filled.value[1] ?? null] };
	}
	if (event.auctionTiles !== undefined) {
		if (!Array.isArray(event.auctionTiles) || event.auctionTiles.length !== 3) return reject('invalid-value', 'auctionTiles must list 3 tiles', { kind: 'malformed', what: 'auction-tiles' });
		for (const [i, t] of event.auctionTiles.entries()) {
			const bad = t === null ? null : checkAuctionTile(t, `auction tile ${i + 1}`);
			if (bad) return bad;
		}
		const app = state.setup.auctionTiles.map((d) => d.drawn === 'app');
		const filled = fill(state.auctionTiles, event.auctionTiles, app, 'Auction tile', 'auction');
		if (!filled.ok) return filled;
		const [a = null, b = null, c = null] = filled.value;
		next = { ...next, auctionTiles: [a, b, c] };
	}
	const instructions: Instruction[] = [];
	if (event.publicTiles !== undefined) instructions.push({ kind: 'public-tiles', tiles: [...event.publicTiles] });
	if (event.auctionTiles !== undefined) instructions.push({ kind: 'auction-tiles', tiles: next.auctionTiles });
	return ok({ state: next, instructions });
}

/** 'box-value': a component value entered during the game, kept in the game's profile. */
export function enterBoxValue(state: GameState, event: BoxValueEvent): Result<Outcome> {
	const profile = setBoxValue(state.profile, event.key, event.value);
	if (!profile.ok) return profile;
	return ok({ state: { ...state, profile: profile.value }, instructions: [] });
}
