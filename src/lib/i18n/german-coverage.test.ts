/**
 * The German proof (`tests/e2e/german.test.ts`) must account for every code: each kind of every union is
 * either shown on a screen by the walk, or unreachable from every screen with a reason. There is no "not yet
 * walked": a new code a screen can show fails here until the walk shows it. The kinds come from the example
 * lists the catalogue tests word (one example per kind, complete by type).
 */
import { describe, expect, it } from 'vitest';
import { FILE_COVERAGE, INSTRUCTION_COVERAGE, LINK_COVERAGE, NOTHING_COVERAGE, REJECTION_COVERAGE, type Coverage } from '../../../tests/e2e/support/german-coverage';
import { FILES, NOTHING, REJECTIONS } from './testing/refusal-examples';

const INSTRUCTION_KINDS = ['vp', 'chip', 'marauders', 'damage', 'leader', 'survivors', 'equipment', 'nothing', 'build', 'extension', 'housing', 'reveal', 'phase', 'start-player', 'auction-result', 'public-tiles', 'auction-tiles'];
const LINK_PROBLEMS = ['not-a-link', 'too-long', 'too-new', 'malformed', 'not-a-profile'];

const unions: [string, string[], Readonly<Record<string, Coverage>>][] = [
	['RejectionDetail', Object.keys(REJECTIONS), REJECTION_COVERAGE],
	['NothingDetail', Object.keys(NOTHING), NOTHING_COVERAGE],
	['FileRefusal', Object.keys(FILES), FILE_COVERAGE],
	['Instruction', INSTRUCTION_KINDS, INSTRUCTION_COVERAGE],
	['LinkProblem', LINK_PROBLEMS, LINK_COVERAGE]
];

describe.each(unions)('%s', (_union, kinds, coverage) => {
	it('has every kind shown by the German walk or unreachable with a reason', () => {
		const missing = kinds.filter((k) => !(k in coverage));
		expect(missing).toEqual([]);
		for (const k of kinds) {
			const c: object = coverage[k]!;
			if ('shown' in c) continue;
			expect(Object.keys(c), `${k}: neither shown nor unreachable`).toEqual(['unreachable']);
			expect((c as { unreachable: string }).unreachable.length, k).toBeGreaterThan(10);
		}
	});

	it('lists no kind the union does not have', () => {
		expect(Object.keys(coverage).filter((k) => !kinds.includes(k))).toEqual([]);
	});
});
