import type { AuctionTile, ScoringTile } from '$lib/rules';
import type { BoxText } from '$lib/i18n/features/box';

/** A scoring tile in words: "Engineer: 4 points each". */
export function tileText(tile: ScoringTile, t: BoxText): string {
	if (tile.kind === 'any-equipment') return t.tiles.anySummary(tile.vp);
	const names: Record<string, string> = t.tiles[tile.kind];
	return t.tiles.summary(names[tile.target] ?? tile.target, tile.vp);
}

/** An auction tile in words: "+Equipment / +Damage". */
export function auctionText(tile: AuctionTile, t: BoxText): string {
	return `${t.auction.bonuses[tile.bonus]} / ${t.auction.penalties[tile.penalty]}`;
}
