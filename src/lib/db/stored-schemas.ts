/** Valibot schemas of database rows, settings and export files. */
import * as v from 'valibot';
import { BoxProfileSchema, ColourSchema, GameEventSchema, PlayerIdSchema, SetupSchema, playerRecord } from './schemas';
import type { BoxProfile, GameEvent, Phase, Setup } from '../rules/types';
import type { EventRow, FinalCategories, FinalSummary, GameRow, ProfileRow } from './rows';
import { ExportedSheetSchema, type ExportedSheet } from './sheet-schemas';

const id = v.pipe(v.string(), v.minLength(1, 'an id must not be empty'));
const time = v.pipe(v.number(), v.finite(), v.minValue(0));
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

const signed = v.pipe(v.number(), v.integer());
export const FinalCategoriesSchema = v.object({
	start: count,
	publicTile: signed,
	privateTile: signed,
	beer: signed,
	gasoline: signed,
	weapons: signed,
	medicine: signed,
	vehicles: signed,
	maps: signed,
	damage: signed,
	marauderPenalty: signed,
	equipmentCards: count
});

export const FinalSummarySchema = v.object({
	totals: playerRecord(v.number()),
	winners: v.array(PlayerIdSchema),
	decidedBy: v.picklist(['vp', 'equipment-cards', 'shared-victory']),
	breakdown: v.optional(playerRecord(FinalCategoriesSchema)),
	quick: v.optional(v.boolean())
});

export const GameRowSchema = v.pipe(
	v.object({
		id,
		createdAt: time,
		updatedAt: time,
		title: v.nullable(v.string()),
		setup: SetupSchema,
		profile: BoxProfileSchema,
		head: count,
		count,
		rev: count,
		deleted: v.picklist([0, 1]),
		deletedAt: v.nullable(time),
		final: v.nullable(FinalSummarySchema),
		status: v.picklist(['running', 'scoring', 'finished']),
		round: count,
		phase: v.picklist(PHASES),
		players: v.array(v.object({ id: PlayerIdSchema, name: v.string(), colour: ColourSchema, vp: v.number() })),
		winners: v.array(PlayerIdSchema),
		endedEarly: v.optional(count)
	}),
	v.check((row) => row.head <= row.count, 'head is beyond the stored events')
);

export const EventRowSchema = v.object({ gameId: id, seq: count, event: GameEventSchema, at: time });

export const ProfileRowSchema = v.object({ id, name: v.string(), profile: BoxProfileSchema, updatedAt: time });

export const RememberedPlayerSchema = v.object({ name: v.pipe(v.string(), v.minLength(1)), colour: ColourSchema });

/** One schema per settings key; a stored value that fails is reported and replaced by the default. */
export const SettingSchemas = {
	language: v.nullable(v.picklist(['de', 'en'])),
	theme: v.picklist(['system', 'light', 'dark']),
	wakeLock: v.boolean(),
	rememberedPlayers: v.array(RememberedPlayerSchema),
	lastProfileId: v.nullable(v.string()),
	persistenceAsked: v.boolean()
};

export type Settings = { -readonly [K in keyof typeof SettingSchemas]: v.InferOutput<(typeof SettingSchemas)[K]> };
export type RememberedPlayer = v.InferOutput<typeof RememberedPlayerSchema>;

export const BACKUP_FORMAT = 'armageddon-companion' as const;
/** Version of the backup file layout; older files are migrated on import, newer ones refused. */
export const BACKUP_SCHEMA_VERSION = 1 as const;

export const ExportedGameSchema = v.object({
	id,
	title: v.nullable(v.string()),
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
	exportedAt: v.string(),
	games: v.array(ExportedGameSchema),
	profiles: v.array(ProfileRowSchema),
	settings: v.optional(v.partial(v.object(SettingSchemas))),
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
	readonly settings?: Partial<Settings>;
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
void [_game, _event, _profile, _phase, _file, _final, _categories];
