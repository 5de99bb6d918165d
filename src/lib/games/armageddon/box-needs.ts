import type { BoxKey, BoxNeed, Vehicle } from './types';
import type { Rejection } from './rejections';

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

/** English description of where a box value is printed; the UI translates by key. */
export function whereIsPrinted(key: BoxKey): string {
	const [head, tail] = key.split('.') as [string, string | undefined];
	switch (head) {
		case 'roundTrack':
			return `Round ${tail}'s marauder advance: the number printed on the round track of the game board, on the space of round ${tail}.`;
		case 'damageSpaces':
			return `Damage track space ${tail}: the icons on the ${ORDINAL[Number(tail)] ?? tail} space of the damage track on a city board (+Marauder, −1 VP, −2 VP, −Leader).`;
		case 'scoringTiles':
			return 'The 10 scoring tiles: for each, what its left side counts and the VP per piece on its right side.';
		case 'auctionTiles':
			return 'The 7 auction tiles: the bonus and the penalty shown on each.';
		case 'beerTable':
			return 'Beer: the points table printed on the beer equipment cards (points by number of cards).';
		case 'gasolineTable':
			return 'Gasoline: the points table printed on the gasoline equipment cards (points by number of cards).';
		case 'weaponSet':
			return 'Weapons: the points for a set of 2, printed on the weapon equipment cards.';
		case 'medicineSet':
			return 'Medicine: the points for a set of 3, printed on the medicine equipment cards.';
		case 'partsPerVehicle':
			return `How many different parts the ${tail as Vehicle} has, as printed on its vehicle part cards.`;
		case 'sameVehicleTable':
			return 'Vehicle parts: the "same vehicle" points table printed on the vehicle part cards.';
		case 'differentVehicleTable':
			return 'Vehicle parts: the "different vehicles" points table printed on the vehicle part cards.';
		case 'cityBoardHousing':
			return 'The housing printed on the city board itself (the house icons, without building cards).';
		default:
			return key;
	}
}

/** The need for one box value. */
export function boxNeed(key: BoxKey): BoxNeed {
	return { key, where: whereIsPrinted(key) };
}

/** A `needs-box-value` rejection listing every missing value. */
export function needsBoxValues(keys: readonly BoxKey[], doing: string): Rejection {
	const needs = keys.map(boxNeed);
	return {
		ok: false,
		code: 'needs-box-value',
		reason: `${doing} needs ${needs.length === 1 ? 'a value' : 'values'} from the box: ${keys.join(', ')}`,
		detail: { kind: 'needs-box-values', keys: [...keys] },
		needs
	};
}
