/**
 * The app's game terms (messages/*.json, `terms_*`) in one language, by name, for tests that pick a term by a code.
 * From the compiled messages: the app's own modules read its locale store (runes), which Node cannot load.
 */
import { m } from '../../../src/lib/paraglide/messages.js';

/** Every term of `lang`: "Worker", "Schadensleiste", … */
export function terms(lang: 'en' | 'de') {
	const o = { locale: lang };
	return {
		marauder: m.terms_marauder({}, o),
		damageTrack: m.terms_damage_track({}, o),
		marauderTrack: m.terms_marauder_track({}, o),
		vpTrack: m.terms_vp_track({}, o),
		auctionTiles: m.terms_auction_tiles({}, o),
		scoringTiles: m.terms_scoring_tiles({}, o),
		buildingTiles: m.terms_building_tiles({}, o),
		buildingCards: m.terms_building_cards({}, o),
		survivors: m.terms_survivors({}, o),
		worker: m.terms_worker({}, o),
		soldier: m.terms_soldier({}, o),
		engineer: m.terms_engineer({}, o),
		leader: m.terms_leader({}, o),
		equipment: m.terms_equipment({}, o),
		beer: m.terms_beer({}, o),
		gasoline: m.terms_gasoline({}, o),
		weapons: m.terms_weapons({}, o),
		medicine: m.terms_medicine({}, o),
		vehicleParts: m.terms_vehicle_parts({}, o),
		maps: m.terms_maps({}, o),
		exploration: m.terms_exploration({}, o),
		construction: m.terms_construction({}, o),
		city: m.terms_city({}, o),
		phaseSetup: m.terms_phase_setup({}, o),
		phaseAuction: m.terms_phase_auction({}, o),
		phaseResolving: m.terms_phase_resolving({}, o),
		phaseCompletion: m.terms_phase_completion({}, o),
		intermediateScoring: m.terms_intermediate_scoring({}, o),
		finalScoring: m.terms_final_scoring({}, o),
		startPlayer: m.terms_start_player({}, o),
		housing: m.terms_housing({}, o),
		extension: m.terms_extension({}, o),
		cityBoard: m.terms_city_board({}, o)
	};
}
