/** The three per-player tracks (§3): VP, marauders, damage; and the start player (§4). */
import { damageResolution } from './damage-track';
import { DAMAGE_SPACES, KNOWN_VP_LAP, MARAUDER_TRACK_MAX, VP_CHIP_LAPS } from './data/known';
import { hasVisibleSpecial } from './housing';
import type { Rejection, RejectionDetail, Result } from './rejections';
import type { Because, BoxProfile, DamageEffect, Instruction, NothingDetail, PlayerId, PlayerState } from './types';

/** A player after a change, the instructions that mirror it and the next arrival counter. */
export interface Step {
	readonly player: PlayerState;
	readonly instructions: readonly Instruction[];
	readonly arrivals: number;
}

/** Points of one lap of the VP track. */
export const VP_LAP = KNOWN_VP_LAP.value;
/** The VP chips a player can lay beside the track, none first: 0, +40, +80, +120, +160. */
export const VP_CHIPS: readonly number[] = Array.from({ length: VP_CHIP_LAPS.value + 1 }, (_, lap) => lap * VP_LAP);
/** The highest chip: a total past it has lapped the track more often than the chips count. */
export const MAX_VP_CHIP = VP_CHIP_LAPS.value * VP_LAP;
/** Marauders waiting: the marauder track's positions are 0..MAX_MARAUDERS. */
export const MAX_MARAUDERS = MARAUDER_TRACK_MAX.value;
/** The damage track's spaces are MIN_DAMAGE..MAX_DAMAGE. */
export const MIN_DAMAGE = 1;
export const MAX_DAMAGE = DAMAGE_SPACES.value;
/** The "first 5 marauders ×2" building [R]. */
export const DOUBLE_FIGHT_LIMIT = 5;

/** A step that changes nothing. */
export function noStep(p: PlayerState, arrivals: number): Step {
	return { player: p, instructions: [], arrivals };
}

/** Run `next` on the player of `step` and join the instructions. */
export function andThen(step: Step, next: (p: PlayerState, arrivals: number) => Step): Step {
	const s = next(step.player, step.arrivals);
	return { player: s.player, instructions: [...step.instructions, ...s.instructions], arrivals: s.arrivals };
}

/** A step that only says why nothing happened (`reason` is the English of `detail`). */
export function nothing(p: PlayerState, because: Because, detail: NothingDetail, reason: string, arrivals: number): Step {
	return { player: p, instructions: [{ kind: 'nothing', player: p.id, because, detail, reason }], arrivals };
}

/** Physical space on the VP track: total mod 40. */
export function vpSpace(total: number): number {
	return ((total % VP_LAP) + VP_LAP) % VP_LAP;
}

/** Value of the VP chip beside the track: 40 × floor(total / 40). */
export function vpChip(total: number): number {
	return VP_LAP * Math.floor(total / VP_LAP);
}

/**
 * VP change on the running total; never below 0 [D]. The instruction carries the change made and the new
 * total; when the floor cut it, `clampedAtZero` and the `requested` change too. A moved marker lands on top of its space,
 * also after a full lap (±40, ±80 …) that brings it back to the space it left.
 */
export function changeVp(p: PlayerState, delta: number, because: Because, arrivals: number): Step {
	if (delta === 0) return noStep(p, arrivals);
	const raw = p.vp + delta;
	const total = Math.max(0, raw);
	const instructions: Instruction[] = [
		raw < 0
			? { kind: 'vp', player: p.id, delta: total - p.vp, total, because, clampedAtZero: true, requested: delta }
			: { kind: 'vp', player: p.id, delta, total, because }
	];
	if (vpChip(total) !== vpChip(p.vp)) instructions.push({ kind: 'chip', player: p.id, chip: vpChip(total) });
	const moved = total !== p.vp;
	const next = moved ? arrivals + 1 : arrivals;
	return { player: { ...p, vp: total, vpArrival: moved ? next : p.vpArrival }, instructions, arrivals: next };
}

