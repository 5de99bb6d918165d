/** The building card being entered in Construction: its fields, where it may go, and the prefill. */
import { SITES } from '$lib/rules';
import type { Building, BuildingSpecial, BuildingType, GameState, PlayerState, Site } from '$lib/rules';

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
export type SiteNote = 'free' | 'over' | 'hq' | 'tower' | 'extension' | 'fixed';
export interface SiteOption {
	readonly site: Site;
	readonly allowed: boolean;
	readonly over: Building | null;
	readonly note: SiteNote;
}

const EXTENSION_SITE = 8;

function noteFor(p: PlayerState, site: Site, upgrade: Upgrade): SiteOption {
	const over = p.sites[site] ?? null;
	const base = { site, over };
	const placed: SiteNote = over ? 'over' : 'free';
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

/** The last building card entered at this table (any player), to prefill type, housing and star VP. */
export function lastBuilding(state: GameState): Building | null {
	for (let i = state.log.length - 1; i >= 0; i--) {
		const instruction = state.log[i]?.instruction;
		if (instruction?.kind === 'build') return instruction.building;
	}
	return null;
}

/** A fresh draft for `p`, prefilled from the last building entered. */
export function freshDraft(state: GameState, p: PlayerState | undefined): BuildingDraft {
	const last = lastBuilding(state);
	return {
		site: p ? likelySite(p, 'none') : null,
		type: last?.type ?? null,
		housing: last?.housing ?? 0,
		starVp: last?.starVp ?? 0,
		name: '',
		special: 'none',
		upgrade: 'none'
	};
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
