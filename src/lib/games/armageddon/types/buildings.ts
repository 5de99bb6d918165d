/**
 * Building cards, the city board's sites and the City actions (§4, §7): what a card prints and what a
 * player does with the survivors bid in City.
 */
import type { BuildingType, EquipmentKind } from './vocabulary';

export interface Building {
	readonly type: BuildingType;
	readonly housing: number;
	/** Star VP scored at every completion (0 = no star). */
	readonly starVp: number;
	readonly name?: string;
	/** Named cards whose effects the engine applies (§7). */
	readonly special?: BuildingSpecial;
	/** An upgrade card: goes on site 1 (Headquarters) or site 2 (Watchtower, or a Tower Site) (§4). */
	readonly upgrade?: 'headquarters' | 'watchtower';
	/**
	 * Its extra actions as printed (§7), entered with the card. A City action that names this building's site is
	 * checked against them (kind, survivor, printed number, uses per round); a card without them stays free.
	 */
	readonly actions?: readonly CardAction[];
}

/** The kinds of a building card's extra action (§7): every City action but the extension and a repair. */
export type CardActionKind = Exclude<CityActionKind, 'extension' | 'repair'>;

/**
 * An extra action printed on a building card (§7): "required survivor : effect" with the number of uses above
 * the colon. `amount` is the printed number where the effect has one (marauders fought off, VP gained, the VP of
 * "damage 1 left"), `type` the building type of "+2 VP per visible building".
 */
export interface CardAction {
	readonly kind: CardActionKind;
	readonly uses: number;
	readonly needs: SurvivorNeed;
	readonly amount?: number;
	readonly noVp?: boolean;
	readonly type?: BuildingType;
}

export const BUILDING_SPECIALS = [
	'builders-yard', // every visible Military building, itself included, +1 housing
	'training-center', // workers also count as engineers and soldiers
	'tower-site', // a second Watchtower may be built on it
	'no-fight-vp', // the "10 VP every round" card: no VP for fighting off
	'double-fight-vp', // 2 VP each for the first 5 marauders fought off per round
	'church-mercyful',
	'church-vengeful'
] as const;
export type BuildingSpecial = (typeof BUILDING_SPECIALS)[number];

/** City board sites 1..8: 1 Headquarters, 2 Watchtower, 8 the extension. */
export const SITES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type Site = (typeof SITES)[number];

/** What each survivor of a building's extra action must be (printed on the card, §7). */
export type SurvivorNeed = 'worker' | 'soldier' | 'engineer' | 'engineer-or-soldier' | 'any';
/**
 * Survivors used by a building's extra action; `needs` (default any colour) is checked against the City bid.
 * `site` names the building whose printed action this is: the engine then checks it against that card (§7).
 * Actions stored before buildings were named carry no site and are taken as they were.
 */
type Used = { readonly survivors: number; readonly needs?: SurvivorNeed; readonly site?: Site };

export type CityAction =
	/** Build the extension: 2 survivors of any colour, once per game. */
	| { readonly kind: 'extension' }
	/** Repair: each engineer, or each pair of workers, moves damage 1 left. */
	| { readonly kind: 'repair'; readonly engineers: number; readonly workerPairs: number }
	/** Fight off N marauders with a building action (VP per §7 variants). */
	| ({ readonly kind: 'fight'; readonly marauders: number; readonly noVp?: boolean } & Used)
	/** Gain N VP (building action). */
	| ({ readonly kind: 'gain-vp'; readonly vp: number } & Used)
	/** Damage 1 left and +1 or +2 VP (not on space 1). */
	| ({ readonly kind: 'repair-vp'; readonly vp: 1 | 2 } & Used)
	/** Draw equipment cards (draw 1/2, or draw 3 keep 1): the kinds kept. */
	| ({ readonly kind: 'draw-equipment'; readonly kept: readonly EquipmentKind[] } & Used)
	/** Discard a card and search the deck for any card. */
	| ({ readonly kind: 'swap-equipment'; readonly discard: EquipmentKind; readonly take: EquipmentKind } & Used)
	/** Exchange a worker for a soldier or engineer from the bag. */
	| ({ readonly kind: 'exchange'; readonly to: 'soldier' | 'engineer' } & Used)
	/** Draw a survivor from the bag: worker/marauder back and +2 VP; soldier/engineer kept. */
	| ({ readonly kind: 'draw-survivor'; readonly drawn: 'worker' | 'marauder' | 'soldier' | 'engineer' } & Used)
	/** +2 VP per visible building of a type. */
	| ({ readonly kind: 'vp-per-building'; readonly type: BuildingType } & Used)
	/** +1 VP per unused housing at round end (paid at completion). */
	| ({ readonly kind: 'unused-housing-vp' } & Used);

export type CityActionKind = CityAction['kind'];
/** Every City action kind, in the order the screens offer them. */
export const CITY_ACTION_KINDS = [
	'extension',
	'repair',
	'fight',
	'gain-vp',
	'repair-vp',
	'draw-equipment',
	'swap-equipment',
	'exchange',
	'draw-survivor',
	'vp-per-building',
	'unused-housing-vp'
] as const satisfies readonly CityActionKind[];
// A kind added to CityAction but not listed above is a type error here.
const _everyCityActionKind: readonly (typeof CITY_ACTION_KINDS)[number][] = [] as CityActionKind[];
void _everyCityActionKind;
/** The City action kinds a building card can print, in the same order. */
export const CARD_ACTION_KINDS: readonly CardActionKind[] = CITY_ACTION_KINDS.filter((k): k is CardActionKind => k !== 'extension' && k !== 'repair');
