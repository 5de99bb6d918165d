/** How the setup typed on /new is read back from the draft store: bounded, with the colours and tiles checked. */
import * as v from 'valibot';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/armageddon';
import { AuctionTileSchema, ColourSchema, ScoringTileSchema } from './schemas';

export const SetupDraftSchema = v.object({
	players: v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.maxLength(200)), colour: ColourSchema })), v.minLength(MIN_PLAYERS), v.maxLength(MAX_PLAYERS)),
	seed: v.pipe(v.string(), v.maxLength(64)),
	mode: v.nullable(v.picklist(['app', 'table'])),
	step: v.string(),
	publicTiles: v.tuple([v.nullable(ScoringTileSchema), v.nullable(ScoringTileSchema)]),
	auctionTiles: v.tuple([v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema), v.nullable(AuctionTileSchema)])
});

export type SetupDraft = v.InferOutput<typeof SetupDraftSchema>;
