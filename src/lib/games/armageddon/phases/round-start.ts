/** Phase 1 of a round (§4): marauder advance, damage tracks, reveal, start player. */
import { needsBoxValues } from '../box-needs';
import { roundAdvance } from '../profile';
import { addMarauders, resolveDamageTrack, startPlayer } from '../tracks';
import type { BoxKey, GameState } from '../types';
import type { Rejection, Result } from '../rejections';
import { checkPhase, Draft, ok, reject } from './common';
import type { Outcome } from './common';
import { NO_NEEDS } from './city-survivors';
import { ROUNDS } from '../data/known';

/** Rounds that reveal level-1 building cards; later rounds reveal level 2 [R]. */
const LAST_LEVEL_ONE_ROUND = 3;

/** The level of the building cards revealed in `round`: level 1 in rounds 1–3, level 2 in 4–6 (§4). */
export function buildingLevel(round: number): 1 | 2 {
	return round <= LAST_LEVEL_ONE_ROUND ? 1 : 2;
}

/** Every box value the next round start needs and the profile lacks, or another rejection. */
function missingValues(state: GameState, round: number): Rejection | null {
	const keys: BoxKey[] = [];
	const collect = (r: Result<unknown>): Rejection | null => {
		if (r.ok) return null;
		if (r.code !== 'needs-box-value') return r;
		for (const need of r.needs ?? []) if (!keys.includes(need.key)) keys.push(need.key);
		return null;
	};
	const advance = collect(roundAdvance(state.profile, round));
	if (advance) return advance;
	for (const p of state.players) {
		const other = collect(resolveDamageTrack(p, state.profile, 'round', state.arrivals));
		if (other) return other;
	}
	return keys.length > 0 ? needsBoxValues(keys, `Starting round ${round}`) : null;
}

/** 'start-round': phase 1 of the next round, fully derived; rejects before any change if a box value is missing. */
export function startRound(state: GameState): Result<Outcome> {
	const wrong = checkPhase(state, ['not-started'], 'Starting a round', 'start-round');
	if (wrong) return wrong;
	if (state.round >= ROUNDS.value) return reject('not-allowed', `The game has ${ROUNDS.value} rounds; round ${state.round} was the last`, { kind: 'last-round-played', rounds: ROUNDS.value });
	const round = state.round + 1;
	const missing = missingValues(state, round);
	if (missing) return missing;
	const advance = roundAdvance(state.profile, round);
	if (!advance.ok) return advance;

	const draft = new Draft(state);
	for (const p of state.players) {
		draft.take(addMarauders(draft.player(p.id), advance.value, 'overflow-vp', 'round-start', draft.arrivals));
	}
	for (const p of state.players) {
		// "2 Houses" tiles expire at the start of the next round [R].
		const expiring = draft.player(p.id).twoHouses;
		if (expiring > 0) draft.note({ kind: 'housing', player: p.id, delta: -2 * expiring, because: 'round-start' });
		const fresh = draft.put({
			...draft.player(p.id),
			twoHouses: 0,
			foughtThisRound: 0,
			gainedThisRound: { worker: 0, soldier: 0, engineer: 0, leader: 0 },
			repairedThisRound: { engineers: 0, workerPairs: 0 },
			leaderBackThisRound: false,
			cardUses: {},
			cityLeft: 0,
			cityBid: null,
			cityNeeds: NO_NEEDS,
			unusedHousingVp: 0
		});
		const resolved = resolveDamageTrack(fresh, state.profile, 'round', draft.arrivals);
		if (!resolved.ok) return resolved;
		draft.take(resolved.value);
	}
	const start = startPlayer(draft.players);
	draft.note(
		{
			kind: 'reveal',
			round,
			cards: state.players.length,
			buildingLevel: buildingLevel(round),
			maxOneMarauderPerCard: round === 1
		},
		{ kind: 'start-player', player: start },
		{ kind: 'phase', round, phase: 'auction' }
	);
	return ok(
		draft.finish(state, {
			round,
			phase: 'auction',
			startPlayer: start,
			bids: { exploration: [], construction: [], city: [] },
			pickOrder: [],
			cityOrder: []
		})
	);
}
