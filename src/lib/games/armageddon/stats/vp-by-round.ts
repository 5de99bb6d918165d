/** Each player's VP round by round, read from a tracked game's instruction log. */
import { type GameState, type PlayerId, VP_START } from '..';

export interface VpSeries {
	readonly player: PlayerId;
	readonly name: string;
	/** index = round (0 = start, 10 VP); the last total logged in that round, else the round before's. */
	readonly vp: readonly number[];
}

/** VP at the end of each round 0..state.round for every player (the intermediate scoring counts in round 3). */
export function vpByRound(state: Pick<GameState, 'players' | 'log' | 'round'>): VpSeries[] {
	const rounds = Math.max(0, state.round);
	const last = new Map<PlayerId, (number | undefined)[]>(state.players.map((p) => [p.id, []]));
	for (const { round, instruction } of state.log) {
		if (instruction.kind !== 'vp') continue;
		const row = last.get(instruction.player);
		if (row && round >= 0 && round <= rounds) row[round] = instruction.total;
	}
	return state.players.map((p) => {
		const logged = last.get(p.id) ?? [];
		const vp: number[] = [];
		for (let r = 0; r <= rounds; r++) vp.push(logged[r] ?? (r === 0 ? VP_START.value : (vp[r - 1] ?? VP_START.value)));
		return { player: p.id, name: p.name, vp };
	});
}
