/** Phrases engine instructions as short sentences the players mirror on the board. */
import { instructionsText } from './features/instructions';
import type { Lang } from './locale.svelte';
import { SURVIVOR_KINDS, VP_LAP, vpSpace } from '$lib/rules';
import type { AuctionTile, Building, Instruction, NothingDetail, PlayerId, PlayerMoves, SurvivorKind } from '$lib/rules';

type Text = (typeof instructionsText)['en'];
type Name = (id: PlayerId) => string;
type Of<K extends Instruction['kind']> = Extract<Instruction, { kind: K }>;

/** A signed number with a real minus sign: "+2", "−1". */
export function signed(n: number): string {
	return n < 0 ? `−${-n}` : `+${n}`;
}

// One formatter per language: building one costs more than formatting with it (the round log lists hundreds).
const lists = new Map<Lang, Intl.ListFormat>();

function list(items: readonly string[], lang: Lang): string {
	let format = lists.get(lang);
	if (!format) lists.set(lang, (format = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })));
	return format.format(items);
}

/** What the chip beside the VP track should show now, without the player's name. */
function chipTail(chip: number, t: Text): string {
	if (chip === 0) return t.chipBack;
	if (chip > 4 * VP_LAP) return t.chipBeyond(chip);
	// +40/+80 is one chip turned over, +120/+160 the other [R].
	return (chip / VP_LAP) % 2 === 1 ? t.chipTake(chip) : t.chipTurn(chip);
}

function survivorList(counts: Partial<Record<SurvivorKind, number>>, sign: 1 | -1, t: Text, lang: Lang): string {
	const parts = SURVIVOR_KINDS.filter((k) => (counts[k] ?? 0) * sign > 0).map((k) => t.survivor[k](Math.abs(counts[k] ?? 0)));
	return list(parts, lang);
}

function survivors(i: Of<'survivors'>, who: string, why: string, t: Text, lang: Lang): string {
	const gained = survivorList(i.delta, 1, t, lang);
	const lost = survivorList(i.delta, -1, t, lang);
	if (i.because === 'correction') {
		if (gained && lost) return `${t.remove(who, lost, why)}; ${t.take(who, gained, why)}`;
		return gained ? t.take(who, gained, why) : t.remove(who, lost, why);
	}
	if (gained && lost) return t.swap(who, lost, gained, why);
	return gained ? t.take(who, gained, why) : t.returnToBag(who, lost, why);
}

/** A building card in words: name (or type), type, housing and star VP. */
export function buildingText(b: Building, lang: Lang): string {
	return building(b, instructionsText[lang]);
}

function building(b: Building, t: Text): string {
	const type = t.buildingType[b.type];
	const name = b.name ?? (b.upgrade ? t.upgrade[b.upgrade] : t.unnamedBuilding(type));
	return t.building(name, type, b.housing, b.starVp);
}

function overflow(i: Of<'marauders'> | Of<'damage'>, t: Text): string | null {
	const n = i.overflow ?? 0;
	if (n <= 0) return null;
	if (i.to < i.from) return t.overflowRemove(n);
	// Only these sources cost VP for what does not fit (§3); tiles and the damage track lose it.
	const paid = i.kind === 'marauders' ? i.because === 'round-start' || i.because === 'exploration' : i.because === 'unfought-marauders';
	return paid ? t.overflowVp(n) : t.overflowLost(n);
}

/** Why a step changed nothing for a player, in `lang`. */
export function nothingText(d: NothingDetail, lang: Lang): string {
	const t = instructionsText[lang];
	const r = t.reasons;
	switch (d.kind) {
		case 'marauders-at-zero':
			return r.marauderZero;
		case 'marauders-full':
			return r.marauderFull(d.max);
		case 'no-card-to-return':
			return r.noCardToReturn;
		case 'no-fight-vp':
			return r.noFightVp;
		case 'damage-edge':
			return r.damageEdge(d.space);
		case 'leader-final':
			return r.leaderFinal;
		case 'no-leader':
			return r.noLeader;
		case 'leader-away':
			return r.leaderAlreadyAway;
		case 'damage-no-effect':
			return r.damageNoEffect(d.space);
		case 'public-tile-nothing':
			return r.publicTileNothing;
		case 'already':
			return r.alreadyValue(t.field[d.field], d.value);
		case 'two-houses-set':
			return r.twoHousesSet(d.value);
		case 'no-building-of-type':
			return r.noBuildingOfType(t.buildingType[d.type]);
		case 'bag-no-soldier-engineer':
			return r.bagEmpty;
		case 'no-worker':
			return r.noWorker;
		case 'no-unused-housing':
			return r.noUnusedHousing;
	}
}

/** Why the bonus and the penalty of an area went where they did when bids tied; null without a tie. */
export function tieReasons(i: Of<'auction-result'>, name: Name, lang: Lang): { bonus: string | null; penalty: string | null } {
	const t = instructionsText[lang];
	const others = (tie: readonly PlayerId[], winner: PlayerId) => list(tie.filter((p) => p !== winner).map(name), lang);
	return {
		bonus: i.bonusTie.length > 1 ? t.tieBefore(name(i.bonus), others(i.bonusTie, i.bonus)) : null,
		penalty: i.penaltyTie.length > 1 ? t.tieAfter(name(i.penalty), others(i.penaltyTie, i.penalty)) : null
	};
}

/** An auction tile's two sides in words. */
export function tileText(tile: AuctionTile | null, lang: Lang): string {
	const t = instructionsText[lang];
	return tile ? t.tileSides(t.bonus[tile.bonus], t.penalty[tile.penalty]) : t.tileUnknown;
}

