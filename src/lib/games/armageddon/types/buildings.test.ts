import { describe, expect, it } from 'vitest';
import { CARD_ACTION_KINDS, CITY_ACTION_KINDS } from './buildings';

describe('the City action kinds', () => {
	it('list each kind once', () => {
		expect(new Set(CITY_ACTION_KINDS).size).toBe(CITY_ACTION_KINDS.length);
	});

	it('a building card prints every City action but the extension and a repair, in the same order (§7)', () => {
		expect(CARD_ACTION_KINDS).toEqual(CITY_ACTION_KINDS.filter((k) => k !== 'extension' && k !== 'repair'));
		expect(CARD_ACTION_KINDS).not.toContain('extension');
		expect(CARD_ACTION_KINDS).not.toContain('repair');
		expect(CARD_ACTION_KINDS).toHaveLength(CITY_ACTION_KINDS.length - 2);
	});
});
