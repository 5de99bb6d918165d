/**
 * The box profile (§11): component values printed only on the components,
 * `null` until entered. Validation, single-value edits, look-ups that report
 * missing values, tiles learnt from games. The building cards are in building-cards.ts,
 * the Box page listing in profile-entries.ts, merging shared profiles in profile-merge.ts.
 */
import * as v from 'valibot';
import { VEHICLES, type AuctionTile, type BoxKey, type BoxProfile, type DamageEffect, type ScoringTile, type Vehicle } from './types';
import { needsBoxValues } from './box-needs';
import type { Rejection, RejectionDetail, Result } from './rejections';
import {
	COUNTS,
	KNOWN_AUCTION_TILE,
	KNOWN_DAMAGE_SPACES,
	KNOWN_DIFFERENT_VEHICLES,
	KNOWN_ROUND_ADVANCE,
	KNOWN_SAME_VEHICLE,
	KNOWN_SCORING_TILE,
	ROUNDS
} from './data/known';
import { MAX_DAMAGE } from './tracks';
import { ADVANCE, DAMAGE_SPACE, FIRST_BOX_SPACE, PARTS, SCHEMAS, canonical, cardKey, parse, validateProfile } from './profile-schema';

export { cardKey };

export { validateProfile };
export { profileEntries, type ProfileEntry } from './profile-entries';

// ---------------------------------------------------------------- empty profile

/** A profile holding only the values the rules text gives. */
export function emptyProfile(name = 'My box'): BoxProfile {
	const table = (at: { parts: number; points: number }) => Array.from({ length: at.parts + 1 }, (_, i) => (i === at.parts ? at.points : null));
	return {
		format: 'armageddon-box-profile',
		version: 1,
		name,
		roundTrack: Array.from({ length: ROUNDS.value }, (_, i) => KNOWN_ROUND_ADVANCE[i + 1]?.value ?? null),
		damageSpaces: Array.from({ length: MAX_DAMAGE - FIRST_BOX_SPACE + 1 }, () => null),
		scoringTiles: [KNOWN_SCORING_TILE.value, ...Array.from({ length: COUNTS.scoringTiles.value - 1 }, () => null)],
		auctionTiles: [KNOWN_AUCTION_TILE.value, ...Array.from({ length: COUNTS.auctionTiles.value - 1 }, () => null)],
		beerTable: null,
		gasolineTable: null,
		weaponSet: null,
		medicineSet: null,
		partsPerVehicle: { car: null, bus: null, truck: null },
		sameVehicleTable: table(KNOWN_SAME_VEHICLE.value),
		differentVehicleTable: table(KNOWN_DIFFERENT_VEHICLES.value),
		cityBoardHousing: null,
		buildingCards: []
	};
}

// ---------------------------------------------------------------- keys

type Slot =
	| { readonly field: 'roundTrack'; readonly index: number }
	| { readonly field: 'damageSpaces'; readonly index: number }
	| { readonly field: 'partsPerVehicle'; readonly vehicle: Vehicle }
	| { readonly field: Exclude<keyof typeof SCHEMAS, 'roundTrack' | 'damageSpaces' | 'partsPerVehicle'> };

function slotOf(key: unknown): Slot | null {
	if (typeof key !== 'string') return null;
	const [head, tail, extra] = key.split('.');
	if (extra !== undefined) return null;
	const n = Number(tail);
	if (head === 'roundTrack' && Number.isInteger(n) && n >= 1 && n <= ROUNDS.value && tail === String(n)) return { field: head, index: n - 1 };
	if (head === 'damageSpaces' && Number.isInteger(n) && n >= FIRST_BOX_SPACE && n <= MAX_DAMAGE && tail === String(n))
		return { field: head, index: n - FIRST_BOX_SPACE };
	if (head === 'partsPerVehicle' && (VEHICLES as readonly string[]).includes(tail ?? '')) return { field: head, vehicle: tail as Vehicle };
	if (tail === undefined && head && Object.prototype.hasOwnProperty.call(SCHEMAS, head) && !['roundTrack', 'damageSpaces', 'partsPerVehicle'].includes(head))
		return { field: head as Exclude<Slot['field'], 'roundTrack' | 'damageSpaces' | 'partsPerVehicle'> };
	return null;
}

/** The value stored under `key` (undefined for an unknown key). */
export function getBoxValue(profile: BoxProfile, key: BoxKey): unknown {
	const slot = slotOf(key);
	if (!slot) return undefined;
	if (slot.field === 'partsPerVehicle') return profile.partsPerVehicle[slot.vehicle];
	if ('index' in slot) return profile[slot.field][slot.index];
	return profile[slot.field];
}

const ITEM_SCHEMAS = {
	roundTrack: v.nullable(ADVANCE),
	damageSpaces: v.nullable(DAMAGE_SPACE),
	partsPerVehicle: v.nullable(PARTS)
};

