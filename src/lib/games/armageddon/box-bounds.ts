/** The bounds of the box profile's numbers, for the fields that enter them (the profile schema checks them again). */
import { MAX_HOUSING, MAX_PARTS, MAX_PRINTED_VP } from './profile-schema';
import { MAX_MARAUDERS } from './tracks';
import type { BoxKey } from './types';

/** The values a number of the box profile may take (the round track, parts per vehicle, the City board's housing, a printed VP). */
export function boxNumberRange(key: BoxKey): { min: number; max: number } {
	const head = key.split('.')[0];
	if (head === 'roundTrack') return { min: 0, max: MAX_MARAUDERS };
	if (head === 'partsPerVehicle') return { min: 1, max: MAX_PARTS };
	if (head === 'cityBoardHousing') return { min: 0, max: MAX_HOUSING };
	return { min: 0, max: MAX_PRINTED_VP };
}
