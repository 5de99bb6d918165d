import { describe, expect, it } from 'vitest';
import { AUCTION_BONUSES, AUCTION_PENALTIES, BUILDING_TYPES, COLOURS, EQUIPMENT_KINDS, SURVIVOR_KINDS, type ScoringTile } from '$lib/games/armageddon';
import type { Lang } from '../locale.svelte';
import { auctionBonus, auctionPenalty, colourName, describeAuctionTile, describeScoringTile } from './tiles';

const LANGS: readonly Lang[] = ['en', 'de'];
const EVERY_TILE: ScoringTile[] = [
	...SURVIVOR_KINDS.map((target): ScoringTile => ({ kind: 'survivor', target, vp: 2 })),
	...BUILDING_TYPES.map((target): ScoringTile => ({ kind: 'building', target, vp: 2 })),
	...EQUIPMENT_KINDS.map((target): ScoringTile => ({ kind: 'equipment', target, vp: 2 })),
	{ kind: 'any-equipment', vp: 2 }
];
const apart = (texts: readonly string[]) => new Set(texts).size === texts.length;

describe('describeScoringTile', () => {
	it('words a tile by what it counts and its VP', () => {
		expect(describeScoringTile({ kind: 'survivor', target: 'engineer', vp: 4 }, { locale: 'en' })).toBe('Each engineer: 4 VP');
		expect(describeScoringTile({ kind: 'any-equipment', vp: 1 }, { locale: 'de' })).toBe('Jede Ausrüstungskarte: 1 Siegpunkt');
	});

	it.each(LANGS)('tells every tile apart in %s', (lang) => {
		expect(apart(EVERY_TILE.map((tile) => describeScoringTile(tile, { locale: lang })))).toBe(true);
	});
});

describe('describeAuctionTile', () => {
	it('words the bonus, then the penalty', () => {
		expect(describeAuctionTile({ bonus: 'equipment+', penalty: 'damage+' }, { locale: 'en' })).toBe('Bonus +1 equipment card · Penalty +1 damage');
		expect(describeAuctionTile({ bonus: 'marauder-', penalty: 'vp-2' }, { locale: 'de' })).toBe('Bonus −1 Plünderer, +1 Siegpunkt · Malus −2 Siegpunkte');
	});

	it.each(LANGS)('tells every bonus, every penalty and every colour apart in %s', (lang) => {
		const o = { locale: lang };
		expect(apart(AUCTION_BONUSES.map((b) => auctionBonus[b]({}, o)))).toBe(true);
		expect(apart(AUCTION_PENALTIES.map((p) => auctionPenalty[p]({}, o)))).toBe(true);
		expect(apart(COLOURS.map((c) => colourName[c]({}, o)))).toBe(true);
	});
});
