/** Field-level checks of a final-scoring input (entered by hand or prefilled from a game). */
import { SURVIVORS_IN_GAME } from '../data/known';
import { MAX_EQUIPMENT_CARDS, MAX_LEADERS, MAX_PLAYERS, MAX_VISIBLE_BUILDINGS, MIN_PLAYERS, removedAtSetup } from '../limits';
import { MAX_DAMAGE, MAX_MARAUDERS, MIN_DAMAGE } from '../tracks';
import { validateProfile } from '../profile-schema';
import { BUILDING_TYPES, EQUIPMENT_KINDS, SURVIVOR_KINDS, VEHICLES } from '../types';
import type { BoxProfile, ScoringTile, SurvivorCounts, Vehicle } from '../types';
import type { FinalInput, FinalPlayerInput } from './types';
import { numberProblem } from './numbers';

/** One bad value: `field` is a path into FinalInput (e.g. `players.0.equipment.beer`); `message` is English for logs and tests. */
export interface FieldIssue {
	readonly field: string;
	readonly message: string;
	readonly code: 'invalid-number' | 'invalid-value';
	/** What the screens word, with its figures; absent where the field and code say it all. */
	readonly detail?: FieldIssueDetail;
}

/** The figures behind an issue, so the screens can word it without reading the English `message`. */
export type FieldIssueDetail =
	| { readonly kind: 'cards-over'; readonly n: number; readonly max: number }
	| { readonly kind: 'survivors-over'; readonly survivor: 'worker' | 'soldier' | 'engineer'; readonly n: number; readonly max: number }
	| { readonly kind: 'buildings-over'; readonly n: number; readonly max: number }
	| { readonly kind: 'vehicle-cards'; readonly held: number; readonly entered: number }
	| { readonly kind: 'part-beyond'; readonly vehicle: Vehicle; readonly parts: number }
	/** The field holds no number yet (an emptied input). */
	| { readonly kind: 'empty' };

/** VP per piece on a scoring tile: the profile's bound. */
const MAX_TILE_VP = 99;
type Limits = Readonly<Record<'worker' | 'soldier' | 'engineer' | 'leader', number>>;

/**
 * The most survivors of each colour one player can hold in a game of `players`: what the box has of the
 * colour, less what goes back to the box with 3 players; one leader.
 */
export function survivorLimits(players: number): SurvivorCounts {
	const back = removedAtSetup(players);
	const inGame = (kind: 'worker' | 'soldier' | 'engineer') => SURVIVORS_IN_GAME.value[kind] - back[kind];
	return { worker: inGame('worker'), soldier: inGame('soldier'), engineer: inGame('engineer'), leader: MAX_LEADERS };
}
const CARD_KINDS = ['beer', 'gasoline', 'weapon', 'medicine', 'map'] as const;
const TILE_TARGETS: Readonly<Record<string, readonly string[] | null>> = {
	survivor: SURVIVOR_KINDS,
	building: BUILDING_TYPES,
	equipment: EQUIPMENT_KINDS,
	'any-equipment': null
};

// Paths and labels built once: validation runs on every keystroke of the entry screens.
const fields = <K extends string>(kinds: readonly K[], path: (k: K) => string, label: (k: K) => string) =>
	kinds.map((k) => ({ kind: k, path: path(k), label: label(k) }));
const SURVIVOR_FIELDS = fields(SURVIVOR_KINDS, (k) => `survivors.${k}`, (k) => `${k}s`);
const BUILDING_FIELDS = fields(BUILDING_TYPES, (k) => `buildings.${k}`, (k) => `${k} buildings`);
const CARD_FIELDS = fields(CARD_KINDS, (k) => `equipment.${k}`, (k) => `${k} cards`);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

