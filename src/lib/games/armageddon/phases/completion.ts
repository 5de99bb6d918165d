/** Phase 4, Completion (§4): damage from unfought marauders, housing check, star and unused-housing VP. */
import { housing, starVp, survivorTotal } from '../housing';
import { changeVp, moveDamage } from '../tracks';
import { SURVIVOR_KINDS } from '../types';
import type { GameEvent, GameState, Phase, PlayerId, PlayerState, SurvivorCounts, SurvivorKind } from '../types';
import type { Rejection, Result } from '../rejections';
import { checkCount, checkOneOf, checkPhase, Draft, findPlayer, fromStartPlayer, ok, reject } from './common';
import type { Outcome } from './common';
import { ROUNDS } from '../data/known';

type CompletionEvent = Extract<GameEvent, { type: 'completion' }>;

/** VP lost per survivor sent back for want of housing [R]. */
const VP_PER_HOMELESS = 2;
const INTERMEDIATE_ROUND = 3;

/** How many survivors the player must send back now (0 when housed); needs the board's housing. */
export function housingShortfall(state: GameState, player: PlayerId): Result<number> {
	const found = findPlayer(state, player);
	if (!found.ok) return found;
	const room = housing(found.value, state.profile);
	if (!room.ok) return room;
	return ok(Math.max(0, survivorTotal(found.value) - room.value));
}

/** Players in completion order: seating order from the start player [D]. */
export function completionOrder(state: GameState): PlayerId[] {
	return fromStartPlayer(state);
}

function checkReturns(p: PlayerState, returned: Partial<SurvivorCounts> | undefined, short: number): Rejection | null {
	const entries = Object.entries(returned ?? {}) as [SurvivorKind, number][];
	let total = 0;
	for (const [kind, n] of entries) {
		const bad = checkOneOf(kind, SURVIVOR_KINDS, `${p.name}'s returned survivor kind`, 'survivor') ??
			checkCount(n, `${p.name}'s returned ${kind}s`, { of: 'returned', player: p.id, survivor: kind });
		if (bad) return bad;
		if (n > p.survivors[kind]) {
			const detail = { kind: 'cannot-return', player: p.id, survivor: kind, owned: p.survivors[kind], returned: n } as const;
			return reject('not-enough', `${p.name} owns ${p.survivors[kind]} ${kind}s and cannot send back ${n}`, detail, { player: p.id, kind, value: n });
		}
		total += n;
	}
	if (total !== short) {
		const detail = { kind: 'return-exact', player: p.id, need: short, returned: total } as const;
		return reject('invalid-value', `${p.name} must send back exactly ${short} survivors for want of housing, not ${total}`, detail, {
			player: p.id,
			expected: short,
			value: total
		});
	}
	return null;
}

/** One player's completion on the draft; the returns are checked against their shortfall. */
function completePlayer(state: GameState, draft: Draft, id: PlayerId, returned: Partial<SurvivorCounts> | undefined): Rejection | null {
	let p = draft.player(id);
	if (p.marauders > 0) p = draft.take(moveDamage(p, p.marauders, true, 'unfought-marauders', draft.arrivals));
	const room = housing(p, state.profile);
	if (!room.ok) return room;
	const short = Math.max(0, survivorTotal(p) - room.value);
	const bad = checkReturns(p, returned, short);
	if (bad) return bad;
	if (short > 0) {
		const delta: Partial<Record<SurvivorKind, number>> = {};
		const survivors = { ...p.survivors };
		for (const [kind, n] of Object.entries(returned ?? {}) as [SurvivorKind, number][]) {
			if (n === 0) continue;
			survivors[kind] -= n;
			delta[kind] = -n;
		}
		p = draft.put({ ...p, survivors });
		draft.note({ kind: 'survivors', player: id, delta, because: 'housing' });
		p = draft.take(changeVp(p, -VP_PER_HOMELESS * short, 'housing', draft.arrivals));
	}
	const stars = starVp(p);
	if (stars > 0) p = draft.take(changeVp(p, stars, 'star', draft.arrivals));
	if (p.unusedHousingVp > 0) {
		const unused = Math.max(0, room.value - survivorTotal(p));
		if (unused > 0) draft.take(changeVp(p, unused * p.unusedHousingVp, 'unused-housing', draft.arrivals));
		else draft.note({ kind: 'nothing', player: id, because: 'unused-housing', detail: { kind: 'no-unused-housing' }, reason: 'no unused housing' });
	}
	return null;
}

/** The phase after round `round`'s completion. */
function phaseAfter(round: number): Phase {
	if (round === INTERMEDIATE_ROUND) return 'intermediate';
	return round >= ROUNDS.value ? 'final' : 'not-started';
}

/** 'completion': every player in order from the start player; returns must match each shortfall exactly. */
export function complete(state: GameState, event: CompletionEvent): Result<Outcome> {
	const wrong = checkPhase(state, ['completion'], 'Completion', 'completion');
	if (wrong) return wrong;
	const returns = event.returns;
	if (typeof returns !== 'object' || returns === null) return reject('invalid-value', 'completion.returns must map players to survivors', { kind: 'malformed', what: 'completion-returns' });
	for (const id of Object.keys(returns)) {
		const found = findPlayer(state, id);
		if (!found.ok) return found;
	}
	const draft = new Draft(state);
	for (const id of completionOrder(state)) {
		const bad = completePlayer(state, draft, id, returns[id]);
		if (bad) return bad;
	}
	const phase = phaseAfter(state.round);
	draft.note({ kind: 'phase', round: state.round, phase });
	return ok(draft.finish(state, { phase }));
}
