/** The Four Horsemen card game's scorings and final result. */
import { leaders, leadersBy, rank } from '../shared/ranking';
import {
	ENTRY_FIELDS,
	MAX_PLAYERS,
	MIN_PLAYERS,
	SCORINGS,
	type Alignment,
	type FhEntry,
	type FhFinal,
	type FhIssue,
	type FhOutcome,
	type FhPlayer,
	type FhPlayerResult,
	type FhScoringResult,
	type FhSheet
} from './types';

export const EMPTY_ENTRY: FhEntry = { good: 0, evil: 0, goodProtection: 0, evilProtection: 0, undyingGood: 0, undyingEvil: 0 };

/** One player at a horseman: good side first; protection it does not need passes to the evil side, never back. */
export function scorePlayer(entry: FhEntry): FhPlayerResult {
	const mortalGood = Math.max(0, entry.good - entry.undyingGood);
	const savedGood = Math.min(mortalGood, entry.goodProtection);
	const goodDead = mortalGood - savedGood;
	const passed = entry.goodProtection - savedGood;
	const mortalEvil = Math.max(0, entry.evil - entry.undyingEvil);
	const evilDead = Math.max(0, mortalEvil - entry.evilProtection - passed);
	const goodSurvivors = entry.good - goodDead;
	const evilSurvivors = entry.evil - evilDead;
	return { goodSurvivors, goodDead, evilSurvivors, evilDead, passed, points: goodSurvivors + evilSurvivors - goodDead - evilDead };
}

/** One horseman scoring: every player's result, who takes the horseman card and who the seal card. */
export function scoreHorseman(players: readonly FhPlayer[], entries: Readonly<Record<string, FhEntry>>): FhScoringResult {
	const results = Object.fromEntries(players.map((p) => [p.id, scorePlayer(entries[p.id] ?? EMPTY_ENTRY)]));
	const r = (id: string) => results[id] as FhPlayerResult;
	const survivors = (id: string) => r(id).goodSurvivors + r(id).evilSurvivors;
	const ids = players.map((p) => p.id);
	const byPoints = leadersBy(ids, [(id) => r(id).points]);
	const bySurvivors = leadersBy(byPoints, [survivors]);
	const horseman: FhScoringResult['horseman'] =
		byPoints.length === 1
			? { winner: byPoints[0] as string, decidedBy: 'points', tied: byPoints }
			: bySurvivors.length === 1
				? { winner: bySurvivors[0] as string, decidedBy: 'survivors', tied: bySurvivors }
				: { winner: null, decidedBy: 'tie', tied: bySurvivors };
	const sealTied = leaders(ids.map((id) => ({ id, value: survivors(id) })));
	return { players: results, horseman, seal: { winner: sealTied.length === 1 ? (sealTied[0] as string) : null, tied: sealTied } };
}

/** The winner rule once the alignments are revealed. */
export function decideWinner(input: {
	totals: Readonly<Record<string, number>>;
	alignments: Readonly<Record<string, Alignment>>;
	goodPeople: number;
	evilPeople: number;
	/** Evil people each player has on display at the end: the tie-break between evil players. */
	evilPeopleOf: Readonly<Record<string, number>>;
}): FhOutcome {
	const ids = Object.keys(input.totals);
	const good = ids.filter((id) => input.alignments[id] === 'good');
	const evil = ids.filter((id) => input.alignments[id] === 'evil');
	const sum = (group: string[]) => group.reduce((s, id) => s + (input.totals[id] ?? 0), 0);
	if (input.goodPeople > input.evilPeople) {
		if (good.length === 0) return { kind: 'nobody', reason: 'no-good-player', winners: [] };
		if (sum(good) > sum(evil)) return { kind: 'good', reason: 'good-ahead', winners: good };
		return { kind: 'nobody', reason: 'good-not-ahead', winners: [] };
	}
	if (evil.length === 0) return { kind: 'nobody', reason: 'no-evil-player', winners: [] };
	const top = leadersBy(evil, [(id) => input.totals[id] ?? 0]);
	if (top.length === 1) return { kind: 'evil', reason: 'most-points', winners: top };
	const byPeople = leadersBy(top, [(id) => input.evilPeopleOf[id] ?? 0]);
	return { kind: 'evil', reason: byPeople.length === 1 ? 'evil-people' : 'shared', winners: byPeople };
}

const isCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 999;

/** Every problem with the entered figures (empty = ready). */
export function validateFhSheet(sheet: FhSheet): FhIssue[] {
	const issues: FhIssue[] = [];
	const n = sheet.players.length;
	if (n < MIN_PLAYERS || n > MAX_PLAYERS) issues.push({ code: 'player-count', params: { count: n } });
	for (const { id } of sheet.players) {
		for (let s = 0; s < SCORINGS; s++) {
			const entry = sheet.scorings[s]?.[id] ?? EMPTY_ENTRY;
			for (const field of ENTRY_FIELDS) {
				if (!isCount(entry[field])) issues.push({ code: 'count-invalid', params: { player: id, scoring: s + 1, field } });
			}
			if (entry.undyingGood > entry.good) issues.push({ code: 'undying-too-many', params: { player: id, scoring: s + 1, side: 'good' } });
			if (entry.undyingEvil > entry.evil) issues.push({ code: 'undying-too-many', params: { player: id, scoring: s + 1, side: 'evil' } });
		}
		if (!isCount(sheet.horsemanPoints[id] ?? 0)) {
			issues.push({ code: 'count-invalid', params: { player: id, scoring: 0, field: 'horsemanPoints' } });
		}
	}
	for (const { id } of sheet.players) {
		if (sheet.alignments[id] !== 'good' && sheet.alignments[id] !== 'evil') issues.push({ code: 'alignment-missing', params: { player: id } });
	}
	return issues;
}

/** The four scorings, the totals and the winner, or the problems that prevent them. */
export function scoreFinal(sheet: FhSheet): { ok: true; value: FhFinal } | { ok: false; issues: FhIssue[] } {
	const issues = validateFhSheet(sheet);
	if (issues.length > 0) return { ok: false, issues };
	const scorings = Array.from({ length: SCORINGS }, (_, s) => scoreHorseman(sheet.players, sheet.scorings[s] ?? {}));
	const ids = sheet.players.map((p) => p.id);
	const totals = Object.fromEntries(
		ids.map((id) => [id, scorings.reduce((sum, s) => sum + (s.players[id]?.points ?? 0), 0) + (sheet.horsemanPoints[id] ?? 0)])
	);
	const last = scorings[SCORINGS - 1] as FhScoringResult;
	const at = (id: string) => last.players[id] as FhPlayerResult;
	const goodPeople = ids.reduce((s, id) => s + at(id).goodSurvivors, 0);
	const evilPeople = ids.reduce((s, id) => s + at(id).evilSurvivors, 0);
	const points = (side: Alignment) => ids.filter((id) => sheet.alignments[id] === side).reduce((s, id) => s + (totals[id] ?? 0), 0);
	const evilPeopleOf = Object.fromEntries(ids.map((id) => [id, at(id).evilSurvivors]));
	const outcome = decideWinner({ totals, alignments: sheet.alignments, goodPeople, evilPeople, evilPeopleOf });
	const ranking = rank(ids, [(id) => totals[id] ?? 0], 'competition');
	return { ok: true, value: { scorings, totals, ranking, goodPeople, evilPeople, goodPoints: points('good'), evilPoints: points('evil'), outcome } };
}
