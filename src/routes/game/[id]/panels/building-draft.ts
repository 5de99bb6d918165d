/** The building card being entered in Construction: its fields and where it may go. */
import { EXTENSION_SITE, SITES } from '$lib/rules';
import type { Building, BuildingSpecial, BuildingType, PlayerState, Site } from '$lib/rules';

export type Upgrade = 'none' | 'headquarters' | 'watchtower';

export interface BuildingDraft {
	site: Site | null;
	type: BuildingType | null;
	housing: number;
	starVp: number;
	name: string;
	special: BuildingSpecial | 'none';
	upgrade: Upgrade;
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

/** A fresh draft for `p`: the likely site, and nothing of anyone else's card (issue 15: a form never carries another player's card over). */
export function freshDraft(p: PlayerState | undefined): BuildingDraft {
	return { site: p ? likelySite(p, 'none') : null, type: null, housing: 0, starVp: 0, name: '', special: 'none', upgrade: 'none' };
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
		...(d.upgrade === 'none' ? {} : { upgrade: d.upgrade })
	};
}
