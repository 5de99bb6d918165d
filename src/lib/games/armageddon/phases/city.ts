/** Phase 3, City (§4): from the start player clockwise, each player's actions with their City bid. */
import type { CityActionKind, GameEvent, GameState, PlayerId, PlayerState, Site, SurvivorCounts, SurvivorKind } from '../types';
import type { Result } from '../rejections';
import { bagContents } from './bag';
import { asPrinted, checkCardAction } from './card-actions';
import { CITY_ACTION_TRIALS, mayActInCity, performCityAction, survivorsUsed } from './city-actions';
import { addNeeds, cityBidCovers, citySupplies, needsOf, SURVIVOR_NEEDS } from './city-survivors';
import { hasVisibleSpecial } from '../housing';
import { CITY_ACTION_KINDS, SURVIVOR_KINDS } from '../types';
import { checkCount, checkOneOf, checkPhase, checkTurn, Draft, findPlayer, ok, reject } from './common';
import type { Outcome } from './common';

type CityActionEvent = Extract<GameEvent, { type: 'city-action' }>;
type CityDoneEvent = Extract<GameEvent, { type: 'city-done' }>;
type CityColoursEvent = Extract<GameEvent, { type: 'city-colours' }>;


/** 'city-action': one action by the player whose City turn it is, paid from their City bid. */
export function cityAction(state: GameState, event: CityActionEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['city'], 'A City action', 'city-action');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.cityOrder[0], 'A City action', 'city-action');
	if (turn) return turn;
	if (typeof event.action !== 'object' || event.action === null) return reject('invalid-value', 'city-action.action is missing', { kind: 'malformed', what: 'city-action' });
	const badKind = checkOneOf(event.action.kind, CITY_ACTION_KINDS, 'City action', 'city-action');
	if (badKind) return badKind;
	const used = survivorsUsed(event.action);
	if (!used.ok) return used;
	const p = found.value;
	if (used.value > p.cityLeft) {
		const detail = { kind: 'city-survivors-short', player: p.id, action: event.action.kind, have: p.cityLeft, need: used.value } as const;
		return reject('not-enough', `${p.name} has ${p.cityLeft} City survivors left; ${event.action.kind} needs ${used.value}`, detail, {
			player: p.id,
			available: p.cityLeft,
			value: used.value
		});
	}
	if ('needs' in event.action && event.action.needs !== undefined) {
		const badNeed = checkOneOf(event.action.needs, SURVIVOR_NEEDS, 'survivor needed', 'survivor-needed');
		if (badNeed) return badNeed;
	}
	const card = checkCardAction(p, event.action);
	if (!card.ok) return card;
	if (!cityBidCovers(p, event.action)) {
		// Rulebook p. 7 and 11: only the survivors bid in City act there, each in the colour the action asks for.
		const detail = { kind: 'city-bid-colours', player: p.id, action: event.action.kind } as const;
		return reject('not-enough', `${p.name}'s City bid has no survivors of the colours ${event.action.kind} needs left`, detail, {
			player: p.id,
			action: event.action.kind
		});
	}
	const cardUses = card.value === null ? p.cardUses : { ...p.cardUses, [card.value]: (p.cardUses[card.value] ?? 0) + 1 };
	const draft = new Draft(state);
	const cityNeeds = p.cityBid === null ? p.cityNeeds : addNeeds(p.cityNeeds, needsOf(event.action));
	const paid = draft.put({ ...p, cityLeft: p.cityLeft - used.value, cityNeeds, cardUses });
	const bad = performCityAction(draft, paid, event.action, bagContents(state));
	return bad ?? ok(draft.finish(state));
}

/** Whether `player` can take an action of `kind` now: the engine accepts its least form (see CITY_ACTION_TRIALS). */
export function cityActionPossible(state: GameState, player: PlayerId, kind: CityActionKind): boolean {
	return CITY_ACTION_TRIALS[kind].some((action) => cityAction(state, { type: 'city-action', player, action }).ok);
}