/** Sets one box value, checking it and the resulting profile; `null` forgets an entered value. */
export function setBoxValue(profile: BoxProfile, key: BoxKey, value: unknown): Result<BoxProfile> {
	const slot = slotOf(key);
	if (!slot) {
		const detail = { kind: 'bad-choice', field: 'box-key', value: String(key) } as const;
		return { ok: false, code: 'invalid-value', reason: `"${String(key)}" is not a box value`, detail, params: { field: String(key) } };
	}
	const rule = slot.field === 'roundTrack' ? KNOWN_ROUND_ADVANCE[slot.index + 1] : undefined;
	if (rule && value !== rule.value)
		return {
			ok: false,
			code: 'invalid-value',
			reason: `${key}: the rulebook gives ${rule.value} (${rule.source})`,
			detail: { kind: 'rulebook-value', key, value: rule.value },
			params: { field: key }
		};
	const schema = slot.field in ITEM_SCHEMAS ? ITEM_SCHEMAS[slot.field as keyof typeof ITEM_SCHEMAS] : v.nullable(SCHEMAS[slot.field]);
	const checked = parse(schema, value, key);
	if (!checked.ok) return checked;
	// the whole result is validated below, so the draft need not be typed field by field
	const draft: Record<string, unknown> = { ...profile };
	if (slot.field === 'partsPerVehicle') {
		draft.partsPerVehicle = { ...profile.partsPerVehicle, [slot.vehicle]: checked.value };
	} else if ('index' in slot) {
		const list: unknown[] = [...profile[slot.field]];
		list[slot.index] = checked.value;
		draft[slot.field] = list;
	} else {
		// forgetting a whole field goes back to what the rules text gives for it
		draft[slot.field] = checked.value === null ? emptyProfile()[slot.field] : checked.value;
	}
	const valid = validateProfile(draft);
	if (!valid.ok) return valid;
	const problem = entryProblem(valid.value, slot.field);
	return problem ? { ok: false, code: 'invalid-value', reason: `${key}: ${problem.reason}`, detail: problem.detail, params: { field: key, problem: problem.code } } : valid;
}

/**
 * What a value entered from the box cannot be: a tile listed twice, a 0-VP scoring tile, a
 * points table that goes down (more vehicle parts than a vehicle has are bounded by the schema). Checked on
 * entry and on a shared file or link (`at`: the problem names the tile or the number of cards), so a profile
 * stored before these checks still opens.
 */
function entryProblem(p: BoxProfile, field: string, at = false): { code: string; detail: RejectionDetail; reason: string } | null {
	const second = (list: readonly unknown[]) => {
		const seen = new Set<string>();
		return list.findIndex((x) => {
			if (x === null) return false;
			const key = canonical(x);
			if (seen.has(key)) return true;
			seen.add(key);
			return false;
		});
	};
	if (field === 'scoringTiles' || field === 'auctionTiles') {
		const list = field === 'scoringTiles' ? p.scoringTiles : p.auctionTiles;
		const what = field === 'scoringTiles' ? 'scoring tile' : 'auction tile';
		const twice = second(list);
		if (twice >= 0)
			return at
				? { code: 'tile-twice', detail: { kind: 'tile-twice', list: field, tile: twice + 1 }, reason: `${what} ${twice + 1} is listed twice` }
				: { code: 'tile-twice', detail: { kind: 'tile-twice', list: field }, reason: `the same ${what} is listed twice` };
	}
	if (field === 'scoringTiles') {
		const zero = p.scoringTiles.findIndex((t) => t !== null && t.vp < 1);
		if (zero >= 0)
			return at
				? { code: 'zero-vp', detail: { kind: 'tile-zero-vp', tile: zero + 1 }, reason: `scoring tile ${zero + 1} has 0 VP` }
				: { code: 'zero-vp', detail: { kind: 'tile-zero-vp' }, reason: 'a scoring tile gives at least 1 VP' };
	}
	if (field === 'beerTable' || field === 'gasolineTable') {
		const t = p[field];
		const down = t ? t.findIndex((n, i) => i > 0 && n < (t[i - 1] ?? 0)) : -1;
		if (down > 0)
			return at
				? { code: 'table-down', detail: { kind: 'table-down', table: field, cards: down }, reason: `${field}: ${down} cards score fewer points than ${down - 1}` }
				: { code: 'table-down', detail: { kind: 'table-down', table: field }, reason: 'more cards never score fewer points' };
	}
	return null;
}

/** The first value of a whole profile that no entry on the Box page could make: a shared file or link is checked whole. */
export function profileEntryProblem(p: BoxProfile): Rejection | null {
	for (const field of ['scoringTiles', 'auctionTiles', 'beerTable', 'gasolineTable']) {
		const problem = entryProblem(p, field, true);
		if (problem) return { ok: false, code: 'invalid-value', reason: `${field}: ${problem.reason}`, detail: problem.detail, params: { field, problem: problem.code } };
	}
	return null;
}

