/** Valibot schemas of database rows, settings and export files. */
import * as v from 'valibot';
import { BoxProfileSchema, ColourSchema, GameEventSchema, MAX_ID_LENGTH, MAX_STORED_NAME, PlayerIdSchema, ScoringTileSchema, SetupSchema, playerRecord } from './schemas';
import {
	type BoxProfile,
	type FinalCategories,
	type FinalEntries,
	type FinalSummary,
	type GameEvent,
	MAX_EQUIPMENT_CARDS,
	MAX_MARAUDERS,
	MAX_START_VP,
	type Phase,
	type Setup
} from '../games/armageddon';
import type { EventRow, GameRow, ProfileRow } from './rows';
import { ExportedSheetSchema, type ExportedSheet } from './sheet-schemas';
import { finalFits, finalProblem } from './final-check';
import { PROFILE_NAME_MAX, REMEMBERED_MAX, TITLE_MAX } from './limits';

const id = v.pipe(v.string(), v.minLength(1, 'an id must not be empty'), v.maxLength(MAX_ID_LENGTH, 'an id is too long'));
const name = v.pipe(v.string(), v.maxLength(MAX_STORED_NAME, `a player name has at most ${MAX_STORED_NAME} characters`));
/** Dates up to 2100-01-01 (a later one is damage, and would not even format: Date stops at 8.64e15). */
export const LATEST_TIME = Date.UTC(2100, 0, 1);
const time = v.pipe(v.number(), v.finite(), v.minValue(0, 'a date before 1970'), v.maxValue(LATEST_TIME, 'a date after 2100'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const PHASES = [
	'not-started',
	'auction',
	'exploration',
	'construction',
	'city',
	'completion',
	'intermediate',
	'final',
	'finished'
] as const;

/** Final-scoring figures a game can reach, with room to spare: anything past them is damage. */
export const MAX_FINAL_VP = 2000;
/** More parts of one vehicle than any box holds. */
const MAX_VEHICLE_PARTS = 20;
const signed = v.pipe(v.number(), v.integer(), v.minValue(-MAX_FINAL_VP), v.maxValue(MAX_FINAL_VP));
const total = signed;
const title = v.nullable(v.pipe(v.string(), v.maxLength(TITLE_MAX, `a title has at most ${TITLE_MAX} characters`)));
/** The track VP a final starts from (the engine's bound). */
export const MAX_TRACK_VP = MAX_START_VP;
const points = v.pipe(count, v.maxValue(MAX_FINAL_VP));
export const FinalCategoriesSchema = v.object({
	start: v.pipe(count, v.maxValue(MAX_TRACK_VP, `the track VP is at most ${MAX_TRACK_VP}`)),
	publicTile: points,
	privateTile: points,
	beer: points,
	gasoline: points,
	weapons: points,
	medicine: points,
	vehicles: points,
	maps: points,
	damage: signed,
	// −1 VP per marauder on the marauder track
	marauderPenalty: v.pipe(v.number(), v.integer(), v.minValue(-MAX_MARAUDERS), v.maxValue(0)),
	equipmentCards: v.pipe(count, v.maxValue(MAX_EQUIPMENT_CARDS))
});

/** Counts a final scoring takes, with room to spare. */
const entered = v.pipe(count, v.maxValue(MAX_FINAL_VP));
const hand = v.pipe(v.array(entered), v.maxLength(MAX_VEHICLE_PARTS, 'too many vehicle parts'));
export const FinalEntriesSchema = v.object({
	vp: signed,
	damage: v.pipe(count, v.minValue(1), v.maxValue(9)),
	marauders: entered,
	survivors: v.object({ worker: entered, soldier: entered, engineer: entered, leader: entered }),
	buildings: v.object({ headquarters: entered, civil: entered, military: entered, science: entered }),
	equipment: v.object({
		beer: entered,
		gasoline: entered,
		weapon: entered,
		medicine: entered,
		map: entered,
		vehicles: v.object({ car: hand, bus: hand, truck: hand })
	}),
	vehicleCards: v.optional(entered),
	privateTiles: v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)]),
	privateChoice: v.optional(v.picklist([0, 1]))
});

export const FinalSummarySchema = v.pipe(
	v.object({
		totals: playerRecord(total),
		winners: v.pipe(v.array(PlayerIdSchema), v.minLength(1, 'a final result names its winners')),
		decidedBy: v.picklist(['vp', 'equipment-cards', 'shared-victory']),
		breakdown: v.optional(playerRecord(FinalCategoriesSchema)),
		quick: v.optional(v.boolean()),
		entries: v.optional(playerRecord(FinalEntriesSchema))
	}),
	v.rawCheck(({ dataset, addIssue }) => {
		if (!dataset.typed) return;
		const problem = finalProblem(dataset.value);
		if (problem) addIssue({ message: problem });
	})
);

