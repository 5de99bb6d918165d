/** Why the engine refuses a step, in English (the shapes; refusals-de.ts is checked against them). */
import type { CityAction, NumberField, Phase, PlayerId, RejectionDetail, StepKind, SurvivorKind, TileSlot } from '$lib/rules';
import type { ChoiceField, Malformed, Piece } from '$lib/rules';
import { plural } from '../plural';
import { boxText } from './box';

export type Name = (id: PlayerId) => string;

export interface RefusalMessages {
	/** The refusal as a sentence; `name` gives a player's name. */
	refusal: (d: RejectionDetail, name: Name) => string;
	/** The kind of a step (an event type) in words; an unknown type as it is. */
	step: (type: string) => string;
}

const n_ = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;

const PIECES: Record<Piece | SurvivorKind, [string, string]> = {
	worker: ['worker', 'workers'],
	soldier: ['soldier', 'soldiers'],
	engineer: ['engineer', 'engineers'],
	leader: ['leader', 'leaders'],
	marauder: ['marauder', 'marauders']
};
const pieces = (kind: Piece | SurvivorKind, n: number) => n_(n, ...PIECES[kind]);
const pieceName = (kind: Piece | SurvivorKind) => PIECES[kind][1];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const CARD = { beer: 'beer', gasoline: 'gasoline', weapon: 'weapons', medicine: 'medicine', vehicle: 'vehicle part', map: 'map' };
const AREA = { exploration: 'Exploration', construction: 'Construction', city: 'City' };
const VEHICLE = { car: 'car', bus: 'bus', truck: 'truck' };
const COLOUR = { brown: 'brown', white: 'white', orange: 'orange', black: 'black' };
const TILE = {
	'marauder-': '−Marauder',
	'equipment+': '+Equipment',
	'damage-': '−Damage',
	'two-houses': '2 Houses',
	exchange: 'Exchange',
	'marauder+': '+Marauder',
	'damage+': '+Damage',
	'equipment-': '−Equipment'
};
const ACTION: Record<CityAction['kind'], string> = {
	extension: 'building the extension',
	repair: 'a repair',
	fight: 'fighting off marauders',
	'gain-vp': 'gaining VP',
	'repair-vp': 'a repair for VP',
	'draw-equipment': 'drawing equipment',
	'swap-equipment': 'swapping an equipment card',
	exchange: 'exchanging a worker',
	'draw-survivor': 'drawing a survivor',
	'vp-per-building': 'VP per building',
	'unused-housing-vp': 'VP for unused housing'
};
const STEP: Record<StepKind, string> = {
	'box-value': 'Entering a box value',
	'tiles-entered': 'Entering tiles',
	'start-round': 'Starting a round',
	bid: 'Bidding',
	choose: 'Choosing an equipment card',
	explore: 'Exploring',
	construct: 'Constructing',
	'city-action': 'A City action',
	'city-colours': 'Setting the City colours',
	'city-done': 'Finishing the City actions',
	completion: 'The completion',
	intermediate: 'The intermediate scoring',
	'end-early': 'Ending the game early',
	correction: 'A correction'
};
const PHASE: Record<Phase, (round: number) => string> = {
	'not-started': (round) => (round === 0 ? 'the first round has not begun' : `round ${round} is over`),
	auction: (round) => `round ${round} is at the auction`,
	exploration: (round) => `round ${round} is resolving Exploration`,
	construction: (round) => `round ${round} is resolving Construction`,
	city: (round) => `round ${round} is resolving City`,
	completion: (round) => `round ${round} is at the completion`,
	intermediate: () => 'the intermediate scoring is due',
	final: () => 'the final scoring is due',
	finished: () => 'the game is over'
};
const CORRECTED = {
	vp: 'VP',
	marauders: 'marauders',
	damage: 'damage space',
	'survivors.worker': 'workers',
	'survivors.soldier': 'soldiers',
	'survivors.engineer': 'engineers',
	'survivors.leader': 'leader',
	'equipment.beer': 'beer cards',
	'equipment.gasoline': 'gasoline cards',
	'equipment.weapon': 'weapons cards',
	'equipment.medicine': 'medicine cards',
	'equipment.vehicle': 'vehicle part cards',
	'equipment.map': 'map cards',
	twoHouses: '“2 Houses” tiles'
};
const CHOICE: Record<ChoiceField, string> = {
	'city-action': 'City action',
	'survivor-needed': 'survivor needed',
	equipment: 'equipment kind',
	'survivor-drawn': 'survivor drawn',
	'exchange-for': 'survivor to exchange for',
	'building-type': 'building type',
	'building-tile': 'building tile',
	survivor: 'survivor',
	area: 'area',
	'auction-bonus': 'auction tile bonus',
	'auction-penalty': 'auction tile penalty',
	'tile-kind': 'kind of scoring tile',
	'tile-target': 'piece a scoring tile counts',
	'building-special': 'building special',
	'building-upgrade': 'building upgrade',
	site: 'site',
	'repair-vp': 'VP for a repair (1 or 2)',
	'correction-field': 'value to correct',
	'event-type': 'step',
	'box-key': 'box value'
};
const MALFORMED: Record<Malformed, string> = {
	event: 'a step',
	'city-action': 'a City action',
	'city-colours': 'the City colours',
	'bid-colours': 'the colours of a bid',
	'explore-survivors': 'the survivors on the card',
	'construct-build': 'the building built',
	building: 'a building card',
	'building-name': 'a building’s name',
	'completion-returns': 'the survivors sent back',
	'intermediate-counts': 'the counts for public tile 1',
	'auction-tile': 'an auction tile',
	'scoring-tile': 'a scoring tile',
	'public-tiles': 'the public scoring tiles',
	'auction-tiles': 'the auction tiles',
	'kept-cards': 'the cards kept (1 or 2)',
	'exchange-from-city': 'an exchange from the City bid',
	'vehicle-hand': 'the vehicle parts',
	seed: 'the setup code'
};
const WANTED = {
	'equipment-drawn': 'the kind of equipment card drawn',
	'no-cards': 'no choice, as no equipment card is held',
	'equipment-held': 'a kind of equipment card the player holds',
	'soldier-or-engineer': 'a soldier or an engineer',
	none: 'no choice'
};
const TABLE = { beerTable: 'beer', gasolineTable: 'gasoline', sameVehicleTable: '“same vehicle”', differentVehicleTable: '“different vehicles”' };
const STORAGE = {
	quota: 'the device has no storage space left',
	unavailable: 'storage is not available',
	conflict: 'it was changed in another tab',
	'not-found': 'it is no longer stored on this device',
	damaged: 'the stored data is damaged',
	unknown: 'an unexpected storage error happened'
};

