import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from './testing/fixture-profiles';
import type { AuctionTile, Colour, Drawn, ScoringTile, Setup } from './types';
import { createSetup, setupAgain, type SetupInput } from './setup';
import { seedCodeFromEntropy } from './rng';
import { canonical } from './profile-schema';
import { ok } from './testing/results';

const FOUR: SetupInput['players'] = [
	{ name: 'Nikki', colour: 'orange' },
	{ name: 'Ani', colour: 'black' },
	{ name: 'Frank', colour: 'brown' },
	{ name: 'Travis', colour: 'white' }
];
const THREE = FOUR.slice(0, 3);

const setup = (players = FOUR, seed = 'ABC123', profile = COMPLETE) => ok(createSetup({ players, seed, profile }));

/** Every scoring tile the setup shows, public first. */
const shownTiles = (s: Setup): Drawn<ScoringTile>[] => [...s.publicTiles, ...s.players.flatMap((p) => s.privateTiles[p.id] ?? [])];

/** Multiset of tiles as sorted canonical strings. */
const bag = (tiles: readonly unknown[]) => tiles.map(canonical).sort();

describe('createSetup: players and seed', () => {
	it('trims names, keeps seating order, gives default ids, normalises the seed', () => {
		const s = setup([{ name: '  Nikki ', colour: 'orange' }, ...FOUR.slice(1)], 'abc-123');
		expect(s.players.map((p) => [p.id, p.name, p.colour])).toEqual([
			['p1', 'Nikki', 'orange'],
			['p2', 'Ani', 'black'],
			['p3', 'Frank', 'brown'],
			['p4', 'Travis', 'white']
		]);
		expect(s.seed).toBe('ABC123');
	});

	it('keeps given ids', () => {
		const s = setup(FOUR.map((p, i) => ({ ...p, id: `player-${i}` })));
		expect(s.players.map((p) => p.id)).toEqual(['player-0', 'player-1', 'player-2', 'player-3']);
		expect(Object.keys(s.privateTiles).sort()).toEqual(['player-0', 'player-1', 'player-2', 'player-3']);
	});

	const bad: [string, SetupInput['players'], string, string][] = [
		['2 players', FOUR.slice(0, 2), 'invalid-value', 'players: the game is for 3 or 4 players, got 2'],
		['5 players', [...FOUR, { name: 'Eve', colour: 'brown' }], 'invalid-value', 'got 5'],
		['an empty name', [FOUR[0]!, { name: '   ', colour: 'black' }, FOUR[2]!], 'invalid-value', 'Player 2: the name is empty'],
		['a long name', [FOUR[0]!, FOUR[1]!, { name: 'x'.repeat(25), colour: 'brown' }], 'invalid-value', 'Player 3: the name'],
		['the same name twice', [FOUR[0]!, FOUR[1]!, { name: 'nikki', colour: 'brown' }], 'duplicate', 'Player 3: the name "nikki" is already taken'],
		['the same name with a decomposed é', [FOUR[0]!, { name: 'Ren\u00e9', colour: 'black' }, { name: 'RENE\u0301', colour: 'brown' }], 'duplicate', 'is already taken'],
		['the same colour twice', [FOUR[0]!, FOUR[1]!, { name: 'Frank', colour: 'orange' }], 'duplicate', 'Player 3 (Frank): the colour orange is already taken'],
		['an unknown colour', [FOUR[0]!, FOUR[1]!, { name: 'Frank', colour: 'green' as Colour }], 'invalid-value', 'Player 3 (Frank): colour must be one of'],
		['the same id twice', FOUR.map((p) => ({ ...p, id: 'x' })), 'duplicate', 'Player 2 (Ani): the id "x" is already taken'],
		['a given id clashing with a default one', [{ ...FOUR[0]!, id: 'p2' }, ...FOUR.slice(1)], 'duplicate', 'Player 2 (Ani): the id "p2"']
	];

	it.each(bad)('rejects %s', (_, players, code, message) => {
		const r = createSetup({ players, seed: 'ABC123', profile: COMPLETE });
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe(code);
		expect(r.reason).toContain(message);
	});

	it.each(['ABC12', 'ABCU23', ''])('rejects the seed %j', (seed) => {
		const r = createSetup({ players: FOUR, seed, profile: COMPLETE });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason).toMatch(/^seed: /);
	});

	it('rejects an invalid profile, naming the field', () => {
		const r = createSetup({ players: FOUR, seed: 'ABC123', profile: { ...COMPLETE, roundTrack: [1, 3, 1, 1, 1, 1] } });
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.reason).toContain('profile: roundTrack[1]');
	});
});

describe('createSetup: determinism', () => {
	it('same seed, players and profile give the identical setup', () => {
		expect(setup()).toEqual(setup());
		expect(setup(FOUR, 'abc 123')).toEqual(setup(FOUR, 'ABC123'));
		expect(setup(THREE, 'ZZ99KK', RULES_ONLY)).toEqual(setup(THREE, 'ZZ99KK', RULES_ONLY));
	});

	it('different seeds give different setups', () => {
		const seeds = ['ABC123', 'ABC124', '000000', 'ZZZZZZ', 'K7P2M9', 'H4X0R5', 'QWERTY', '123456'];
		const draws = seeds.map((seed) => {
			const { seed: _seed, ...rest } = setup(FOUR, seed);
			return canonical(rest);
		});
		expect(new Set(draws).size).toBe(seeds.length);
	});

	it('the rng state after setup depends on the seed', () => {
		expect(setup(FOUR, 'ABC123').rngState).not.toEqual(setup(FOUR, 'ABC124').rngState);
		expect(setup(FOUR, 'ABC123').rngState).toHaveLength(4);
	});
});

