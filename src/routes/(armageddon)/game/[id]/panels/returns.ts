/** Survivors a short player sends back at completion: the prefill and its check. */
import { SURVIVOR_KINDS } from '$lib/games/armageddon';
import type { Instruction, PlayerId, PlayerState, SurvivorCounts, SurvivorKind } from '$lib/games/armageddon';

export type Returns = Record<SurvivorKind, number>;

/** The order the prefill sends survivors back in: workers first, the leader last. */
const RETURN_ORDER: readonly SurvivorKind[] = ['worker', 'soldier', 'engineer', 'leader'];

/** `count` survivors of `p`, workers first. */
export function prefillReturns(p: PlayerState, count: number): Returns {
	const out: Returns = { worker: 0, soldier: 0, engineer: 0, leader: 0 };
	let rest = count;
	for (const kind of RETURN_ORDER) {
		const n = Math.min(rest, p.survivors[kind]);
		out[kind] = n;
		rest -= n;
	}
	return out;
}

/** How many survivors a pick sends back. */
export function returnedTotal(r: Partial<SurvivorCounts>): number {
	return SURVIVOR_KINDS.reduce((sum, k) => sum + (r[k] ?? 0), 0);
}

/** The changes of one player among those of a whole step. */
export function changesOf(changes: readonly Instruction[], id: PlayerId): Instruction[] {
	return changes.filter((c) => 'player' in c && c.player === id);
}