function slot(t: TileSlot): string {
	const n = t.index + 1;
	return t.slot === 'public' ? `public tile ${n}` : t.slot === 'auction' ? `auction tile ${n}` : `new auction tile ${n}`;
}

function field(f: NumberField, name: Name): string {
	switch (f.of) {
		case 'bid':
			return `${name(f.player)}’s bid in ${AREA[f.area]}`;
		case 'bid-colour':
			return `${name(f.player)}’s ${pieceName(f.survivor)} in the bid`;
		case 'city-colour':
			return `${name(f.player)}’s ${pieceName(f.survivor)} in the City`;
		case 'returned':
			return `${name(f.player)}’s ${pieceName(f.survivor)} sent back`;
		case 'public-count':
			return `${name(f.player)}’s count for public tile 1`;
		case 'correction':
			return `${name(f.player)}’s ${CORRECTED[f.field]}`;
		case 'on-card':
			return `${pieceName(f.piece)} on the card`;
		case 'action-survivors':
			return `survivors used for ${ACTION[f.action]}`;
		case 'marauders-fought':
			return f.player === undefined ? 'marauders fought off' : `${name(f.player)}’s marauders fought off`;
		case 'tile-vp':
			return `VP per piece on ${slot(f.tile)}`;
		case 'vehicle-part':
			return `${VEHICLE[f.vehicle]} part ${f.part} cards`;
		case 'cards':
			return `${CARD[f.equipment]} cards`;
		case 'repair-engineers':
			return 'engineers for the repair';
		case 'repair-worker-pairs':
			return 'pairs of workers for the repair';
		case 'vp-gained':
			return 'VP gained';
		case 'building-housing':
			return 'the building’s housing';
		case 'building-star-vp':
			return 'the building’s star VP';
		case 'damage-space':
			return 'damage space';
		case 'marauders':
			return 'marauders';
		case 'round':
			return 'round';
	}
}