/** +n marauders (n ≥ 0); beyond 8 either −1 VP per marauder that does not fit or nothing (§3). */
export function addMarauders(
	p: PlayerState,
	n: number,
	mode: 'overflow-vp' | 'overflow-nothing',
	because: Because,
	arrivals: number
): Step {
	if (n <= 0) return noStep(p, arrivals);
	const from = p.marauders;
	const to = Math.min(MAX_MARAUDERS, from + n);
	const overflow = from + n - to;
	if (mode === 'overflow-nothing' && to === from) {
		return nothing(p, because, { kind: 'marauders-full', max: MAX_MARAUDERS }, `marauder track already on its last space (${MAX_MARAUDERS})`, arrivals);
	}
	const moved: Step = {
		player: { ...p, marauders: to },
		instructions: [
			overflow > 0
				? { kind: 'marauders', player: p.id, from, to, because, overflow }
				: { kind: 'marauders', player: p.id, from, to, because }
		],
		arrivals
	};
	return mode === 'overflow-vp' && overflow > 0 ? andThen(moved, (q, a) => changeVp(q, -overflow, because, a)) : moved;
}

/** −n marauders (n ≥ 0) without VP; stops at 0 and reports what did not fit. */
export function removeMarauders(p: PlayerState, n: number, because: Because, arrivals: number): Step {
	if (n <= 0) return noStep(p, arrivals);
	const from = p.marauders;
	if (from === 0) return nothing(p, because, { kind: 'marauders-at-zero' }, 'marauder track already at 0', arrivals);
	const to = Math.max(0, from - n);
	const overflow = n - (from - to);
	return {
		player: { ...p, marauders: to },
		instructions: [
			overflow > 0
				? { kind: 'marauders', player: p.id, from, to, because, overflow }
				: { kind: 'marauders', player: p.id, from, to, because }
		],
		arrivals
	};
}

function reject(code: Rejection['code'], reason: string, detail: RejectionDetail, params?: Rejection['params']): Rejection {
	return params ? { ok: false, code, reason, detail, params } : { ok: false, code, reason, detail };
}

/** VP for fighting off n marauders now (§3, §7); 'no-fight-vp' wins over 'double-fight-vp' [D]. */
export function fightVp(p: PlayerState, n: number, noVp = false): number {
	if (noVp || hasVisibleSpecial(p, 'no-fight-vp')) return 0;
	if (!hasVisibleSpecial(p, 'double-fight-vp')) return n;
	const doubled = Math.min(n, Math.max(0, DOUBLE_FIGHT_LIMIT - p.foughtThisRound));
	return n + doubled;
}

/** Fight off n marauders: marker n left, VP per §3/§7 variants; more than waiting is rejected. */
export function fightOff(p: PlayerState, n: number, opts: { noVp?: boolean }, arrivals: number): Result<Step> {
	if (!Number.isInteger(n) || n < 0) {
		const detail = { kind: 'bad-number', field: { of: 'marauders-fought', player: p.id }, min: 0, value: String(n) } as const;
		return reject('invalid-number', `${p.name}: marauders to fight off must be a whole number ≥ 0, got ${n}`, detail, { player: p.id, value: n });
	}
	if (n > p.marauders) {
		const detail = { kind: 'marauders-short', player: p.id, have: p.marauders, want: n } as const;
		return reject('not-enough', `${p.name} has only ${p.marauders} marauders waiting, cannot fight off ${n}`, detail, {
			player: p.id,
			value: n,
			available: p.marauders
		});
	}
	if (n === 0) return { ok: true, value: noStep(p, arrivals) };
	const vp = fightVp(p, n, opts.noVp);
	let step = removeMarauders(p, n, 'fight-off', arrivals);
	// Marauders sent back without VP do not use up the "first 5 ×2" allowance.
	const counted = opts.noVp ? 0 : n;
	step = { ...step, player: { ...step.player, foughtThisRound: p.foughtThisRound + counted } };
	if (vp > 0) step = andThen(step, (q, a) => changeVp(q, vp, 'fight-off', a));
	else if (!opts.noVp) step = andThen(step, (q, a) => nothing(q, 'fight-off', { kind: 'no-fight-vp' }, 'a building gives no VP for fighting off', a));
	return { ok: true, value: step };
}

/**
 * Damage marker `delta` spaces (positive = right). Beyond 9: −1 VP per space that does not fit when
 * `overflowVp`, else nothing; left stops at 1. The leader returns once the marker is on or left of its space.
 */
