/** The engine's instructions as sentences the players mirror on the board, for the app (the code→message maps beneath them, which the e2e tests load too, are words/instructions.ts). */
import { area, because, buildingType, equipmentCount, nothingText, phase, survivorCount, upgrade } from './words/instructions';

export { nothingText };
import type { Lang } from './locale.svelte';
import { m } from './messages';
import {
	type AuctionTile,
	type Building,
	type EquipmentKind,
	type Instruction,
	MAX_VP_CHIP,
	type NothingDetail,
	type PlayerId,
	type PlayerMoves,
	SURVIVOR_KINDS,
	type SurvivorKind,
	VP_LAP,
	vpSpace
} from '$lib/games/armageddon';
import { auctionBonus, auctionPenalty, describeScoringTile } from './words/tiles';

type Name = (id: PlayerId) => string;
type Of<K extends Instruction['kind']> = Extract<Instruction, { kind: K }>;

/** A signed number with a real minus sign: "+2", "−1". */
export function signed(n: number): string {
	return n < 0 ? `−${-n}` : `+${n}`;
}

// One formatter per language: building one costs more than formatting with it (the round log lists hundreds),
// and the first one of a page costs the most (about 70 ms of the game page's first render under a 4× CPU
// throttle, measured): it is built only for a list of two or more, and most lines name one kind or none.
const lists = new Map<Lang, Intl.ListFormat>();

function list(items: readonly string[], lang: Lang): string {
	if (items.length < 2) return items[0] ?? '';
	let format = lists.get(lang);
	if (!format) lists.set(lang, (format = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })));
	return format.format(items);
}

/** What the chip beside the VP track should show now, without the player's name. */
function chipTail(chip: number, lang: Lang): string {
	if (chip === 0) return m.instructions_chip_back({}, { locale: lang });
	if (chip > MAX_VP_CHIP) return m.instructions_chip_beyond({ chip }, { locale: lang });
	// +40/+80 is one chip turned over, +120/+160 the other [R].
	return (chip / VP_LAP) % 2 === 1 ? m.instructions_chip_take({ chip }, { locale: lang }) : m.instructions_chip_turn({ chip }, { locale: lang });
}

function survivorList(counts: Partial<Record<SurvivorKind, number>>, sign: 1 | -1, lang: Lang): string {
	const parts = SURVIVOR_KINDS.filter((k) => (counts[k] ?? 0) * sign > 0).map((k) => survivorCount[k]({ n: Math.abs(counts[k] ?? 0) }, { locale: lang }));
	return list(parts, lang);
}

function survivors(i: Of<'survivors'>, who: string, why: string, lang: Lang): string {
	const gained = survivorList(i.delta, 1, lang);
	const lost = survivorList(i.delta, -1, lang);
	if (i.because === 'correction') {
		if (gained && lost) return `${m.instructions_remove({ who, what: lost, why }, { locale: lang })}; ${m.instructions_take({ who, what: gained, why }, { locale: lang })}`;
		return gained ? m.instructions_take({ who, what: gained, why }, { locale: lang }) : m.instructions_remove({ who, what: lost, why }, { locale: lang });
	}
	if (gained && lost) return m.instructions_swap({ who, lost, gained, why }, { locale: lang });
	return gained ? m.instructions_take({ who, what: gained, why }, { locale: lang }) : m.instructions_return_to_bag({ who, what: lost, why }, { locale: lang });
}

/** A building card in words: name (or type), type, housing and star VP. */
export function buildingText(b: Building, lang: Lang): string {
	return building(b, lang);
}

function building(b: Building, lang: Lang): string {
	const type = buildingType[b.type]({}, { locale: lang });
	const name = b.name ?? (b.upgrade ? upgrade[b.upgrade]({}, { locale: lang }) : m.instructions_unnamed_building({ type }, { locale: lang }));
	return m.instructions_building({ name, type, housing: b.housing, star: b.starVp }, { locale: lang });
}

function overflow(i: Of<'marauders'> | Of<'damage'>, lang: Lang): string | null {
	const n = i.overflow ?? 0;
	if (n <= 0) return null;
	if (i.to < i.from) return m.instructions_overflow_remove({ n }, { locale: lang });
	// Only these sources cost VP for what does not fit (§3); tiles and the damage track lose it.
	const paid = i.kind === 'marauders' ? i.because === 'round-start' || i.because === 'exploration' : i.because === 'unfought-marauders';
	return paid ? m.instructions_overflow_vp({ n }, { locale: lang }) : m.instructions_overflow_lost({ n }, { locale: lang });
}


