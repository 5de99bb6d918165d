/**
 * Valibot schemas of the engine's stored types (Setup, GameEvent, box profile).
 * The checks at the bottom fail to compile when a schema drifts from types.ts.
 */
import * as v from 'valibot';
import {
	AREAS,
	AUCTION_BONUSES,
	AUCTION_PENALTIES,
	BAG,
	type BoxKey,
	type BoxProfile,
	type Building,
	BUILDING_SPECIALS,
	BUILDING_TILE_EFFECTS,
	BUILDING_TYPES,
	CARD_ACTION,
	CARD_NAME_MAX,
	type CityAction,
	COLOURS,
	type CorrectionField,
	COUNTS,
	EQUIPMENT_KINDS,
	type GameEvent,
	isRng,
	MAX_CARD_ACTIONS,
	MAX_PLAYERS,
	MAX_PRINTED_VP,
	MIN_PLAYERS,
	playerId,
	type PlayerId,
	removedAtSetup,
	type Setup,
	SITES,
	START_PIECES,
	SURVIVOR_KINDS,
	SURVIVOR_NEEDS,
	validateProfile,
	VEHICLES
} from '../games/armageddon';
import { NOTE_MAX } from './limits';

/** Plain words for an unknown discriminator instead of the list of every allowed one. */
const unknownKind = (what: string) => (issue: v.BaseIssue<unknown>) => `unknown ${what} ${issue.received}`;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const finite = v.pipe(v.number(), v.finite());
/** A scoring tile's VP per piece: what a box profile may hold. */
const tileVp = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PRINTED_VP, `a scoring tile gives at most ${MAX_PRINTED_VP} VP per piece`));
/** A number printed on a building card. */
const printed = v.pipe(count, v.maxValue(20));

/** Longest player id, player name and seed a stored game may hold (the app writes far less; the quick score allows 40-character names). */
export const MAX_ID_LENGTH = 64;
export const MAX_STORED_NAME = 40;
export const PlayerIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_LENGTH, 'a player id is too long'), v.transform(playerId));
export const ColourSchema = v.picklist(COLOURS);

/** A record keyed by player id (valibot would type a branded key as optional). */
export function playerRecord<S extends v.GenericSchema>(value: S) {
	return v.pipe(
		v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_ID_LENGTH, 'a player id is too long')), value),
		v.transform((r) => r as Record<PlayerId, v.InferOutput<S>>)
	);
}

const BOX_KEY = new RegExp(
	`^(roundTrack\\.\\d+|damageSpaces\\.\\d+|scoringTiles|auctionTiles|beerTable|gasolineTable|weaponSet|medicineSet|` +
		`partsPerVehicle\\.(${VEHICLES.join('|')})|sameVehicleTable|differentVehicleTable|cityBoardHousing)$`
);
export const BoxKeySchema = v.custom<BoxKey>((x) => typeof x === 'string' && BOX_KEY.test(x), 'unknown box value key');

const CORRECTION_FIELDS = [
	'vp',
	'marauders',
	'damage',
	'twoHouses',
	...SURVIVOR_KINDS.map((k) => `survivors.${k}` as const),
	...EQUIPMENT_KINDS.map((k) => `equipment.${k}` as const)
] satisfies CorrectionField[];
export const CorrectionFieldSchema = v.picklist(CORRECTION_FIELDS);

const survivorCounts = v.object({ worker: count, soldier: count, engineer: count, leader: count });

export const ScoringTileSchema = v.variant('kind', [
	v.object({ kind: v.literal('survivor'), target: v.picklist(SURVIVOR_KINDS), vp: tileVp }),
	v.object({ kind: v.literal('building'), target: v.picklist(BUILDING_TYPES), vp: tileVp }),
	v.object({ kind: v.literal('equipment'), target: v.picklist(EQUIPMENT_KINDS), vp: tileVp }),
	v.object({ kind: v.literal('any-equipment'), vp: tileVp })
], unknownKind('scoring tile kind'));

export const AuctionTileSchema = v.object({
	bonus: v.picklist(AUCTION_BONUSES),
	penalty: v.picklist(AUCTION_PENALTIES)
});

function drawn<T extends v.GenericSchema>(tile: T) {
	return v.variant('drawn', [
		v.object({ drawn: v.literal('app'), tile }),
		v.object({ drawn: v.literal('physical'), tile: v.nullable(tile) })
	], unknownKind('"drawn" value'));
}

const scoringPair = v.tuple([drawn(ScoringTileSchema), drawn(ScoringTileSchema)]);

const PlayerNameSchema = v.pipe(
	v.string(),
	v.check((name) => name.trim().length > 0, 'a player name must not be empty'),
	v.maxLength(MAX_STORED_NAME, `a player name has at most ${MAX_STORED_NAME} characters`)
);

const same = (a: object, b: object) => Object.entries(b).every(([k, n]) => (a as Record<string, unknown>)[k] === n) && Object.keys(a).length === Object.keys(b).length;

