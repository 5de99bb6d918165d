import { describe, expect, it } from 'vitest';
import { apply } from '../game';
import type { Building, CityAction, GameEvent, GameState, PlayerId, PlayerState } from '../types';
import { cardActionPossible } from './city';
import { oneTapCardAction, unprintedActionsOpen } from './card-actions';
import { leaderStandsIn } from './city-survivors';
import { ANI, newGame, NIKKI, FRANK, play, player, TRAVIS, withPlayer } from '../testing/game-builders';

/** City phase of round 2 with `who` to act first and `left` City survivors. */
function city(who: PlayerId, patch: Partial<PlayerState> = {}, left = 4): GameState {
	const s = play(newGame(), { type: 'start-round' });
	const order = [who, ...[NIKKI, ANI, FRANK, TRAVIS].filter((p) => p !== who)];
	return withPlayer({ ...s, round: 2, phase: 'city', cityOrder: order }, who, { cityLeft: left, ...patch });
}

const act = (p: PlayerId, action: CityAction): GameEvent => ({ type: 'city-action', player: p, action });
const refusal = (r: ReturnType<typeof apply>) => (r.ok ? 'accepted' : r.detail);
/** A Barracks as entered with the card: once a round, a soldier fights off 2 marauders. */
const BARRACKS: Building = { type: 'military', housing: 1, starVp: 0, name: 'Barracks', actions: [{ kind: 'fight', uses: 1, needs: 'soldier', amount: 2 }] };
const soldiers = { survivors: { worker: 3, soldier: 2, engineer: 0, leader: 1 }, marauders: 5, sites: { 4: BARRACKS } };
const fightFromBarracks = (extra: Partial<Extract<CityAction, { kind: 'fight' }>> = {}): CityAction => ({ kind: 'fight', marauders: 2, survivors: 1, needs: 'soldier', site: 4, ...extra });