export function moveDamage(p: PlayerState, delta: number, overflowVp: boolean, because: Because, arrivals: number): Step {
	if (delta === 0) return noStep(p, arrivals);
	const from = p.damage;
	const edge = delta > 0 ? MAX_DAMAGE : MIN_DAMAGE;
	const to = delta > 0 ? Math.min(MAX_DAMAGE, from + delta) : Math.max(MIN_DAMAGE, from + delta);
	const overflow = Math.abs(from + delta - to);
	let step: Step;
	if (to === from && !(overflowVp && delta > 0)) {
		step = nothing(p, because, { kind: 'damage-edge', space: edge }, `damage marker already on space ${edge}`, arrivals);
	} else {
		step = {
			player: { ...p, damage: to },
			instructions: [
				overflow > 0
					? { kind: 'damage', player: p.id, from, to, because, overflow }
					: { kind: 'damage', player: p.id, from, to, because }
			],
			arrivals
		};
		if (overflowVp && delta > 0 && overflow > 0) step = andThen(step, (q, a) => changeVp(q, -overflow, because, a));
	}
	const q = step.player;
	if (q.leaderAwayAt !== null && q.damage <= q.leaderAwayAt) {
		step = {
			...step,
			player: { ...q, leaderAwayAt: null, leaderBackThisRound: true },
			instructions: [...step.instructions, { kind: 'leader', player: p.id, away: false }]
		};
	}
	return step;
}

function applyDamageEffect(p: PlayerState, effect: DamageEffect, space: number, mode: 'round' | 'final', arrivals: number): Step {
	switch (effect) {
		case 'vp-1':
			return changeVp(p, -1, 'damage-track', arrivals);
		case 'vp-2':
			return changeVp(p, -2, 'damage-track', arrivals);
		case 'marauder':
			return addMarauders(p, 1, 'overflow-nothing', 'damage-track', arrivals);
		case 'leader':
			if (mode === 'final') return nothing(p, 'damage-track', { kind: 'leader-final' }, '−Leader has no effect in the final scoring', arrivals);
			if (p.survivors.leader < 1) return nothing(p, 'damage-track', { kind: 'no-leader' }, 'no leader to send away', arrivals);
			if (p.leaderAwayAt !== null) {
				// Keep the leftmost space: the leader returns only once every −Leader space is cleared.
				const at = Math.min(p.leaderAwayAt, space);
				return nothing({ ...p, leaderAwayAt: at }, 'damage-track', { kind: 'leader-away' }, 'leader already beside the damage track', arrivals);
			}
			return {
				player: { ...p, leaderAwayAt: space },
				instructions: [{ kind: 'leader', player: p.id, away: true }],
				arrivals
			};
	}
}

/** Resolve the damage track (§3): space 1 → +2 VP; space k ≥ 2 → effects of spaces 2..k−1 in order. */
export function resolveDamageTrack(p: PlayerState, profile: BoxProfile, mode: 'round' | 'final', arrivals: number): Result<Step> {
	const k = p.damage;
	const plan = damageResolution(profile, k, `Resolving ${p.name}'s damage track (marker on space ${k})`);
	if (!plan.ok) return plan;
	if (plan.value.spaceOneVp > 0) return { ok: true, value: changeVp(p, plan.value.spaceOneVp, 'damage-track', arrivals) };
	let step = noStep(p, arrivals);
	for (const { space, effect } of plan.value.effects) step = andThen(step, (q, a) => applyDamageEffect(q, effect, space, mode, a));
	if (step.instructions.length === 0) {
		step = nothing(p, 'damage-track', { kind: 'damage-no-effect', space: k }, `damage marker on space ${k}: no effect to apply`, arrivals);
	}
	return { ok: true, value: step };
}

/** Start player (§4): most VP; on a tie the tied marker on top (highest vpArrival). */
export function startPlayer(players: readonly PlayerState[]): PlayerId {
	let best: PlayerState | undefined;
	for (const p of players) {
		if (!best || p.vp > best.vp || (p.vp === best.vp && p.vpArrival > best.vpArrival)) best = p;
	}
	// An empty table is a caller bug, not player input.
	if (!best) throw new Error('startPlayer: no players');
	return best.id;
}
