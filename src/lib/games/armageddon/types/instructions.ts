/**
 * The instructions a step gives: structured changes the players mirror on the board, with why; the UI words them.
 */
import type { Area, AuctionTile, BuildingType, EquipmentKind, Phase, PlayerId, ScoringTile, SurvivorCounts } from './vocabulary';
import type { Building, Site } from './buildings';
import type { CorrectionField } from './events';

/** A structured change the players mirror on the board; the UI phrases it. */
export type Instruction =
	| {
			readonly kind: 'vp';
			readonly player: PlayerId;
			/** The change made on the track. */
			readonly delta: number;
			readonly total: number;
			readonly because: Because;
			/** The floor at 0 cut the change: `requested` is what the rule asked for. */
			readonly clampedAtZero?: boolean;
			readonly requested?: number;
	  }
	| { readonly kind: 'chip'; readonly player: PlayerId; readonly chip: number }
	| { readonly kind: 'marauders'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly because: Because; readonly overflow?: number }
	| { readonly kind: 'damage'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly because: Because; readonly overflow?: number }
	| { readonly kind: 'leader'; readonly player: PlayerId; readonly away: boolean }
	| { readonly kind: 'survivors'; readonly player: PlayerId; readonly delta: Partial<SurvivorCounts>; readonly because: Because }
	| { readonly kind: 'equipment'; readonly player: PlayerId; readonly equipment: EquipmentKind; readonly delta: number; readonly because: Because }
	/** No change for this player: `detail` says why (the UI words it), `reason` in English for logs. */
	| { readonly kind: 'nothing'; readonly player: PlayerId; readonly because: Because; readonly detail: NothingDetail; readonly reason: string }
	/** A building card placed on a site (over `replaced`, which no longer counts). */
	| {
			readonly kind: 'build';
			readonly player: PlayerId;
			readonly site: Site;
			readonly building: Building;
			readonly replaced: Building | null;
			/** Built on site 8 over the built extension, whose 2 housing then no longer count (rulebook, City "A) Ausbauen"). */
			readonly overExtension?: true;
	  }
	/** The extension built: its tile goes back to the box and it counts as a building with `housing` [R]. */
	| { readonly kind: 'extension'; readonly player: PlayerId; readonly housing: number }
	/** Temporary housing ("2 Houses" tiles): gained, or expired at the next round start. */
	| { readonly kind: 'housing'; readonly player: PlayerId; readonly delta: number; readonly because: Because }
	| { readonly kind: 'reveal'; readonly round: number; readonly cards: number; readonly buildingLevel: 1 | 2; readonly maxOneMarauderPerCard: boolean }
	| { readonly kind: 'phase'; readonly round: number; readonly phase: Phase }
	| { readonly kind: 'start-player'; readonly player: PlayerId }
	| { readonly kind: 'auction-result'; readonly area: Area; readonly bonus: PlayerId; readonly penalty: PlayerId; readonly bonusTie: readonly PlayerId[]; readonly penaltyTie: readonly PlayerId[] }
	/** Public scoring tiles drawn at the table and entered: [mid-game, final], null where this entry left one out. */
	| { readonly kind: 'public-tiles'; readonly tiles: readonly (ScoringTile | null)[] }
	/** `replaced`: the intermediate scoring's new tiles (absent for the first tiles entered). */
	| { readonly kind: 'auction-tiles'; readonly tiles: readonly (AuctionTile | null)[]; readonly replaced?: true };

/** Why a change happened: the source the UI names. */
export type Because =
	| 'round-start'
	| 'damage-track'
	| 'auction-bonus'
	| 'auction-penalty'
	| 'exploration'
	| 'building-tile'
	| 'fight-off'
	| 'city-action'
	| 'repair'
	| 'unfought-marauders'
	| 'housing'
	| 'star'
	| 'unused-housing'
	| 'public-tile'
	| 'marauder-penalty'
	| 'correction';

/** Why a step changed nothing for a player (the `nothing` instruction); worded by `i18n/instructions.ts` (the refusals by `i18n/words/refusals.ts`). */
export type NothingDetail =
	| { readonly kind: 'marauders-at-zero' }
	| { readonly kind: 'marauders-full'; readonly max: number }
	| { readonly kind: 'no-card-to-return' }
	| { readonly kind: 'no-fight-vp' }
	| { readonly kind: 'damage-edge'; readonly space: number }
	| { readonly kind: 'leader-final' }
	| { readonly kind: 'no-leader' }
	| { readonly kind: 'leader-away' }
	| { readonly kind: 'damage-no-effect'; readonly space: number }
	| { readonly kind: 'public-tile-nothing' }
	| { readonly kind: 'already'; readonly field: CorrectionField; readonly value: number }
	| { readonly kind: 'two-houses-set'; readonly value: number }
	| { readonly kind: 'no-building-of-type'; readonly type: BuildingType }
	| { readonly kind: 'bag-no-soldier-engineer' }
	| { readonly kind: 'no-worker' }
	| { readonly kind: 'no-unused-housing' };

export type NothingKind = NothingDetail['kind'];