function unreachable(i: never): string {
	return String((i as { kind?: unknown }).kind);
}

/** One instruction as an imperative sentence, e.g. "Nikki: damage marker to space 5 (auction penalty)". */
export function describeInstruction(i: Instruction, name: Name, lang: Lang): string {
	const t = instructionsText[lang];
	const why = 'because' in i ? t.because[i.because] : '';
	switch (i.kind) {
		case 'vp':
			return i.clampedAtZero
				? t.vpClamped(name(i.player), signed(i.delta), signed(i.requested ?? i.delta), why)
				: t.vp(name(i.player), vpSpace(i.total), signed(i.delta), why);
		case 'chip':
			return `${name(i.player)}: ${chipTail(i.chip, t)}`;
		case 'marauders':
		case 'damage': {
			const extra = overflow(i, t);
			const reason = extra ? `${why}; ${extra}` : why;
			return i.kind === 'marauders' ? t.marauders(name(i.player), i.to, reason) : t.damage(name(i.player), i.to, reason);
		}
		case 'leader':
			return i.away ? t.leaderAway(name(i.player)) : t.leaderBack(name(i.player));
		case 'survivors':
			return survivors(i, name(i.player), why, t, lang);
		case 'equipment': {
			const what = t.equipment[i.equipment](Math.abs(i.delta));
			return i.delta >= 0 ? t.take(name(i.player), what, why) : t.discard(name(i.player), what, why);
		}
		case 'nothing':
			return t.nothing(name(i.player), why, nothingText(i.detail, lang));
		case 'build': {
			const what = building(i.building, t);
			if (i.overExtension) return t.buildOverExtension(name(i.player), what, i.site);
			return i.replaced ? t.buildOver(name(i.player), what, i.site, building(i.replaced, t)) : t.build(name(i.player), what, i.site);
		}
		case 'extension':
			return t.extension(name(i.player), i.housing);
		case 'housing': {
			return i.delta >= 0 ? t.housingGained(name(i.player), i.delta) : t.housingExpired(name(i.player), -i.delta);
		}
		case 'reveal':
			return i.maxOneMarauderPerCard ? t.revealLimited(i.cards, i.buildingLevel) : t.reveal(i.cards, i.buildingLevel);
		case 'phase':
			return t.phase[i.phase](i.round);
		case 'start-player':
			return t.startPlayer(name(i.player));
		case 'auction-result': {
			const ties = tieReasons(i, name, lang);
			const bonus = ties.bonus ? t.withReason(name(i.bonus), ties.bonus) : name(i.bonus);
			const penalty = ties.penalty ? t.withReason(name(i.penalty), ties.penalty) : name(i.penalty);
			return t.auctionResult(t.area[i.area], bonus, penalty);
		}
		case 'auction-tiles':
			// Only the intermediate scoring replaces tiles; the first ones entered are not "new".
			return (i.replaced ? t.newAuctionTiles : t.auctionTiles)(auctionTileList(i, t, lang));
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
	const t = instructionsText[lang];
	const out: string[] = [];
	for (let n = 0; n < instructions.length; n++) {
		const i = instructions[n];
		if (!i) continue;
		const next = instructions[n + 1];
		if (i.kind === 'vp' && next?.kind === 'chip' && next.player === i.player) {
			out.push(`${describeInstruction(i, name, lang)}, ${chipTail(next.chip, t)}`);
			n++;
		} else if (i.kind === 'nothing' && sameNothing(next, i)) {
			const who = [i.player];
			while (sameNothing(instructions[n + 1], i)) who.push((instructions[++n] as Of<'nothing'>).player);
			out.push(t.nothing(list(who.map(name), lang), t.because[i.because], nothingText(i.detail, lang)));
		} else out.push(describeInstruction(i, name, lang));
	}
	return out;
}

function auctionTileList(i: Of<'auction-tiles'>, t: Text, lang: Lang): string {
	const areas = [t.area.exploration, t.area.construction, t.area.city];
	return i.tiles.map((tile, n) => `${areas[n] ?? n + 1}: ${tileText(tile, lang)}`).join('; ');
}

/** One player's moves of a phase as one line: "Nikki: VP 32 → 27 · marauders 3 · damage 6 · take 1 worker". */
export function movesText(m: PlayerMoves, name: Name, lang: Lang): string {
	const t = instructionsText[lang];
	const b = t.board;
	const parts: string[] = [];
	if (m.vp) parts.push(b.vp(m.vp.from, m.vp.to));
	if (m.chip !== undefined) parts.push(chipTail(m.chip, t));
	if (m.marauders !== undefined) parts.push(b.marauders(m.marauders));
	if (m.damage !== undefined) parts.push(b.damage(m.damage));
	const gained = survivorList(m.survivors, 1, t, lang);
	const lost = survivorList(m.survivors, -1, t, lang);
	if (lost) parts.push(b.toBag(lost));
	if (gained) parts.push(b.take(gained));
	for (const [kind, n] of Object.entries(m.equipment) as [keyof Text['equipment'], number][]) {
		const what = t.equipment[kind](Math.abs(n));
		parts.push(n > 0 ? b.take(what) : b.giveUp(what));
	}
	if (m.leaderAway !== undefined) parts.push(m.leaderAway ? b.leaderAway : b.leaderBack);
	if (m.extension) parts.push(b.extension);
	for (const built of m.builds) parts.push(built.overExtension ? b.buildOverExtension(building(built.building, t), built.site) : b.build(building(built.building, t), built.site));
	if (m.housing !== 0) parts.push(b.housing(signed(m.housing)));
	return b.line(name(m.player), parts.join(' · '));
}
