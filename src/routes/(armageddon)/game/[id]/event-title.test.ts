import { describe, expect, it } from 'vitest';
import type { PlayerId } from '$lib/games/armageddon';
import { eventTitle } from './event-title';

const name = (id: PlayerId) => String(id);

describe('eventTitle of a box value', () => {
	it('names the value in the player’s language, never by its internal key', () => {
		expect(eventTitle({ type: 'box-value', key: 'roundTrack.1', value: 1 }, name, 'en')).toBe('Box value entered: Marauder advance, round 1: 1');
		expect(eventTitle({ type: 'box-value', key: 'cityBoardHousing', value: 4 }, name, 'en')).toBe('Box value entered: Housing on the city board: 4');
		const de = eventTitle({ type: 'box-value', key: 'damageSpaces.4', value: null }, name, 'de');
		expect(de).not.toMatch(/damageSpaces|\./);
		expect(de).toMatch(/^Schachtelwert eingegeben: Schadensleiste/);
	});
});
