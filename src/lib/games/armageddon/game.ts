/** The game state as a fold over events: createGame, apply, replay. */
import { EQUIPMENT_KINDS } from './types';
import type { BoxProfile, EquipmentCounts, GameEvent, GameState, PlayerState, Setup, SurvivorCounts } from './types';
import type { Rejection, Result } from './rejections';
import { choose } from './phases/choose';
import { cityAction, cityColours, cityDone } from './phases/city';
import { ok, reject } from './phases/common';
import type { Outcome } from './phases/common';
import { complete } from './phases/completion';
import { correct } from './phases/corrections';
import { endEarly } from './phases/end-early';
import { enterBoxValue, enterTiles } from './phases/entries';
import { intermediate } from './phases/intermediate';
import { placeBid } from './phases/bidding';
import { construct, explore } from './phases/resolving';
import { startRound } from './phases/round-start';
import { NO_NEEDS } from './phases/city-survivors';
import { DAMAGE_START_SPACE, VP_START } from './data/known';

export { housingShortfall } from './phases/completion';
export { bagContents } from './phases/bag';
export { nextStep } from './next-step';
export type { NextStep } from './next-step';

/** Events accepted while a choice is owed. */
const WHILE_PENDING: readonly GameEvent['type'][] = ['choose', 'correction', 'box-value'];

const NO_SURVIVORS: SurvivorCounts = { worker: 0, soldier: 0, engineer: 0, leader: 0 };
const noEquipment = (): EquipmentCounts => Object.fromEntries(EQUIPMENT_KINDS.map((k) => [k, 0])) as unknown as EquipmentCounts;

/** A new game before round 1: every player on 10 VP (stacked as in the setup), damage 3, the starting pieces. */
export function createGame(setup: Setup, profile: BoxProfile): GameState {
	const players: PlayerState[] = setup.players.map((s) => ({
		id: s.id,
		name: s.name,
		colour: s.colour,
		vp: VP_START.value,
		// The last marker stacked lies on top: the highest arrival stamp.
		vpArrival: setup.vpStack.indexOf(s.id) + 1,
		marauders: 0,
		damage: DAMAGE_START_SPACE.value,
		leaderAwayAt: null,
		survivors: { ...setup.startingPieces },
		equipment: noEquipment(),
		sites: {},
		extensionBuilt: false,
		twoHouses: 0,
		foughtThisRound: 0,
		gainedThisRound: { ...NO_SURVIVORS },
		repairedThisRound: { engineers: 0, workerPairs: 0 },
		leaderBackThisRound: false,
		cardUses: {},
		cityLeft: 0,
		cityBid: null,
		cityNeeds: NO_NEEDS,
		unusedHousingVp: 0
	}));
	const [e, c, y] = setup.auctionTiles;
	const [p1, p2] = setup.publicTiles;
	return {
		setup,
		profile,
		round: 0,
		phase: 'not-started',
		startPlayer: setup.vpStack[setup.vpStack.length - 1] ?? setup.players[0]?.id ?? null,
		players,
		auctionTiles: [e.tile, c.tile, y.tile],
		auctionStack: setup.auctionStack,
		publicTiles: [p1.tile, p2.tile],
		bids: { exploration: [], construction: [], city: [] },
		pickOrder: [],
		cityOrder: [],
		pending: [],
		auctionLeft: [],
		arrivals: setup.players.length,
		log: [],
		eventCount: 0
	};
}

function unknownEvent(event: never): Rejection {
	const type = String((event as { type?: unknown }).type);
	return reject('invalid-value', `Unknown event type ${type}`, { kind: 'bad-choice', field: 'event-type', value: type });
}

function dispatch(state: GameState, event: GameEvent): Result<Outcome> {
	switch (event.type) {
		case 'start-round':
			return startRound(state);
		case 'bid':
			return placeBid(state, event);
		case 'choose':
			return choose(state, event);
		case 'explore':
			return explore(state, event);
		case 'construct':
			return construct(state, event);
		case 'city-action':
			return cityAction(state, event);
		case 'city-done':
			return cityDone(state, event);
		case 'city-colours':
			return cityColours(state, event);
		case 'completion':
			return complete(state, event);
		case 'intermediate':
			return intermediate(state, event);
		case 'tiles-entered':
			return enterTiles(state, event);
		case 'box-value':
			return enterBoxValue(state, event);
		case 'correction':
			return correct(state, event);
		case 'end-early':
			return endEarly(state);
		default:
			return unknownEvent(event);
	}
}

/** The state after one event, or why the event cannot happen now; never throws. */
export function apply(state: GameState, event: GameEvent): Result<GameState> {
	if (typeof event !== 'object' || event === null) return reject('invalid-value', 'An event must be an object with a type', { kind: 'malformed', what: 'event' });
	const owed = state.pending[0];
	if (owed && !WHILE_PENDING.includes(event.type)) {
		const who = state.players.find((p) => p.id === owed.player)?.name ?? owed.player;
		const detail = { kind: 'choice-owed', player: owed.player, choice: owed.kind } as const;
		return reject('out-of-phase', `${who} must first choose the equipment card ${owed.kind === 'equipment-drawn' ? 'drawn' : 'returned'}`, detail, {
			player: owed.player,
			pending: owed.kind
		});
	}
	let outcome: Result<Outcome>;
	try {
		outcome = dispatch(state, event);
	} catch (error) {
		// Malformed stored events must not crash a replay; report them instead.
		const message = error instanceof Error ? error.message : String(error);
		return reject('invalid-value', `Event ${String(event.type)} could not be applied: ${message}`, { kind: 'engine-error', step: String(event.type), message });
	}
	if (!outcome.ok) return outcome;
	const next = outcome.value.state;
	const logged = outcome.value.instructions.map((instruction) => ({ event: state.eventCount, round: next.round, instruction }));
	return ok({ ...next, log: [...state.log, ...logged], eventCount: state.eventCount + 1 });
}

/** Fold `events` over a new game, stopping at the first rejection. */
export function replay(
	setup: Setup,
	profile: BoxProfile,
	events: readonly GameEvent[]
): { state: GameState; rejected: { index: number; rejection: Rejection } | null } {
	let state = createGame(setup, profile);
	for (const [index, event] of events.entries()) {
		const result = apply(state, event);
		if (!result.ok) return { state, rejected: { index, rejection: result } };
		state = result.value;
	}
	return { state, rejected: null };
}
