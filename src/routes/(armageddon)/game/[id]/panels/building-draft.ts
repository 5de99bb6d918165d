/** The building card being entered in Construction: its fields and where it may go. */
import { EXTENSION_SITE, SITES, cardKey } from '$lib/games/armageddon';
import type { Building, BuildingCard, PlayerState, Site } from '$lib/games/armageddon';
import { blankCard, draftOf, type CardDraft, type Upgrade } from '$lib/components/armageddon/box/card-draft';

export type { Upgrade };

/** The card's printed details, where it goes, and which catalogue card it was picked as (null: typed in). */
export interface BuildingDraft extends CardDraft {
	site: Site | null;
	card: string | null;
}

/** Why a site can or cannot take the card (mirrors the engine's site rules; the dry run has the last word). */
export type SiteNote = 'free' | 'over' | 'over-extension' | 'hq' | 'tower' | 'extension' | 'fixed';
export interface SiteOption {
	readonly site: Site;
	readonly allowed: boolean;
	readonly over: Building | null;
	readonly note: SiteNote;
}

function noteFor(p: PlayerState, site: Site, upgrade: Upgrade): SiteOption {
	const over = p.sites[site] ?? null;
	const base = { site, over };
	// The built extension is a building too: building there replaces it and its 2 housing.
	const placed: SiteNote = over ? 'over' : site === EXTENSION_SITE && p.extensionBuilt ? 'over-extension' : 'free';
	if (upgrade === 'headquarters') return { ...base, allowed: site === 1, note: site === 1 ? placed : 'hq' };
	if (upgrade === 'watchtower') {
		const ok = site === 2 || over?.special === 'tower-site';
		return { ...base, allowed: ok, note: ok ? placed : 'tower' };
	}
	if (site === 1) return { ...base, allowed: false, note: 'hq' };
	if (site === 2) return { ...base, allowed: false, note: 'tower' };
	if (site === EXTENSION_SITE && !p.extensionBuilt) return { ...base, allowed: false, note: 'extension' };
	if (over?.upgrade) return { ...base, allowed: false, note: 'fixed' };
	return { ...base, allowed: true, note: placed };
}

/** Every site of the player's city with whether this card may go there. */
export function siteOptions(p: PlayerState, upgrade: Upgrade): SiteOption[] {
	return SITES.map((site) => noteFor(p, site, upgrade));
}

/** The likely site: the upgrade's own site, else the first free one. */
export function likelySite(p: PlayerState, upgrade: Upgrade): Site | null {
	const options = siteOptions(p, upgrade).filter((o) => o.allowed);
	return (options.find((o) => o.note === 'free') ?? (upgrade === 'none' ? undefined : options[0]))?.site ?? null;
}

/** A fresh draft for `p`: the likely site, and nothing of anyone else's card (a form never carries another player's card over). */
export function freshDraft(p: PlayerState | undefined): BuildingDraft {
	return { ...blankCard(), site: p ? likelySite(p, 'none') : null, card: null };
}

/** The draft of a catalogue card picked by name: its printed details, and the likely site for it. */
export function pickedDraft(p: PlayerState, card: BuildingCard): BuildingDraft {
	const d = draftOf(card);
	return { ...d, site: likelySite(p, d.upgrade), card: cardKey(card) };
}

/**
 * The catalogue cards that may be revealed now: the round's level, none lying on a city board of this game
 * (each card exists once), in the catalogue's order.
 */
export function cardsToPick(cards: readonly BuildingCard[], level: 1 | 2, players: readonly PlayerState[]): BuildingCard[] {
	const built = new Set(players.flatMap((p) => Object.values(p.sites).flatMap((b) => (b?.name ? [cardKey({ name: b.name, level })] : []))));
	return cards.filter((c) => c.level === level && !built.has(cardKey(c)));
}

/** The building card the draft describes, or null while its type is missing. */
export function toBuilding(d: BuildingDraft): Building | null {
	if (d.type === null) return null;
	const name = d.name.trim();
	return {
		type: d.type,
		housing: d.housing,
		starVp: d.starVp,
		...(name ? { name } : {}),
		...(d.special === 'none' ? {} : { special: d.special }),
		...(d.upgrade === 'none' ? {} : { upgrade: d.upgrade }),
		...(d.actions.length > 0 ? { actions: d.actions.map((a) => ({ ...a })) } : {})
	};
}