function refusal(d: RejectionDetail, name: Name): string {
	switch (d.kind) {
		case 'bad-number':
			return `${cap(field(d.field, name))} must be a whole number ${d.max === undefined ? `of at least ${d.min}` : `from ${d.min} to ${d.max}`}, not ${d.value}.`;
		case 'bad-choice':
			return `Unknown ${CHOICE[d.field]}: “${d.value}”.`;
		case 'malformed':
			return `The app sent ${MALFORMED[d.what]} in the wrong form.`;
		case 'engine-error':
			return `The step “${d.step}” could not be applied (${d.message}).`;
		case 'unknown-player':
			return `There is no player “${d.player}” in this game.`;
		case 'out-of-phase':
			return `${STEP[d.step]} is not possible now: ${PHASE[d.phase](d.round)}.`;
		case 'nobody-to-act':
			return `${STEP[d.step]} is not possible now: nobody is left to act.`;
		case 'out-of-turn':
			return `${STEP[d.step]}: it is ${name(d.expected)}’s turn, not ${name(d.player)}’s.`;
		case 'choice-owed':
			return `${name(d.player)} must first choose the equipment card ${d.choice === 'equipment-drawn' ? 'drawn' : 'given up'}.`;
		case 'no-choice-owed':
			return 'No equipment card is to be chosen now.';
		case 'end-early-mid-round':
			return `The game can be ended early only between rounds, not while ${PHASE[d.phase](d.round)}.`;
		case 'last-round-played':
			return `The game has ${d.rounds} rounds; the last one is played.`;
		case 'needs-box-values':
			return `This needs ${plural('en', d.keys.length, { one: 'a value', other: `${d.keys.length} values` })} printed on your components first.`;
		case 'auction-tiles-first':
			return 'Enter the auction tiles drawn at the table first, then the bids.';
		case 'public-tile-first':
			return 'Enter public scoring tile 1 drawn at the table first.';
		case 'app-draws-auction-tiles':
			return 'The app draws the new auction tiles in this game; they need not be entered.';
		case 'app-drawn-tile':
			return `${d.tile === 'public' ? 'Public tile' : 'Auction tile'} ${d.index + 1} was drawn by the app and cannot be replaced.`;
		case 'count-missing':
			return `The intermediate scoring needs ${name(d.player)}’s count.`;
		case 'already-bid':
			return `${name(d.player)} has already bid in ${AREA[d.area]}.`;
		case 'bid-too-many':
			return `${name(d.player)} has ${n_(d.have, 'survivor', 'survivors')} to bid, not ${d.want} in all areas.`;
		case 'bid-colours-sum':
			return `${name(d.player)}’s bid of ${d.bid} lists ${n_(d.sum, 'survivor', 'survivors')} by colour.`;
		case 'bid-colour-short':
			return `${name(d.player)} has ${pieces(d.survivor, d.have)} to bid, not ${d.want}.`;
		case 'bag-short':
			return `The bag holds only ${pieces(d.piece, d.have)}, not ${d.want}.`;
		case 'round-one-marauders':
			return `In round 1 a card holds at most 1 marauder, not ${d.marauders}.`;
		case 'not-in-bag':
			return `No ${PIECES[d.piece][0]} is left in the bag ${d.purpose === 'draw' ? 'to draw' : 'to exchange for'}.`;
		case 'no-worker':
			return d.from === 'owned' ? `${name(d.player)} has no worker to exchange.` : `${name(d.player)}’s City bid holds no worker to exchange.`;
		case 'tile-choice':
			return `${name(d.player)}: the building tile ${TILE[d.tile]} needs ${WANTED[d.wanted]}.`;
		case 'hq-upgrade-site':
			return `${name(d.player)}: a Headquarters upgrade goes only on site 1, not site ${d.site}.`;
		case 'watchtower-upgrade-site':
			return `${name(d.player)}: a Watchtower upgrade goes only on site 2 or on a Tower Site, not site ${d.site}.`;
		case 'printed-site':
			return `${name(d.player)}: site ${d.site} holds the ${d.site === 2 ? 'Watchtower' : 'Headquarters'}; only its upgrade card may go there.`;
		case 'site-8-locked':
			return `${name(d.player)}: site 8 can be built on only once the extension is built.`;
		case 'watchtower-fixed':
			return `${name(d.player)}: the Watchtower on site ${d.site} cannot be built over.`;
		case 'two-churches':
			return `${name(d.player)} may not have Church Mercyful and Church Vengeful built at the same time.`;
		case 'city-survivors-short':
			return `${name(d.player)} has ${n_(d.have, 'City survivor', 'City survivors')} left; ${ACTION[d.action]} needs ${d.need}.`;
		case 'city-bid-colours':
			return `${name(d.player)}’s City bid has no survivors left of the colours ${ACTION[d.action]} needs.`;
		case 'city-bid-uncoloured':
			return `${name(d.player)}’s City bid was entered without colours.`;
		case 'city-colour-short':
			return `${name(d.player)} has only ${pieces(d.survivor, d.may)} who may act in the City.`;
		case 'city-bid-sum':
			return `${name(d.player)}’s City bid holds ${n_(d.bid, 'survivor', 'survivors')}, not ${d.sum}.`;
		case 'city-colours-used':
			return `${name(d.player)}’s City actions so far need other colours.`;
		case 'repair-nothing':
			return 'A repair needs at least one engineer or one pair of workers.';
		case 'repair-short':
			return (
				`${name(d.player)} can repair this round with ${pieces('engineer', d.engineers)} and ${pieces('worker', d.workers)}` +
				`${d.leader ? ' plus the leader' : ''}${d.trained ? ' (Training Center: workers count as engineers)' : ''}, ` +
				`not with ${pieces('engineer', d.needEngineers)} and ${n_(d.needPairs, 'pair of workers', 'pairs of workers')}` +
				`${d.gained ? ' (survivors gained this round cannot act)' : ''}.`
			);
		case 'damage-cannot-move':
			return `${name(d.player)}’s damage marker is on space ${d.space}: it cannot move ${n_(d.spaces, 'space', 'spaces')} left.`;
		case 'damage-at-start':
			return `${name(d.player)}’s damage marker is already on space 1.`;
		case 'extension-built':
			return `${name(d.player)} has already built the extension (once per game).`;
		case 'no-card':
			return `${name(d.player)} holds no ${CARD[d.equipment]} card to ${d.purpose === 'discard' ? 'discard' : 'give up'}.`;
		case 'marauders-short':
			return `${name(d.player)} has only ${pieces('marauder', d.have)} waiting and cannot fight off ${d.want}.`;
		case 'cannot-return':
			return `${name(d.player)} has ${pieces(d.survivor, d.owned)} and cannot send back ${d.returned}.`;
		case 'return-exact':
			return `${name(d.player)} must send back exactly ${n_(d.need, 'survivor', 'survivors')} for want of housing, not ${d.returned}.`;
		case 'player-count':
			return `The game is for ${d.min} or ${d.max} players, not ${d.got}.`;
		case 'name-empty':
			return `Player ${d.seat}: the name is empty.`;
		case 'name-too-long':
			return `Player ${d.seat}: the name is longer than ${d.max} characters.`;
		case 'name-taken':
			return `Player ${d.seat}: the name “${d.name}” is already taken.`;
		case 'colour-unknown':
			return `Player ${d.seat}: “${d.colour}” is not a player colour.`;
		case 'colour-taken':
			return `Player ${d.seat}: the colour ${COLOUR[d.colour]} is already taken.`;
		case 'id-empty':
			return `Player ${d.seat}: the id is empty.`;
		case 'id-taken':
			return `Player ${d.seat}: the id “${d.id}” is already taken.`;
		case 'seed-character':
			return `“${d.char}” is not allowed in a setup code: use digits and letters except I, L, O and U.`;
		case 'seed-length':
			return `A setup code has ${d.want} characters, not ${d.got}.`;
		case 'rulebook-value':
			return `${boxText.en.label(d.key)}: the rulebook gives ${d.value}.`;
		case 'tile-twice':
			return 'This tile is already in the list: each tile is in the box once.';
		case 'tile-zero-vp':
			return 'A scoring tile gives at least 1 point.';
		case 'table-down':
			return 'More cards never score fewer points: check the table.';
		case 'card-twice':
			return `The building card “${d.name}” (level ${d.level}) is entered already.`;
		case 'rulebook-tile':
			return d.list === 'scoringTiles'
				? 'The scoring tiles must include the engineer tile, 4 points each (rulebook).'
				: 'The auction tiles must include the tile +Equipment / +Damage (rulebook).';
		case 'table-zero':
			return `The ${TABLE[d.table]} table starts at 0: ${d.table === 'beerTable' || d.table === 'gasolineTable' ? 'no cards' : 'no parts'} score nothing.`;
		case 'rulebook-table':
			return `The rulebook gives ${d.points} points for ${n_(d.parts, 'part', 'parts')} in the ${TABLE[d.table]} table.`;
		case 'car-parts':
			return `The car has at least ${d.min} different parts: the rulebook scores ${d.min} different car parts.`;
		case 'vehicle-table-long':
			return `No vehicle has more than ${n_(d.parts, 'part', 'parts')}, so the table goes up to ${d.parts} parts.`;
		case 'too-many-cards':
			return `There are at most ${d.max} level-${d.level} building cards in the box.`;
		case 'profile-invalid':
			return `The box values are not valid (${d.field}${d.issues > 1 ? ` and ${d.issues - 1} more` : ''}).`;
		case 'vehicle-part-missing':
			return `The ${VEHICLE[d.vehicle]} has ${n_(d.parts, 'different part', 'different parts')}, so part ${d.part} does not exist.`;
		case 'final-issues':
			return `The final scoring cannot be done yet: ${n_(d.issues, 'value needs', 'values need')} checking.`;
		case 'nothing-to':
			return d.what === 'undo' ? 'There is nothing to undo.' : 'There is nothing to redo.';
		case 'changed-elsewhere':
			return 'The game was changed in another tab, so this step was not applied. The game has been reloaded; enter the step again if it is still needed.';
		case 'not-saved':
			return `Not saved: ${STORAGE[d.problem]}.`;
	}
}

const step = (type: string): string => (type in STEP ? STEP[type as StepKind] : type);

export const en: RefusalMessages = { refusal, step };
