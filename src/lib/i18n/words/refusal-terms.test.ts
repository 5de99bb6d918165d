import { describe, expect, it } from 'vitest';
import { playerId } from '$lib/games/armageddon';
import { alike, LANGS } from '../testing/word-maps';
import { actions, areas, cap, cards, choices, colours, field, malformed, phases, pieceCount, pieceOne, steps, storage, tables, tiles, wanted } from './refusal-terms';

const ANI = playerId('a');
const name = (id: string) => (id === ANI ? 'Ani' : id);

describe('the words inside a refusal', () => {
	it.each(LANGS)('tell every code of each list apart in %s', (lang) => {
		const plain = [pieceOne, cards, areas, colours, tiles, actions, steps, phases, choices, malformed, wanted, tables, storage];
		expect(plain.map((map) => alike(map, lang))).toEqual(plain.map(() => []));
		expect(alike(pieceCount, lang, { n: 2, form: 'nom' })).toEqual([]);
	});

	it('number a tile from 1 where the engine counts from 0', () => {
		expect(field({ of: 'tile-vp', tile: { slot: 'public', index: 1 } }, name, 'en')).toBe('VP per piece on public tile 2');
		expect(field({ of: 'tile-vp', tile: { slot: 'new-auction', index: 0 } }, name, 'de')).toBe('Punkte pro Teil: neues Bietplättchen 1');
	});

	it('name the player when the field is one player’s, and only then', () => {
		expect(field({ of: 'marauders-fought', player: ANI }, name, 'en')).toBe('Ani’s marauders fought off');
		expect(field({ of: 'marauders-fought' }, name, 'en')).toBe('marauders fought off');
		expect(field({ of: 'bid', player: ANI, area: 'city' }, name, 'de')).toBe('Gebot von Ani im Bereich Stadt');
	});

	it('capitalise the first letter only, for a field that starts a sentence', () => {
		expect([cap('ani’s bid'), cap('über'), cap('')]).toEqual(['Ani’s bid', 'Über', '']);
	});
});
