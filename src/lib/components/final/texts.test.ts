import { describe, expect, it } from 'vitest';
import { issueText } from './texts';
import type { PlayerDraft } from './draft';

const players = [{ name: 'Nikki' }] as unknown as PlayerDraft[];

describe('issueText', () => {
	it('names the VP field without a round, so a game ended early is not told "after round 6"', () => {
		const missing = issueText('en', { field: 'players.0.vp', code: 'invalid-number', message: 'vp is not a number (NaN)' }, players);
		expect(missing).toBe('Nikki: Victory points is not entered yet.');
		const de = issueText('de', { field: 'players.0.vp', code: 'invalid-number', message: 'vp must be whole (2.5)' }, players);
		expect(de).toContain('Nikki');
		expect(de).not.toMatch(/6/);
	});
});
