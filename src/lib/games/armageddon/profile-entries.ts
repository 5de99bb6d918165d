/**
 * The Box page's flat list: every component value, whether the rules text
 * gives it, the profile holds it, or it is still unknown.
 */
import { VEHICLES, type BoxKey, type BoxProfile } from './types';
import {
	BAG,
	COUNTS,
	DAMAGE_SPACE_1_VP,
	DAMAGE_SPACES,
	DAMAGE_START_SPACE,
	EXTENSION_HOUSING,
	KNOWN_AUCTION_TILE,
	KNOWN_DAMAGE_SPACES,
	KNOWN_DIFFERENT_VEHICLES,
	KNOWN_ROUND_ADVANCE,
	KNOWN_SAME_VEHICLE,
	KNOWN_SCORING_TILE,
	MARAUDER_TRACK_MAX,
	PLAYERS,
	ROUNDS,
	START_PIECES,
	SURVIVORS_IN_GAME,
	THREE_PLAYER_REMOVAL,
	KNOWN_VP_LAP,
	VP_START,
	type Known
} from './data/known';
import { FIRST_BOX_SPACE } from './profile-schema';
import { MAX_DAMAGE } from './tracks';

export interface ProfileEntry {
	readonly key: BoxKey | string;
	readonly label: string;
	readonly status: 'rules' | 'entered' | 'unknown';
	readonly value: unknown;
	readonly source?: string;
}

const rules = (key: string, label: string, k: Known<unknown>): ProfileEntry => ({ key, label, status: 'rules', value: k.value, source: k.source });

/** Entered when every part of the value is present. */
const box = (key: BoxKey, label: string, value: unknown): ProfileEntry => ({
	key,
	label,
	status: value === null || (Array.isArray(value) && value.some((x) => x === null)) ? 'unknown' : 'entered',
	value
});

const COUNT_LABELS: Readonly<Record<keyof typeof COUNTS, string>> = {
	scoringTiles: 'Scoring tiles in the game',
	auctionTiles: 'Auction tiles in the game',
	buildingTiles: 'Building tiles in the game',
	equipmentCards: 'Equipment cards in the game',
	buildingCards: 'Building cards in the game',
	constructionSites: 'Construction sites on a city board',
	privateTilesPerPlayer: 'Private scoring tiles per player',
	publicTiles: 'Public scoring tiles',
	auctionAreas: 'Auction areas'
};

/** Every value for the Box page, rulebook ones with their source, in page order. */
export function profileEntries(profile: BoxProfile): ProfileEntry[] {
	const out: ProfileEntry[] = [];
	for (let round = 1; round <= ROUNDS.value; round++) {
		const key: BoxKey = `roundTrack.${round}`;
		const label = `Marauder advance, round ${round}`;
		const rule = KNOWN_ROUND_ADVANCE[round];
		out.push(rule ? rules(key, label, rule) : box(key, label, profile.roundTrack[round - 1] ?? null));
	}
	out.push(rules('damageSpaces.1', 'Damage space 1: VP gained while the marker is on it', DAMAGE_SPACE_1_VP));
	out.push(rules('damageSpaces.2', 'Damage space 2', KNOWN_DAMAGE_SPACES[2]));
	out.push(rules('damageSpaces.3', 'Damage space 3 (start space)', KNOWN_DAMAGE_SPACES[3]));
	for (let space = FIRST_BOX_SPACE; space <= MAX_DAMAGE; space++) {
		out.push(box(`damageSpaces.${space}`, `Damage space ${space}`, profile.damageSpaces[space - FIRST_BOX_SPACE] ?? null));
	}
	out.push(rules('scoringTiles.known', 'Known scoring tile: engineers, 4 VP each', KNOWN_SCORING_TILE));
	out.push(box('scoringTiles', 'The 10 scoring tiles', profile.scoringTiles));
	out.push(rules('auctionTiles.known', 'Known auction tile: +Equipment / +Damage', KNOWN_AUCTION_TILE));
	out.push(box('auctionTiles', 'The 7 auction tiles', profile.auctionTiles));
	out.push(box('beerTable', 'Beer points by number of cards', profile.beerTable));
	out.push(box('gasolineTable', 'Gasoline points by number of cards', profile.gasolineTable));
	out.push(box('weaponSet', 'Points per set of 2 weapons', profile.weaponSet));
	out.push(box('medicineSet', 'Points per set of 3 medicines', profile.medicineSet));
	for (const vehicle of VEHICLES) {
		out.push(box(`partsPerVehicle.${vehicle}`, `Distinct parts of the ${vehicle}`, profile.partsPerVehicle[vehicle]));
	}
	out.push(rules('sameVehicleTable.3', '3 parts of one vehicle', { ...KNOWN_SAME_VEHICLE, value: KNOWN_SAME_VEHICLE.value.points }));
	out.push(box('sameVehicleTable', '"Same vehicle" points by distinct parts', profile.sameVehicleTable));
	out.push(rules('differentVehicleTable.2', '2 parts of different vehicles', { ...KNOWN_DIFFERENT_VEHICLES, value: KNOWN_DIFFERENT_VEHICLES.value.points }));
	out.push(box('differentVehicleTable', '"Different vehicles" points by parts', profile.differentVehicleTable));
	out.push(box('cityBoardHousing', 'Housing printed on the city board', profile.cityBoardHousing));
	// complete once all 28 are entered; each is asked (or learnt) when first built
	out.push({
		key: 'buildingCards',
		label: 'Building cards',
		status: profile.buildingCards.length === COUNTS.buildingCards.value ? 'entered' : 'unknown',
		value: profile.buildingCards
	});
	out.push(rules('extensionHousing', 'Housing of the extension', EXTENSION_HOUSING));
	for (const [key, k] of Object.entries(COUNTS) as [keyof typeof COUNTS, Known<number>][]) {
		out.push(rules(`count.${key}`, COUNT_LABELS[key], k));
	}
	out.push(rules('survivorsInGame', 'Survivors in the game', SURVIVORS_IN_GAME));
	out.push(rules('bag', 'Survivors in the bag at the start', BAG));
	out.push(rules('startingPieces', 'Survivors each player starts with', START_PIECES));
	out.push(rules('threePlayerRemoval', 'Back to the box with 3 players', THREE_PLAYER_REMOVAL));
	out.push(rules('players', 'Players', PLAYERS));
	out.push(rules('rounds', 'Rounds', ROUNDS));
	out.push(rules('vpStart', 'VP start space', VP_START));
	out.push(rules('vpLap', 'VP per lap of the VP track', KNOWN_VP_LAP));
	out.push(rules('damageTrackSpaces', 'Damage track spaces', DAMAGE_SPACES));
	out.push(rules('damageStartSpace', 'Damage marker start space', DAMAGE_START_SPACE));
	out.push(rules('marauderTrackMax', 'Most marauders the marauder track holds', MARAUDER_TRACK_MAX));
	return out;
}
