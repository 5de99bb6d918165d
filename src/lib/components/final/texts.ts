/** Words for the final-scoring screens that depend on data: tiles, issues, maps, winners, groupings. */
import type { FieldIssue, MapsResult, PlayerId, ScoringTile, VehicleGroup } from '$lib/rules';
import type { ScoringText } from '$lib/i18n/features/scoring';
import type { PlayerDraft } from './draft';
import type { ResultData } from './result-data';

type Piece = keyof ScoringText['pieces'];

/** What a tile counts, e.g. "Engineers". */
export function pieceName(t: ScoringText, tile: ScoringTile): string {
	return tile.kind === 'any-equipment' ? t.pieces.anyEquipment : t.pieces[tile.target as Piece];
}

/** A tile in words: "Engineers · 4 VP each". */
export function tileText(t: ScoringText, tile: ScoringTile): string {
	return `${pieceName(t, tile)} · ${t.perPiece(tile.vp)}`;
}

/** Why each player got their map points: "tie for first: both 8, no second place". */
export function mapsReason(t: ScoringText, maps: MapsResult, counts: Readonly<Record<PlayerId, number>>): string {
	const ids = Object.keys(maps.place) as PlayerId[];
	const at = (place: 1 | 2) => ids.filter((id) => maps.place[id] === place);
	const count = (id: PlayerId | undefined) => (id === undefined ? 0 : (counts[id] ?? 0));
	const first = at(1);
	const second = at(2);
	const r = t.entry.mapsReason;
	switch (maps.situation) {
		case 'no-maps':
			return r.noMaps;
		case 'tie-first':
		case 'tie-both':
			return r.tieFirst(count(first[0]), first.length);
		case 'tie-second':
			return r.tieSecond(count(first[0]), count(second[0]), second.length);
		case 'clear':
			return r.clear(count(first[0]), second.length > 0 ? count(second[0]) : null);
	}
}

/** One group of the vehicle grouping in words. */
export function groupText(t: ScoringText, g: VehicleGroup): string {
	if (g.kind === 'same') return t.entry.groupSame(t.vehicles[g.vehicle], g.parts);
	return t.entry.groupDifferent(g.vehicles.map((v) => t.vehicles[v]).join(' + '));
}

const num = (s: string | undefined): number => Number(s ?? 0);

/** A field issue in the UI language (the engine words them in English); unknown ones keep the engine's words. */
export function issueText(t: ScoringText, issue: FieldIssue, players: readonly PlayerDraft[]): string {
	const [, index, ...rest] = issue.field.split('.');
	const player = index !== undefined ? players[Number(index)] : undefined;
	const name = player?.name ?? '';
	const path = rest.join('.');
	const m = issue.message;
	let g: RegExpMatchArray | null;
	if (issue.field === 'publicTile') return t.issues.noPublic;
	if (issue.field === 'players') {
		if ((g = m.match(/hold (\d+) equipment cards, but the game has only (\d+)/))) return t.issues.cardsAll(num(g[1]), num(g[2]));
		if ((g = m.match(/have (\d+) (worker|soldier|engineer)s, but the game has only (\d+)/)))
			return t.issues.survivorsAll(num(g[1]), t.pieces[g[2] as Piece], num(g[3]));
		return m;
	}
	if (!player) return m;
	if (path === 'equipment' && (g = m.match(/(\d+) equipment cards in total, but the game has only (\d+)/))) return t.issues.cardsOfPlayer(name, num(g[1]), num(g[2]));
	if (path === 'buildings' && (g = m.match(/(\d+) visible buildings/))) return t.issues.buildings(name, num(g[1]));
	if (path === 'privateTiles') return t.issues.noPrivate(name);
	if (path === 'equipment.vehicles' && (g = m.match(/holds (\d+) vehicle part cards; the hand entered has (\d+)/))) return t.issues.vehicleCards(name, num(g[2]), num(g[1]));
	const vehicle = path.match(/^equipment\.vehicles\.(car|bus|truck)$/);
	if (vehicle && (g = m.match(/has (\d+) different parts/))) return t.issues.partBeyond(name, t.vehicles[vehicle[1] as 'car'], num(g[1]));
	if (issue.code === 'invalid-number') return (m.includes('(NaN)') ? t.issues.missing : t.issues.field)(name, fieldLabel(t, path));
	return m;
}

/** The label of a number field by its path within a player. */
function fieldLabel(t: ScoringText, path: string): string {
	const [head, tail, part] = path.split('.');
	if (head === 'vp') return t.categories.start;
	if (head === 'damage') return t.categories.damage;
	if (head === 'marauders') return t.entry.marauders;
	if ((head === 'survivors' || head === 'buildings') && tail) return t.pieces[tail as Piece] ?? path;
	if (head === 'equipment' && tail === 'vehicles' && part) {
		const [, vehicle, n] = path.split('.').slice(1);
		return t.entry.partOf(t.vehicles[vehicle as 'car'] ?? vehicle ?? '', num(n) + 1);
	}
	if (head === 'equipment' && tail) return t.pieces[tail as Piece] ?? path;
	return path;
}

/** The winner sentence: a clear win, the equipment-card tie-break, or a shared victory stated plainly. */
export function winnerText(t: ScoringText, r: ResultData): string {
	const name = (id: PlayerId) => r.players.find((p) => p.id === id)?.name ?? id;
	const first = r.winners[0];
	if (first === undefined) return '';
	const vp = r.totals[first] ?? 0;
	const cards = r.breakdown?.[first]?.equipmentCards;
	if (r.decidedBy === 'shared-victory') {
		const names = r.winners.map(name);
		const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t.result.and} ${names[names.length - 1]}` : (names[0] ?? '');
		return t.result.shared(joined, vp, cards ?? null);
	}
	if (r.decidedBy === 'equipment-cards' && cards !== undefined) return t.result.winnerTieBreak(name(first), vp, cards);
	return t.result.winner(name(first), vp);
}