/**
 * A game's setup. The figures the rules give (bag, starting pieces, pieces removed with 3 players) and the VP
 * stack (the players, shuffled) are checked against what the rules and the players derive, never taken as read.
 */
export const SetupSchema = v.pipe(
	v.object({
		players: v.pipe(
			v.array(v.object({ id: PlayerIdSchema, name: PlayerNameSchema, colour: ColourSchema })),
			v.minLength(MIN_PLAYERS, `a game is for ${MIN_PLAYERS} or ${MAX_PLAYERS} players`),
			v.maxLength(MAX_PLAYERS, `a game is for ${MIN_PLAYERS} or ${MAX_PLAYERS} players`),
			v.check((ps) => new Set(ps.map((p) => p.id)).size === ps.length, 'two players have the same id'),
			v.check((ps) => new Set(ps.map((p) => p.colour)).size === ps.length, 'two players have the same colour')
		),
		seed: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH, 'the seed is too long')),
		publicTiles: scoringPair,
		privateTiles: playerRecord(scoringPair),
		auctionTiles: v.tuple([drawn(AuctionTileSchema), drawn(AuctionTileSchema), drawn(AuctionTileSchema)]),
		auctionStack: v.pipe(v.array(AuctionTileSchema), v.maxLength(COUNTS.auctionTiles.value - COUNTS.auctionAreas.value, 'the auction stack holds more tiles than the box')),
		vpStack: v.array(PlayerIdSchema),
		bag: v.object({ worker: count, marauder: count, soldier: count, engineer: count }),
		startingPieces: survivorCounts,
		removed: survivorCounts,
		// empty for a quick score, which draws nothing
		rngState: v.custom<readonly number[]>((x) => isRng(x) || (Array.isArray(x) && x.length === 0), 'the random state is not one the app makes')
	}),
	v.forward(
		v.check((s) => s.vpStack.length === s.players.length && s.players.every((p) => s.vpStack.includes(p.id)), 'the VP stack does not hold each player once'),
		['vpStack']
	),
	v.forward(
		v.check((s) => Object.keys(s.privateTiles).length === s.players.length && s.players.every((p) => Object.hasOwn(s.privateTiles, p.id)), 'the secret tiles are not dealt to the players'),
		['privateTiles']
	),
	v.forward(v.check((s) => same(s.bag, BAG.value), 'the bag does not hold what the rules give'), ['bag']),
	v.forward(v.check((s) => same(s.startingPieces, START_PIECES.value), 'the starting pieces are not what the rules give'), ['startingPieces']),
	v.forward(
		v.check((s) => same(s.removed, removedAtSetup(s.players.length)), 'the pieces removed are not what the rules give for this many players'),
		['removed']
	)
);

/** Shape and range checks are the engine's: one source of truth for profiles. */
export const BoxProfileSchema = v.pipe(
	v.unknown(),
	v.rawTransform(({ dataset, addIssue, NEVER }): BoxProfile => {
		const result = validateProfile(dataset.value);
		if (result.ok) return result.value;
		addIssue({ message: result.reason });
		return NEVER;
	})
);

const BuildingSchema = v.object({
	type: v.picklist(BUILDING_TYPES),
	housing: printed,
	starVp: printed,
	name: v.optional(v.pipe(v.string(), v.maxLength(CARD_NAME_MAX, `a building name has at most ${CARD_NAME_MAX} characters`))),
	special: v.optional(v.picklist(BUILDING_SPECIALS)),
	upgrade: v.optional(v.picklist(['headquarters', 'watchtower'])),
	actions: v.optional(v.pipe(v.array(CARD_ACTION), v.maxLength(MAX_CARD_ACTIONS)))
});

const used = { survivors: count, needs: v.optional(v.picklist(SURVIVOR_NEEDS)), site: v.optional(v.picklist(SITES)) };
export const CityActionSchema = v.variant('kind', [
	v.object({ kind: v.literal('extension') }),
	v.object({ kind: v.literal('repair'), engineers: count, workerPairs: count }),
	v.object({ kind: v.literal('fight'), marauders: count, ...used, noVp: v.optional(v.boolean()) }),
	v.object({ kind: v.literal('gain-vp'), vp: count, ...used }),
	v.object({ kind: v.literal('repair-vp'), vp: v.picklist([1, 2]), ...used }),
	v.object({ kind: v.literal('draw-equipment'), kept: v.pipe(v.array(v.picklist(EQUIPMENT_KINDS)), v.maxLength(COUNTS.equipmentCards.value)), ...used }),
	v.object({
		kind: v.literal('swap-equipment'),
		discard: v.picklist(EQUIPMENT_KINDS),
		take: v.picklist(EQUIPMENT_KINDS),
		...used
	}),
	v.object({ kind: v.literal('exchange'), to: v.picklist(['soldier', 'engineer']), ...used }),
	v.object({ kind: v.literal('draw-survivor'), drawn: v.picklist(['worker', 'marauder', 'soldier', 'engineer']), ...used }),
	v.object({ kind: v.literal('vp-per-building'), type: v.picklist(BUILDING_TYPES), ...used }),
	v.object({ kind: v.literal('unused-housing-vp'), ...used })
], unknownKind('city action'));