// ---------------------------------------------------------------- look-ups

/** The marauder advance at the start of `round` (1..6). */
export function roundAdvance(profile: BoxProfile, round: number): Result<number> {
	if (!Number.isInteger(round) || round < 1 || round > ROUNDS.value)
		return {
			ok: false,
			code: 'invalid-value',
			reason: `round: expected 1 to ${ROUNDS.value}, got ${round}`,
			detail: { kind: 'bad-number', field: { of: 'round' }, min: 1, max: ROUNDS.value, value: String(round) },
			params: { field: 'round' }
		};
	const value = KNOWN_ROUND_ADVANCE[round]?.value ?? profile.roundTrack[round - 1] ?? null;
	if (value === null) return needsBoxValues([`roundTrack.${round}`], `The marauder advance of round ${round}`);
	return { ok: true, value };
}

/** Effects of damage space 2..9 (space 1 gives VP instead and is not an effect list). */
export function damageSpaceEffects(profile: BoxProfile, space: number): Result<readonly DamageEffect[]> {
	if (!Number.isInteger(space) || space < 2 || space > MAX_DAMAGE)
		return {
			ok: false,
			code: 'invalid-value',
			reason: `damage space: expected 2 to ${MAX_DAMAGE}, got ${space}`,
			detail: { kind: 'bad-number', field: { of: 'damage-space' }, min: 2, max: MAX_DAMAGE, value: String(space) },
			params: { field: 'space' }
		};
	if (space === 2 || space === 3) return { ok: true, value: KNOWN_DAMAGE_SPACES[space].value };
	const effects = profile.damageSpaces[space - FIRST_BOX_SPACE] ?? null;
	if (effects === null) return needsBoxValues([`damageSpaces.${space}`], `Damage space ${space}`);
	return { ok: true, value: effects };
}

/** Keys of the unknown damage spaces among 4..upTo. */
export function missingDamageSpaces(profile: BoxProfile, upTo: number): BoxKey[] {
	const keys: BoxKey[] = [];
	for (let s = FIRST_BOX_SPACE; s <= Math.min(upTo, MAX_DAMAGE); s++) {
		if ((profile.damageSpaces[s - FIRST_BOX_SPACE] ?? null) === null) keys.push(`damageSpaces.${s}`);
	}
	return keys;
}

/** True when all 10 scoring tiles are known, so the app can draw them. */
export function tilesKnown(profile: BoxProfile): boolean {
	return profile.scoringTiles.length === COUNTS.scoringTiles.value && profile.scoringTiles.every((t) => t !== null);
}

/** True when all 7 auction tiles are known. */
export function auctionTilesKnown(profile: BoxProfile): boolean {
	return profile.auctionTiles.length === COUNTS.auctionTiles.value && profile.auctionTiles.every((t) => t !== null);
}

/** Every key, in an order where vehicle parts come before the vehicle tables they bound. */
export const BOX_KEYS: readonly BoxKey[] = [
	...VEHICLES.map((x): BoxKey => `partsPerVehicle.${x}`),
	...Array.from({ length: ROUNDS.value }, (_, i): BoxKey => `roundTrack.${i + 1}`),
	...Array.from({ length: MAX_DAMAGE - FIRST_BOX_SPACE + 1 }, (_, i): BoxKey => `damageSpaces.${i + FIRST_BOX_SPACE}`),
	'scoringTiles',
	'auctionTiles',
	'beerTable',
	'gasolineTable',
	'weaponSet',
	'medicineSet',
	'sameVehicleTable',
	'differentVehicleTable',
	'cityBoardHousing',
	'buildingCards'
];

/**
 * Tiles seen at the table (drawn physically and entered in a game) added to the profile's lists: each tile not
 * listed yet goes into the first free slot, so after a game or two "the app draws" unlocks by itself.
 * Returns the same profile when nothing is new or no slot is free.
 */
export function learnTiles(
	profile: BoxProfile,
	scoring: readonly (ScoringTile | null | undefined)[],
	auction: readonly (AuctionTile | null | undefined)[]
): BoxProfile {
	const add = <T>(list: readonly (T | null)[], seen: readonly (T | null | undefined)[]): readonly (T | null)[] => {
		let out = list;
		for (const tile of seen) {
			if (!tile || out.some((t) => t !== null && canonical(t) === canonical(tile))) continue;
			const free = out.indexOf(null);
			if (free < 0) break;
			out = out.map((t, i) => (i === free ? tile : t));
		}
		return out;
	};
	const scoringTiles = add(profile.scoringTiles, scoring);
	const auctionTiles = add(profile.auctionTiles, auction);
	return scoringTiles === profile.scoringTiles && auctionTiles === profile.auctionTiles ? profile : { ...profile, scoringTiles, auctionTiles };
}