class Issues {
	readonly list: FieldIssue[] = [];
	value(field: string, message: string, detail?: FieldIssueDetail): void {
		this.list.push(detail ? { field, message, code: 'invalid-value', detail } : { field, message, code: 'invalid-value' });
	}
	/** Checks a whole number in min..max; returns it, or null after recording `${at}.${path}` and `${who}: ${label} …`. */
	number(at: string, path: string, who: string, label: string, v: unknown, min: number, max?: number): number | null {
		// Strings are built only for a problem: this runs on every keystroke of the entry screens.
		if (typeof v === 'number' && Number.isInteger(v) && v >= min && (max === undefined || v <= max)) return v;
		const problem = numberProblem(v, min, max) ?? 'is out of range';
		const issue = { field: at === '' ? path : `${at}.${path}`, message: who === '' ? `${label} ${problem}` : `${who}: ${label} ${problem}`, code: 'invalid-number' } as const;
		this.list.push(Number.isNaN(v) ? { ...issue, detail: { kind: 'empty' } } : issue);
		return null;
	}
}

/** Records the problems of one scoring tile. */
function checkTile(issues: Issues, field: string, label: string, tile: unknown): void {
	if (!isRecord(tile)) return issues.value(field, `${label} is not a scoring tile`);
	const kind = tile.kind;
	if (typeof kind !== 'string' || !Object.hasOwn(TILE_TARGETS, kind)) return issues.value(`${field}.kind`, `${label} has an unknown kind '${String(kind)}'`);
	const targets = TILE_TARGETS[kind];
	if (targets && !targets.includes(tile.target as string)) {
		issues.value(`${field}.target`, `${label} (${kind}) has an unknown target '${String(tile.target)}'`);
	}
	issues.number(field, 'vp', '', `${label}: VP per piece`, tile.vp, 0, MAX_TILE_VP);
}

function checkVehicles(issues: Issues, at: string, who: string, hand: unknown, profile: BoxProfile | undefined): number | null {
	if (!isRecord(hand)) {
		issues.value(at, `${who}: vehicle parts are missing`);
		return null;
	}
	let cards: number | null = 0;
	for (const v of VEHICLES) {
		const parts = hand[v];
		if (!Array.isArray(parts)) {
			issues.value(`${at}.${v}`, `${who}: ${v} parts are not a list`);
			cards = null;
			continue;
		}
		for (let i = 0; i < parts.length; i++) {
			const n = issues.number(at, `${v}.${i}`, who, `${v} part ${i + 1} cards`, parts[i], 0, MAX_EQUIPMENT_CARDS);
			cards = n === null || cards === null ? null : cards + n;
		}
		const known = profile?.partsPerVehicle?.[v];
		if (typeof known === 'number') {
			const beyond = parts.findIndex((copies: unknown, i) => i >= known && typeof copies === 'number' && copies > 0);
			if (beyond >= 0) issues.value(`${at}.${v}`, `${who}: the ${v} has ${known} different parts, but part ${beyond + 1} is entered`, { kind: 'part-beyond', vehicle: v, parts: known });
		}
	}
	return cards;
}

