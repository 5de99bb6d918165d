/** The City action being entered: its fields, their bounds, and the CityAction it makes. */
import { mayActInCity } from '$lib/games/armageddon';
import type { BuildingType, CityAction, CityActionKind, EquipmentKind, PlayerState, Site, SurvivorNeed } from '$lib/games/armageddon';

type Drawn = Extract<CityAction, { kind: 'draw-survivor' }>['drawn'];

export interface CityDraft {
	kind: CityActionKind | null;
	engineers: number;
	workerPairs: number;
	marauders: number;
	noVp: boolean;
	vp: number;
	repairVp: 1 | 2;
	kept: EquipmentKind[];
	discard: EquipmentKind | null;
	take: EquipmentKind | null;
	to: 'soldier' | 'engineer' | null;
	drawn: Drawn | null;
	type: BuildingType | null;
	survivors: number;
	/** What the card asks of each survivor; 'any' unless the table picks a colour. */
	needs: SurvivorNeed;
	/** The building whose printed action this is (its site and the action's place on the card), or null. */
	from: { site: Site; index: number } | null;
}

/** Whether the engine would accept this action now (a dry run). */
export type Accepts = (action: CityAction) => boolean;

/** The largest n in [0, upper] for which `ok(n)` holds, or 0. */
export function largest(upper: number, ok: (n: number) => boolean): number {
	for (let n = upper; n > 0; n--) if (ok(n)) return n;
	return 0;
}

const repair = (engineers: number, workerPairs: number): CityAction => ({ kind: 'repair', engineers, workerPairs });

/** How far each repair stepper may go given the other: the engine knows which survivors may act (§4). */
export function repairLimits(d: CityDraft, p: PlayerState, accepts: Accepts): { engineers: number; workerPairs: number } {
	const room = p.damage - 1;
	return {
		engineers: largest(Math.min(p.cityLeft - 2 * d.workerPairs, room - d.workerPairs), (n) => accepts(repair(n, d.workerPairs))),
		workerPairs: largest(Math.min(Math.floor((p.cityLeft - d.engineers) / 2), room - d.engineers), (n) => accepts(repair(d.engineers, n)))
	};
}

/** A fresh draft for `kind`, prefilled with the likely values for this player (a repair: as many engineers as may act, else worker pairs). */
export function freshCityDraft(kind: CityActionKind | null, p?: PlayerState, accepts?: Accepts): CityDraft {
	let engineers = 0;
	let pairs = 0;
	if (kind === 'repair' && p && accepts) {
		// Only survivors that may act are offered: not those gained this round, nor the leader standing in.
		const room = p.damage - 1;
		engineers = largest(Math.min(p.cityLeft, room, mayActInCity(p, 'engineer')), (n) => accepts(repair(n, 0)));
		if (engineers === 0) pairs = largest(Math.min(Math.floor(p.cityLeft / 2), room, Math.floor(mayActInCity(p, 'worker') / 2)), (n) => accepts(repair(0, n)));
	}
	return {
		kind,
		engineers,
		workerPairs: pairs,
		marauders: 1,
		noVp: false,
		vp: 1,
		repairVp: 1,
		kept: [],
		discard: null,
		take: null,
		to: null,
		drawn: null,
		type: null,
		survivors: 1,
		needs: 'any',
		from: null
	};
}

/** The CityAction the draft describes, or null while a field is missing. */
export function toCityAction(d: CityDraft): CityAction | null {
	const action = baseAction(d);
	if (!action || action.kind === 'extension' || action.kind === 'repair') return action;
	// A building action carries the colour the card asks for ('any' is the default and stays out of the event),
	// and the site of the building it is taken from, so the engine checks it against that card.
	return { ...action, ...(d.needs !== 'any' ? { needs: d.needs } : {}), ...(d.from ? { site: d.from.site } : {}) };
}

function baseAction(d: CityDraft): CityAction | null {
	const survivors = d.survivors;
	switch (d.kind) {
		case null:
			return null;
		case 'extension':
			return { kind: 'extension' };
		case 'repair':
			return d.engineers + d.workerPairs > 0 ? { kind: 'repair', engineers: d.engineers, workerPairs: d.workerPairs } : null;
		case 'fight':
			return { kind: 'fight', marauders: d.marauders, survivors, ...(d.noVp ? { noVp: true } : {}) };
		case 'gain-vp':
			return { kind: 'gain-vp', vp: d.vp, survivors };
		case 'repair-vp':
			return { kind: 'repair-vp', vp: d.repairVp, survivors };
		case 'draw-equipment':
			return d.kept.length > 0 ? { kind: 'draw-equipment', kept: [...d.kept], survivors } : null;
		case 'swap-equipment':
			return d.discard && d.take ? { kind: 'swap-equipment', discard: d.discard, take: d.take, survivors } : null;
		case 'exchange':
			return d.to ? { kind: 'exchange', to: d.to, survivors } : null;
		case 'draw-survivor':
			return d.drawn ? { kind: 'draw-survivor', drawn: d.drawn, survivors } : null;
		case 'vp-per-building':
			return d.type ? { kind: 'vp-per-building', type: d.type, survivors } : null;
		case 'unused-housing-vp':
			return { kind: 'unused-housing-vp', survivors };
	}
}
