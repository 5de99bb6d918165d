/** Help at the table: each round's turn order, who controls a neutral player, the game-end conditions. */
import { createRng, nextInt, shuffle } from '../armageddon/rng';
import { leadersBy } from '../shared/ranking';
import { ORBITS, type Orbit } from './types';

/** The round's turn order (the chips drawn from the cup), neutrals included: the same seed and round give the same order. */
export function roundOrder(seed: string, round: number, ids: readonly string[]): string[] {
	return shuffle(createRng(`${seed}#${round}`), ids)[0];
}

/** What decides control of a neutral player, per non-neutral player. */
export interface ControlFigures {
	/** Orbits the player is present in. */
	readonly orbits: number;
	/** Chips in the transit fields. */
	readonly transit: number;
	/** Points on the scoring track. */
	readonly points: number;
}

export type ControlReason = 'orbits' | 'transit' | 'points' | 'turn-order' | 'random';

/**
 * Who controls `neutral` this turn: fewest orbits, then fewest transit chips, then fewest points, then the
 * tied player whose turn comes first after the neutral's in this round, then a seeded random pick.
 */
export function neutralController(args: {
	neutral: string;
	order: readonly string[];
	players: Readonly<Record<string, ControlFigures>>;
	seed: string;
	round: number;
}): { controller: string; decidedBy: ControlReason; tied: string[] } {
	const ids = Object.keys(args.players);
	const fig = (id: string) => args.players[id] as ControlFigures;
	const steps: [ControlReason, (id: string) => number][] = [
		['orbits', (id) => -fig(id).orbits],
		['transit', (id) => -fig(id).transit],
		['points', (id) => -fig(id).points]
	];
	let tied = ids;
	for (const [reason, key] of steps) {
		tied = leadersBy(tied, [key]);
		if (tied.length === 1) return { controller: tied[0] as string, decidedBy: reason, tied };
	}
	const at = args.order.indexOf(args.neutral);
	const next = at < 0 ? undefined : args.order.slice(at + 1).find((id) => tied.includes(id));
	if (next !== undefined) return { controller: next, decidedBy: 'turn-order', tied: [next] };
	const [pick] = nextInt(createRng(`${args.seed}#${args.round}#${args.neutral}`), 0, tied.length - 1);
	return { controller: tied[pick] as string, decidedBy: 'random', tied };
}

export type GameEndReason = 'earth-1024' | 'belt-1024' | 'all-populated';

/** Which game-end conditions the populations meet (empty = the game goes on). */
export function gameEnd(populations: Readonly<Partial<Record<Orbit, Readonly<Record<string, number>>>>>): GameEndReason[] {
	const has = (o: Orbit, min: number) => Object.values(populations[o] ?? {}).some((v) => v >= min);
	const out: GameEndReason[] = [];
	if (has('earth', 1024)) out.push('earth-1024');
	if (has('belt', 1024)) out.push('belt-1024');
	if (ORBITS.every((o) => has(o, 1))) out.push('all-populated');
	return out;
}