/** Checks one player; returns their equipment card count and survivors when those are valid. */
function checkPlayer(issues: Issues, p: unknown, i: number, profile: BoxProfile | undefined, limits: Limits): { cards: number | null; survivors: Record<string, number> } {
	const at = `players.${i}`;
	const none = { cards: null, survivors: {} };
	if (!isRecord(p)) {
		issues.value(at, `Player ${i + 1} is missing`);
		return none;
	}
	const who = typeof p.name === 'string' && p.name.trim() !== '' ? p.name : typeof p.player === 'string' && p.player !== '' ? p.player : `Player ${i + 1}`;
	if (typeof p.player !== 'string' || p.player === '') issues.value(`${at}.player`, `${who}: the player id is missing`);
	if (typeof p.name !== 'string') issues.value(`${at}.name`, `${who}: the name is not text`);
	issues.number(at, 'vp', who, 'VP', p.vp, 0);
	issues.number(at, 'damage', who, 'damage space', p.damage, MIN_DAMAGE, MAX_DAMAGE);
	issues.number(at, 'marauders', who, 'marauders', p.marauders, 0, MAX_MARAUDERS);

	const survivors: Record<string, number> = {};
	if (!isRecord(p.survivors)) issues.value(`${at}.survivors`, `${who}: survivors are missing`);
	else
		for (const f of SURVIVOR_FIELDS) {
			const n = issues.number(at, f.path, who, f.label, p.survivors[f.kind], 0, limits[f.kind]);
			if (n !== null) survivors[f.kind] = n;
		}

	if (!isRecord(p.buildings)) issues.value(`${at}.buildings`, `${who}: buildings are missing`);
	else {
		const b = p.buildings;
		const counts = BUILDING_FIELDS.map((f) => issues.number(at, f.path, who, f.label, b[f.kind], 0, MAX_VISIBLE_BUILDINGS));
		if (counts.every((n) => n !== null) && sum(counts as number[]) > MAX_VISIBLE_BUILDINGS) {
			const n = sum(counts as number[]);
			issues.value(`${at}.buildings`, `${who}: ${n} visible buildings, but a city has only ${MAX_VISIBLE_BUILDINGS} sites`, { kind: 'buildings-over', n, max: MAX_VISIBLE_BUILDINGS });
		}
	}

	let cards: number | null = null;
	const e = p.equipment;
	if (!isRecord(e)) issues.value(`${at}.equipment`, `${who}: equipment is missing`);
	else {
		const plain = CARD_FIELDS.map((f) => issues.number(at, f.path, who, f.label, e[f.kind], 0, MAX_EQUIPMENT_CARDS));
		const parts = checkVehicles(issues, `${at}.equipment.vehicles`, who, e.vehicles, profile);
		const held = p.vehicleCards === undefined ? null : issues.number(at, 'vehicleCards', who, 'vehicle part cards held', p.vehicleCards, 0, MAX_EQUIPMENT_CARDS);
		if (held !== null && parts !== null && held !== parts) {
			issues.value(`${at}.equipment.vehicles`, `${who} holds ${held} vehicle part cards; the hand entered has ${parts}`, { kind: 'vehicle-cards', held, entered: parts });
		}
		if (parts !== null && plain.every((n) => n !== null)) {
			cards = sum(plain as number[]) + parts;
			if (cards > MAX_EQUIPMENT_CARDS) {
				const message = `${who}: ${cards} equipment cards in total, but the game has only ${MAX_EQUIPMENT_CARDS}`;
				issues.list.push({ field: `${at}.equipment`, message, code: 'invalid-number', detail: { kind: 'cards-over', n: cards, max: MAX_EQUIPMENT_CARDS } });
			}
		}
	}

	const tiles = p.privateTiles;
	if (!Array.isArray(tiles) || tiles.length !== 2) issues.value(`${at}.privateTiles`, `${who}: private tiles must be a pair`);
	else {
		tiles.forEach((t: unknown, j) => {
			if (t !== null) checkTile(issues, `${at}.privateTiles.${j}`, `${who}: private tile ${j + 1}`, t);
		});
		if (tiles[0] === null && tiles[1] === null) issues.value(`${at}.privateTiles`, `${who}: no private tile entered`);
		const choice = p.privateChoice;
		if (choice !== undefined && choice !== 0 && choice !== 1) issues.value(`${at}.privateChoice`, `${who}: private tile choice must be 1 or 2`);
		else if (choice !== undefined && tiles[choice] === null) issues.value(`${at}.privateChoice`, `${who}: the chosen private tile ${choice + 1} is not entered`);
	}
	return { cards, survivors };
}

