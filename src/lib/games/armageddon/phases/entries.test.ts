import { describe, expect, it } from 'vitest';
import { FIXTURE_RULES_ONLY_PROFILE } from '../testing/fixture-profiles';
import { apply } from '../game';
import type { AuctionTile, GameEvent, GameState, ScoringTile } from '../types';
import { newGame, play } from '../testing/game-builders';

const unknownTiles = (): GameState =>
	newGame({
		publicTiles: [
			{ drawn: 'physical', tile: null },
			{ drawn: 'physical', tile: null }
		],
		auctionTiles: [
			{ drawn: 'physical', tile: null },
			{ drawn: 'physical', tile: null },
			{ drawn: 'physical', tile: null }
		],
		auctionStack: []
	});
const engineers: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
const maps: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
const tile: AuctionTile = { bonus: 'vp+2', penalty: 'damage+' };

describe('tiles-entered', () => {
	it('fills tiles drawn at the table, leaving places given as null', () => {
		const s = play(unknownTiles(), { type: 'tiles-entered', publicTiles: [engineers, null], auctionTiles: [tile, null, tile] });
		expect(s.publicTiles).toEqual([engineers, null]);
		expect(s.auctionTiles).toEqual([tile, null, tile]);
		expect(s.log.map((l) => l.instruction)).toEqual([
			{ kind: 'public-tiles', tiles: [engineers, null] },
			{ kind: 'auction-tiles', tiles: [tile, null, tile] }
		]);
	});

	it('logs the public tiles the table drew, so the round log names them', () => {
		const s = play(unknownTiles(), { type: 'tiles-entered', publicTiles: [engineers, maps] });
		expect(s.log.map((l) => l.instruction)).toEqual([{ kind: 'public-tiles', tiles: [engineers, maps] }]);
	});

	it('may correct a physical entry but never replaces an app-drawn tile', () => {
		const entered = play(unknownTiles(), { type: 'tiles-entered', publicTiles: [engineers, engineers] });
		expect(play(entered, { type: 'tiles-entered', publicTiles: [maps, null] }).publicTiles).toEqual([maps, engineers]);
		const r = apply(newGame(), { type: 'tiles-entered', publicTiles: [maps, null] });
		expect(r.ok ? 'accepted' : r.code).toBe('not-allowed');
		// the same tile again is harmless
		expect(apply(newGame(), { type: 'tiles-entered', publicTiles: [newGame().publicTiles[0], null] }).ok).toBe(true);
	});

	it.each<[string, unknown, string]>([
		['a public tile with an unknown kind', { publicTiles: [{ kind: 'stars', vp: 1 }, null] }, 'invalid-value'],
		['a public tile with negative VP', { publicTiles: [{ ...engineers, vp: -4 }, null] }, 'invalid-number'],
		['a survivor tile for marauders', { publicTiles: [{ kind: 'survivor', target: 'marauder', vp: 1 }, null] }, 'invalid-value'],
		['one public tile', { publicTiles: [engineers] }, 'invalid-value'],
		['an auction tile with an unknown penalty', { auctionTiles: [{ bonus: 'vp+2', penalty: 'fire' }, null, null] }, 'invalid-value'],
		['two auction tiles', { auctionTiles: [tile, tile] }, 'invalid-value']
	])('rejects %s', (_, body, code) => {
		const r = apply(unknownTiles(), { type: 'tiles-entered', ...(body as object) } as GameEvent);
		expect(r.ok ? 'accepted' : r.code).toBe(code);
	});
});

describe('box-value', () => {
	it('stores the value in the game’s own profile, so a blocked round can start', () => {
		const s = newGame({}, FIXTURE_RULES_ONLY_PROFILE);
		expect(apply(s, { type: 'start-round' }).ok).toBe(false);
		const filled = play(s, { type: 'box-value', key: 'roundTrack.1', value: 1 }, { type: 'start-round' });
		expect(filled.profile.roundTrack[0]).toBe(1);
		expect(filled.players.map((p) => p.marauders)).toEqual([1, 1, 1, 1]);
	});

	it('rejects a key that is not text, though it reads like one', () => {
		const r = apply(newGame({}, FIXTURE_RULES_ONLY_PROFILE), { type: 'box-value', key: ['roundTrack.1'] as unknown as 'beerTable', value: 1 });
		expect(r.ok ? 'accepted' : r.code).toBe('invalid-value');
	});

	it('rejects a value of the wrong shape', () => {
		const r = apply(newGame({}, FIXTURE_RULES_ONLY_PROFILE), { type: 'box-value', key: 'roundTrack.1', value: -3 });
		expect(r.ok).toBe(false);
	});
});
