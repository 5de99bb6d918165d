import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '../testing/fixture-profiles';
import { apply } from '../game';
import { newAuctionTileClashes, unusedAuctionTiles } from './intermediate';
import type { AuctionTile, GameEvent, GameState } from '../types';
import { ANI, FRANK, lastInstructions, newGame, NIKKI, play, player, TRAVIS, withPlayer } from '../testing/game-builders';

/** After round 3: Nikki 35 VP with 2 engineers and 3 marauders, Ani 38 VP with 1 engineer, Frank 5 marauders. */
function intermediate(state: GameState = newGame()): GameState {
	let s: GameState = { ...state, round: 3, phase: 'intermediate' };
	s = withPlayer(s, NIKKI, { vp: 35, marauders: 3, survivors: { worker: 5, soldier: 0, engineer: 2, leader: 1 } });
	s = withPlayer(s, ANI, { vp: 38, survivors: { worker: 5, soldier: 0, engineer: 1, leader: 1 } });
	s = withPlayer(s, FRANK, { marauders: 5 });
	return s;
}

const COUNTS = { [NIKKI]: 2, [ANI]: 1, [FRANK]: 0, [TRAVIS]: 0 };
const scored = (counts: object = COUNTS, auctionTiles?: readonly AuctionTile[]): GameEvent =>
	({ type: 'intermediate', counts, ...(auctionTiles ? { auctionTiles } : {}) }) as GameEvent;

describe('intermediate', () => {
	it('§10: engineer tile 4 VP each: Nikki +8 and Ani +4 both pass a lap (+40 chip)', () => {
		const s = play(intermediate(), scored());
		const out = lastInstructions(s);
		expect(out).toContainEqual({ kind: 'vp', player: NIKKI, delta: 8, total: 43, because: 'public-tile' });
		expect(out).toContainEqual({ kind: 'chip', player: NIKKI, chip: 40 });
		expect(out).toContainEqual({ kind: 'vp', player: ANI, delta: 4, total: 42, because: 'public-tile' });
		expect(out).toContainEqual({ kind: 'chip', player: ANI, chip: 40 });
	});

	it('every marauder marker goes back to the first space for −1 VP per space', () => {
		const s = play(intermediate(), scored());
		expect(s.players.map((p) => p.marauders)).toEqual([0, 0, 0, 0]);
		// Nikki 35 + 8 − 3; Frank 10 − 5
		expect(player(s, NIKKI).vp).toBe(40);
		expect(player(s, FRANK).vp).toBe(5);
		expect(s.phase).toBe('not-started');
	});

	it('replaces the auction tiles with the next 3 of the app’s stack', () => {
		const s = play(intermediate(), scored());
		const stack = FIXTURE_COMPLETE_PROFILE.auctionTiles.slice(3);
		expect(s.auctionTiles).toEqual(stack.slice(0, 3));
		expect(s.auctionStack).toEqual(stack.slice(3));
		expect(lastInstructions(s)).toContainEqual({ kind: 'auction-tiles', tiles: stack.slice(0, 3), replaced: true });
	});

	const physical = (): GameState =>
		intermediate(
			newGame({
				auctionTiles: [
					{ drawn: 'physical', tile: { bonus: 'vp+2', penalty: 'vp-2' } },
					{ drawn: 'physical', tile: { bonus: 'vp+2', penalty: 'vp-2' } },
					{ drawn: 'physical', tile: { bonus: 'vp+2', penalty: 'vp-2' } }
				],
				auctionStack: []
			})
		);
	const drawn: AuctionTile[] = [
		{ bonus: 'damage-', penalty: 'marauder+' },
		{ bonus: 'marauder-', penalty: 'equipment-' },
		{ bonus: 'equipment+', penalty: 'damage+' }
	];

	it('takes tiles drawn at the table from the event, or leaves them to be entered', () => {
		expect(play(physical(), scored(COUNTS, drawn)).auctionTiles).toEqual(drawn);
		expect(play(physical(), scored()).auctionTiles).toEqual([null, null, null]);
	});

	it.each<[string, () => GameState, GameEvent, string]>([
		['counts given as text', intermediate, { type: 'intermediate', counts: '' } as unknown as GameEvent, 'invalid-value'],
		['counts given as a number', intermediate, { type: 'intermediate', counts: 3 } as unknown as GameEvent, 'invalid-value'],
		['a missing count', intermediate, scored({ [NIKKI]: 2, [ANI]: 1, [FRANK]: 0 }), 'invalid-value'],
		['a negative count', intermediate, scored({ ...COUNTS, [FRANK]: -1 }), 'invalid-number'],
		['a fractional count', intermediate, scored({ ...COUNTS, [FRANK]: 0.5 }), 'invalid-number'],
		['an unknown player', intermediate, scored({ ...COUNTS, zoe: 1 }), 'unknown-player'],
		['tiles entered when the app drew them', intermediate, scored(COUNTS, drawn), 'not-allowed'],
		['a malformed drawn tile', physical, scored(COUNTS, [{ bonus: 'gold', penalty: 'vp-2' } as unknown as AuctionTile, ...drawn.slice(1)]), 'invalid-value'],
		['out of phase', () => ({ ...intermediate(), phase: 'not-started' }), scored(), 'out-of-phase'],
		['an unknown public tile', () => ({ ...intermediate(), publicTiles: [null, null] }), scored(), 'not-allowed']
	])('rejects %s', (_, make, event, code) => {
		const r = apply(make(), event);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
		expect(r.ok ? '' : r.reason).not.toMatch(/could not be applied/);
	});
});

describe('the new auction tiles come from those not used in rounds 1–3 (§5)', () => {
	const box = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
	const s = (): GameState => ({ ...intermediate(), auctionTiles: [box[0]!, box[2]!, box[4]!] });

	it('offers the box’s tiles less the three of rounds 1–3', () => {
		expect(unusedAuctionTiles(s())).toEqual([box[1], box[3], box[5], box[6]]);
	});

	it('names a new tile that lay out in rounds 1–3 or is entered for two areas', () => {
		expect(newAuctionTileClashes(s(), [box[1]!, null, box[4]!])).toEqual([null, null, 'used']);
		expect(newAuctionTileClashes(s(), [box[1]!, box[3]!, { ...box[1]! }])).toEqual([null, null, 'twice']);
		expect(newAuctionTileClashes(s(), [box[1]!, box[3]!, box[5]!])).toEqual([null, null, null]);
	});
});
