import { describe, expect, it } from 'vitest';
import { resultFromSummary } from './result-data';
import { shareText } from './share';
import { playerId } from '$lib/games/armageddon';

const [A, B, C] = ['a', 'b', 'c'].map(playerId) as [ReturnType<typeof playerId>, ReturnType<typeof playerId>, ReturnType<typeof playerId>];
const players = [
	{ id: A, name: 'Ana', colour: 'brown' as const },
	{ id: B, name: 'Ben', colour: 'white' as const },
	{ id: C, name: 'Cem', colour: 'orange' as const }
];

describe('shareText', () => {
	it('gives the winner and every player best first', () => {
		const r = resultFromSummary({ totals: { [A]: 80, [B]: 95, [C]: 70 }, winners: [B], decidedBy: 'vp' }, players);
		expect(shareText('en', r, 'Nov 21, 2026')).toBe(
			['Armageddon result · Played Nov 21, 2026', 'Ben wins with 95 VP.', '', '1. Ben: 95 VP 🏆', '2. Ana: 80 VP', '3. Cem: 70 VP'].join('\n')
		);
	});
	it('shares the first place in a shared victory, in German', () => {
		const r = resultFromSummary({ totals: { [A]: 90, [B]: 90, [C]: 70 }, winners: [A, B], decidedBy: 'shared-victory' }, players);
		expect(shareText('de', r).split('\n')).toEqual([
			'Armageddon-Ergebnis',
			'Geteilter Sieg: Ana und Ben, jeweils mit 90 SP.',
			'',
			'1. Ana: 90 SP 🏆',
			'1. Ben: 90 SP 🏆',
			'3. Cem: 70 SP'
		]);
	});
});