/** Text that tells plain data apart exactly (strings quoted, numbers as written, -0 and holes marked), or null for anything else. */
function contentKey(x: unknown): string | null {
	if (x === null) return 'n';
	switch (typeof x) {
		case 'undefined':
			return 'u';
		case 'boolean':
			return x ? 't' : 'f';
		case 'number':
			return Object.is(x, -0) ? '-0' : String(x);
		case 'string':
			return JSON.stringify(x);
		case 'object':
			break;
		default:
			return null;
	}
	let out: string;
	if (Array.isArray(x)) {
		out = '[';
		for (let i = 0; i < x.length; i++) {
			const inner = i in x ? contentKey(x[i]) : 'h';
			if (inner === null) return null;
			out += `${inner},`;
		}
		return `${out}]`;
	}
	if (Object.getPrototypeOf(x) !== Object.prototype) return null;
	out = '{';
	for (const [k, v] of Object.entries(x)) {
		const inner = contentKey(v);
		if (inner === null) return null;
		out += `${JSON.stringify(k)}:${inner},`;
	}
	return `${out}}`;
}

// The entry screens validate on every keystroke with the same profile: remember the last answer, by content.
let lastProfile: { readonly key: string; readonly result: ReturnType<typeof validateProfile> } | null = null;

function validProfile(profile: unknown): ReturnType<typeof validateProfile> {
	const key = contentKey(profile);
	if (key !== null && lastProfile?.key === key) return lastProfile.result;
	const result = validateProfile(profile);
	if (key !== null) lastProfile = { key, result };
	return result;
}

/** The profile when it is valid; else records why under 'profile'. */
function checkProfile(issues: Issues, profile: unknown): BoxProfile | undefined {
	if (!isRecord(profile)) {
		issues.value('profile', 'The box profile is missing');
		return undefined;
	}
	const valid = validProfile(profile);
	if (valid.ok) return valid.value;
	issues.value('profile', `The box profile is not valid: ${valid.reason}`);
	return undefined;
}

/** Field-level validation for the entry screens: one { field, message } per bad value (the message names the player and the field). */
export function validateFinalInput(input: FinalInput): FieldIssue[] {
	const issues = new Issues();
	if (!isRecord(input) || !Array.isArray(input.players)) {
		issues.value('players', 'The players are missing');
		return issues.list;
	}
	const players: readonly unknown[] = input.players;
	const [min, max] = [MIN_PLAYERS, MAX_PLAYERS];
	if (players.length < min || players.length > max) issues.value('players', `Final scoring needs ${min}–${max} players, got ${players.length}`);
	const profile = checkProfile(issues, input.profile);
	const limits = survivorLimits(players.length);

	const seen = new Map<string, number>();
	const checked = players.map((p, i) => checkPlayer(issues, p, i, profile, limits));
	players.forEach((p, i) => {
		const id = (p as FinalPlayerInput | null)?.player;
		if (typeof id !== 'string' || id === '') return;
		const first = seen.get(id);
		if (first === undefined) seen.set(id, i);
		else issues.value(`players.${i}.player`, `Player ${i + 1} has the same id '${id}' as player ${first + 1}`);
	});

	const cards = checked.map((c) => c.cards);
	if (cards.every((n) => n !== null) && sum(cards as number[]) > MAX_EQUIPMENT_CARDS) {
		const n = sum(cards as number[]);
		issues.list.push({ field: 'players', message: `All players together hold ${n} equipment cards, but the game has only ${MAX_EQUIPMENT_CARDS}`, code: 'invalid-number', detail: { kind: 'cards-over', n, max: MAX_EQUIPMENT_CARDS } });
	}
	for (const kind of ['worker', 'soldier', 'engineer'] as const) {
		const total = sum(checked.map((c) => c.survivors[kind] ?? 0));
		const limit = limits[kind];
		if (total > limit) {
			const detail = { kind: 'survivors-over', survivor: kind, n: total, max: limit } as const;
			issues.list.push({ field: 'players', message: `All players together have ${total} ${kind}s, but the game has only ${limit}`, code: 'invalid-number', detail });
		}
	}

	if (input.publicTile === null || input.publicTile === undefined) issues.value('publicTile', 'Public tile 2 is not entered');
	else checkTile(issues, 'publicTile', 'Public tile 2', input.publicTile as ScoringTile);
	return issues.list;
}
