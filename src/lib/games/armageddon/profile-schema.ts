/**
 * Valibot schema of the box profile and its consistency with the rulebook:
 * the one gate every profile from storage, a file or a form passes.
 */
import * as v from 'valibot';
import { AUCTION_BONUSES, AUCTION_PENALTIES, BUILDING_SPECIALS, BUILDING_TYPES, CARD_ACTION_KINDS, DAMAGE_EFFECTS, EQUIPMENT_KINDS, SURVIVOR_KINDS, VEHICLES, type BoxProfile } from './types';
import {
	COUNTS,
	KNOWN_AUCTION_TILE,
	KNOWN_DIFFERENT_VEHICLES,
	KNOWN_ROUND_ADVANCE,
	KNOWN_SAME_VEHICLE,
	KNOWN_SCORING_TILE,
	ROUNDS
} from './data/known';
import { MAX_DAMAGE, MAX_MARAUDERS } from './tracks';
import { SURVIVOR_NEEDS } from './phases/city-survivors';
import type { Rejection, RejectionDetail, Result } from './rejections';

/** Damage spaces 4..9 are the profile's; 1..3 are known. */
export const FIRST_BOX_SPACE = 4;
const MAX_ISSUES = 3;

/** Stable text form of a JSON value (object keys sorted), for equality checks. */
export function canonical(x: unknown): string {
	if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
	if (x !== null && typeof x === 'object') {
		const entries = Object.entries(x as Record<string, unknown>).filter(([, val]) => val !== undefined);
		return `{${entries
			.sort(([a], [b]) => (a < b ? -1 : 1))
			.map(([k, val]) => `${JSON.stringify(k)}:${canonical(val)}`)
			.join(',')}}`;
	}
	return JSON.stringify(x) ?? 'undefined';
}

const intIn = (min: number, max: number) => {
	const m = `expected an integer from ${min} to ${max}`;
	return v.pipe(v.number(m), v.integer(m), v.minValue(min, m), v.maxValue(max, m));
};
const oneOf = <T extends readonly string[]>(options: T) => v.picklist(options, `expected one of ${options.join(', ')}`);
const exactly = <S extends v.GenericSchema>(item: S, n: number) =>
	v.pipe(v.array(item, `expected a list of ${n} entries`), v.length(n, `expected exactly ${n} entries`));
const between = <S extends v.GenericSchema>(item: S, min: number, max: number) =>
	v.pipe(
		v.array(item, `expected a list of ${min} to ${max} entries`),
		v.minLength(min, `expected at least ${min} entries`),
		v.maxLength(max, `expected at most ${max} entries`)
	);

/** The most VP a printed value gives (a tile per piece, a table entry, a set). */
export const MAX_PRINTED_VP = 99;
const VP = intIn(0, MAX_PRINTED_VP);
export const ADVANCE = intIn(0, MAX_MARAUDERS);
/** Distinct parts of one vehicle, and the City board's housing: generous bounds on printed values. */
export const MAX_PARTS = 10;
export const MAX_HOUSING = 30;
export const PARTS = intIn(1, MAX_PARTS);
const HOUSING = intIn(0, MAX_HOUSING);
export const DAMAGE_SPACE = between(oneOf(DAMAGE_EFFECTS), 1, 2);
const SCORING_TILE = v.variant(
	'kind',
	[
		v.object({ kind: v.literal('survivor'), target: oneOf(SURVIVOR_KINDS), vp: VP }),
		v.object({ kind: v.literal('building'), target: oneOf(BUILDING_TYPES), vp: VP }),
		v.object({ kind: v.literal('equipment'), target: oneOf(EQUIPMENT_KINDS), vp: VP }),
		v.object({ kind: v.literal('any-equipment'), vp: VP })
	],
	'expected a scoring tile of kind survivor, building, equipment or any-equipment'
);
const AUCTION_TILE = v.object({ bonus: oneOf(AUCTION_BONUSES), penalty: oneOf(AUCTION_PENALTIES) }, 'expected { bonus, penalty }');
/** At most this many characters in a building card's name (as a game's building names). */
export const CARD_NAME_MAX = 40;
const PRINTED = intIn(0, 20);
/** At most this many extra actions on one card, and uses of one action (generous: the cards show 1–2). */
export const MAX_CARD_ACTIONS = 4;
export const MAX_USES = 4;
export const CARD_ACTION = v.object(
	{
		kind: oneOf(CARD_ACTION_KINDS),
		uses: intIn(1, MAX_USES),
		needs: oneOf(SURVIVOR_NEEDS),
		amount: v.optional(intIn(1, 20)),
		noVp: v.optional(v.boolean('expected true or false')),
		type: v.optional(oneOf(BUILDING_TYPES))
	},
	'expected an extra action { kind, uses, needs }'
);
export const BUILDING_CARD = v.object(
	{
		name: v.pipe(v.string('expected a text'), v.trim(), v.minLength(1, 'expected a name'), v.maxLength(CARD_NAME_MAX, `expected at most ${CARD_NAME_MAX} characters`)),
		level: v.picklist([1, 2], 'expected level 1 or 2'),
		type: oneOf(BUILDING_TYPES),
		housing: PRINTED,
		starVp: PRINTED,
		special: v.optional(oneOf(BUILDING_SPECIALS)),
		upgrade: v.optional(oneOf(['headquarters', 'watchtower'] as const)),
		actions: v.optional(between(CARD_ACTION, 0, MAX_CARD_ACTIONS))
	},
	'expected a building card { name, level, type, housing, starVp }'
);
/** A card's identity in the catalogue: its level and its name, whatever the case. */
export const cardKey = (c: { readonly name: string; readonly level: number }) => `${c.level}:${c.name.trim().toLocaleLowerCase()}`;
const POINTS_TABLE = between(VP, 2, COUNTS.equipmentCards.value + 1);
const VEHICLE_TABLE = (max: number) => between(v.nullable(VP), 1, max);
/** Most entries (index 0 included) of each vehicle table. */
export const VEHICLE_TABLE_MAX = { sameVehicleTable: 11, differentVehicleTable: VEHICLES.length + 1 } as const;

