/** Where a building card may go on a city board (§4 Construction, §7). */
import { BUILDING_SPECIALS, BUILDING_TYPES, SITES } from '../types';
import type { Building, PlayerState, Site } from '../types';
import type { Rejection } from '../rejections';
import { checkCount, checkOneOf, reject } from './common';

const UPGRADES = ['headquarters', 'watchtower'] as const;
/** Generous bound for printed housing and star VP. */
const MAX_PRINTED = 20;

function checkBuildingShape(b: Building): Rejection | null {
	if (typeof b !== 'object' || b === null) return reject('invalid-value', 'build.building must be a building card', { kind: 'malformed', what: 'building' });
	return (
		checkOneOf(b.type, BUILDING_TYPES, 'building type', 'building-type') ??
		checkCount(b.housing, 'building housing', { of: 'building-housing' }, 0, MAX_PRINTED) ??
		checkCount(b.starVp, 'building star VP', { of: 'building-star-vp' }, 0, MAX_PRINTED) ??
		(b.special === undefined ? null : checkOneOf(b.special, BUILDING_SPECIALS, 'building special', 'building-special')) ??
		(b.upgrade === undefined ? null : checkOneOf(b.upgrade, UPGRADES, 'building upgrade', 'building-upgrade')) ??
		(b.name === undefined || typeof b.name === 'string' ? null : reject('invalid-value', `building name must be text, got ${String(b.name)}`, { kind: 'malformed', what: 'building-name' }))
	);
}

function checkSite(p: PlayerState, site: Site, b: Building): Rejection | null {
	const under = p.sites[site];
	const params = { player: p.id, site };
	if (b.upgrade === 'headquarters') {
		return site === 1 ? null : reject('not-allowed', `${p.name}: a Headquarters upgrade goes only on site 1, not site ${site}`, { kind: 'hq-upgrade-site', ...params }, params);
	}
	if (b.upgrade === 'watchtower') {
		if (site === 2 || under?.special === 'tower-site') return null;
		return reject('not-allowed', `${p.name}: a Watchtower upgrade goes only on site 2 or on a Tower Site, not site ${site}`, { kind: 'watchtower-upgrade-site', ...params }, params);
	}
	if (site === 1 || site === 2) {
		const detail = { kind: 'printed-site', player: p.id, site } as const;
		return reject('not-allowed', `${p.name}: site ${site} holds the ${site === 1 ? 'Headquarters' : 'Watchtower'}; only its upgrade card may go there`, detail, params);
	}
	if (site === 8 && !p.extensionBuilt) {
		return reject('not-allowed', `${p.name}: site 8 can be built over only once the extension is built`, { kind: 'site-8-locked', player: p.id }, params);
	}
	if (under?.upgrade) {
		return reject('not-allowed', `${p.name}: the Watchtower on site ${site} cannot be built over`, { kind: 'watchtower-fixed', ...params }, params);
	}
	return null;
}

/** Null when `building` may be built on `site` of this player's city, else the reason it may not. */
export function checkBuild(p: PlayerState, site: unknown, building: Building): Rejection | null {
	if (typeof site !== 'number' || !(SITES as readonly number[]).includes(site)) {
		return reject('invalid-value', `build.site must be a site 1 to 8, got ${String(site)}`, { kind: 'bad-choice', field: 'site', value: String(site) }, { value: String(site) });
	}
	const shape = checkBuildingShape(building);
	if (shape) return shape;
	const where = checkSite(p, site as Site, building);
	if (where) return where;
	const after = Object.values({ ...p.sites, [site]: building });
	if (after.some((b) => b?.special === 'church-mercyful') && after.some((b) => b?.special === 'church-vengeful')) {
		return reject('not-allowed', `${p.name} may not have Church Mercyful and Church Vengeful built at the same time`, { kind: 'two-churches', player: p.id }, {
			player: p.id,
			site
		});
	}
	return null;
}
