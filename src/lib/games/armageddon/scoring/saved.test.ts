import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE, FIXTURE_RULES_ONLY_PROFILE as RULES_ONLY } from '../testing/fixture-profiles';
import { ENGINEER_TILE, finalInput, finalPlayer } from '../testing/final-builders';
import { emptyProfile } from '../profile';
import type { BoxProfile, PlayerId, ScoringTile } from '../types';
import { scoreFinal } from './final';
import { savedFinalProblem, type SavedFinal } from './saved';
import { FINAL_CATEGORIES, type FinalCategories, type FinalPlayerInput } from './types';

const WEAPON_TILE: ScoringTile = { kind: 'equipment', target: 'weapon', vp: 3 };

const ANI = finalPlayer('Ani', { vp: 60, damage: 6, marauders: 2, equipment: { beer: 3, weapon: 4, medicine: 3, map: 2, vehicles: { car: [1, 1], bus: [1], truck: [] } }, privateTiles: [WEAPON_TILE, null] });
const BEN = finalPlayer('Ben', { equipment: { map: 1 } });
const CLEO = finalPlayer('Cleo');
const PLAYERS = [ANI, BEN, CLEO];

/** The final the app saves for these players with `profile`. */
function saved(profile: BoxProfile, players: readonly FinalPlayerInput[] = PLAYERS, publicTile: ScoringTile = ENGINEER_TILE): SavedFinal & { breakdown: Record<string, FinalCategories> } {
	const r = scoreFinal(finalInput(players, { profile, publicTile }));
	if (!r.ok) throw new Error(r.reason);
	const breakdown: Record<string, FinalCategories> = {};
	for (const s of r.value.players) breakdown[s.player] = { ...Object.fromEntries(FINAL_CATEGORIES.map((c) => [c, s[c]])), equipmentCards: s.equipmentCards } as FinalCategories;
	const entries = Object.fromEntries(players.map(({ player, name: _name, ...e }) => [player, e]));
	return { totals: Object.fromEntries(r.value.players.map((s) => [s.player, s.total])), breakdown, entries };
}
const ids = PLAYERS.map((p) => p.player);
const box = (profile: BoxProfile, publicTile: ScoringTile | null = ENGINEER_TILE) => ({ profile, publicTile, players: ids });
const raise = (f: ReturnType<typeof saved>, player: PlayerId, figure: keyof FinalCategories, by: number) => {
	const was = f.breakdown[player] as FinalCategories;
	const breakdown: Record<string, FinalCategories> = { ...f.breakdown, [player]: { ...was, [figure]: was[figure] + by } };
	return { ...f, breakdown, totals: { ...f.totals, [player]: (f.totals[player] ?? 0) + (figure === 'equipmentCards' ? 0 : by) } };
};

describe('a saved final with its entries is scored again and must be what they give', () => {
	const honest = saved(COMPLETE);

	it('an honest final passes', () => {
		expect(savedFinalProblem(honest, box(COMPLETE))).toBeNull();
	});

	it.each(['start', 'publicTile', 'privateTile', 'beer', 'weapons', 'medicine', 'vehicles', 'maps', 'damage', 'equipmentCards'] as const)('%s raised by 1 (the total with it) differs', (figure) => {
		const problem = savedFinalProblem(raise(honest, ANI.player, figure, 1), box(COMPLETE));
		const derived = (honest.breakdown[ANI.player] as FinalCategories)[figure];
		expect(problem).toEqual({ code: 'final-figure-differs', params: { player: ANI.player, figure, stored: derived + 1, derived } });
	});

	it('a total that is not its parts differs (without a breakdown too)', () => {
		const { breakdown: _b, ...bare } = honest;
		const total = honest.totals[ANI.player] ?? 0;
		expect(savedFinalProblem({ ...bare, totals: { ...bare.totals, [ANI.player]: total + 1000 } }, box(COMPLETE))).toMatchObject({ code: 'final-figure-differs', params: { figure: 'total', stored: total + 1000, derived: total } });
	});

	it('entries the final scoring refuses are named by player', () => {
		const entries = { ...honest.entries, [BEN.player]: { ...honest.entries?.[BEN.player], damage: 12 } };
		expect(savedFinalProblem({ ...honest, entries } as SavedFinal, box(COMPLETE))).toMatchObject({ code: 'final-entries-refused', params: { player: BEN.player }, rejection: { code: 'invalid-number' } });
	});

	it('box values the profile lacks are bounded, not derived: the same final passes and a figure past the bound does not', () => {
		// scored with the complete box, checked knowing only the rulebook's values
		expect(savedFinalProblem(honest, box(emptyProfile()))).toBeNull();
		expect(savedFinalProblem(honest, box(RULES_ONLY, null))).toBeNull();
		// 3 beer cards: one table entry, at most 99
		expect(savedFinalProblem(raise(honest, ANI.player, 'beer', 95), box(RULES_ONLY))).toMatchObject({ code: 'final-figure-beyond', params: { figure: 'beer', min: 0, max: 99 } });
		// 4 weapon cards: two sets
		expect(savedFinalProblem(raise(honest, ANI.player, 'weapons', 300), box(RULES_ONLY))).toMatchObject({ code: 'final-figure-beyond', params: { figure: 'weapons', max: 198 } });
		// damage space 6: spaces 4 and 5 unknown, each at most −4
		expect(savedFinalProblem(raise(honest, ANI.player, 'damage', -20), box(RULES_ONLY))).toMatchObject({ code: 'final-figure-beyond', params: { figure: 'damage', min: -9, max: -1 } });
		// what needs no box value stays derived
		expect(savedFinalProblem(raise(honest, ANI.player, 'maps', -8), box(RULES_ONLY))).toMatchObject({ code: 'final-figure-differs', params: { figure: 'maps', derived: 8 } });
	});
});

describe('a saved final without entries is bounded by the box', () => {
	const { entries: _e, ...old } = saved(COMPLETE);

	it('an honest one passes; a 2,000 VP one built from weapons does not', () => {
		expect(savedFinalProblem(old, box(COMPLETE))).toBeNull();
		expect(savedFinalProblem(raise(old as ReturnType<typeof saved>, ANI.player, 'weapons', 1500), box(COMPLETE))).toMatchObject({
			code: 'final-figure-beyond',
			params: { player: ANI.player, figure: 'weapons', min: 0, max: 150 }
		});
	});

	it('a total alone (no breakdown) is bounded by the sum of the bounds', () => {
		expect(savedFinalProblem({ totals: { [ANI.player]: 2000, [BEN.player]: 1, [CLEO.player]: 0 } }, box(COMPLETE))).toMatchObject({ code: 'final-figure-beyond', params: { figure: 'total', stored: 2000 } });
		expect(savedFinalProblem({ totals: { [ANI.player]: 900, [BEN.player]: 1, [CLEO.player]: 0 } }, box(COMPLETE))).toBeNull();
	});
});
