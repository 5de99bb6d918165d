import { describe, expect, it } from 'vitest';
import { validateFinalInput, type FinalInput, type FinalPlayerInput } from '$lib/games/armageddon';
import { finalInput, finalPlayer } from '$lib/games/armageddon/testing/final-builders';
import { issueText } from './texts';
import type { PlayerDraft } from './draft';

const players = [{ name: 'Nikki' }] as unknown as PlayerDraft[];

describe('issueText', () => {
	it('names the VP field without a round, so a game ended early is not told "after round 6"', () => {
		const [missing] = validateFinalInput(finalInput([finalPlayer('Nikki', { vp: Number.NaN }), finalPlayer('Ani'), finalPlayer('Frank')]));
		expect(issueText('en', missing!, players)).toBe('Nikki: Victory points is not entered yet.');
		const [fraction] = validateFinalInput(finalInput([finalPlayer('Nikki', { vp: 2.5 }), finalPlayer('Ani'), finalPlayer('Frank')]));
		const de = issueText('de', fraction!, players);
		expect(de).toContain('Nikki');
		expect(de).not.toMatch(/6/);
	});

	// The engine's English `message` is for logs and tests: the words come from the issue's code and figures, so
	// rewording the engine's English changes nothing on screen.
	const three = (first: FinalPlayerInput): FinalPlayerInput[] => [first, finalPlayer('Ani'), finalPlayer('Frank')];
	it.each([
		['61 cards of one player', finalInput(three(finalPlayer('Nikki', { equipment: { beer: 60, vehicles: { car: [], bus: [1], truck: [] } } }))), 'Nikki: insgesamt 61 Ausrüstungskarten'],
		['61 cards in all', finalInput([finalPlayer('Nikki', { equipment: { beer: 30 } }), finalPlayer('Ani', { equipment: { beer: 30 } }), finalPlayer('Frank', { equipment: { map: 1 } })]), '61 Ausrüstungskarten'],
		['11 soldiers in all', finalInput([finalPlayer('Nikki', { survivors: { worker: 0, soldier: 6, engineer: 0, leader: 1 } }), finalPlayer('Ani', { survivors: { worker: 0, soldier: 5, engineer: 0, leader: 1 } }), finalPlayer('Frank')]), '11 Soldaten'],
		['9 visible buildings', finalInput(three(finalPlayer('Nikki', { buildings: { headquarters: 1, civil: 3, military: 3, science: 2 } }))), 'Nikki: 9 sichtbare Gebäude'],
		['a vehicle hand that differs from the cards held', finalInput(three(finalPlayer('Nikki', { vehicleCards: 3, equipment: { vehicles: { car: [1], bus: [1], truck: [] } } }))), 'Nikki: 2 Fahrzeugteilkarten eingegeben, 3 erfasst'],
		['a part beyond the profile', finalInput(three(finalPlayer('Nikki', { equipment: { vehicles: { car: [0, 0, 0, 0, 1], bus: [], truck: [] } } }))), 'hat nur 4 verschiedene Teile'],
		['an empty field', finalInput(three(finalPlayer('Nikki', { equipment: { medicine: Number.NaN } }))), 'fehlt noch']
	] as [string, FinalInput, string][])('%s: worded from its code, not from the engine English', (_, input, expected) => {
		const names = input.players.map((p) => ({ name: p.name })) as unknown as PlayerDraft[];
		const issues = validateFinalInput(input).map((i) => ({ ...i, message: 'engine words' }));
		expect(issues.length).toBeGreaterThan(0);
		expect(issues.map((i) => issueText('de', i, names)).join(' | ')).toContain(expected);
	});
});
