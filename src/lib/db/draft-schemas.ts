/**
 * How each typed form's draft is read back from the draft store. Numbers may be NaN (being typed); lists and
 * strings are bounded so a damaged or forged entry cannot blow up a form.
 */
import * as v from 'valibot';
import {
	BUILDING_SPECIALS,
	BUILDING_TILE_EFFECTS,
	BUILDING_TYPES,
	CARD_ACTION,
	CITY_ACTION_KINDS,
	EQUIPMENT_KINDS,
	MAX_CARD_ACTIONS,
	SITES,
	SURVIVOR_NEEDS,
	VEHICLES
} from '../games/armageddon';
import { TypedNumber } from './drafts';
import { ColourSchema, PlayerIdSchema, ScoringTileSchema } from './schemas';

const text = v.pipe(v.string(), v.maxLength(200));
const equipment = v.picklist(EQUIPMENT_KINDS);

/** The survivors counted onto an exploration card. */
export const ExploreDraftSchema = v.object({ worker: TypedNumber, soldier: TypedNumber, engineer: TypedNumber, marauder: TypedNumber });

/** A building card being entered by hand, with where it goes. */
export const BuildingDraftSchema = v.object({
	name: text,
	type: v.nullable(v.picklist(BUILDING_TYPES)),
	housing: TypedNumber,
	starVp: TypedNumber,
	special: v.picklist([...BUILDING_SPECIALS, 'none']),
	upgrade: v.picklist(['none', 'headquarters', 'watchtower']),
	actions: v.pipe(v.array(CARD_ACTION), v.maxLength(MAX_CARD_ACTIONS)),
	site: v.nullable(v.picklist(SITES)),
	card: v.nullable(text)
});

/** Construction's whole form: the tile and its choice, a card picked by name or typed in. */
export const ConstructDraftSchema = v.object({
	tile: v.nullable(v.picklist(BUILDING_TILE_EFFECTS)),
	choice: v.nullable(v.picklist([...EQUIPMENT_KINDS, 'soldier', 'engineer'])),
	fromCity: v.boolean(),
	entering: v.boolean(),
	site: v.nullable(v.picklist(SITES)),
	query: text,
	draft: BuildingDraftSchema
});

/** A City action being entered. */
export const CityDraftSchema = v.object({
	kind: v.nullable(v.picklist(CITY_ACTION_KINDS)),
	engineers: TypedNumber,
	workerPairs: TypedNumber,
	marauders: TypedNumber,
	noVp: v.boolean(),
	vp: TypedNumber,
	repairVp: v.picklist([1, 2]),
	kept: v.pipe(v.array(equipment), v.maxLength(20)),
	discard: v.nullable(equipment),
	take: v.nullable(equipment),
	to: v.nullable(v.picklist(['soldier', 'engineer'])),
	drawn: v.nullable(v.picklist(['worker', 'marauder', 'soldier', 'engineer'])),
	type: v.nullable(v.picklist(BUILDING_TYPES)),
	survivors: TypedNumber,
	needs: v.picklist(SURVIVOR_NEEDS),
	/** The building a printed action is taken from: kept, so the action still names its site for the engine's check. */
	from: v.optional(v.nullable(v.object({ site: v.picklist(SITES), index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)) })), null)
});

const counts = <const K extends readonly string[]>(keys: K) =>
	v.object(Object.fromEntries(keys.map((k) => [k, TypedNumber])) as { [P in K[number]]: typeof TypedNumber });

/** A City bid's colours being set right. */
export const ColourEditDraftSchema = v.object({
	editing: v.boolean(),
	edited: v.nullable(v.object({ worker: TypedNumber, soldier: TypedNumber, engineer: TypedNumber, leader: TypedNumber }))
});

/** One player's final-scoring entries. */
export const FinalPlayerDraftSchema = v.object({
	id: PlayerIdSchema,
	name: text,
	colour: ColourSchema,
	vp: TypedNumber,
	damage: TypedNumber,
	marauders: TypedNumber,
	survivors: counts(['worker', 'soldier', 'engineer', 'leader']),
	buildings: counts(BUILDING_TYPES),
	equipment: counts(['beer', 'gasoline', 'weapon', 'medicine', 'map']),
	vehicles: v.object(Object.fromEntries(VEHICLES.map((k) => [k, v.pipe(v.array(TypedNumber), v.maxLength(20))])) as Record<(typeof VEHICLES)[number], v.SchemaWithPipe<readonly [v.ArraySchema<typeof TypedNumber, undefined>, v.MaxLengthAction<number[], 20, undefined>]>>),
	privateTiles: v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)]),
	privateFixed: v.tuple([v.boolean(), v.boolean()]),
	privateChoice: v.nullable(v.picklist([0, 1])),
	vehicleCards: v.nullable(TypedNumber)
});

/** The final-scoring entries of the whole table. */
export const FinalDraftSchema = v.pipe(v.array(FinalPlayerDraftSchema), v.maxLength(8));

/** How far the players have got through looking at their secret tiles: the next player's place and who looks later. */
export const SecretsDraftSchema = v.object({
	next: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8)),
	later: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(8))
});

/** A quick score: who played, the public tile, and the entries once they were started. */
export const QuickScoreDraftSchema = v.object({
	step: v.picklist(['players', 'entry', 'result']),
	players: v.pipe(v.array(v.object({ name: text, colour: ColourSchema })), v.minLength(1), v.maxLength(8)),
	publicTile: v.nullable(ScoringTileSchema),
	entries: v.nullable(FinalDraftSchema)
});

/** Ticked lines of a checklist, by their ids. */
export const TicksSchema = v.record(v.pipe(v.string(), v.maxLength(100)), v.boolean());