describe('a City action taken from a building is checked against the game’s copy of its card (§7)', () => {
	it('counts the uses per round and per building: "1× fight off 2" is taken once, then refused', () => {
		const once = play(city(NIKKI, soldiers), act(NIKKI, fightFromBarracks()));
		expect(player(once, NIKKI)).toMatchObject({ marauders: 3, cardUses: { '4:0': 1 } });
		expect(refusal(apply(once, act(NIKKI, fightFromBarracks())))).toEqual({ kind: 'card-action-used', player: NIKKI, site: 4, action: 'fight', uses: 1 });
		expect(cardActionPossible(once, NIKKI, 4, 0)).toBe(false);
		// A second Barracks is a card of its own; the next round counts afresh.
		const two = play(city(NIKKI, { ...soldiers, sites: { 4: BARRACKS, 5: BARRACKS } }), act(NIKKI, fightFromBarracks()));
		expect(apply(two, act(NIKKI, fightFromBarracks({ site: 5 }))).ok).toBe(true);
		const next = play({ ...once, phase: 'not-started', players: once.players.map((p) => ({ ...p, cityLeft: 0 })) }, { type: 'start-round' });
		expect(player(next, NIKKI).cardUses).toEqual({});
	});

	it('takes the survivor the card asks for, not another: switching the soldier to a worker is refused', () => {
		const s = city(NIKKI, { ...soldiers, cityBid: { worker: 4, soldier: 0, engineer: 0, leader: 0 } });
		expect(refusal(apply(s, act(NIKKI, fightFromBarracks({ needs: 'worker' }))))).toEqual({ kind: 'card-action-differs', player: NIKKI, site: 4, action: 'fight', what: 'needs' });
		expect(refusal(apply(s, act(NIKKI, { kind: 'fight', marauders: 2, survivors: 1, site: 4 })))).toMatchObject({ kind: 'card-action-differs', what: 'needs' });
		expect(cardActionPossible(s, NIKKI, 4, 0)).toBe(false);
		expect(cardActionPossible(city(NIKKI, soldiers), NIKKI, 4, 0)).toBe(true);
	});

	it('takes the printed number: up to N marauders, exactly the VP printed, the type and "without VP" as printed', () => {
		const s = city(NIKKI, soldiers);
		expect(refusal(apply(s, act(NIKKI, fightFromBarracks({ marauders: 3 }))))).toMatchObject({ kind: 'card-action-differs', what: 'amount' });
		expect(apply(s, act(NIKKI, fightFromBarracks({ marauders: 1 }))).ok).toBe(true);
		expect(refusal(apply(s, act(NIKKI, fightFromBarracks({ noVp: true }))))).toMatchObject({ kind: 'card-action-differs', what: 'no-vp' });
		const hall: Building = { type: 'civil', housing: 1, starVp: 0, actions: [{ kind: 'gain-vp', uses: 2, needs: 'any', amount: 3 }, { kind: 'vp-per-building', uses: 1, needs: 'any', type: 'military' }] };
		const h = city(NIKKI, { sites: { 3: hall } });
		expect(refusal(apply(h, act(NIKKI, { kind: 'gain-vp', vp: 5, survivors: 1, site: 3 })))).toMatchObject({ kind: 'card-action-differs', what: 'amount' });
		expect(refusal(apply(h, act(NIKKI, { kind: 'vp-per-building', type: 'civil', survivors: 1, site: 3 })))).toMatchObject({ kind: 'card-action-differs', what: 'type' });
		const twice = play(h, act(NIKKI, { kind: 'gain-vp', vp: 3, survivors: 1, site: 3 }), act(NIKKI, { kind: 'gain-vp', vp: 3, survivors: 1, site: 3 }));
		expect(refusal(apply(twice, act(NIKKI, { kind: 'gain-vp', vp: 3, survivors: 1, site: 3 })))).toMatchObject({ kind: 'card-action-used', uses: 2 });
		expect(player(twice, NIKKI).cardUses).toEqual({ '3:0': 2 });
	});

	it('refuses an action the card on that site does not print, or a site without a card', () => {
		const s = city(NIKKI, soldiers);
		expect(refusal(apply(s, act(NIKKI, { kind: 'gain-vp', vp: 2, survivors: 1, site: 4 })))).toEqual({ kind: 'card-action-missing', player: NIKKI, site: 4, action: 'gain-vp' });
		expect(refusal(apply(s, act(NIKKI, fightFromBarracks({ site: 6 }))))).toEqual({ kind: 'card-action-missing', player: NIKKI, site: 6, action: 'fight' });
		expect(refusal(apply(s, act(NIKKI, fightFromBarracks({ site: 9 as never }))))).toMatchObject({ kind: 'bad-choice', field: 'site' });
	});

	it('asks for the card once every building of the player has its actions entered (the screens’ kind list)', () => {
		const plain: Building = { type: 'civil', housing: 2, starVp: 0 };
		const p = (patch: Partial<PlayerState>) => player(city(NIKKI, patch), NIKKI);
		expect(unprintedActionsOpen(p({ sites: {} }))).toBe(true);
		expect(unprintedActionsOpen(p({ sites: { 4: BARRACKS } }))).toBe(false);
		expect(unprintedActionsOpen(p({ sites: { 4: BARRACKS, 5: plain } }))).toBe(true);
		expect(unprintedActionsOpen(p({ sites: { 4: BARRACKS }, extensionBuilt: true }))).toBe(true);
		expect(unprintedActionsOpen(p({ sites: { 4: BARRACKS, 8: BARRACKS }, extensionBuilt: true }))).toBe(false);
		// No building at all: open only while the box's cards carry no actions (a game whose cards are not entered).
		const catalogue = [{ name: 'Barracks', level: 1 as const, ...BARRACKS }];
		expect(unprintedActionsOpen(p({ sites: {} }), catalogue)).toBe(false);
		expect(unprintedActionsOpen(p({ sites: {} }), [{ name: 'Hall', level: 1, type: 'civil', housing: 2, starVp: 0 }])).toBe(true);
		expect(unprintedActionsOpen(p({ sites: { 4: BARRACKS, 5: plain } }), catalogue)).toBe(true);
	});

	it('takes a printed action in one tap where the card leaves nothing to choose, as printed; else the player chooses', () => {
		const hall: Building = {
			type: 'civil',
			housing: 1,
			starVp: 0,
			actions: [
				{ kind: 'gain-vp', uses: 2, needs: 'engineer', amount: 3 },
				{ kind: 'vp-per-building', uses: 1, needs: 'any', type: 'military' },
				{ kind: 'draw-equipment', uses: 1, needs: 'any' },
				{ kind: 'gain-vp', uses: 1, needs: 'any' }
			]
		};
		const s = city(NIKKI, { ...soldiers, marauders: 1, sites: { 3: hall, 4: BARRACKS } });
		const nikki = player(s, NIKKI);
		// Two printed, one waiting: the one that waits is fought off.
		expect(oneTapCardAction(nikki, 4, 0)).toEqual({ kind: 'fight', marauders: 1, survivors: 1, needs: 'soldier', site: 4 });
		expect(oneTapCardAction(nikki, 3, 0)).toEqual({ kind: 'gain-vp', vp: 3, survivors: 1, needs: 'engineer', site: 3 });
		expect(oneTapCardAction(nikki, 3, 1)).toEqual({ kind: 'vp-per-building', type: 'military', survivors: 1, site: 3 });
		expect(oneTapCardAction(nikki, 3, 2)).toBeNull();
		expect(oneTapCardAction(nikki, 3, 3)).toBeNull();
		expect(oneTapCardAction(nikki, 5, 0)).toBeNull();
		const fight = oneTapCardAction(nikki, 4, 0);
		expect(fight && apply(s, act(NIKKI, fight)).ok).toBe(true);
	});

	it('says when only the leader can act for a card (it stands in for the colour the card asks for)', () => {
		const hall: Building = { type: 'civil', housing: 1, starVp: 0, actions: [{ kind: 'gain-vp', uses: 2, needs: 'engineer', amount: 2 }] };
		const gain: CityAction = { kind: 'gain-vp', vp: 2, survivors: 1, needs: 'engineer', site: 3 };
		const withLeader = player(city(NIKKI, { sites: { 3: hall }, cityBid: { worker: 2, soldier: 0, engineer: 0, leader: 1 } }, 3), NIKKI);
		expect(leaderStandsIn(withLeader, gain)).toBe(true);
		const withEngineer = player(city(NIKKI, { sites: { 3: hall }, cityBid: { worker: 2, soldier: 0, engineer: 1, leader: 1 } }, 4), NIKKI);
		expect(leaderStandsIn(withEngineer, gain)).toBe(false);
		const noLeader = player(city(NIKKI, { sites: { 3: hall }, cityBid: { worker: 3, soldier: 0, engineer: 0, leader: 0 } }, 3), NIKKI);
		expect(leaderStandsIn(noLeader, gain)).toBe(false);
	});

	it('leaves free a card whose actions were never entered, and an action that names no site (stored before sites were named)', () => {
		const plain: Building = { type: 'military', housing: 1, starVp: 0, name: 'Barracks' };
		const free = city(NIKKI, { ...soldiers, sites: { 4: plain } });
		const twice = play(free, act(NIKKI, { kind: 'fight', marauders: 3, survivors: 1, needs: 'worker', site: 4 }), act(NIKKI, { kind: 'fight', marauders: 1, survivors: 1, site: 4 }));
		expect(player(twice, NIKKI)).toMatchObject({ marauders: 1, cardUses: {} });
		const old = play(city(NIKKI, soldiers), act(NIKKI, { kind: 'fight', marauders: 1, survivors: 1 }), act(NIKKI, { kind: 'fight', marauders: 1, survivors: 1, needs: 'worker' }));
		expect(player(old, NIKKI)).toMatchObject({ marauders: 3, cardUses: {} });
	});

});