/** Schemas of the profile's fields. */
export const SCHEMAS = {
	roundTrack: exactly(v.nullable(ADVANCE), ROUNDS.value),
	damageSpaces: exactly(v.nullable(DAMAGE_SPACE), MAX_DAMAGE - FIRST_BOX_SPACE + 1),
	scoringTiles: exactly(v.nullable(SCORING_TILE), COUNTS.scoringTiles.value),
	auctionTiles: exactly(v.nullable(AUCTION_TILE), COUNTS.auctionTiles.value),
	beerTable: v.nullable(POINTS_TABLE),
	gasolineTable: v.nullable(POINTS_TABLE),
	weaponSet: v.nullable(VP),
	medicineSet: v.nullable(VP),
	partsPerVehicle: v.object({ car: v.nullable(PARTS), bus: v.nullable(PARTS), truck: v.nullable(PARTS) }, 'expected { car, bus, truck }'),
	sameVehicleTable: v.nullable(VEHICLE_TABLE(VEHICLE_TABLE_MAX.sameVehicleTable)),
	differentVehicleTable: v.nullable(VEHICLE_TABLE(VEHICLE_TABLE_MAX.differentVehicleTable)),
	cityBoardHousing: v.nullable(HOUSING),
	buildingCards: v.pipe(
		between(BUILDING_CARD, 0, COUNTS.buildingCards.value),
		v.check((cards) => new Set(cards.map(cardKey)).size === cards.length, 'the same building card is listed twice')
	)
};

const PROFILE = v.object(
	{
		format: v.literal('armageddon-box-profile', 'expected "armageddon-box-profile"'),
		version: v.literal(1, 'expected version 1'),
		name: v.pipe(v.string('expected a text'), v.maxLength(80, 'expected at most 80 characters')),
		...SCHEMAS,
		// profiles saved before the catalogue have no building cards yet
		buildingCards: v.optional(SCHEMAS.buildingCards, [])
	},
	'expected a box profile object'
);

function pathOf(issue: v.BaseIssue<unknown>, prefix: string): string {
	let out = prefix;
	for (const item of issue.path ?? []) {
		out += typeof item.key === 'number' ? `[${item.key}]` : out === '' ? String(item.key) : `.${String(item.key)}`;
	}
	return out === '' ? 'profile' : out;
}

/** The first issues in English; `detail` words the first one (a shape problem by default). */
function rejectIssues(messages: readonly string[], field: string, detail?: RejectionDetail): Rejection {
	const shown = messages.slice(0, MAX_ISSUES).join('; ');
	const more = messages.length > MAX_ISSUES ? ` (and ${messages.length - MAX_ISSUES} more)` : '';
	return { ok: false, code: 'invalid-value', reason: shown + more, detail: detail ?? { kind: 'profile-invalid', field, issues: messages.length }, params: { field } };
}

