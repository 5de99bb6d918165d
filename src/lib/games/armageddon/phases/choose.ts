/** 'choose': the equipment card a player drew or returned for an auction tile (§5). */
import { EQUIPMENT_KINDS } from '../types';
import type { GameEvent, GameState } from '../types';
import type { Result } from '../rejections';
import { checkOneOf, checkTurn, Draft, findPlayer, ok, reject } from './common';
import type { Outcome } from './common';
import { applyAuctionSides } from './auction-tiles';

type ChooseEvent = Extract<GameEvent, { type: 'choose' }>;

/** Resolve the first pending choice with the kind drawn or returned. */
export function choose(state: GameState, event: ChooseEvent): Result<Outcome> {
	const pending = state.pending[0];
	if (!pending) return reject('out-of-phase', 'No equipment choice is owed now', { kind: 'no-choice-owed' });
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const turn = checkTurn(state, event.player, pending.player, 'Choosing equipment', 'choose');
	if (turn) return turn;
	const bad = checkOneOf(event.equipment, EQUIPMENT_KINDS, 'equipment kind', 'equipment');
	if (bad) return bad;
	const p = found.value;
	const kind = event.equipment;
	const delta = pending.kind === 'equipment-drawn' ? 1 : -1;
	if (delta < 0 && p.equipment[kind] < 1) {
		const detail = { kind: 'no-card', player: p.id, equipment: kind, purpose: 'return' } as const;
		return reject('not-enough', `${p.name} holds no ${kind} card to return`, detail, { player: p.id, equipment: kind });
	}
	const draft = new Draft(state);
	draft.pending.shift();
	draft.put({ ...p, equipment: { ...p.equipment, [kind]: p.equipment[kind] + delta } });
	draft.note({ kind: 'equipment', player: p.id, equipment: kind, delta, because: pending.because });
	// The auction tiles still to apply see this choice.
	if (draft.pending.length === 0 && state.auctionLeft.length > 0) return ok(applyAuctionSides(state, draft, state.auctionLeft));
	return ok(draft.finish(state));
}