describe('createSetup: draws with a complete profile', () => {
	it('4 players: every scoring tile is drawn once, 2 public and 2 private each', () => {
		const s = setup();
		const shown = shownTiles(s);
		expect(shown).toHaveLength(10);
		expect(shown.every((d) => d.drawn === 'app')).toBe(true);
		expect(bag(shown.map((d) => d.tile))).toEqual(bag(COMPLETE.scoringTiles));
		expect(s.removed).toEqual({ worker: 0, soldier: 0, engineer: 0, leader: 0 });
	});

	it('3 players: the two leftover tiles stay unseen and 5 workers + 1 leader go back', () => {
		const s = setup(THREE);
		const shown = shownTiles(s);
		expect(shown).toHaveLength(8);
		expect(Object.keys(s.privateTiles)).toHaveLength(3);
		const seen = bag(shown.map((d) => d.tile));
		// the fixture's tiles are all different, so the leftovers are the ones not seen
		const leftovers = bag(COMPLETE.scoringTiles).filter((t) => !seen.includes(t));
		expect(leftovers).toHaveLength(2);
		for (const t of leftovers) expect(canonical(s)).not.toContain(t);
		expect(s.removed).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
	});

	it.each([
		[4, FOUR],
		[3, THREE]
	])('%d players: the bag holds 65 survivors; each player starts with 5 workers and a leader', (_, players) => {
		const s = setup(players);
		expect(s.bag).toEqual({ worker: 25, marauder: 20, soldier: 10, engineer: 10 });
		expect(Object.values(s.bag).reduce((a, b) => a + b, 0)).toBe(65);
		expect(s.startingPieces).toEqual({ worker: 5, soldier: 0, engineer: 0, leader: 1 });
	});

	it('auction tiles: 3 under the areas, 4 in the stack, all 7 once', () => {
		const s = setup();
		expect(s.auctionTiles.every((d) => d.drawn === 'app')).toBe(true);
		expect(s.auctionStack).toHaveLength(4);
		const all: (AuctionTile | null)[] = [...s.auctionTiles.map((d) => d.tile), ...s.auctionStack];
		expect(bag(all)).toEqual(bag(COMPLETE.auctionTiles));
	});

	it('the draws vary with the seed', () => {
		const firstPublic = new Set<string>();
		const firstAuction = new Set<string>();
		for (let i = 0; i < 60; i++) {
			const s = setup(FOUR, seedCodeFromEntropy(i * 7919));
			firstPublic.add(canonical(s.publicTiles[0].tile));
			firstAuction.add(canonical(s.auctionTiles[0].tile));
		}
		expect(firstPublic.size).toBe(10);
		expect(firstAuction.size).toBeGreaterThanOrEqual(6); // the fixture holds 6 distinct pairs
	});
});

describe('createSetup: physical draws when the profile does not know the tiles', () => {
	it('leaves every tile to the table', () => {
		for (const players of [FOUR, THREE]) {
			const s = setup(players, 'ABC123', RULES_ONLY);
			const shown = shownTiles(s);
			expect(shown).toHaveLength(2 + 2 * players.length);
			expect(shown.every((d) => d.drawn === 'physical' && d.tile === null)).toBe(true);
			expect(s.auctionTiles).toEqual([
				{ drawn: 'physical', tile: null },
				{ drawn: 'physical', tile: null },
				{ drawn: 'physical', tile: null }
			]);
			expect(s.auctionStack).toEqual([]);
		}
	});

	it('draws the auction tiles alone when only they are known', () => {
		const s = setup(FOUR, 'ABC123', { ...RULES_ONLY, auctionTiles: COMPLETE.auctionTiles });
		expect(s.auctionTiles.every((d) => d.drawn === 'app')).toBe(true);
		expect(s.publicTiles.every((d) => d.drawn === 'physical')).toBe(true);
	});
});

describe('createSetup: VP stack', () => {
	it('is a random order of all players; the top one varies with the seed', () => {
		const tops = new Set<string>();
		const orders = new Set<string>();
		for (let i = 0; i < 200; i++) {
			const s = setup(FOUR, seedCodeFromEntropy(i * 104729), RULES_ONLY);
			expect([...s.vpStack].sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
			tops.add(s.vpStack[s.vpStack.length - 1]!);
			orders.add(s.vpStack.join(','));
		}
		expect(tops).toEqual(new Set(['p1', 'p2', 'p3', 'p4']));
		expect(orders.size).toBe(24);
	});

	it('holds 3 markers with 3 players', () => {
		expect([...setup(THREE).vpStack].sort()).toEqual(['p1', 'p2', 'p3']);
	});
});

describe('setupAgain', () => {
	it('keeps the players and colours in their seats and draws anew from the new seed', () => {
		const old = setup(FOUR, 'ABC123');
		const again = ok(setupAgain(old, 'NEW123', COMPLETE));
		expect(again.seed).toBe('NEW123');
		expect(again.players.map((p) => [p.name, p.colour])).toEqual(FOUR.map((p) => [p.name, p.colour]));
		expect(again).toEqual(setup(FOUR, 'NEW123'));
	});
});
