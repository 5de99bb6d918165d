/**
 * The box transcription in the order things lie on the table: the board's round track, a city
 * board, the scoring tiles, the auction tiles, the equipment cards, the vehicle cards. Every value the rules
 * text does not give is one item; what is known (from the rules or entered) counts as done.
 */
import { type BoxKey, type BoxProfile, FIRST_BOX_SPACE, KNOWN_ROUND_ADVANCE, MAX_DAMAGE, ROUNDS, VEHICLES } from '$lib/games/armageddon';

export const STEPS = ['board', 'city', 'scoring', 'auction', 'equipment', 'vehicles'] as const;
export type StepId = (typeof STEPS)[number];

/** One value to transcribe: a box key, or one slot of a tile list. */
export interface Item {
	readonly key: BoxKey;
	/** Slot of a tile list (scoringTiles / auctionTiles). */
	readonly slot?: number;
	readonly done: boolean;
}

const filled = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.some((x) => x === null));

/** The items of one step, known ones included (done). Tile slots the rules text fills are left out. */
export function stepItems(p: BoxProfile, step: StepId): Item[] {
	switch (step) {
		case 'board':
			return Array.from({ length: ROUNDS.value }, (_, i) => i + 1)
				.filter((round) => !KNOWN_ROUND_ADVANCE[round])
				.map((round) => ({ key: `roundTrack.${round}` as BoxKey, done: p.roundTrack[round - 1] !== null }));
		case 'city':
			return [
				...Array.from({ length: MAX_DAMAGE - FIRST_BOX_SPACE + 1 }, (_, i) => ({
					key: `damageSpaces.${FIRST_BOX_SPACE + i}` as BoxKey,
					done: p.damageSpaces[i] !== null
				})),
				{ key: 'cityBoardHousing', done: p.cityBoardHousing !== null }
			];
		case 'scoring':
			// Slot 0 holds the rulebook's engineer tile.
			return p.scoringTiles.slice(1).map((t, i) => ({ key: 'scoringTiles', slot: i + 1, done: t !== null }));
		case 'auction':
			return p.auctionTiles.slice(1).map((t, i) => ({ key: 'auctionTiles', slot: i + 1, done: t !== null }));
		case 'equipment':
			return (['beerTable', 'gasolineTable', 'weaponSet', 'medicineSet'] as const).map((key) => ({ key, done: p[key] !== null }));
		case 'vehicles':
			return [
				...VEHICLES.map((v) => ({ key: `partsPerVehicle.${v}` as BoxKey, done: p.partsPerVehicle[v] !== null })),
				{ key: 'sameVehicleTable', done: filled(p.sameVehicleTable) },
				{ key: 'differentVehicleTable', done: filled(p.differentVehicleTable) }
			];
	}
}

/** Values done and in all, over every step. */
export function progress(p: BoxProfile): { done: number; total: number } {
	const items = STEPS.flatMap((s) => stepItems(p, s));
	return { done: items.filter((i) => i.done).length, total: items.length };
}

/** Where to resume: the first step with something still unknown, or null when the box is transcribed. */
export function firstOpenStep(p: BoxProfile): StepId | null {
	return STEPS.find((s) => stepItems(p, s).some((i) => !i.done)) ?? null;
}

/** "The app draws" needs every scoring and auction tile: how many are still unknown. */
export function tilesMissing(p: BoxProfile): number {
	return [...stepItems(p, 'scoring'), ...stepItems(p, 'auction')].filter((i) => !i.done).length;
}

/** Entries of a vehicle table to ask for (index = parts), the rulebook's fixed entry and 0 left out. */
export function vehicleTableEntries(p: BoxProfile, key: 'sameVehicleTable' | 'differentVehicleTable', fixed: number): number[] {
	const parts = VEHICLES.map((v) => p.partsPerVehicle[v]).filter((n): n is number => n !== null);
	const last = key === 'differentVehicleTable' ? VEHICLES.length : Math.max(fixed, ...parts);
	return Array.from({ length: last }, (_, i) => i + 1).filter((n) => n !== fixed);
}