const auctionTriple = v.tuple([AuctionTileSchema, AuctionTileSchema, AuctionTileSchema]);
const nullableAuctionTriple = v.tuple([
	v.nullable(AuctionTileSchema),
	v.nullable(AuctionTileSchema),
	v.nullable(AuctionTileSchema)
]);

export const GameEventSchema = v.variant('type', [
	v.object({ type: v.literal('box-value'), key: BoxKeySchema, value: v.unknown() }),
	v.object({
		type: v.literal('tiles-entered'),
		publicTiles: v.optional(v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)])),
		auctionTiles: v.optional(nullableAuctionTriple)
	}),
	v.object({ type: v.literal('start-round') }),
	v.object({ type: v.literal('bid'), area: v.picklist(AREAS), player: PlayerIdSchema, survivors: count, mix: v.optional(survivorCounts) }),
	v.object({ type: v.literal('choose'), player: PlayerIdSchema, equipment: v.picklist(EQUIPMENT_KINDS) }),
	v.object({
		type: v.literal('explore'),
		player: PlayerIdSchema,
		equipment: v.picklist(EQUIPMENT_KINDS),
		survivors: v.object({ worker: count, soldier: count, engineer: count, marauder: count })
	}),
	v.object({
		type: v.literal('construct'),
		player: PlayerIdSchema,
		tile: v.picklist(BUILDING_TILE_EFFECTS),
		tileChoice: v.optional(v.picklist([...EQUIPMENT_KINDS, 'soldier', 'engineer'])),
		exchangeFromCity: v.optional(v.boolean()),
		build: v.nullable(v.object({ site: v.picklist(SITES), building: BuildingSchema }))
	}),
	v.object({ type: v.literal('city-action'), player: PlayerIdSchema, action: CityActionSchema }),
	v.object({ type: v.literal('city-done'), player: PlayerIdSchema }),
	v.object({ type: v.literal('city-colours'), player: PlayerIdSchema, mix: survivorCounts }),
	v.object({
		type: v.literal('completion'),
		returns: playerRecord(v.partial(survivorCounts))
	}),
	v.object({
		type: v.literal('intermediate'),
		counts: playerRecord(count),
		auctionTiles: v.optional(auctionTriple)
	}),
	v.object({ type: v.literal('end-early') }),
	v.object({
		type: v.literal('correction'),
		player: PlayerIdSchema,
		field: CorrectionFieldSchema,
		// bounded by the rules (a corrected figure the engine refuses is a refused step, worded as such)
		value: finite,
		note: v.optional(v.pipe(v.string(), v.maxLength(NOTE_MAX, `a note has at most ${NOTE_MAX} characters`)))
	})
], unknownKind('event type'));

// Compile-time drift checks: a schema whose output no longer fits the engine type breaks the build.
const _event: GameEvent = {} as v.InferOutput<typeof GameEventSchema>;
const _setup: Setup = {} as v.InferOutput<typeof SetupSchema>;
const _profile: BoxProfile = {} as v.InferOutput<typeof BoxProfileSchema>;
// ...and every engine event type must be parseable (no variant forgotten).
const _eventTypes: v.InferOutput<typeof GameEventSchema>['type'] = {} as GameEvent['type'];
// ...and no field may be forgotten either (valibot drops unknown keys on parse).
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Out = v.InferOutput<typeof GameEventSchema>;
const _eventKeys: { [K in GameEvent['type']]: SameKeys<Extract<GameEvent, { type: K }>, Extract<Out, { type: K }>> } = {
	'box-value': true,
	'tiles-entered': true,
	'start-round': true,
	bid: true,
	choose: true,
	explore: true,
	construct: true,
	'city-action': true,
	'city-done': true,
	'city-colours': true,
	completion: true,
	intermediate: true,
	correction: true,
	'end-early': true
};
const _buildingKeys: SameKeys<Building, v.InferOutput<typeof BuildingSchema>> = true;
type ActionOut = v.InferOutput<typeof CityActionSchema>;
const _actionKeys: { [K in CityAction['kind']]: SameKeys<Extract<CityAction, { kind: K }>, Extract<ActionOut, { kind: K }>> } = {
	extension: true,
	repair: true,
	fight: true,
	'gain-vp': true,
	'repair-vp': true,
	'draw-equipment': true,
	'swap-equipment': true,
	exchange: true,
	'draw-survivor': true,
	'vp-per-building': true,
	'unused-housing-vp': true
};
void [_event, _setup, _profile, _eventTypes, _eventKeys, _buildingKeys, _actionKeys];
