import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import { ENGINEER_TILE } from '../testing/final-builders';
import type { ScoringTile } from '../types';
import { figureBounds, mostPieces, mostTilePoints } from './bounds';

const WEAPON_TILE: ScoringTile = { kind: 'equipment', target: 'weapon', vp: 3 };

describe('figure bounds: what no final of a game with this box can leave', () => {
	const b = figureBounds(COMPLETE, ENGINEER_TILE, 4);
	it.each([
		// every weapon card in pairs: 60 / 2 × 5
		['weapons', 0, 150],
		// every card in sets of 3: 60 / 3 × 8
		['medicine', 0, 160],
		// the table's last entry
		['beer', 0, 10],
		['gasoline', 0, 10],
		// the best table entry per card (4 parts of one vehicle: 16 / 4) × 60 cards
		['vehicles', 0, 240],
		['maps', 0, 8],
		// 4 VP per engineer × the 10 engineers of the game
		['publicTile', 0, 40],
		// the box's best tile: 3 VP per weapon card × 60 cards
		['privateTile', 0, 180],
		// space 1 gives +2; spaces 2..8 cost at most 1 + 1 + 2 + 1
		['damage', -5, 2],
		['marauderPenalty', -8, 0],
		['start', 0, 199],
		['equipmentCards', 0, 60]
	] as const)('%s from %i to %i', (figure, min, max) => {
		expect(b[figure]).toEqual({ min, max });
	});

	it('a box value the profile does not know is bounded by what any profile may hold', () => {
		const r = figureBounds(RULES_ONLY, null, 4);
		expect(r.weapons).toEqual({ min: 0, max: 30 * 99 });
		expect(r.beer).toEqual({ min: 0, max: 99 });
		// space 3 is −1 (the rulebook); each unknown space 4..8 costs at most two −2 effects
		expect(r.damage).toEqual({ min: -1 - 5 * 4, max: 2 });
		expect(r.privateTile).toEqual({ min: 0, max: 99 * 60 });
	});

	it('pieces a tile counts: every survivor of its colour in the game (3 players: 5 workers go back), the 8 sites, every card', () => {
		expect(mostPieces({ kind: 'survivor', target: 'worker' }, 4)).toBe(45);
		expect(mostPieces({ kind: 'survivor', target: 'worker' }, 3)).toBe(40);
		expect(mostPieces({ kind: 'survivor', target: 'leader' }, 4)).toBe(1);
		expect(mostPieces({ kind: 'building', target: 'civil' }, 4)).toBe(8);
		expect(mostPieces({ kind: 'any-equipment' }, 4)).toBe(60);
		expect(mostTilePoints(WEAPON_TILE, RULES_ONLY, 4)).toBe(180);
	});

	it('a public worker tile with 3 players counts only the workers left in the game', () => {
		const workers: ScoringTile = { kind: 'survivor', target: 'worker', vp: 2 };
		expect([figureBounds(COMPLETE, workers, 4).publicTile, figureBounds(COMPLETE, workers, 3).publicTile]).toEqual([
			{ min: 0, max: 90 },
			{ min: 0, max: 80 }
		]);
	});
});