/** Why the bonus and the penalty of an area went where they did when bids tied; null without a tie. */
export function tieReasons(i: Of<'auction-result'>, name: Name, lang: Lang): { bonus: string | null; penalty: string | null } {
	const others = (tie: readonly PlayerId[], winner: PlayerId) => list(tie.filter((p) => p !== winner).map(name), lang);
	return {
		bonus: i.bonusTie.length > 1 ? m.instructions_tie_before({ who: name(i.bonus), others: others(i.bonusTie, i.bonus) }, { locale: lang }) : null,
		penalty: i.penaltyTie.length > 1 ? m.instructions_tie_after({ who: name(i.penalty), others: others(i.penaltyTie, i.penalty) }, { locale: lang }) : null
	};
}

/** An auction tile's two sides in words. */
export function tileText(tile: AuctionTile | null, lang: Lang): string {
	return tile ? m.instructions_tile_sides({ bonus: auctionBonus[tile.bonus]({}, { locale: lang }), penalty: auctionPenalty[tile.penalty]({}, { locale: lang }) }, { locale: lang }) : m.instructions_tile_unknown({}, { locale: lang });
}

function unreachable(i: never): string {
	return String((i as { kind?: unknown }).kind);
}

/** One instruction as an imperative sentence, e.g. "Nikki: damage marker to space 5 (auction penalty)". */
export function describeInstruction(i: Instruction, name: Name, lang: Lang): string {
	const why = 'because' in i ? because[i.because]({}, { locale: lang }) : '';
	switch (i.kind) {
		case 'vp':
			return i.clampedAtZero
				? m.instructions_vp_clamped({ who: name(i.player), delta: signed(i.delta), requested: signed(i.requested ?? i.delta), why }, { locale: lang })
				: m.instructions_vp({ who: name(i.player), space: vpSpace(i.total), delta: signed(i.delta), why }, { locale: lang });
		case 'chip':
			return `${name(i.player)}: ${chipTail(i.chip, lang)}`;
		case 'marauders':
		case 'damage': {
			const extra = overflow(i, lang);
			const reason = extra ? `${why}; ${extra}` : why;
			return i.kind === 'marauders' ? m.instructions_marauders({ who: name(i.player), to: i.to, why: reason }, { locale: lang }) : m.instructions_damage({ who: name(i.player), to: i.to, why: reason }, { locale: lang });
		}
		case 'leader':
			return i.away ? m.instructions_leader_away({ who: name(i.player) }, { locale: lang }) : m.instructions_leader_back({ who: name(i.player) }, { locale: lang });
		case 'survivors':
			return survivors(i, name(i.player), why, lang);
		case 'equipment': {
			const what = equipmentCount[i.equipment]({ n: Math.abs(i.delta) }, { locale: lang });
			return i.delta >= 0 ? m.instructions_take({ who: name(i.player), what, why }, { locale: lang }) : m.instructions_discard({ who: name(i.player), what, why }, { locale: lang });
		}
		case 'nothing':
			return m.instructions_nothing({ who: name(i.player), why, reason: nothingText(i.detail, lang) }, { locale: lang });
		case 'build': {
			const what = building(i.building, lang);
			if (i.overExtension) return m.instructions_build_over_extension({ who: name(i.player), building: what, site: i.site }, { locale: lang });
			return i.replaced ? m.instructions_build_over({ who: name(i.player), building: what, site: i.site, old: building(i.replaced, lang) }, { locale: lang }) : m.instructions_build({ who: name(i.player), building: what, site: i.site }, { locale: lang });
		}
		case 'extension':
			return m.instructions_extension({ who: name(i.player), n: i.housing }, { locale: lang });
		case 'housing': {
			return i.delta >= 0 ? m.instructions_housing_gained({ who: name(i.player), n: i.delta }, { locale: lang }) : m.instructions_housing_expired({ who: name(i.player), n: -i.delta }, { locale: lang });
		}
		case 'reveal':
			return i.maxOneMarauderPerCard ? m.instructions_reveal_limited({ cards: i.cards, level: i.buildingLevel }, { locale: lang }) : m.instructions_reveal({ cards: i.cards, level: i.buildingLevel }, { locale: lang });
		case 'phase':
			return phase[i.phase]({ round: i.round }, { locale: lang });
		case 'start-player':
			return m.instructions_start_player({ who: name(i.player) }, { locale: lang });
		case 'auction-result': {
			const ties = tieReasons(i, name, lang);
			const winner = ties.bonus ? m.instructions_with_reason({ text: name(i.bonus), reason: ties.bonus }, { locale: lang }) : name(i.bonus);
			const loser = ties.penalty ? m.instructions_with_reason({ text: name(i.penalty), reason: ties.penalty }, { locale: lang }) : name(i.penalty);
			return m.instructions_auction_result({ area: area[i.area]({}, { locale: lang }), bonus: winner, penalty: loser }, { locale: lang });
		}
		case 'public-tiles':
			return m.instructions_public_tiles({ list: publicTileList(i, lang) }, { locale: lang });
		case 'auction-tiles':
			// Only the intermediate scoring replaces tiles; the first ones entered are not "new".
			return (i.replaced ? m.instructions_new_auction_tiles : m.instructions_auction_tiles)({ list: auctionTileList(i, lang) }, { locale: lang });
		default:
			return unreachable(i);
	}
}

