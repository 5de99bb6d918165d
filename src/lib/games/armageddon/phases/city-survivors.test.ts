import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import type { Building, CityAction, GameEvent, GameState, PlayerId, SurvivorCounts } from '../types';
import { citySupplies, likelyCityMix, NO_NEEDS } from './city-survivors';
import { cityColourLimits } from './city';
import { ANI, newGame, NIKKI, play, player } from '../testing/game-builders';

const mix = (worker: number, soldier: number, engineer: number, leader = 0): SurvivorCounts => ({ worker, soldier, engineer, leader });
const act = (p: PlayerId, action: CityAction): GameEvent => ({ type: 'city-action', player: p, action });
const code = (r: ReturnType<typeof apply>) => (r.ok ? 'accepted' : r.code);
const center: Building = { type: 'science', housing: 1, starVp: 0, special: 'training-center' };

/** Construction's last pick (Nikki's) with the City bids given: the next event starts City with them. */
function beforeCity(city: { player: PlayerId; survivors: number; mix?: SurvivorCounts }[], nikki: Partial<GameState['players'][number]> = {}): GameState {
	const s = newGame();
	return {
		...s,
		round: 2,
		phase: 'construction',
		startPlayer: NIKKI,
		pickOrder: [NIKKI],
		bids: { exploration: [], construction: [], city },
		players: s.players.map((p) => (p.id === NIKKI ? { ...p, ...nikki } : p))
	};
}

const skip: GameEvent = { type: 'construct', player: NIKKI, tile: 'two-houses', build: null };

describe('citySupplies: the City bid by colour against what the actions need', () => {
	it('each colour meets only its own need; engineer-or-soldier takes either; any takes the rest', () => {
		expect(citySupplies(mix(2, 0, 0), { ...NO_NEEDS, worker: 2 }, false, false)).toBe(true);
		expect(citySupplies(mix(2, 0, 0), { ...NO_NEEDS, soldier: 1 }, false, false)).toBe(false);
		expect(citySupplies(mix(0, 1, 1), { ...NO_NEEDS, 'engineer-or-soldier': 2 }, false, false)).toBe(true);
		expect(citySupplies(mix(1, 1, 1), { ...NO_NEEDS, engineer: 1, 'engineer-or-soldier': 1, any: 1 }, false, false)).toBe(true);
		expect(citySupplies(mix(1, 1, 1), { ...NO_NEEDS, engineer: 1, 'engineer-or-soldier': 1, any: 2 }, false, false)).toBe(false);
	});

	it('the leader stands in once, for any colour, only when it may act', () => {
		expect(citySupplies(mix(0, 0, 1, 1), { ...NO_NEEDS, engineer: 2 }, true, false)).toBe(true);
		expect(citySupplies(mix(0, 0, 1, 1), { ...NO_NEEDS, engineer: 2 }, false, false)).toBe(false);
		expect(citySupplies(mix(0, 0, 0, 1), { ...NO_NEEDS, soldier: 1, engineer: 1 }, true, false)).toBe(false);
	});

	it('with a Training Center workers also count as engineers and soldiers (§7)', () => {
		expect(citySupplies(mix(3, 0, 0), { ...NO_NEEDS, engineer: 1, soldier: 1, worker: 1 }, false, true)).toBe(true);
		expect(citySupplies(mix(2, 0, 0), { ...NO_NEEDS, engineer: 1, soldier: 1, worker: 1 }, false, true)).toBe(false);
	});

	it('the most likely City mix takes engineers, soldiers, workers, then the leader', () => {
		expect(likelyCityMix(mix(5, 1, 2, 1), 4)).toEqual(mix(1, 1, 2, 0));
		expect(likelyCityMix(mix(0, 0, 0, 1), 1)).toEqual(mix(0, 0, 0, 1));
	});
});

