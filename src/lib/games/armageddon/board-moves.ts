/**
 * What the players move on the board, phase by phase: the engine's log folded into one entry per player
 * per phase with the end positions (VP, marauders, damage) and the net physical changes (survivors,
 * equipment, leader, buildings, housing). Pure; the UI phrases it.
 */
import { SURVIVOR_KINDS } from './types';
import type { Building, EquipmentKind, GameState, Instruction, LoggedInstruction, Phase, PlayerId, Site, SurvivorKind } from './types';

/** One player's moves during one phase. */
export interface PlayerMoves {
	readonly player: PlayerId;
	/** VP total before and after the phase (only when it changed). */
	readonly vp?: { readonly from: number; readonly to: number };
	/** The VP chip value after the phase, when it changed. */
	readonly chip?: number;
	/** Marauder track position after the phase, when it moved. */
	readonly marauders?: number;
	/** Damage track space after the phase, when it moved. */
	readonly damage?: number;
	/** Net survivors taken (+) or put back (−). */
	readonly survivors: Partial<Record<SurvivorKind, number>>;
	/** Net equipment cards taken (+) or given up (−). */
	readonly equipment: Partial<Record<EquipmentKind, number>>;
	/** Where the leader ends up, when that changed: true = beside the damage track. */
	readonly leaderAway?: boolean;
	readonly builds: readonly { readonly site: Site; readonly building: Building; readonly replaced: Building | null; readonly overExtension?: true }[];
	/** The extension was built (its tile goes back to the box). */
	readonly extension?: true;
	/** Net temporary housing gained (+) or expired (−). */
	readonly housing: number;
}

/** The moves of one phase: `phase` is the phase that ran ('not-started' = the round's setting up). */
export interface PhaseMoves {
	readonly round: number;
	readonly phase: Phase;
	/** False while the phase is still running. */
	readonly closed: boolean;
	/** Table-wide reminders (cards to reveal, the start player, new auction tiles). */
	readonly table: readonly Instruction[];
	/** Players with something to move, in seating order. */
	readonly players: readonly PlayerMoves[];
}

type Draft = {
	-readonly [K in keyof PlayerMoves]: PlayerMoves[K] extends readonly (infer U)[] ? U[] : PlayerMoves[K];
};

function emptyDraft(player: PlayerId): Draft {
	return { player, survivors: {}, equipment: {}, builds: [], housing: 0 };
}

function add(d: Draft, i: Instruction): boolean {
	switch (i.kind) {
		case 'vp':
			d.vp = { from: d.vp?.from ?? i.total - i.delta, to: i.total };
			return true;
		case 'chip':
			d.chip = i.chip;
			return true;
		case 'marauders':
			d.marauders = i.to;
			return true;
		case 'damage':
			d.damage = i.to;
			return true;
		case 'leader':
			d.leaderAway = i.away;
			return true;
		case 'survivors':
			for (const k of SURVIVOR_KINDS) d.survivors[k] = (d.survivors[k] ?? 0) + (i.delta[k] ?? 0);
			return true;
		case 'equipment':
			d.equipment[i.equipment] = (d.equipment[i.equipment] ?? 0) + i.delta;
			return true;
		case 'build':
			d.builds.push({ site: i.site, building: i.building, replaced: i.replaced, ...(i.overExtension ? { overExtension: true as const } : {}) });
			return true;
		case 'extension':
			d.extension = true;
			return true;
		case 'housing':
			d.housing += i.delta;
			return true;
		default:
			return false;
	}
}

const zeroFree = <K extends string>(r: Partial<Record<K, number>>): Partial<Record<K, number>> =>
	Object.fromEntries(Object.entries(r).filter(([, n]) => n !== 0)) as Partial<Record<K, number>>;

function finish(d: Draft): PlayerMoves | null {
	const survivors = zeroFree(d.survivors);
	const equipment = zeroFree(d.equipment);
	const vp = d.vp && d.vp.from !== d.vp.to ? d.vp : undefined;
	const moves: PlayerMoves = {
		player: d.player,
		...(vp ? { vp } : {}),
		...(d.chip !== undefined ? { chip: d.chip } : {}),
		...(d.marauders !== undefined ? { marauders: d.marauders } : {}),
		...(d.damage !== undefined ? { damage: d.damage } : {}),
		...(d.leaderAway !== undefined ? { leaderAway: d.leaderAway } : {}),
		...(d.extension ? { extension: true as const } : {}),
		survivors,
		equipment,
		builds: d.builds,
		housing: d.housing
	};
	const empty =
		!vp && d.chip === undefined && d.marauders === undefined && d.damage === undefined && d.leaderAway === undefined && !d.extension &&
		Object.keys(survivors).length === 0 && Object.keys(equipment).length === 0 && d.builds.length === 0 && d.housing === 0;
	return empty ? null : moves;
}

const TABLE_KINDS: ReadonlySet<Instruction['kind']> = new Set(['reveal', 'start-player', 'public-tiles', 'auction-tiles']);

/**
 * The log of one round cut into phases at the engine's phase markers, each folded per player. A marker
 * closes the phase before it, so a round's setting up ends at its 'auction' marker.
 */
export function phaseMoves(log: readonly LoggedInstruction[], seating: readonly PlayerId[], round: number): PhaseMoves[] {
	const out: PhaseMoves[] = [];
	let phase: Phase = 'not-started';
	let drafts = new Map<PlayerId, Draft>();
	let table: Instruction[] = [];
	const close = (closed: boolean) => {
		const players = seating.flatMap((p) => {
			const d = drafts.get(p);
			const m = d ? finish(d) : null;
			return m ? [m] : [];
		});
		if (players.length > 0 || table.length > 0) out.push({ round, phase, closed, table, players });
		drafts = new Map();
		table = [];
	};
	for (const { round: r, instruction: i } of log) {
		if (r !== round) continue;
		if (i.kind === 'phase') {
			close(true);
			phase = i.phase;
			continue;
		}
		if (TABLE_KINDS.has(i.kind)) {
			table.push(i);
			continue;
		}
		if (!('player' in i) || i.kind === 'nothing') continue;
		const d = drafts.get(i.player) ?? emptyDraft(i.player);
		if (add(d, i)) drafts.set(i.player, d);
	}
	close(false);
	return out;
}

/** The phases of the game's current round so far (see phaseMoves). */
export function currentRoundMoves(state: GameState): PhaseMoves[] {
	return phaseMoves(state.log, state.players.map((p) => p.id), state.round);
}

/** What is left to do by hand when the app keeps the tracks (no VP, chip, marauder or damage marker); null when nothing. */
export function handMoves(m: PlayerMoves): PlayerMoves | null {
	const { vp: _vp, chip: _chip, marauders: _m, damage: _d, ...rest } = m;
	const nothing =
		Object.keys(rest.survivors).length === 0 && Object.keys(rest.equipment).length === 0 && rest.leaderAway === undefined && !rest.extension && rest.builds.length === 0 && rest.housing === 0;
	return nothing ? null : rest;
}
