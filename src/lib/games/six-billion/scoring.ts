/** 6 Billion's final scoring: places per orbit, shared places, hidden agendas and discovery cards. */
import { denseRanking } from '../shared/ranking';
import {
	MAX_PLAYERS,
	MIN_PLAYERS,
	ORBITS,
	POPULATIONS,
	RICH_ORBITS,
	type Orbit,
	type OrbitScore,
	type SbIssue,
	type SbPlayer,
	type SbPlayerScore,
	type SbResult,
	type SbSheet
} from './types';

/** Points of 1st, 2nd and 3rd place in an orbit. */
export function placePoints(orbit: Orbit): readonly [number, number, number] {
	return (RICH_ORBITS as readonly Orbit[]).includes(orbit) ? [8, 4, 2] : [4, 2, 1];
}

/** Neutral players for a number of (non-neutral) players: 1 with 2 or 5, 2 with 3 or 4. */
export function neutralCount(players: number): number {
	return players === 3 || players === 4 ? 2 : 1;
}

/** Every problem with the entered figures (empty = ready to score). */
export function validateSheet(sheet: SbSheet): SbIssue[] {
	const issues: SbIssue[] = [];
	const real = sheet.players.filter((p) => !p.neutral);
	const neutrals = sheet.players.length - real.length;
	if (real.length < MIN_PLAYERS || real.length > MAX_PLAYERS) {
		issues.push({ code: 'player-count', params: { count: real.length } });
	} else if (neutrals !== neutralCount(real.length)) {
		issues.push({ code: 'neutral-count', params: { expected: neutralCount(real.length), count: neutrals } });
	}
	for (const orbit of ORBITS) {
		for (const player of sheet.players) {
			const value = sheet.populations[orbit]?.[player.id] ?? 0;
			if (!(POPULATIONS as readonly number[]).includes(value)) {
				issues.push({ code: 'population-value', params: { player: player.id, orbit, value } });
			}
		}
	}
	for (const orbit of RICH_ORBITS) {
		const count = real.filter((p) => sheet.agendas[p.id] === orbit).length;
		if (count > 2) issues.push({ code: 'agenda-limit', params: { orbit, count } });
	}
	for (const player of sheet.players.filter((p) => p.neutral)) {
		if (sheet.agendas[player.id] || (sheet.discoveries[player.id]?.length ?? 0) > 0) {
			issues.push({ code: 'neutral-card', params: { player: player.id } });
		}
	}
	return issues;
}

/** Place and base points of everyone (neutrals included) in one orbit, before doubling. */
export function orbitScores(
	orbit: Orbit,
	players: readonly SbPlayer[],
	populations: Readonly<Record<string, number>>
): Record<string, Omit<OrbitScore, 'factor' | 'points'>> {
	const present = players.map((p) => ({ id: p.id, value: populations[p.id] ?? 0 })).filter((e) => e.value > 0);
	const table = placePoints(orbit);
	const out: Record<string, Omit<OrbitScore, 'factor' | 'points'>> = {};
	for (const p of players) out[p.id] = { population: 0, place: null, sharing: 0, base: 0 };
	for (const { place, value, ids } of denseRanking(present)) {
		const base = Math.max(0, (table[place - 1] ?? 0) - (ids.length - 1));
		for (const id of ids) out[id] = { population: value, place, sharing: ids.length, base };
	}
	return out;
}

function factor(sheet: SbSheet, id: string, orbit: Orbit): number {
	if (sheet.agendas[id] === orbit) return 2;
	if (sheet.discovery && (sheet.discoveries[id] as readonly Orbit[] | undefined)?.includes(orbit)) return 2;
	return 1;
}

/** The final scoring, or the problems that prevent it. */
export function scoreSixBillion(sheet: SbSheet): { ok: true; value: SbResult } | { ok: false; issues: SbIssue[] } {
	const issues = validateSheet(sheet);
	if (issues.length > 0) return { ok: false, issues };
	const perOrbit = Object.fromEntries(ORBITS.map((o) => [o, orbitScores(o, sheet.players, sheet.populations[o] ?? {})]));
	const scores: SbPlayerScore[] = sheet.players
		.filter((p) => !p.neutral)
		.map((p) => {
			const orbits = Object.fromEntries(
				ORBITS.map((o) => {
					const base = perOrbit[o]?.[p.id] ?? { population: 0, place: null, sharing: 0, base: 0 };
					const f = factor(sheet, p.id, o);
					return [o, { ...base, factor: f, points: base.base * f }];
				})
			) as Record<Orbit, OrbitScore>;
			return { id: p.id, orbits, total: ORBITS.reduce((sum, o) => sum + orbits[o].points, 0) };
		});
	const ranking = denseRanking(scores.map((s) => ({ id: s.id, value: s.total }))).map((r) => ({
		place: r.place,
		total: r.value,
		ids: r.ids
	}));
	return { ok: true, value: { scores, ranking, winners: ranking[0]?.ids ?? [] } };
}