describe('bids by colour', () => {
	const started = () => play(newGame(), { type: 'start-round' });

	it('a City bid keeps its colours; they must add up to the bid and stay within what the player owns', () => {
		const s = play(started(), { type: 'bid', area: 'city', player: NIKKI, survivors: 2, mix: mix(1, 0, 0, 1) });
		expect(s.bids.city[0]).toEqual({ player: NIKKI, survivors: 2, mix: mix(1, 0, 0, 1) });
		expect(code(apply(started(), { type: 'bid', area: 'city', player: NIKKI, survivors: 2, mix: mix(1, 0, 0, 0) }))).toBe('invalid-value');
		// Nikki owns 5 workers, no engineer.
		expect(code(apply(started(), { type: 'bid', area: 'city', player: NIKKI, survivors: 1, mix: mix(0, 0, 1, 0) }))).toBe('not-enough');
	});

	it('bids by colour in two areas share the colours owned (one leader)', () => {
		const s = play(started(), { type: 'bid', area: 'exploration', player: NIKKI, survivors: 1, mix: mix(0, 0, 0, 1) });
		expect(code(apply(s, { type: 'bid', area: 'city', player: NIKKI, survivors: 1, mix: mix(0, 0, 0, 1) }))).toBe('not-enough');
	});
});

describe('City acts only with the survivors bid in City (rulebook p. 7, 11)', () => {
	const nikki = { survivors: mix(3, 1, 1, 1), damage: 5 };

	it('City starts with each bid by colour; a bid without colours (older games) keeps the old count check', () => {
		const s = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 1, 0) }, { player: ANI, survivors: 1 }], nikki), skip);
		expect(player(s, NIKKI)).toMatchObject({ cityLeft: 2, cityBid: mix(1, 1, 0) });
		expect(player(s, ANI)).toMatchObject({ cityLeft: 1, cityBid: null });
	});

	it('p. 7: an engineer bid in Exploration cannot repair; one bid in City can', () => {
		const workers = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 1, 0) }], nikki), skip);
		expect(code(apply(workers, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })))).toBe('not-enough');
		const engineer = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 0, 1) }], nikki), skip);
		expect(player(play(engineer, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })), NIKKI).damage).toBe(4);
	});

	it('p. 11: an action that needs a soldier is refused with a worker and accepted with a soldier; each survivor acts once', () => {
		const fight = (survivors: number): CityAction => ({ kind: 'fight', marauders: 1, survivors, needs: 'soldier' });
		const withWorker = play(beforeCity([{ player: NIKKI, survivors: 1, mix: mix(1, 0, 0) }], { ...nikki, marauders: 2 }), skip);
		expect(code(apply(withWorker, act(NIKKI, fight(1))))).toBe('not-enough');
		const withSoldier = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 1, 0) }], { ...nikki, marauders: 2 }), skip);
		const once = play(withSoldier, act(NIKKI, fight(1)));
		expect(player(once, NIKKI).marauders).toBe(1);
		expect(code(apply(once, act(NIKKI, fight(1))))).toBe('not-enough');
		// The worker still builds nothing alone, but pays for an action of any colour.
		expect(code(apply(once, act(NIKKI, { kind: 'gain-vp', vp: 1, survivors: 1 })))).toBe('accepted');
	});

	it('the extension takes any two; the leader in the City bid stands in for a missing colour', () => {
		const s = play(beforeCity([{ player: NIKKI, survivors: 3, mix: mix(1, 0, 1, 1) }], nikki), skip);
		const built = play(s, act(NIKKI, { kind: 'extension' }));
		// Extension took two of the three; one engineer repair still fits (leader or engineer left).
		expect(code(apply(built, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })))).toBe('accepted');
		const away = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(0, 0, 1, 1) }], { ...nikki }), skip);
		expect(code(apply(away, act(NIKKI, { kind: 'repair', engineers: 2, workerPairs: 0 })))).toBe('accepted');
	});

	it('with a Training Center a worker bid in City repairs like an engineer', () => {
		const s = play(beforeCity([{ player: NIKKI, survivors: 1, mix: mix(1, 0, 0) }], { ...nikki, sites: { 3: center } }), skip);
		expect(code(apply(s, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })))).toBe('accepted');
	});
});

