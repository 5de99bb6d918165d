import { describe, expect, it } from 'vitest';
import { playerId } from '$lib/games/armageddon';
import type { Instruction, NothingDetail, PlayerId } from '$lib/games/armageddon';
import { describeInstructions, nothingText, signed, tieReasons } from './instructions';

// The table of every instruction kind is instructions.test.ts; here the lines joined and the small helpers.
const NIKKI = playerId('n');
const ANI = playerId('a');
const FRANK = playerId('f');
const TRAVIS = playerId('t');
const NAMES: Record<string, string> = { n: 'Nikki', a: 'Ani', f: 'Frank', t: 'Travis' };
const name = (id: PlayerId) => NAMES[id] ?? '?';

describe('describeInstructions', () => {
	it('joins a VP move with the chip it earns into one sentence', () => {
		const list: Instruction[] = [
			{ kind: 'vp', player: FRANK, delta: 4, total: 52, because: 'public-tile' },
			{ kind: 'chip', player: FRANK, chip: 40 },
			{ kind: 'chip', player: ANI, chip: 40 }
		];
		expect(describeInstructions(list, name, 'en')).toEqual([
			'Frank: VP marker to space 12 (+4, public scoring tile), take the +40 chip',
			'Ani: take the +40 chip'
		]);
		expect(describeInstructions(list, name, 'de')[0]).toBe('Frank: Punkteleiste auf Feld 12 (+4, öffentliches Wertungsplättchen), +40-Punktechip nehmen');
	});

	it('calls auction tiles new only when the intermediate scoring replaces them, not the first ones entered', () => {
		const tiles: Instruction = { kind: 'auction-tiles', tiles: [null, null, null] };
		expect(describeInstructions([tiles], name, 'en')[0]).toMatch(/^Auction tiles: /);
		expect(describeInstructions([{ ...tiles, replaced: true }], name, 'de')[0]).toMatch(/^Neue Bietplättchen: /);
	});

	it('names every player once when several in a row had no change for the same reason', () => {
		const reason = 'damage marker on space 3: no effect to apply';
		const detail = { kind: 'damage-no-effect', space: 3 } as const;
		const list: Instruction[] = [
			{ kind: 'nothing', player: NIKKI, because: 'damage-track', detail, reason },
			{ kind: 'nothing', player: ANI, because: 'damage-track', detail, reason },
			{ kind: 'nothing', player: FRANK, because: 'damage-track', detail, reason },
			{ kind: 'nothing', player: TRAVIS, because: 'auction-bonus', detail: { kind: 'marauders-at-zero' }, reason: 'marauder track already at 0' }
		];
		expect(describeInstructions(list, name, 'en')).toEqual([
			'Nikki, Ani, and Frank: no change (damage track: damage marker on space 3: no effect to apply)',
			'Travis: no change (auction bonus: marauder track already at 0)'
		]);
		expect(describeInstructions(list, name, 'de')[0]).toBe('Nikki, Ani und Frank: keine Änderung (Schadensleiste: Schadensmarker auf Feld 3: kein Effekt)');
	});
});

describe('helpers', () => {
	it('signs numbers with a real minus', () => {
		expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '+0', '−2']);
	});

	it.each<[NothingDetail, string]>([
		[{ kind: 'marauders-full', max: 8 }, 'Plündererleiste schon auf dem letzten Feld (8)'],
		[{ kind: 'no-card-to-return' }, 'keine Ausrüstungskarte zum Abgeben'],
		[{ kind: 'no-fight-vp' }, 'ein Gebäude gibt keine Punkte fürs Abwehren'],
		[{ kind: 'damage-edge', space: 1 }, 'Schadensmarker schon auf Feld 1'],
		[{ kind: 'leader-final' }, '−Anführer wirkt in der Schlusswertung nicht'],
		[{ kind: 'no-leader' }, 'kein Anführer zum Wegschicken'],
		[{ kind: 'leader-away' }, 'Anführer liegt schon neben der Schadensleiste'],
		[{ kind: 'public-tile-nothing' }, 'nichts zu zählen für das öffentliche Wertungsplättchen 1'],
		[{ kind: 'two-houses-set', value: 2 }, '„2 Häuser“-Plättchen auf 2 gesetzt'],
		[{ kind: 'no-building-of-type', type: 'military' }, 'kein sichtbares Gebäude vom Typ Militär'],
		[{ kind: 'bag-no-soldier-engineer' }, 'kein Soldat und kein Ingenieur mehr im Beutel'],
		[{ kind: 'no-worker' }, 'kein Arbeiter zum Wechseln'],
		[{ kind: 'no-unused-housing' }, 'keine freie Unterkunft']
	])('words the "no change" detail %o in German', (detail, german) => {
		expect(nothingText(detail, 'de')).toBe(german);
	});

	it('names the tie only when there was one', () => {
		const none = tieReasons({ kind: 'auction-result', area: 'city', bonus: NIKKI, penalty: ANI, bonusTie: [], penaltyTie: [] }, name, 'en');
		expect(none).toEqual({ bonus: null, penalty: null });
	});
});
