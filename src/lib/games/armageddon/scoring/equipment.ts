/** Beer, gasoline, weapons and medicine at the final scoring (§9.3). */
import { needsBoxValues } from '../box-needs';
import type { BoxKey, BoxProfile } from '../types';
import type { Result } from '../rejections';
import { invalidNumber, numberProblem } from './numbers';

const ok = (value: number): Result<number> => ({ ok: true, value });
type Counted = 'beer' | 'gasoline' | 'weapon' | 'medicine';

// A count that cannot score (0 cards, or fewer than one set) needs no box value [D].
function tablePoints(table: readonly number[] | null, key: BoxKey, label: string, cards: number, equipment: Counted): Result<number> {
	const problem = numberProblem(cards, 0);
	if (problem !== null) return invalidNumber(`${label} cards`, problem, cards, { of: 'cards', equipment }, 0);
	if (cards === 0) return ok(0);
	if (table === null || table.length === 0) return needsBoxValues([key], `Scoring ${cards} ${label.toLowerCase()} cards`);
	return ok(table[Math.min(cards, table.length - 1)] ?? 0);
}

function setPoints(perSet: number | null, key: BoxKey, label: string, size: number, cards: number, equipment: Counted): Result<number> {
	const problem = numberProblem(cards, 0);
	if (problem !== null) return invalidNumber(`${label} cards`, problem, cards, { of: 'cards', equipment }, 0);
	const sets = Math.floor(cards / size);
	if (sets === 0) return ok(0);
	if (perSet === null) return needsBoxValues([key], `Scoring ${cards} ${label.toLowerCase()} cards`);
	return ok(sets * perSet);
}

/** Beer points: the table by number of cards, capped at its last entry. */
export function beerPoints(profile: BoxProfile, cards: number): Result<number> {
	return tablePoints(profile.beerTable, 'beerTable', 'Beer', cards, 'beer');
}

/** Gasoline points: the table by number of cards, capped at its last entry. */
export function gasolinePoints(profile: BoxProfile, cards: number): Result<number> {
	return tablePoints(profile.gasolineTable, 'gasolineTable', 'Gasoline', cards, 'gasoline');
}

/** Weapon points: floor(cards / 2) × the set value. */
export function weaponPoints(profile: BoxProfile, cards: number): Result<number> {
	return setPoints(profile.weaponSet, 'weaponSet', 'Weapon', 2, cards, 'weapon');
}

/** Medicine points: floor(cards / 3) × the set value. */
export function medicinePoints(profile: BoxProfile, cards: number): Result<number> {
	return setPoints(profile.medicineSet, 'medicineSet', 'Medicine', 3, cards, 'medicine');
}
