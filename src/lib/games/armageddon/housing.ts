/** Buildings a player shows and the housing they give (§4 completion, §7). */
import { needsBoxValues } from './box-needs';
import { BUILDING_TYPES, SITES } from './types';
import type { BoxProfile, Building, BuildingSpecial, BuildingType, PlayerState } from './types';
import type { Result } from './rejections';

/** Housing of a built extension that is not yet built over [R]. */
export const EXTENSION_HOUSING = 2;
/** The rightmost site, where the extension tile lies; a building goes there only once the extension is built [R]. */
export const EXTENSION_SITE = 8;
/** Housing of one "2 Houses" building tile, this round only [R]. */
export const TWO_HOUSES_HOUSING = 2;

/**
 * The Headquarters printed on site 1: a visible headquarters building while no upgrade card covers it
 * (§7; the scoring tiles count "every building of the type visible on the city board"). Its housing is
 * part of the city board's own housing, so it adds none here. The printed Watchtower's and the
 * extension's types are printed only on the board [BOX]: they count for no type [D].
 */
export const PRINTED_HEADQUARTERS: Building = Object.freeze({ type: 'headquarters', housing: 0, starVp: 0, name: 'Headquarters (printed)' });

/** Building cards on sites 1..8, in site order: what gives housing, stars and special effects. */
export function buildingCards(p: PlayerState): Building[] {
	const out: Building[] = [];
	for (const site of SITES) {
		const b = p.sites[site];
		if (b) out.push(b);
	}
	return out;
}

/** Visible buildings in site order: the printed Headquarters unless site 1 holds its upgrade, then every card. */
export function visibleBuildings(p: PlayerState): Building[] {
	const cards = buildingCards(p);
	return p.sites[1] ? cards : [PRINTED_HEADQUARTERS, ...cards];
}

/** Number of visible buildings per type (the printed Headquarters included, the printed Watchtower and extension not [D]). */
export function buildingCounts(p: PlayerState): Record<BuildingType, number> {
	const counts = Object.fromEntries(BUILDING_TYPES.map((t) => [t, 0])) as Record<BuildingType, number>;
	for (const b of visibleBuildings(p)) counts[b.type] += 1;
	return counts;
}

/** Whether a building card carries the given special. */
export function hasVisibleSpecial(p: PlayerState, special: BuildingSpecial): boolean {
	return buildingCards(p).some((b) => b.special === special);
}

/** Housing for the completion check: city board [BOX] + cards + extension + "2 Houses" tiles + Builder's Yard. */
export function housing(p: PlayerState, profile: BoxProfile): Result<number> {
	if (profile.cityBoardHousing === null) return needsBoxValues(['cityBoardHousing'], 'The housing check');
	const cards = buildingCards(p);
	let total = profile.cityBoardHousing;
	for (const b of cards) total += b.housing;
	if (p.extensionBuilt && p.sites[EXTENSION_SITE] === undefined) total += EXTENSION_HOUSING;
	total += TWO_HOUSES_HOUSING * p.twoHouses;
	// One Builder's Yard bonus however many yards show [D]; the yard counts itself even if typed otherwise.
	if (cards.some((b) => b.special === 'builders-yard')) {
		total += cards.filter((b) => b.type === 'military' || b.special === 'builders-yard').length;
	}
	return { ok: true, value: total };
}

/** All survivors the player owns, an away leader included [D]. */
export function survivorTotal(p: PlayerState): number {
	const s = p.survivors;
	return s.worker + s.soldier + s.engineer + s.leader;
}

/** Star VP scored at completion: sum of the visible buildings' star VP. */
export function starVp(p: PlayerState): number {
	return buildingCards(p).reduce((sum, b) => sum + b.starVp, 0);
}
