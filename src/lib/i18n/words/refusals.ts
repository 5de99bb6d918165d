/**
 * Why the engine refuses a step (`Rejection.detail`), in words (messages/*.json, `refusals_*`), in the language
 * the caller names; the app reads it beside `$lib/i18n/messages`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { RejectionDetail } from '../../games/armageddon';
import type { Lang } from '../locale.svelte';
import { boxLabel } from './box';
import * as v from './refusal-terms';
import type { Form, Name } from './refusal-terms';

export type { Name } from './refusal-terms';

/** The kind of a step (an event type) in words; an unknown type as it is. */
export const stepText = (type: string, lang: Lang): string => (Object.hasOwn(v.steps, type) ? v.steps[type as keyof typeof v.steps]({}, { locale: lang }) : type);

/** The refusal as a sentence in `lang`; `name` gives a player's name. */
export function refusalText(d: RejectionDetail, name: Name, lang: Lang): string {
	const o = { locale: lang };
	const count = (kind: keyof typeof v.pieceCount, n: number, form: Form) => v.pieceCount[kind]({ n, form }, o);
	switch (d.kind) {
		case 'bad-number': {
			const field = v.cap(v.field(d.field, name, lang));
			return d.max === undefined
				? m.refusals_bad_number_min({ field, min: d.min, value: d.value }, o)
				: m.refusals_bad_number_range({ field, min: d.min, max: d.max, value: d.value }, o);
		}
		case 'bad-choice':
			return m.refusals_bad_choice({ field: v.choices[d.field]({}, o), value: d.value }, o);
		case 'malformed':
			return m.refusals_malformed({ what: v.malformed[d.what]({}, o) }, o);
		case 'engine-error':
			return m.refusals_engine_error({ step: d.step, message: d.message }, o);
		case 'unknown-player':
			return m.refusals_unknown_player({ player: d.player }, o);
		case 'out-of-phase':
			return m.refusals_out_of_phase({ step: stepText(d.step, lang), phase: v.phases[d.phase]({ round: d.round }, o) }, o);
		case 'nobody-to-act':
			return m.refusals_nobody_to_act({ step: stepText(d.step, lang) }, o);
		case 'out-of-turn':
			return m.refusals_out_of_turn({ step: stepText(d.step, lang), expected: name(d.expected), player: name(d.player) }, o);
		case 'choice-owed':
			return m.refusals_choice_owed({ player: name(d.player), choice: d.choice }, o);
		case 'no-choice-owed':
			return m.refusals_no_choice_owed({}, o);
		case 'end-early-mid-round':
			return m.refusals_end_early_mid_round({ phase: v.phases[d.phase]({ round: d.round }, o) }, o);
		case 'last-round-played':
			return m.refusals_last_round_played({ rounds: d.rounds }, o);
		case 'needs-box-values':
			return m.refusals_needs_box_values({ n: d.keys.length }, o);
		case 'auction-tiles-first':
			return m.refusals_auction_tiles_first({}, o);
		case 'public-tile-first':
			return m.refusals_public_tile_first({}, o);
		case 'app-draws-auction-tiles':
			return m.refusals_app_draws_auction_tiles({}, o);
		case 'app-drawn-tile':
			return m.refusals_app_drawn_tile({ tile: d.tile, n: d.index + 1 }, o);
		case 'count-missing':
			return m.refusals_count_missing({ player: name(d.player) }, o);
		case 'already-bid':
			return m.refusals_already_bid({ player: name(d.player), area: v.areas[d.area]({}, o) }, o);
		case 'bid-too-many':
			return m.refusals_bid_too_many({ player: name(d.player), have: d.have, want: d.want }, o);
		case 'bid-colours-sum':
			return m.refusals_bid_colours_sum({ player: name(d.player), bid: d.bid, sum: d.sum }, o);
		case 'bid-colour-short':
			return m.refusals_bid_colour_short({ player: name(d.player), pieces: count(d.survivor, d.have, 'acc'), want: d.want }, o);
		case 'bag-short':
			return m.refusals_bag_short({ pieces: count(d.piece, d.have, 'acc'), want: d.want }, o);
		case 'round-one-marauders':
			return m.refusals_round_one_marauders({ marauders: d.marauders }, o);
		case 'not-in-bag':
			return m.refusals_not_in_bag({ piece: v.pieceOne[d.piece]({}, o), purpose: d.purpose }, o);
		case 'no-worker':
			return m.refusals_no_worker({ player: name(d.player), from: d.from }, o);
		case 'tile-choice':
			return m.refusals_tile_choice({ player: name(d.player), tile: v.tiles[d.tile]({}, o), wanted: v.wanted[d.wanted]({}, o) }, o);
		case 'hq-upgrade-site':
			return m.refusals_hq_upgrade_site({ player: name(d.player), site: d.site }, o);
		case 'watchtower-upgrade-site':
			return m.refusals_watchtower_upgrade_site({ player: name(d.player), site: d.site }, o);
		case 'printed-site':
			return m.refusals_printed_site({ player: name(d.player), site: d.site }, o);
		case 'site-8-locked':
			return m.refusals_site_8_locked({ player: name(d.player) }, o);
		case 'watchtower-fixed':
			return m.refusals_watchtower_fixed({ player: name(d.player), site: d.site }, o);
		case 'two-churches':
			return m.refusals_two_churches({ player: name(d.player) }, o);
		case 'city-survivors-short':
			return m.refusals_city_survivors_short({ player: name(d.player), have: d.have, action: v.actions[d.action]({}, o), need: d.need }, o);
		case 'city-bid-colours':
			return m.refusals_city_bid_colours({ player: name(d.player), action: v.actions[d.action]({}, o) }, o);
		case 'city-bid-uncoloured':
			return m.refusals_city_bid_uncoloured({ player: name(d.player) }, o);
		case 'city-colour-short':
			return m.refusals_city_colour_short({ player: name(d.player), pieces: count(d.survivor, d.may, 'acc'), may: d.may }, o);
		case 'city-bid-sum':
			return m.refusals_city_bid_sum({ player: name(d.player), bid: d.bid, sum: d.sum }, o);
		case 'city-colours-used':
			return m.refusals_city_colours_used({ player: name(d.player) }, o);
		case 'repair-nothing':
			return m.refusals_repair_nothing({}, o);
		case 'repair-short':
			// The three flags are booleans: each adds its own words (a message never selects on a boolean).
			return m.refusals_repair_short(
				{
					player: name(d.player),
					engineers: count('engineer', d.engineers, 'dat'),
					workers: count('worker', d.workers, 'dat'),
					leader: d.leader ? m.refusals_repair_short_leader({}, o) : '',
					trained: d.trained ? m.refusals_repair_short_trained({}, o) : '',
					needEngineers: count('engineer', d.needEngineers, 'dat'),
					pairs: m.refusals_worker_pairs({ n: d.needPairs }, o),
					gained: d.gained ? m.refusals_repair_short_gained({}, o) : ''
				},
				o
			);
		case 'damage-cannot-move':
			return m.refusals_damage_cannot_move({ player: name(d.player), space: d.space, spaces: d.spaces }, o);
		case 'damage-at-start':
			return m.refusals_damage_at_start({ player: name(d.player) }, o);
		case 'extension-built':
			return m.refusals_extension_built({ player: name(d.player) }, o);
		case 'no-card':
			return m.refusals_no_card({ player: name(d.player), equipment: v.cards[d.equipment]({}, o), purpose: d.purpose }, o);
		case 'marauders-short':
			return m.refusals_marauders_short({ player: name(d.player), have: d.have, want: d.want }, o);
		case 'card-action-missing':
			return m.refusals_card_action_missing({ player: name(d.player), site: d.site, action: v.actions[d.action]({}, o) }, o);
		case 'card-action-used':
			return m.refusals_card_action_used({ player: name(d.player), site: d.site, action: v.actions[d.action]({}, o), uses: d.uses }, o);
		case 'card-action-differs':
			return m.refusals_card_action_differs({ player: name(d.player), site: d.site, action: v.actions[d.action]({}, o), what: d.what }, o);
		case 'cannot-return':
			return m.refusals_cannot_return({ player: name(d.player), pieces: count(d.survivor, d.owned, 'acc'), returned: d.returned }, o);
		case 'return-exact':
			return m.refusals_return_exact({ player: name(d.player), need: d.need, returned: d.returned }, o);
		case 'player-count':
			return m.refusals_player_count({ min: d.min, max: d.max, got: d.got }, o);
		case 'name-empty':
			return m.refusals_name_empty({ seat: d.seat }, o);
		case 'name-too-long':
			return m.refusals_name_too_long({ seat: d.seat, max: d.max }, o);
		case 'name-taken':
			return m.refusals_name_taken({ seat: d.seat, name: d.name }, o);
		case 'colour-unknown':
			return m.refusals_colour_unknown({ seat: d.seat, colour: d.colour }, o);
		case 'colour-taken':
			return m.refusals_colour_taken({ seat: d.seat, colour: v.colours[d.colour]({}, o) }, o);
		case 'id-empty':
			return m.refusals_id_empty({ seat: d.seat }, o);
		case 'id-taken':
			return m.refusals_id_taken({ seat: d.seat, id: d.id }, o);
		case 'seed-character':
			return m.refusals_seed_character({ char: d.char }, o);
		case 'seed-length':
			return m.refusals_seed_length({ want: d.want, got: d.got }, o);
		case 'rulebook-value':
			return m.refusals_rulebook_value({ label: boxLabel(d.key, lang), value: d.value }, o);
		case 'tile-twice':
			return d.tile === undefined ? m.refusals_tile_twice({}, o) : m.refusals_tile_twice_at({ list: d.list, tile: d.tile }, o);
		case 'tile-zero-vp':
			return d.tile === undefined ? m.refusals_tile_zero_vp({}, o) : m.refusals_tile_zero_vp_at({ tile: d.tile }, o);
		case 'table-down':
			return d.cards === undefined ? m.refusals_table_down({}, o) : m.refusals_table_down_at({ table: v.tables[d.table]({}, o), cards: d.cards }, o);
		case 'card-twice':
			return m.refusals_card_twice({ name: d.name, level: d.level }, o);
		case 'rulebook-tile':
			return m.refusals_rulebook_tile({ list: d.list }, o);
		case 'table-zero':
			return m.refusals_table_zero({ name: v.tables[d.table]({}, o), table: d.table }, o);
		case 'rulebook-table':
			return m.refusals_rulebook_table({ points: d.points, parts: d.parts, table: v.tables[d.table]({}, o) }, o);
		case 'car-parts':
			return m.refusals_car_parts({ min: d.min }, o);
		case 'vehicle-table-long':
			return m.refusals_vehicle_table_long({ parts: d.parts }, o);
		case 'too-many-cards':
			return m.refusals_too_many_cards({ max: d.max, level: d.level }, o);
		case 'profile-invalid':
			return d.issues > 1 ? m.refusals_profile_invalid_more({ field: d.field, more: d.issues - 1 }, o) : m.refusals_profile_invalid({ field: d.field }, o);
		case 'vehicle-part-missing':
			return m.refusals_vehicle_part_missing({ vehicle: d.vehicle, parts: d.parts, part: d.part }, o);
		case 'final-issues':
			return m.refusals_final_issues({ issues: d.issues }, o);
		case 'nothing-to':
			return m.refusals_nothing_to({ what: d.what }, o);
		case 'changed-elsewhere':
			return m.refusals_changed_elsewhere({}, o);
		case 'table-link':
			return m.refusals_table_link({ why: d.why }, o);
		case 'not-saved':
			return m.refusals_not_saved({ problem: v.storage[d.problem]({}, o) }, o);
	}
}