describe('Exchange tile (p. 10: "legt ihn an die Stelle, von der er seinen Arbeiter weggenommen hat")', () => {
	const exchange = (fromCity: boolean): GameEvent => ({
		type: 'construct',
		player: NIKKI,
		tile: 'exchange',
		tileChoice: 'engineer',
		build: null,
		...(fromCity ? { exchangeFromCity: true } : {})
	});
	const bid = [{ player: NIKKI, survivors: 2, mix: mix(2, 0, 0) }];
	const damaged = { survivors: mix(5, 0, 0, 0), damage: 5 };

	it('a worker taken from the City bid: the engineer takes its place there and repairs in City', () => {
		const s = play(beforeCity(bid, damaged), exchange(true));
		expect(player(s, NIKKI)).toMatchObject({ cityBid: mix(1, 0, 1), gainedThisRound: mix(0, 0, 0) });
		expect(player(play(s, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })), NIKKI).damage).toBe(4);
	});

	it('a worker taken from behind the screen: the engineer stands behind the screen and may not act this round', () => {
		const s = play(beforeCity(bid, damaged), exchange(false));
		expect(player(s, NIKKI).cityBid).toEqual(mix(2, 0, 0));
		expect(code(apply(s, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })))).toBe('not-enough');
	});

	it('refused when the City bid holds no worker', () => {
		expect(code(apply(beforeCity([{ player: NIKKI, survivors: 0, mix: mix(0, 0, 0) }], damaged), exchange(true)))).toBe('not-enough');
		expect(code(apply(beforeCity([{ player: NIKKI, survivors: 1 }], damaged), exchange(true)))).toBe('not-enough');
	});

	it('the building action "Exchange" puts the newcomer behind the screen: it does not join the City bid (p. 11)', () => {
		const s = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(2, 0, 0) }], damaged), skip);
		const swapped = play(s, act(NIKKI, { kind: 'exchange', to: 'engineer', survivors: 2, needs: 'worker' }));
		expect(player(swapped, NIKKI)).toMatchObject({ cityLeft: 0, cityBid: mix(2, 0, 0), survivors: mix(4, 0, 1, 0) });
	});
});


describe('city-colours: the table sets a City bid’s colours right during its owner’s turn', () => {
	const nikki = { survivors: mix(3, 1, 1, 1), damage: 5 };
	const started = () => play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 1, 0) }], nikki), skip);
	const colours = (m: SurvivorCounts): GameEvent => ({ type: 'city-colours', player: NIKKI, mix: m });

	it('a repair refused with the likely mix is taken once the engineer is entered; the bid keeps the colours', () => {
		expect(code(apply(started(), act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })))).toBe('not-enough');
		const fixed = play(started(), colours(mix(1, 0, 1)));
		expect(player(fixed, NIKKI).cityBid).toEqual(mix(1, 0, 1));
		expect(fixed.bids.city[0]?.mix).toEqual(mix(1, 0, 1));
		expect(player(play(fixed, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 })), NIKKI).damage).toBe(4);
	});

	it('refuses another number of survivors, colours the player does not own, and colours the actions so far cannot use', () => {
		expect(code(apply(started(), colours(mix(1, 0, 2))))).toBe('not-enough');
		expect(code(apply(started(), colours(mix(0, 0, 1))))).toBe('invalid-value');
		const withMarauder = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 1, 0) }], { ...nikki, marauders: 1 }), skip);
		const fought = play(withMarauder, act(NIKKI, { kind: 'fight', marauders: 1, survivors: 1, needs: 'soldier' }));
		expect(code(apply(fought, colours(mix(1, 0, 1))))).toBe('not-allowed');
		expect(code(apply(started(), { type: 'city-colours', player: ANI, mix: mix(0, 0, 0) }))).toBe('out-of-turn');
	});

	it('offers and takes only what could have been bid: a leader away during the bidding stays out, even once a repair brings it back', () => {
		const away = { survivors: mix(1, 0, 1, 1), damage: 7, leaderAwayAt: 7 };
		const s = play(beforeCity([{ player: NIKKI, survivors: 2, mix: mix(1, 0, 1) }], away), skip);
		const back = play(s, act(NIKKI, { kind: 'repair', engineers: 1, workerPairs: 0 }));
		expect(player(back, NIKKI)).toMatchObject({ leaderAwayAt: null, leaderBackThisRound: true });
		expect(cityColourLimits(player(back, NIKKI))).toEqual(mix(1, 0, 1, 0));
		const r = apply(back, colours(mix(1, 0, 0, 1)));
		expect(r.ok ? 'accepted' : r.detail).toEqual({ kind: 'city-colour-short', player: NIKKI, survivor: 'leader', may: 0 });
		expect(cityColourLimits(player(started(), NIKKI))).toEqual(mix(3, 1, 1, 1));
	});
});
