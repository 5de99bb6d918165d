/** What the UI should ask for next, derived from the state alone. */
import { buildingCounts, housing, survivorTotal } from './housing';
import { missingBids } from './phases/bidding';
import { completionOrder } from './phases/completion';
import { startRound } from './phases/round-start';
import { tileCount } from './scoring/tiles';
import type { Area, BoxNeed, GameState, Pending, PlayerId } from './types';

export type NextStep =
	| { readonly kind: 'start-round'; readonly round: number }
	| { readonly kind: 'bid'; readonly missing: readonly { readonly area: Area; readonly players: readonly PlayerId[] }[] }
	| { readonly kind: 'choose'; readonly pending: Pending }
	| { readonly kind: 'explore'; readonly player: PlayerId }
	| { readonly kind: 'construct'; readonly player: PlayerId }
	| { readonly kind: 'city'; readonly player: PlayerId; readonly left: number }
	| { readonly kind: 'completion'; readonly shortfalls: readonly { readonly player: PlayerId; readonly count: number }[] }
	| { readonly kind: 'intermediate'; readonly prefill: Readonly<Record<PlayerId, number>> }
	| { readonly kind: 'final' }
	/** A state no event can move on: everyone has picked / acted but the phase did not advance (a correction or undo is needed). */
	| { readonly kind: 'nobody-to-act'; readonly phase: 'exploration' | 'construction' | 'city' }
	| { readonly kind: 'needs-box-value'; readonly needs: readonly BoxNeed[] }
	| { readonly kind: 'tiles-needed'; readonly which: 'auction' | 'public-1' | 'public-2' };

function completionStep(state: GameState): NextStep {
	const shortfalls: { player: PlayerId; count: number }[] = [];
	for (const id of completionOrder(state)) {
		const p = state.players.find((q) => q.id === id);
		if (!p) continue;
		const room = housing(p, state.profile);
		if (!room.ok) return { kind: 'needs-box-value', needs: room.needs ?? [] };
		const count = survivorTotal(p) - room.value;
		if (count > 0) shortfalls.push({ player: id, count });
	}
	return { kind: 'completion', shortfalls };
}

function intermediateStep(state: GameState): NextStep {
	const tile = state.publicTiles[0];
	if (!tile) return { kind: 'tiles-needed', which: 'public-1' };
	const prefill: Record<PlayerId, number> = {};
	for (const p of state.players) {
		prefill[p.id] = tileCount(tile, { survivors: p.survivors, buildings: buildingCounts(p), equipment: p.equipment });
	}
	return { kind: 'intermediate', prefill };
}

/** The input the game waits for now. */
export function nextStep(state: GameState): NextStep {
	const owed = state.pending[0];
	if (owed) return { kind: 'choose', pending: owed };
	switch (state.phase) {
		case 'not-started': {
			const trial = startRound(state);
			if (!trial.ok && trial.code === 'needs-box-value') return { kind: 'needs-box-value', needs: trial.needs ?? [] };
			return { kind: 'start-round', round: state.round + 1 };
		}
		case 'auction':
			if (state.auctionTiles.some((t) => t === null)) return { kind: 'tiles-needed', which: 'auction' };
			return { kind: 'bid', missing: missingBids(state) };
		case 'exploration':
		case 'construction': {
			const player = state.pickOrder[0];
			if (player === undefined) return { kind: 'nobody-to-act', phase: state.phase };
			return { kind: state.phase === 'exploration' ? 'explore' : 'construct', player };
		}
		case 'city': {
			const player = state.cityOrder[0];
			if (player === undefined) return { kind: 'nobody-to-act', phase: 'city' };
			const left = state.players.find((p) => p.id === player)?.cityLeft ?? 0;
			return { kind: 'city', player, left };
		}
		case 'completion':
			return completionStep(state);
		case 'intermediate':
			return intermediateStep(state);
		case 'final':
		case 'finished':
			return state.publicTiles[1] ? { kind: 'final' } : { kind: 'tiles-needed', which: 'public-2' };
	}
}
