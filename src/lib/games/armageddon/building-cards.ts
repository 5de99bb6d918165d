/**
 * The box profile's catalogue of building cards (§7, [BOX]): each card entered once, then picked by name; a
 * named card built at the table joins it by itself.
 */
import type { BoxProfile, Building, BuildingCard } from './types';
import type { Result } from './rejections';
import { BUILDING_CARD, cardKey, parse, validateProfile } from './profile-schema';

/**
 * Adds `card` to the catalogue, or replaces the card with key `replacing` (a typo fixed on the Box page; the games
 * that used it keep their own copy). A second card of the same level and name is refused.
 */
export function putBuildingCard(profile: BoxProfile, card: unknown, replacing?: string): Result<BoxProfile> {
	const checked = parse(BUILDING_CARD, card, 'buildingCards');
	if (!checked.ok) return { ...checked, params: { field: 'buildingCards', problem: 'invalid' } };
	const next = checked.value as BuildingCard;
	const others = profile.buildingCards.filter((c) => cardKey(c) !== replacing);
	if (others.some((c) => cardKey(c) === cardKey(next)))
		return {
			ok: false,
			code: 'invalid-value',
			reason: `buildingCards: "${next.name}" (level ${next.level}) is entered already`,
			detail: { kind: 'card-twice', name: next.name, level: next.level },
			params: { field: 'buildingCards', problem: 'card-twice' }
		};
	const at = replacing === undefined ? -1 : profile.buildingCards.findIndex((c) => cardKey(c) === replacing);
	const cards = at < 0 ? [...profile.buildingCards, next] : profile.buildingCards.map((c, i) => (i === at ? next : c));
	const valid = validateProfile({ ...profile, buildingCards: cards });
	return valid.ok ? valid : { ...valid, params: { field: 'buildingCards', problem: 'too-many' } };
}

/** The catalogue without the card of key `key`. */
export function removeBuildingCard(profile: BoxProfile, key: string): BoxProfile {
	const cards = profile.buildingCards.filter((c) => cardKey(c) !== key);
	return cards.length === profile.buildingCards.length ? profile : { ...profile, buildingCards: cards };
}

/** The card a building built in a game describes, once it has a name (the game's own copy, level from its round). */
export function cardOf(building: Building, level: 1 | 2): BuildingCard | null {
	const name = building.name?.trim();
	return name ? { ...building, name, level } : null;
}

/**
 * A named card built at the table joins the catalogue when the catalogue does not hold it yet (the box learns
 * from the games); the same profile when it is known, unnamed, or the catalogue refuses it.
 */
export function learnBuildingCard(profile: BoxProfile, building: Building, level: 1 | 2): BoxProfile {
	const card = cardOf(building, level);
	if (!card || profile.buildingCards.some((c) => cardKey(c) === cardKey(card))) return profile;
	const next = putBuildingCard(profile, card);
	return next.ok ? next.value : profile;
}
