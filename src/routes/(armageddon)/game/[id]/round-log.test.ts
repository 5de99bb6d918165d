import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/games/armageddon';
import { ANI, FRANK, newGame, NIKKI, play, TRAVIS, ZERO_BIDS } from '$lib/games/armageddon/testing/game-builders';
import { eventTitle } from './event-title';
import { changesOf, roundLog } from './round-log';

const names: Record<string, string> = { [NIKKI]: 'Nikki', [ANI]: 'Ani', [FRANK]: 'Frank', [TRAVIS]: 'Travis' };
const name = (id: string) => names[id] ?? id;

describe('roundLog', () => {
	it('groups events by round, newest first, bids included', () => {
		const events: GameEvent[] = [{ type: 'correction', player: NIKKI, field: 'vp', value: 12 }, { type: 'start-round' }, ...ZERO_BIDS.slice(0, 2)];
		const state = play(newGame(), ...events);
		const rounds = roundLog(state, events);
		expect(rounds.map((r) => r.round)).toEqual([1, 0]);
		expect(rounds[0]?.events.map((e) => e.index)).toEqual([3, 2, 1]);
		expect(rounds[0]?.events[0]?.instructions).toEqual([]);
		expect(rounds[1]?.events[0]?.instructions).toEqual(changesOf(state, 0));
		expect(rounds[1]?.events[0]?.instructions[0]).toMatchObject({ kind: 'vp', player: NIKKI, total: 12 });
	});

	it('is empty before the first step', () => {
		expect(roundLog(newGame(), [])).toEqual([]);
	});
});

describe('eventTitle', () => {
	it.each<[GameEvent, string, string]>([
		[{ type: 'start-round' }, 'Round started', 'Runde begonnen'],
		[{ type: 'bid', area: 'construction', player: ANI, survivors: 3 }, 'Ani bids 3 in Construction', 'Ani bietet 3 Überlebende im Bereich Bauen'],
		[{ type: 'correction', player: FRANK, field: 'damage', value: 4 }, 'Correction: Frank’s Damage space set to 4', 'Korrektur: Feld der Schadensleiste von Frank auf 4 gesetzt'],
		[{ type: 'city-done', player: TRAVIS }, 'Travis is done in the City', 'Travis ist in der Stadt fertig'],
		[
			{ type: 'explore', player: NIKKI, equipment: 'map', survivors: { worker: 1, soldier: 0, engineer: 0, marauder: 0 } },
			'Nikki takes an equipment card: map',
			'Nikki nimmt eine Ausrüstungskarte: Landkarte'
		]
	])('names %o', (event, en, de) => {
		expect(eventTitle(event, name as never, 'en')).toBe(en);
		expect(eventTitle(event, name as never, 'de')).toBe(de);
	});
});