/** Parses `input`; a rejection lists the first issues, each prefixed by its field path. */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown, prefix: string): Result<v.InferOutput<S>> {
	const parsed = v.safeParse(schema, input, { abortEarly: false });
	if (parsed.success) return { ok: true, value: parsed.output };
	const first = parsed.issues[0];
	const paths = parsed.issues.map((i) => pathOf(i, prefix));
	return rejectIssues(
		parsed.issues.map((i, n) => `${paths[n]}: ${i.message}`),
		first ? pathOf(first, prefix) : prefix
	);
}

// ---------------------------------------------------------------- rulebook consistency

type RulebookIssue = readonly [path: string, message: string, detail: RejectionDetail];

/** Where the profile contradicts the rulebook: field path, English message and detail. */
function rulebookIssues(p: BoxProfile): RulebookIssue[] {
	const issues: RulebookIssue[] = [];
	const round2 = KNOWN_ROUND_ADVANCE[2];
	if (round2 && p.roundTrack[1] !== round2.value)
		issues.push(['roundTrack[1]', `the rulebook gives ${round2.value} for round 2 (${round2.source})`, { kind: 'rulebook-value', key: 'roundTrack.2', value: round2.value }]);
	if (!p.scoringTiles.some((t) => canonical(t) === canonical(KNOWN_SCORING_TILE.value)))
		issues.push(['scoringTiles', `must include the engineer tile, 4 VP each (${KNOWN_SCORING_TILE.source})`, { kind: 'rulebook-tile', list: 'scoringTiles' }]);
	if (!p.auctionTiles.some((t) => canonical(t) === canonical(KNOWN_AUCTION_TILE.value)))
		issues.push(['auctionTiles', `must include the tile +Equipment / +Damage (${KNOWN_AUCTION_TILE.source})`, { kind: 'rulebook-tile', list: 'auctionTiles' }]);
	for (const table of ['beerTable', 'gasolineTable'] as const) {
		const t = p[table];
		if (t && t[0] !== 0) issues.push([`${table}[0]`, 'expected 0: no cards score nothing', { kind: 'table-zero', table }]);
	}
	const checkVehicleTable = (table: 'sameVehicleTable' | 'differentVehicleTable', at: { parts: number; points: number }, source: string) => {
		const t = p[table];
		if (!t) return;
		if (t[0] !== null && t[0] !== 0) issues.push([`${table}[0]`, 'expected 0: no parts score nothing', { kind: 'table-zero', table }]);
		if (t[at.parts] !== at.points)
			issues.push([`${table}[${at.parts}]`, `the rulebook gives ${at.points} for ${at.parts} parts (${source})`, { kind: 'rulebook-table', table, parts: at.parts, points: at.points }]);
	};
	checkVehicleTable('sameVehicleTable', KNOWN_SAME_VEHICLE.value, KNOWN_SAME_VEHICLE.source);
	checkVehicleTable('differentVehicleTable', KNOWN_DIFFERENT_VEHICLES.value, KNOWN_DIFFERENT_VEHICLES.source);
	const car = p.partsPerVehicle.car;
	const carParts = KNOWN_SAME_VEHICLE.value.parts;
	if (car !== null && car < carParts)
		issues.push(['partsPerVehicle.car', `expected at least ${carParts}: the rulebook scores 3 different car parts (${KNOWN_SAME_VEHICLE.source})`, { kind: 'car-parts', min: carParts }]);
	const parts = VEHICLES.map((x) => p.partsPerVehicle[x]);
	if (p.sameVehicleTable && parts.every((n) => n !== null)) {
		const most = Math.max(...(parts as number[]));
		if (p.sameVehicleTable.length > most + 1)
			issues.push(['sameVehicleTable', `expected at most ${most + 1} entries: no vehicle has more than ${most} parts`, { kind: 'vehicle-table-long', parts: most }]);
	}
	for (const level of [1, 2] as const) {
		const n = p.buildingCards.filter((c) => c.level === level).length;
		const max = COUNTS.buildingCards.value / 2;
		if (n > max) issues.push(['buildingCards', `expected at most ${max} level-${level} cards (${COUNTS.buildingCards.source})`, { kind: 'too-many-cards', level, max }]);
	}
	return issues;
}

/** Checks an untrusted profile (import, storage) and returns a clean copy. */
export function validateProfile(input: unknown): Result<BoxProfile> {
	const parsed = parse(PROFILE, input, '');
	if (!parsed.ok) return parsed;
	const issues = rulebookIssues(parsed.value);
	const first = issues[0];
	if (first) return rejectIssues(issues.map(([f, m]) => `${f}: ${m}`), first[0], first[2]);
	return parsed;
}