const sameNothing = (a: Instruction | undefined, b: Of<'nothing'>): a is Of<'nothing'> =>
	a?.kind === 'nothing' && a.because === b.because && JSON.stringify(a.detail) === JSON.stringify(b.detail);

/**
 * Instructions as sentences; a VP move followed by its chip change becomes one sentence, and
 * "no change" for several players in a row for the same reason one line naming them all.
 */
export function describeInstructions(instructions: readonly Instruction[], name: Name, lang: Lang): string[] {
	const out: string[] = [];
	for (let n = 0; n < instructions.length; n++) {
		const i = instructions[n];
		if (!i) continue;
		const next = instructions[n + 1];
		if (i.kind === 'vp' && next?.kind === 'chip' && next.player === i.player) {
			out.push(`${describeInstruction(i, name, lang)}, ${chipTail(next.chip, lang)}`);
			n++;
		} else if (i.kind === 'nothing' && sameNothing(next, i)) {
			const who = [i.player];
			while (sameNothing(instructions[n + 1], i)) who.push((instructions[++n] as Of<'nothing'>).player);
			out.push(m.instructions_nothing({ who: list(who.map(name), lang), why: because[i.because]({}, { locale: lang }), reason: nothingText(i.detail, lang) }, { locale: lang }));
		} else out.push(describeInstruction(i, name, lang));
	}
	return out;
}

function publicTileList(i: Of<'public-tiles'>, lang: Lang): string {
	const where = [m.setup_summary_mid({}, { locale: lang }), m.setup_summary_final({}, { locale: lang })];
	return i.tiles.flatMap((tile, n) => (tile ? [`${where[n] ?? n + 1}: ${describeScoringTile(tile, { locale: lang })}`] : [])).join('; ');
}

function auctionTileList(i: Of<'auction-tiles'>, lang: Lang): string {
	const areas = [area.exploration({}, { locale: lang }), area.construction({}, { locale: lang }), area.city({}, { locale: lang })];
	return i.tiles.map((tile, n) => `${areas[n] ?? n + 1}: ${tileText(tile, lang)}`).join('; ');
}

/** One player's moves of a phase as one line: "Nikki: VP 32 → 27 · marauders 3 · damage 6 · take 1 worker". */
export function movesText(moves: PlayerMoves, name: Name, lang: Lang): string {
	const parts: string[] = [];
	if (moves.vp) parts.push(m.instructions_board_vp({ from: moves.vp.from, to: moves.vp.to }, { locale: lang }));
	if (moves.chip !== undefined) parts.push(chipTail(moves.chip, lang));
	if (moves.marauders !== undefined) parts.push(m.instructions_board_marauders({ n: moves.marauders }, { locale: lang }));
	if (moves.damage !== undefined) parts.push(m.instructions_board_damage({ n: moves.damage }, { locale: lang }));
	const gained = survivorList(moves.survivors, 1, lang);
	const lost = survivorList(moves.survivors, -1, lang);
	if (lost) parts.push(m.instructions_board_to_bag({ what: lost }, { locale: lang }));
	if (gained) parts.push(m.instructions_board_take({ what: gained }, { locale: lang }));
	for (const [kind, n] of Object.entries(moves.equipment) as [EquipmentKind, number][]) {
		const what = equipmentCount[kind]({ n: Math.abs(n) }, { locale: lang });
		parts.push(n > 0 ? m.instructions_board_take({ what }, { locale: lang }) : m.instructions_board_give_up({ what }, { locale: lang }));
	}
	if (moves.leaderAway !== undefined) parts.push(moves.leaderAway ? m.instructions_board_leader_away({}, { locale: lang }) : m.instructions_board_leader_back({}, { locale: lang }));
	if (moves.extension) parts.push(m.instructions_board_extension({}, { locale: lang }));
	for (const built of moves.builds) parts.push(built.overExtension ? m.instructions_board_build_over_extension({ building: building(built.building, lang), site: built.site }, { locale: lang }) : m.instructions_board_build({ building: building(built.building, lang), site: built.site }, { locale: lang }));
	if (moves.housing !== 0) parts.push(m.instructions_board_housing({ delta: signed(moves.housing) }, { locale: lang }));
	return m.instructions_board_line({ who: name(moves.player), parts: parts.join(' · ') }, { locale: lang });
}
