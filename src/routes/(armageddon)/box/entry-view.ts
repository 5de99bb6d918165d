/** How the Box page groups and phrases the profile's entries. */
import { type AuctionTile, COUNTS, type DamageEffect, type ProfileEntry, type ScoringTile } from '$lib/games/armageddon';
import { boxLabel } from '$lib/i18n/words/box';
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import { effectName } from '$lib/components/armageddon/box/box-value-words';
import { auctionText, tileText } from '$lib/components/armageddon/box/tile-text';
import { pieceName, ruleLabel, ruleSource } from './box-page-words';

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
export function valueText(entry: ProfileEntry, lang: Lang): string {
	const o = { locale: lang };
	const cards = (n: number) => m.box_input_cards({ n }, o);
	const parts = (n: number) => m.box_input_parts({ n }, o);
	const key = String(entry.key);
	const value = entry.value;
	const [head] = key.split('.');
	if (value === null || value === undefined) return m.box_page_unknown_value({}, o);
	if (key === 'damageSpaces.1' && isNum(value)) return m.box_page_values_points({ n: value }, o);
	if (head === 'damageSpaces' && Array.isArray(value))
		return value.length === 0 ? m.box_page_values_nothing({}, o) : (value as DamageEffect[]).map((e) => effectName[e]({}, o)).join(' + ');
	if (key === 'scoringTiles.known') return tileText(value as ScoringTile, lang);
	if (key === 'auctionTiles.known') return auctionText(value as AuctionTile, lang);
	if (key === 'buildingCards' && Array.isArray(value)) return m.box_page_values_tiles_entered({ n: value.length, of: COUNTS.buildingCards.value }, o);
	if (key === 'scoringTiles' || key === 'auctionTiles') {
		const list = value as readonly unknown[];
		return m.box_page_values_tiles_entered({ n: list.filter((x) => x !== null).length, of: list.length }, o);
	}
	if (head === 'beerTable' || head === 'gasolineTable') return tableText(value as number[], cards, '?');
	if ((key === 'sameVehicleTable.3' || key === 'differentVehicleTable.2') && isNum(value))
		return `${parts(Number(key.split('.')[1]))}: ${value}`;
	if (head === 'sameVehicleTable' || head === 'differentVehicleTable') return tableText(value as (number | null)[], parts, '?');
	if (isNum(value)) return String(value);
	if (typeof value === 'object') {
		const obj = value as Record<string, unknown>;
		if (isNum(obj.min) && isNum(obj.max)) return m.box_page_values_range({ min: obj.min, max: obj.max }, o);
		return Object.entries(obj)
			.filter(([, n]) => isNum(n))
			.map(([k, n]) => `${n} ${Object.hasOwn(pieceName, k) ? pieceName[k]!({}, o) : k}`)
			.join(', ');
	}
	return String(value);
}

/** The entry's label in the current language. */
export function labelOf(entry: ProfileEntry, lang: Lang): string {
	const key = String(entry.key);
	// rulebook values of the round and damage tracks are named like their neighbours
	if (entry.status !== 'rules' || /^(roundTrack|damageSpaces)\.\d+$/.test(key)) return boxLabel(key, lang);
	return Object.hasOwn(ruleLabel, key) ? ruleLabel[key]!({}, { locale: lang }) : entry.label;
}

/** Where the rulebook gives an entry's value, in the current language. */
export function sourceOf(entry: ProfileEntry, lang: Lang): string {
	const key = String(entry.key);
	const source = Object.hasOwn(ruleSource, key) ? ruleSource[key]!({}, { locale: lang }) : (entry.source ?? '');
	return m.box_page_source({ source }, { locale: lang });
}
