/** Phase 3, Exploration and Construction (§4): picks in bid order. */
import { pickOrder } from '../auction';
import { applyBuildingTile } from '../effects';
import { EXTENSION_SITE } from '../housing';
import { addMarauders } from '../tracks';
import { BUILDING_TILE_EFFECTS, EQUIPMENT_KINDS } from '../types';
import type { GameEvent, GameState, Instruction, PlayerState } from '../types';
import type { Result } from '../rejections';
import { bagContents } from './bag';
import type { BagKind } from './bag';
import { checkCount, checkOneOf, checkPhase, checkTurn, Draft, findPlayer, fromStartPlayer, ok, reject } from './common';
import type { Outcome } from './common';
import { checkBuild } from './sites';
import { ROUND_ONE_MARAUDERS } from '../data/known';

type ExploreEvent = Extract<GameEvent, { type: 'explore' }>;
type ConstructEvent = Extract<GameEvent, { type: 'construct' }>;

const CARD_KINDS: readonly BagKind[] = ['worker', 'soldier', 'engineer', 'marauder'];

/** The most marauders one equipment card may hold in `round`: one in round 1 (§4 phase 1), else no cap but the bag (null). */
export function maraudersPerCard(round: number): number | null {
	return round === 1 ? ROUND_ONE_MARAUDERS.value : null;
}

/** The most of each piece that can stand on the card taken now: what the bag holds, and the round's cap on marauders. */
export function onCardLimits(state: GameState): Readonly<Record<BagKind, number>> {
	const bag = bagContents(state);
	const cap = maraudersPerCard(state.round);
	return { ...bag, marauder: cap === null ? bag.marauder : Math.min(cap, bag.marauder) };
}

/** 'explore': the player takes an equipment card with its survivors; marauders move the marker and go back. */
export function explore(state: GameState, event: ExploreEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['exploration'], 'Exploring', 'explore');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.pickOrder[0], 'Exploring', 'explore');
	if (turn) return turn;
	const badKind = checkOneOf(event.equipment, EQUIPMENT_KINDS, 'equipment kind', 'equipment');
	if (badKind) return badKind;
	if (typeof event.survivors !== 'object' || event.survivors === null) {
		return reject('invalid-value', 'explore.survivors must give worker, soldier, engineer and marauder counts', { kind: 'malformed', what: 'explore-survivors' });
	}
	const bag = bagContents(state);
	for (const kind of CARD_KINDS) {
		const n = event.survivors[kind];
		const bad = checkCount(n, `${kind}s on the card`, { of: 'on-card', piece: kind });
		if (bad) return bad;
		if (n > bag[kind]) {
			const detail = { kind: 'bag-short', piece: kind, have: bag[kind], want: n } as const;
			return reject('not-enough', `The bag holds only ${bag[kind]} ${kind}s, not ${n}`, detail, { kind, value: n, available: bag[kind] });
		}
	}
	const { worker, soldier, engineer, marauder } = event.survivors;
	const cap = maraudersPerCard(state.round);
	if (cap !== null && marauder > cap) {
		return reject('not-allowed', `In round ${state.round} a card holds at most ${cap} marauder, not ${marauder}`, { kind: 'round-one-marauders', marauders: marauder }, { value: marauder });
	}

	const p = found.value;
	const draft = new Draft(state);
	draft.put({
		...p,
		equipment: { ...p.equipment, [event.equipment]: p.equipment[event.equipment] + 1 },
		survivors: { ...p.survivors, worker: p.survivors.worker + worker, soldier: p.survivors.soldier + soldier, engineer: p.survivors.engineer + engineer },
		gainedThisRound: {
			...p.gainedThisRound,
			worker: p.gainedThisRound.worker + worker,
			soldier: p.gainedThisRound.soldier + soldier,
			engineer: p.gainedThisRound.engineer + engineer
		}
	});
	draft.note({ kind: 'equipment', player: p.id, equipment: event.equipment, delta: 1, because: 'exploration' });
	if (worker + soldier + engineer > 0) {
		const delta = Object.fromEntries(Object.entries({ worker, soldier, engineer }).filter(([, n]) => n > 0));
		draft.note({ kind: 'survivors', player: p.id, delta, because: 'exploration' });
	}
	draft.take(addMarauders(draft.player(p.id), marauder, 'overflow-vp', 'exploration', draft.arrivals));

	const rest = state.pickOrder.slice(1);
	if (rest.length > 0) return ok(draft.finish(state, { pickOrder: rest }));
	draft.note({ kind: 'phase', round: state.round, phase: 'construction' });
	return ok(draft.finish(state, { phase: 'construction', pickOrder: pickOrder(state.bids.construction) }));
}

