/** Phase 3, City (§4): from the start player clockwise, each player's actions with their City bid. */
import type { GameEvent, GameState, Result } from '../types';
import { bagContents } from './bag';
import { performCityAction, survivorsUsed } from './city-actions';
import { addNeeds, cityBidCovers, needsOf, SURVIVOR_NEEDS } from './city-survivors';
import { checkOneOf, checkPhase, checkTurn, Draft, findPlayer, ok, reject } from './common';
import type { Outcome } from './common';

type CityActionEvent = Extract<GameEvent, { type: 'city-action' }>;
type CityDoneEvent = Extract<GameEvent, { type: 'city-done' }>;

const CITY_ACTION_KINDS = [
	'extension',
	'repair',
	'fight',
	'gain-vp',
	'repair-vp',
	'draw-equipment',
	'swap-equipment',
	'exchange',
	'draw-survivor',
	'vp-per-building',
	'unused-housing-vp'
] as const;

/** 'city-action': one action by the player whose City turn it is, paid from their City bid. */
export function cityAction(state: GameState, event: CityActionEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['city'], 'A City action');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.cityOrder[0], 'A City action');
	if (turn) return turn;
	if (typeof event.action !== 'object' || event.action === null) return reject('invalid-value', 'city-action.action is missing');
	const badKind = checkOneOf(event.action.kind, CITY_ACTION_KINDS, 'City action');
	if (badKind) return badKind;
	const used = survivorsUsed(event.action);
	if (!used.ok) return used;
	const p = found.value;
	if (used.value > p.cityLeft) {
		return reject('not-enough', `${p.name} has ${p.cityLeft} City survivors left; ${event.action.kind} needs ${used.value}`, {
			player: p.id,
			available: p.cityLeft,
			value: used.value
		});
	}
	if ('needs' in event.action && event.action.needs !== undefined) {
		const badNeed = checkOneOf(event.action.needs, SURVIVOR_NEEDS, 'survivor needed');
		if (badNeed) return badNeed;
	}
	if (!cityBidCovers(p, event.action)) {
		// Rulebook p. 7 and 11: only the survivors bid in City act there, each in the colour the action asks for.
		return reject('not-enough', `${p.name}'s City bid has no survivors of the colours ${event.action.kind} needs left`, {
			player: p.id,
			action: event.action.kind
		});
	}
	const draft = new Draft(state);
	const cityNeeds = p.cityBid === null ? p.cityNeeds : addNeeds(p.cityNeeds, needsOf(event.action));
	const paid = draft.put({ ...p, cityLeft: p.cityLeft - used.value, cityNeeds });
	const bad = performCityAction(draft, paid, event.action, bagContents(state));
	return bad ?? ok(draft.finish(state));
}

/** 'city-done': the player has finished; the next player acts, or completion follows. */
export function cityDone(state: GameState, event: CityDoneEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['city'], 'Finishing City actions');
	if (wrong) return wrong;
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, state.cityOrder[0], 'Finishing City actions');
	if (turn) return turn;
	const rest = state.cityOrder.slice(1);
	if (rest.length > 0) return ok({ state: { ...state, cityOrder: rest }, instructions: [] });
	return ok({
		state: { ...state, cityOrder: [], phase: 'completion' },
		instructions: [{ kind: 'phase', round: state.round, phase: 'completion' }]
	});
}