/** Whether the action printed at `index` on `player`'s card on `site` can be taken now, as printed (its least form). */
export function cardActionPossible(state: GameState, player: PlayerId, site: Site, index: number): boolean {
	const printed = state.players.find((p) => p.id === player)?.sites[site]?.actions?.[index];
	if (!printed) return false;
	return CITY_ACTION_TRIALS[printed.kind].some((trial) => cityAction(state, { type: 'city-action', player, action: asPrinted(trial, printed, site) }).ok);
}

/** 'city-done': the player has finished; the next player acts, or completion follows. */
export function cityDone(state: GameState, event: CityDoneEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['city'], 'Finishing City actions', 'city-done');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.cityOrder[0], 'Finishing City actions', 'city-done');
	if (turn) return turn;
	const rest = state.cityOrder.slice(1);
	if (rest.length > 0) return ok({ state: { ...state, cityOrder: rest }, instructions: [] });
	return ok({
		state: { ...state, cityOrder: [], phase: 'completion' },
		instructions: [{ kind: 'phase', round: state.round, phase: 'completion' }]
	});
}

/**
 * The most of each colour a City bid can hold (what could have been bid, §4): survivors gained this round do
 * not count, and a leader that was away during the bidding (still away, or back this round) not at all.
 */
export function cityColourLimits(p: PlayerState): SurvivorCounts {
	const leaderAway = p.leaderAwayAt !== null || p.leaderBackThisRound;
	return {
		worker: mayActInCity(p, 'worker'),
		soldier: mayActInCity(p, 'soldier'),
		engineer: mayActInCity(p, 'engineer'),
		leader: leaderAway ? 0 : mayActInCity(p, 'leader')
	};
}

/**
 * 'city-colours': the table sets the colours of a City bid right during its owner's City turn. Same number of
 * survivors; each colour within what the player owns and may act with (not gained this round, an away leader
 * not at all); the City actions already taken must still fit.
 */
export function cityColours(state: GameState, event: CityColoursEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['city'], 'Setting the City colours', 'city-colours');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.cityOrder[0], 'Setting the City colours', 'city-colours');
	if (turn) return turn;
	const p = found.value;
	if (p.cityBid === null) return reject('not-allowed', `${p.name}'s City bid was entered without colours`, { kind: 'city-bid-uncoloured', player: p.id }, { player: p.id });
	if (typeof event.mix !== 'object' || event.mix === null) return reject('invalid-value', 'city-colours.mix is missing', { kind: 'malformed', what: 'city-colours' });
	let sum = 0;
	const limits = cityColourLimits(p);
	for (const kind of SURVIVOR_KINDS) {
		const bad = checkCount(event.mix[kind], `${p.name}'s ${kind}s in City`, { of: 'city-colour', player: p.id, survivor: kind });
		if (bad) return bad;
		const may = limits[kind];
		if (event.mix[kind] > may) {
			const detail = { kind: 'city-colour-short', player: p.id, survivor: kind, may } as const;
			return reject('not-enough', `${p.name} has ${may} ${kind}s that may act in City`, detail, { player: p.id, kind, available: may, value: event.mix[kind] });
		}
		sum += event.mix[kind];
	}
	const bid = SURVIVOR_KINDS.reduce((n, k) => n + (p.cityBid?.[k] ?? 0), 0);
	if (sum !== bid) {
		const detail = { kind: 'city-bid-sum', player: p.id, bid, sum } as const;
		return reject('invalid-value', `${p.name}'s City bid holds ${bid} survivors, not ${sum}`, detail, { player: p.id, value: sum, expected: bid });
	}
	const leader = p.leaderAwayAt === null && !p.leaderBackThisRound;
	if (!citySupplies(event.mix, p.cityNeeds, leader, hasVisibleSpecial(p, 'training-center'))) {
		return reject('not-allowed', `${p.name}'s City actions so far need other colours`, { kind: 'city-colours-used', player: p.id }, { player: p.id });
	}
	const mix = { ...event.mix };
	const draft = new Draft(state);
	draft.put({ ...p, cityBid: mix });
	const city = state.bids.city.map((b) => (b.player === p.id ? { ...b, mix } : b));
	return ok(draft.finish(state, { bids: { ...state.bids, city } }));
}
