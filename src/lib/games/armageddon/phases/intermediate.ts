/** Intermediate scoring after round 3 (§8): public tile 1, new auction tiles, marauder markers back to 0. */
import { tileScore } from '../scoring/tiles';
import { changeVp, removeMarauders } from '../tracks';
import type { AuctionTile, GameEvent, GameState } from '../types';
import type { Result } from '../rejections';
import { checkCount, checkPhase, Draft, findPlayer, ok, reject } from './common';
import type { Outcome } from './common';
import { checkAuctionTile } from './entries';

type IntermediateEvent = Extract<GameEvent, { type: 'intermediate' }>;
type Areas3 = readonly [AuctionTile | null, AuctionTile | null, AuctionTile | null];

/** The auction tiles for rounds 4–6: the app's next 3 from the stack, or those drawn at the table. */
function nextAuctionTiles(state: GameState, event: IntermediateEvent): Result<{ tiles: Areas3; stack: readonly AuctionTile[] }> {
	const appDrawn = state.setup.auctionTiles.every((d) => d.drawn === 'app');
	if (appDrawn) {
		if (event.auctionTiles !== undefined) return reject('not-allowed', 'The app draws the new auction tiles in this game; do not enter them', { kind: 'app-draws-auction-tiles' });
		const [a = null, b = null, c = null] = state.auctionStack;
		return ok({ tiles: [a, b, c], stack: state.auctionStack.slice(3) });
	}
	if (event.auctionTiles === undefined) return ok({ tiles: [null, null, null], stack: state.auctionStack });
	if (!Array.isArray(event.auctionTiles) || event.auctionTiles.length !== 3) return reject('invalid-value', 'auctionTiles must list 3 tiles', { kind: 'malformed', what: 'auction-tiles' });
	for (const [i, t] of event.auctionTiles.entries()) {
		const bad = checkAuctionTile(t, `new auction tile ${i + 1}`);
		if (bad) return bad;
	}
	const [a, b, c] = event.auctionTiles;
	return ok({ tiles: [a, b, c], stack: state.auctionStack });
}

const sameTile = (a: AuctionTile, b: AuctionTile): boolean => a.bonus === b.bonus && a.penalty === b.penalty;
const known = (t: AuctionTile | null): t is AuctionTile => t !== null;

/**
 * The auction tiles the new three come from (§5, §8: drawn from the 4 left): the box's tiles the profile knows,
 * each once, less those under the areas in rounds 1–3.
 */
export function unusedAuctionTiles(state: GameState): AuctionTile[] {
	const used = state.auctionTiles.filter(known);
	return state.profile.auctionTiles.filter(known).filter((t, i, all) => all.findIndex((u) => sameTile(u, t)) === i && !used.some((u) => sameTile(u, t)));
}

/**
 * Why each new auction tile entered at the table cannot be one (§5): 'used' when it lay under an area in
 * rounds 1–3, 'twice' when an earlier area has it too; null when it can. The screens ask before sending: a
 * stored game that took one anyway still replays.
 */
export function newAuctionTileClashes(state: GameState, tiles: readonly (AuctionTile | null)[]): ('used' | 'twice' | null)[] {
	const used = state.auctionTiles.filter(known);
	return tiles.map((t, i) => {
		if (t === null) return null;
		if (used.some((u) => sameTile(u, t))) return 'used';
		return tiles.slice(0, i).some((u) => u !== null && sameTile(u, t)) ? 'twice' : null;
	});
}

/** 'intermediate': every player scores public tile 1 with the counts shown, then tiles and marauders reset. */
export function intermediate(state: GameState, event: IntermediateEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['intermediate'], 'The intermediate scoring', 'intermediate');
	if (wrong) return wrong;
	const tile = state.publicTiles[0];
	if (!tile) return reject('not-allowed', 'Enter public scoring tile 1 drawn at the table first (tiles-entered)', { kind: 'public-tile-first' });
	const given: unknown = event.counts;
	if (typeof given !== 'object' || given === null || Array.isArray(given)) {
		return reject('invalid-value', 'intermediate.counts must map each player to the pieces counted for public tile 1', { kind: 'malformed', what: 'intermediate-counts' });
	}
	const counts = given as Readonly<Record<string, unknown>>;
	for (const id of Object.keys(counts)) {
		const found = findPlayer(state, id);
		if (!found.ok) return found;
	}
	for (const p of state.players) {
		if (!Object.hasOwn(counts, p.id)) return reject('invalid-value', `The intermediate scoring needs ${p.name}'s count`, { kind: 'count-missing', player: p.id }, { player: p.id });
		const bad = checkCount(counts[p.id], `${p.name}'s count for public tile 1`, { of: 'public-count', player: p.id });
		if (bad) return bad;
	}
	const tiles = nextAuctionTiles(state, event);
	if (!tiles.ok) return tiles;

	const draft = new Draft(state);
	for (const p of state.players) {
		// Every count was checked above.
		const vp = tileScore(tile, counts[p.id] as number);
		if (vp > 0) draft.take(changeVp(draft.player(p.id), vp, 'public-tile', draft.arrivals));
		else draft.note({ kind: 'nothing', player: p.id, because: 'public-tile', detail: { kind: 'public-tile-nothing' }, reason: 'nothing to count for public tile 1' });
	}
	draft.note({ kind: 'auction-tiles', tiles: tiles.value.tiles, replaced: true });
	for (const p of state.players) {
		const q = draft.player(p.id);
		if (q.marauders === 0) continue;
		const back = draft.take(removeMarauders(q, q.marauders, 'marauder-penalty', draft.arrivals));
		draft.take(changeVp(back, -q.marauders, 'marauder-penalty', draft.arrivals));
	}
	draft.note({ kind: 'phase', round: state.round, phase: 'not-started' });
	return ok(draft.finish(state, { phase: 'not-started', auctionTiles: tiles.value.tiles, auctionStack: tiles.value.stack }));
}
