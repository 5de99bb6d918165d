/** Words for the final-scoring screens that depend on data: tiles, issues, maps, winners, groupings. */
import type { FieldIssue, MapsResult, PlayerId, ScoringTile, VehicleGroup } from '$lib/games/armageddon';
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import type { PlayerDraft } from './draft';
import type { ResultData } from './result-data';
import { piece, vehicle, wordOf, type Piece } from './score-words';

/** What a tile counts, e.g. "Engineers". */
export function pieceName(lang: Lang, tile: ScoringTile): string {
	return piece[tile.kind === 'any-equipment' ? 'anyEquipment' : (tile.target as Piece)]({}, { locale: lang });
}

/** A tile in words: "Engineers · 4 VP each". */
export function tileText(lang: Lang, tile: ScoringTile): string {
	return `${pieceName(lang, tile)} · ${m.scoring_per_piece({ n: tile.vp }, { locale: lang })}`;
}

/** Why each player got their map points: "tie for first: both 8, no second place". */
export function mapsReason(lang: Lang, maps: MapsResult, counts: Readonly<Record<PlayerId, number>>): string {
	const ids = Object.keys(maps.place) as PlayerId[];
	const at = (place: 1 | 2) => ids.filter((id) => maps.place[id] === place);
	const count = (id: PlayerId | undefined) => (id === undefined ? 0 : (counts[id] ?? 0));
	const first = at(1);
	const second = at(2);
	switch (maps.situation) {
		case 'no-maps':
			return m.scoring_entry_maps_reason_no_maps({}, { locale: lang });
		case 'tie-first':
		case 'tie-both':
			return m.scoring_entry_maps_reason_tie_first({ first: count(first[0]), n: first.length }, { locale: lang });
		case 'tie-second':
			return m.scoring_entry_maps_reason_tie_second({ first: count(first[0]), second: count(second[0]), n: second.length }, { locale: lang });
		case 'clear':
			return second.length > 0
				? m.scoring_entry_maps_reason_clear({ first: count(first[0]), second: count(second[0]) }, { locale: lang })
				: m.scoring_entry_maps_reason_alone({ first: count(first[0]) }, { locale: lang });
	}
}

/** One group of the vehicle grouping in words. */
export function groupText(lang: Lang, g: VehicleGroup): string {
	if (g.kind === 'same') return m.scoring_entry_group_same({ vehicle: vehicle[g.vehicle]({}, { locale: lang }), parts: g.parts }, { locale: lang });
	return m.scoring_entry_group_different({ vehicles: g.vehicles.map((v) => vehicle[v]({}, { locale: lang })).join(' + ') }, { locale: lang });
}

const num = (s: string | undefined): number => Number(s ?? 0);

/** A field issue in the UI language, worded from its field, code and figures; unknown ones keep the engine's words. */
export function issueText(lang: Lang, issue: FieldIssue, players: readonly PlayerDraft[]): string {
	const o = { locale: lang };
	const [, index, ...rest] = issue.field.split('.');
	const player = index !== undefined ? players[Number(index)] : undefined;
	const name = player?.name ?? '';
	const path = rest.join('.');
	const d = issue.detail;
	if (issue.field === 'publicTile') return m.scoring_issues_no_public({}, o);
	if (issue.field === 'players') {
		if (d?.kind === 'cards-over') return m.scoring_issues_cards_all({ n: d.n, max: d.max }, o);
		if (d?.kind === 'survivors-over') return m.scoring_issues_survivors_all({ n: d.n, kind: piece[d.survivor]({}, o), max: d.max }, o);
		return issue.message;
	}
	if (!player) return issue.message;
	switch (d?.kind) {
		case 'cards-over':
			return m.scoring_issues_cards_of_player({ name, n: d.n, max: d.max }, o);
		case 'buildings-over':
			return m.scoring_issues_buildings({ name, n: d.n }, o);
		case 'vehicle-cards':
			return m.scoring_issues_vehicle_cards({ name, entered: d.entered, tracked: d.held }, o);
		case 'part-beyond':
			return m.scoring_issues_part_beyond({ name, vehicle: vehicle[d.vehicle]({}, o), parts: d.parts }, o);
		case 'empty':
			return m.scoring_issues_missing({ name, what: fieldLabel(lang, path) }, o);
	}
	if (path === 'privateTiles') return m.scoring_issues_no_private({ name }, o);
	if (issue.code === 'invalid-number') return m.scoring_issues_field({ name, what: fieldLabel(lang, path) }, o);
	return issue.message;
}

/** The label of a number field by its path within a player. */
function fieldLabel(lang: Lang, path: string): string {
	const [head, tail, part] = path.split('.');
	if (head === 'vp') return m.scoring_entry_vp_heading({}, { locale: lang });
	if (head === 'damage') return m.terms_damage_track({}, { locale: lang });
	if (head === 'marauders') return m.scoring_entry_marauders({}, { locale: lang });
	if ((head === 'survivors' || head === 'buildings') && tail) return wordOf(piece, tail, { locale: lang }) ?? path;
	if (head === 'equipment' && tail === 'vehicles' && part) {
		const [, kind, n] = path.split('.').slice(1);
		return m.scoring_entry_part_of({ vehicle: wordOf(vehicle, kind, { locale: lang }) ?? kind ?? '', n: num(n) + 1 }, { locale: lang });
	}
	if (head === 'equipment' && tail) return wordOf(piece, tail, { locale: lang }) ?? path;
	return path;
}

/** The winner sentence: a clear win, the equipment-card tie-break, or a shared victory stated plainly. */
export function winnerText(lang: Lang, r: ResultData): string {
	const name = (id: PlayerId) => r.players.find((p) => p.id === id)?.name ?? id;
	const first = r.winners[0];
	if (first === undefined) return '';
	const vp = r.totals[first] ?? 0;
	const cards = r.breakdown?.[first]?.equipmentCards;
	if (r.decidedBy === 'shared-victory') {
		const names = r.winners.map(name);
		const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${m.scoring_result_and({}, { locale: lang })} ${names[names.length - 1]}` : (names[0] ?? '');
		return cards === undefined ? m.scoring_result_shared({ names: joined, vp }, { locale: lang }) : m.scoring_result_shared_cards({ names: joined, vp, cards }, { locale: lang });
	}
	if (r.decidedBy === 'equipment-cards' && cards !== undefined) return m.scoring_result_winner_tie_break({ name: name(first), vp, cards }, { locale: lang });
	return m.scoring_result_winner({ name: name(first), vp }, { locale: lang });
}
