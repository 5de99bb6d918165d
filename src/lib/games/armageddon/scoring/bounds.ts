/**
 * How far each final-scoring figure (§9) can reach with a given box: the bounds a saved final scoring read back
 * without its entries must keep. A box value the profile does not know is bounded by what any profile may hold.
 */
import { COUNTS, DAMAGE_SPACE_1_VP, DAMAGE_SPACES, MARAUDER_TRACK_MAX, SURVIVORS_IN_GAME, THREE_PLAYER_REMOVAL, KNOWN_VP_LAP } from '../data/known';
import { printedEffects } from '../damage-track';
import { MAX_PRINTED_VP } from '../profile-schema';
import type { BoxProfile, DamageEffect, ScoringTile } from '../types';
import { MAPS_FIRST } from './maps';
import type { FinalCategory } from './types';

/** A figure's lowest and highest value; equal when it is derived. */
export interface Range {
	readonly min: number;
	readonly max: number;
}

/** The figures a saved final keeps per player: its categories and the tie-break. */
export type SavedFigure = FinalCategory | 'equipmentCards';
export type FigureRanges = Readonly<Record<SavedFigure, Range>>;

/** The VP a final starts from: a lap of the VP track past the highest chip (+160), as the final-scoring entry allows. */
export const MAX_START_VP = 5 * KNOWN_VP_LAP.value - 1;
const CARDS = COUNTS.equipmentCards.value;
/** Most effects printed on one damage space (the profile's bound), each costing at most 2 VP or adding one marauder. */
const MOST_EFFECTS = 2;
const VP_LOST: Readonly<Record<DamageEffect, number>> = { 'vp-1': 1, 'vp-2': 2, marauder: 0, leader: 0 };

/** The most pieces one player can show for a scoring tile: every survivor of its colour in the game, every building site, every equipment card. */
export function mostPieces(tile: Pick<ScoringTile, 'kind'> & { readonly target?: string }, players: number): number {
	switch (tile.kind) {
		case 'survivor': {
			if (tile.target === 'leader') return 1;
			const all = SURVIVORS_IN_GAME.value[tile.target as 'worker' | 'soldier' | 'engineer'];
			return players === 3 && tile.target === 'worker' ? all - THREE_PLAYER_REMOVAL.value.worker : all;
		}
		case 'building':
			return COUNTS.constructionSites.value;
		case 'equipment':
		case 'any-equipment':
			return CARDS;
	}
}

/** The most VP a scoring tile can give: `tile` when known, else the best tile of the box (any tile the profile allows while one is unknown). */
export function mostTilePoints(tile: ScoringTile | null, profile: BoxProfile, players: number): number {
	const tiles = tile ? [tile] : profile.scoringTiles;
	let most = 0;
	for (const t of tiles) {
		if (t === null) return MAX_PRINTED_VP * CARDS;
		most = Math.max(most, t.vp * mostPieces(t, players));
	}
	return most;
}

/** Largest entry of a points table; an unknown entry may be anything a profile holds. */
function largest(table: readonly (number | null)[] | null): number {
	if (table === null) return MAX_PRINTED_VP;
	return Math.max(0, ...table.map((n) => n ?? MAX_PRINTED_VP));
}

/** Most VP one vehicle part card can bring: the best table entry per card it takes (a lone part scores the same table's 1). */
function mostPerVehicleCard(profile: BoxProfile): number {
	const per = (table: readonly (number | null)[] | null, from: number) => {
		if (table === null) return MAX_PRINTED_VP;
		let best = 0;
		for (let k = from; k < table.length; k++) best = Math.max(best, (table[k] ?? MAX_PRINTED_VP) / k);
		return best;
	};
	return Math.max(per(profile.sameVehicleTable, 1), per(profile.differentVehicleTable, 2));
}

/** The lowest VP the damage track can give at the final (§9.4): the effects of spaces 2..8 at worst; an unknown space costs the most a space may. */
function lowestDamage(profile: BoxProfile): number {
	let vp = 0;
	let lowest = 0;
	for (let s = 2; s < DAMAGE_SPACES.value; s++) {
		const effects = printedEffects(profile, s);
		vp -= effects === null ? MOST_EFFECTS * VP_LOST['vp-2'] : effects.reduce((sum, e) => sum + VP_LOST[e], 0);
		lowest = Math.min(lowest, vp);
	}
	return lowest;
}

/** Each figure's bounds with this box, public tile and number of players: what no final scoring of this game can leave. */
export function figureBounds(profile: BoxProfile, publicTile: ScoringTile | null, players: number): FigureRanges {
	const upTo = (max: number): Range => ({ min: 0, max });
	const set = (per: number | null, size: number) => upTo(Math.floor(CARDS / size) * (per ?? MAX_PRINTED_VP));
	return {
		start: upTo(MAX_START_VP),
		publicTile: upTo(mostTilePoints(publicTile, profile, players)),
		privateTile: upTo(mostTilePoints(null, profile, players)),
		beer: upTo(largest(profile.beerTable)),
		gasoline: upTo(largest(profile.gasolineTable)),
		weapons: set(profile.weaponSet, 2),
		medicine: set(profile.medicineSet, 3),
		vehicles: upTo(Math.floor(CARDS * mostPerVehicleCard(profile))),
		maps: upTo(MAPS_FIRST),
		damage: { min: lowestDamage(profile), max: DAMAGE_SPACE_1_VP.value },
		marauderPenalty: { min: -MARAUDER_TRACK_MAX.value, max: 0 },
		equipmentCards: upTo(CARDS)
	};
}
