/** Previews by the engine itself: what an event would change, and what the last one changed. */
import { apply } from '$lib/games/armageddon';
import type { GameEvent, GameState, Instruction, Rejection } from '$lib/games/armageddon';

export type DryRun = { readonly ok: true; readonly changes: readonly Instruction[] } | { readonly ok: false; readonly rejection: Rejection };

/** The changes `event` would cause, computed by `apply` without dispatching it. */
export function dryRun(state: GameState, event: GameEvent): DryRun {
	const result = apply(state, event);
	if (!result.ok) return { ok: false, rejection: result };
	const log = result.value.log;
	return { ok: true, changes: log.slice(state.log.length).map((l) => l.instruction) };
}

/** The changes the last applied event caused (log entries tagged with its index). */
export function lastChanges(state: GameState): Instruction[] {
	const last = state.eventCount - 1;
	const out: Instruction[] = [];
	for (let i = state.log.length - 1; i >= 0; i--) {
		const entry = state.log[i];
		if (!entry || entry.event !== last) break;
		out.unshift(entry.instruction);
	}
	return out;
}

/** True when the engine would refuse the step for a reason the players must fix first (not a missing box value, which the page asks for). */
export function blocked(run: DryRun | null): boolean {
	return run !== null && !run.ok && run.rejection.code !== 'needs-box-value';
}

type DamageMove = Extract<Instruction, { kind: 'damage' }>;

/** The damage-marker move among some changes (a repair's or completion's), if any. */
export function damageMove(changes: readonly Instruction[]): DamageMove | undefined {
	return changes.find((c): c is DamageMove => c.kind === 'damage');
}

/** The changes worth listing: phase changes are left out, the page's header names the phase. */
export function shown(changes: readonly Instruction[]): Instruction[] {
	return changes.filter((c) => c.kind !== 'phase');
}
