/** How the Box page groups and phrases the profile's entries. */
import type { ProfileEntry } from '$lib/rules';
import type { AuctionTile, DamageEffect, ScoringTile } from '$lib/rules';
import type { BoxText } from '$lib/i18n/features/box';
import type { BoxPageText } from '$lib/i18n/features/box-page';
import { auctionText, tileText } from '$lib/components/box/tile-text';
import { COUNTS } from '$lib/rules/data/known';

export const GROUPS = ['roundTrack', 'damageTrack', 'scoringTiles', 'auctionTiles', 'equipment', 'vehicles', 'cityBoard', 'buildingCards', 'other'] as const;
export type Group = (typeof GROUPS)[number];

const BY_HEAD: Readonly<Record<string, Group>> = {
	roundTrack: 'roundTrack',
	damageSpaces: 'damageTrack',
	damageTrackSpaces: 'damageTrack',
	damageStartSpace: 'damageTrack',
	scoringTiles: 'scoringTiles',
	auctionTiles: 'auctionTiles',
	beerTable: 'equipment',
	gasolineTable: 'equipment',
	weaponSet: 'equipment',
	medicineSet: 'equipment',
	partsPerVehicle: 'vehicles',
	sameVehicleTable: 'vehicles',
	differentVehicleTable: 'vehicles',
	cityBoardHousing: 'cityBoard',
	extensionHousing: 'cityBoard',
	buildingCards: 'buildingCards'
};

/** The page group an entry belongs to. */
export function groupOf(key: string): Group {
	if (key === 'count.constructionSites') return 'cityBoard';
	return BY_HEAD[key.split('.')[0] ?? ''] ?? 'other';
}

/** Entries by group, in page order. */
export function grouped(entries: readonly ProfileEntry[]): [Group, ProfileEntry[]][] {
	return GROUPS.map((g) => [g, entries.filter((e) => groupOf(String(e.key)) === g)] as [Group, ProfileEntry[]]).filter(([, list]) => list.length > 0);
}

/** True for an entry the user may edit (a box key, not a rulebook value). */
export const editable = (e: ProfileEntry): boolean => e.status !== 'rules';

const isNum = (x: unknown): x is number => typeof x === 'number';

function tableText(table: readonly (number | null)[], unit: (n: number) => string, unknown: string): string {
	return table
		.slice(1)
		.map((x, i) => `${unit(i + 1)}: ${isNum(x) ? x : unknown}`)
		.join(' · ');
}

/** A value in words, for the entry's row. */
export function valueText(entry: ProfileEntry, t: BoxText, p: BoxPageText): string {
	const key = String(entry.key);
	const value = entry.value;
	const [head] = key.split('.');
	if (value === null || value === undefined) return p.unknownValue;
	if (key === 'damageSpaces.1' && isNum(value)) return p.values.points(value);
	if (head === 'damageSpaces' && Array.isArray(value))
		return value.length === 0 ? p.values.nothing : (value as DamageEffect[]).map((e) => t.effects[e]).join(' + ');
	if (key === 'scoringTiles.known') return tileText(value as ScoringTile, t);
	if (key === 'auctionTiles.known') return auctionText(value as AuctionTile, t);
	if (key === 'buildingCards' && Array.isArray(value)) return p.values.tilesEntered(value.length, COUNTS.buildingCards.value);
	if (key === 'scoringTiles' || key === 'auctionTiles') {
		const list = value as readonly unknown[];
		return p.values.tilesEntered(list.filter((x) => x !== null).length, list.length);
	}
	if (head === 'beerTable' || head === 'gasolineTable') return tableText(value as number[], t.input.cards, '?');
	if ((key === 'sameVehicleTable.3' || key === 'differentVehicleTable.2') && isNum(value))
		return `${t.input.parts(Number(key.split('.')[1]))}: ${value}`;
	if (head === 'sameVehicleTable' || head === 'differentVehicleTable') return tableText(value as (number | null)[], t.input.parts, '?');
	if (isNum(value)) return String(value);
	if (typeof value === 'object') {
		const o = value as Record<string, unknown>;
		if (isNum(o.min) && isNum(o.max)) return p.values.range(o.min, o.max);
		const pieces = p.values.pieces as Record<string, string>;
		return Object.entries(o)
			.filter(([, n]) => isNum(n))
			.map(([k, n]) => `${n} ${pieces[k] ?? k}`)
			.join(', ');
	}
	return String(value);
}

/** The entry's label in the current language. */
export function labelOf(entry: ProfileEntry, t: BoxText, p: BoxPageText): string {
	const key = String(entry.key);
	// rulebook values of the round and damage tracks are named like their neighbours
	if (entry.status !== 'rules' || /^(roundTrack|damageSpaces)\.\d+$/.test(key)) return t.label(key);
	return p.ruleLabel(key, entry.label);
}
