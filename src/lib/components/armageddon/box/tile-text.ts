import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import type { AuctionTile, ScoringTile } from '$lib/games/armageddon';
import { auctionBonus, auctionPenalty } from '$lib/i18n/words/tiles';
import { targetName } from './box-value-words';

/** A scoring tile in words: "Engineer: 4 points each". */
export function tileText(tile: ScoringTile, lang: Lang): string {
	const o = { locale: lang };
	if (tile.kind === 'any-equipment') return m.box_tiles_any_summary({ vp: tile.vp }, o);
	return m.box_tiles_summary({ what: targetName(tile.kind, tile.target, lang), vp: tile.vp }, o);
}

/** An auction tile in words: "+1 equipment card / +1 damage". */
export function auctionText(tile: AuctionTile, lang: Lang): string {
	return `${auctionBonus[tile.bonus]({}, { locale: lang })} / ${auctionPenalty[tile.penalty]({}, { locale: lang })}`;
}