export const GameRowSchema = v.pipe(
	v.object({
		id,
		createdAt: time,
		updatedAt: time,
		title,
		setup: SetupSchema,
		profile: BoxProfileSchema,
		head: count,
		count,
		rev: count,
		deleted: v.picklist([0, 1]),
		deletedAt: v.nullable(time),
		final: v.nullable(FinalSummarySchema),
		undoneFinal: v.optional(v.nullable(v.object({ head: count, final: FinalSummarySchema }))),
		status: v.picklist(['running', 'scoring', 'finished']),
		round: count,
		phase: v.picklist(PHASES),
		players: v.array(v.object({ id: PlayerIdSchema, name, colour: ColourSchema, vp: total })),
		winners: v.array(PlayerIdSchema),
		endedEarly: v.optional(count)
	}),
	v.check((row) => row.head <= row.count, 'head is beyond the stored events'),
	v.check((row) => !row.final || finalFits(row.final, row.setup.players.map((p) => p.id)), 'the final result names players who are not in the game'),
	v.check((row) => !row.undoneFinal || (row.undoneFinal.head > row.head && row.undoneFinal.head <= row.count), 'the undone final scoring is not in the undone steps'),
	v.check((row) => !row.undoneFinal || finalFits(row.undoneFinal.final, row.setup.players.map((p) => p.id)), 'the undone final result names players who are not in the game')
);

export const EventRowSchema = v.object({ gameId: id, seq: count, event: GameEventSchema, at: time });

export const ProfileRowSchema = v.object({ id, name: v.pipe(v.string(), v.maxLength(PROFILE_NAME_MAX, `a profile name has at most ${PROFILE_NAME_MAX} characters`)), profile: BoxProfileSchema, updatedAt: time });

export const RememberedPlayerSchema = v.object({ name: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_STORED_NAME, `a player name has at most ${MAX_STORED_NAME} characters`)), colour: ColourSchema });

/**
 * One schema per settings key; a stored value that fails is reported and replaced by the default.
 * Language and theme are not among them: they are this device's preferences (see PreferenceSchemas), and
 * the rows that older versions stored for them are ignored.
 */
export const SettingSchemas = {
	wakeLock: v.boolean(),
	rememberedPlayers: v.pipe(v.array(RememberedPlayerSchema), v.maxLength(REMEMBERED_MAX, `at most ${REMEMBERED_MAX} remembered players`)),
	lastProfileId: v.nullable(v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH, 'an id is too long'))),
	persistenceAsked: v.boolean()
};

/** This device's preferences: kept outside the database (read before first paint), yet a backup carries them beside the settings. */
export const PreferenceSchemas = {
	language: v.nullable(v.picklist(['de', 'en'])),
	theme: v.picklist(['system', 'light', 'dark'])
};

export type Settings = { -readonly [K in keyof typeof SettingSchemas]: v.InferOutput<(typeof SettingSchemas)[K]> };
export type RememberedPlayer = v.InferOutput<typeof RememberedPlayerSchema>;
export type Preferences = { -readonly [K in keyof typeof PreferenceSchemas]?: v.InferOutput<(typeof PreferenceSchemas)[K]> };

export const BACKUP_FORMAT = 'armageddon-companion' as const;
/** Version of the backup file layout; older files are migrated on import, newer ones refused. */
export const BACKUP_SCHEMA_VERSION = 1 as const;

export const ExportedGameSchema = v.object({
	id,
	title,
	createdAt: time,
	updatedAt: time,
	setup: SetupSchema,
	profile: BoxProfileSchema,
	/** The active events only (an undone tail is not exported). */
	events: v.array(GameEventSchema),
	final: v.nullable(FinalSummarySchema)
});

export const BackupFileSchema = v.object({
	format: v.literal(BACKUP_FORMAT),
	schemaVersion: v.literal(BACKUP_SCHEMA_VERSION),
	exportedAt: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)),
	games: v.array(ExportedGameSchema),
	profiles: v.array(ProfileRowSchema),
	settings: v.optional(v.partial(v.object({ ...SettingSchemas, ...PreferenceSchemas }))),
	/** The other games' score sheets; absent in files made before they existed. */
	sheets: v.optional(v.array(ExportedSheetSchema))
});

/** A game in a backup: the fold input, its active events and the saved final scoring. */
export interface ExportedGame {
	readonly id: string;
	readonly title: string | null;
	readonly createdAt: number;
	readonly updatedAt: number;
	readonly setup: Setup;
	readonly profile: BoxProfile;
	readonly events: readonly GameEvent[];
	readonly final: FinalSummary | null;
}

export interface BackupFile {
	readonly format: typeof BACKUP_FORMAT;
	readonly schemaVersion: typeof BACKUP_SCHEMA_VERSION;
	readonly exportedAt: string;
	readonly games: readonly ExportedGame[];
	readonly profiles: readonly ProfileRow[];
	readonly settings?: Partial<Settings> & Preferences;
	readonly sheets?: readonly ExportedSheet[];
}

// Compile-time drift checks against the row types the write path uses.
const _game: GameRow = {} as v.InferOutput<typeof GameRowSchema>;
const _event: EventRow = {} as v.InferOutput<typeof EventRowSchema>;
const _profile: ProfileRow = {} as v.InferOutput<typeof ProfileRowSchema>;
const _phase: (typeof PHASES)[number] = {} as Phase;
const _file: BackupFile = {} as v.InferOutput<typeof BackupFileSchema>;
const _final: FinalSummary = {} as v.InferOutput<typeof FinalSummarySchema>;
const _categories: Required<FinalCategories> = {} as v.InferOutput<typeof FinalCategoriesSchema>;
const _entries: FinalEntries = {} as v.InferOutput<typeof FinalEntriesSchema>;
void [_game, _event, _profile, _phase, _file, _final, _categories, _entries];