/** 'construct': the building tile's effect at once, then the building built (or returned to the box). */
export function construct(state: GameState, event: ConstructEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['construction'], 'Constructing', 'construct');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.pickOrder[0], 'Constructing', 'construct');
	if (turn) return turn;
	const badTile = checkOneOf(event.tile, BUILDING_TILE_EFFECTS, 'building tile', 'building-tile');
	if (badTile) return badTile;
	if (!('build' in event) || event.build === undefined) {
		return reject('invalid-value', 'construct.build is missing: give the site and building, or null when the building goes back to the box', {
			kind: 'malformed',
			what: 'construct-build'
		});
	}
	const p = found.value;
	const draft = new Draft(state);

	const bag = bagContents(state);
	const cannotExchange: Pick<Extract<Instruction, { kind: 'nothing' }>, 'detail' | 'reason'> | null =
		bag.soldier + bag.engineer === 0
			? { detail: { kind: 'bag-no-soldier-engineer' }, reason: 'no soldier or engineer left in the bag' }
			: p.survivors.worker === 0
				? { detail: { kind: 'no-worker' }, reason: `${p.name} has no worker to exchange` }
				: null;
	if (event.tile === 'exchange' && cannotExchange && event.tileChoice === undefined) {
		draft.note({ kind: 'nothing', player: p.id, because: 'building-tile', ...cannotExchange });
	} else {
		const choice = event.tileChoice;
		if (event.tile === 'exchange' && (choice === 'soldier' || choice === 'engineer') && bag[choice] < 1) {
			return reject('not-enough', `No ${choice} is left in the bag to exchange for`, { kind: 'not-in-bag', piece: choice, purpose: 'exchange' }, { kind: choice });
		}
		const tile = applyBuildingTile(p, event.tile, choice, draft.arrivals);
		if (!tile.ok) return tile;
		draft.take(tile.value);
	}
	let base = state;
	if (event.exchangeFromCity === true) {
		const moved = exchangeInCityBid(state, p, event.tile, event.tileChoice);
		if (!moved.ok) return moved;
		base = moved.value;
		// The newcomer stands where the worker stood, in the City bid: it is not "gained this round" (p. 10) [D].
		draft.put({ ...draft.player(p.id), gainedThisRound: p.gainedThisRound });
	}

	if (event.build !== null) {
		const builder = draft.player(p.id);
		const bad = checkBuild(builder, event.build.site, event.build.building);
		if (bad) return bad;
		draft.put({ ...builder, sites: { ...builder.sites, [event.build.site]: event.build.building } });
		const replaced = builder.sites[event.build.site] ?? null;
		const overExtension = event.build.site === EXTENSION_SITE && builder.extensionBuilt && replaced === null;
		draft.note({ kind: 'build', player: p.id, site: event.build.site, building: event.build.building, replaced, ...(overExtension ? { overExtension: true as const } : {}) });
	}

	const rest = state.pickOrder.slice(1);
	if (rest.length > 0) return ok(draft.finish(base, { pickOrder: rest }));
	return ok(startCity(base, draft));
}

/**
 * Exchange tile with the worker taken from the City bid ("legt ihn an die Stelle, von der er seinen Arbeiter
 * weggenommen hat", p. 10): the soldier or engineer takes the worker's place in that bid by colour.
 */
function exchangeInCityBid(state: GameState, p: PlayerState, tile: string, choice: unknown): Result<GameState> {
	const bid = state.bids.city.find((b) => b.player === p.id);
	if (tile !== 'exchange' || (choice !== 'soldier' && choice !== 'engineer')) {
		return reject('invalid-value', 'exchangeFromCity goes only with the Exchange tile and a soldier or engineer', { kind: 'malformed', what: 'exchange-from-city' });
	}
	if (!bid?.mix || bid.mix.worker < 1) {
		return reject('not-enough', `${p.name}'s City bid holds no worker to exchange`, { kind: 'no-worker', player: p.id, from: 'city-bid' }, { player: p.id });
	}
	const mix = { ...bid.mix, worker: bid.mix.worker - 1, [choice]: bid.mix[choice] + 1 };
	const city = state.bids.city.map((b) => (b === bid ? { ...b, mix } : b));
	return ok({ ...state, bids: { ...state.bids, city } });
}

/** Construction is over: City actions from the start player clockwise, each with their City bid. */
function startCity(state: GameState, draft: Draft): Outcome {
	// Every round sets a start player before bidding.
	const order = fromStartPlayer(state);
	for (const bid of state.bids.city) draft.put({ ...draft.player(bid.player), cityLeft: bid.survivors, cityBid: bid.mix ?? null });
	draft.note({ kind: 'phase', round: state.round, phase: 'city' });
	return draft.finish(state, { phase: 'city', pickOrder: [], cityOrder: order });
}
