import { describe, expect, it } from 'vitest';
import { hasRepeatedNames, nameKey, repeatedNames, sameName } from './names';

const composed = 'Ren\u00e9';
const decomposed = 'Rene\u0301';

describe('nameKey: one normalisation for every game', () => {
	it.each([
		['case and surrounding spaces', 'Ana', ' ana '],
		['upper case', 'ANA', 'ana'],
		['inner runs of spaces', 'Anna  Lena', 'anna lena'],
		['composed and decomposed é', composed, decomposed],
		['decomposed é in another case', decomposed.toUpperCase(), composed],
		['ß folds like SS', 'Strauß', 'STRAUSS']
	])('%s: the same person', (_, a, b) => {
		expect(sameName(a, b)).toBe(true);
	});

	it.each([
		['different letters', 'Ana', 'Anna'],
		['e and é', 'Rene', composed],
		['a space inside a name is kept', 'Anna Lena', 'Annalena']
	])('%s: different people', (_, a, b) => {
		expect(sameName(a, b)).toBe(false);
	});

	it('is NFC and does not depend on the device language (I folds to i, not ı)', () => {
		expect(nameKey(decomposed)).toBe('ren\u00e9');
		expect(nameKey('IRMA')).toBe('irma');
	});
});

describe('repeatedNames', () => {
	it('lists the positions that repeat an earlier name; empty names never count', () => {
		expect(repeatedNames(['Ana', 'Ben', ' ana ', '', '  ', composed, decomposed])).toEqual([2, 6]);
		expect(hasRepeatedNames(['Ana', ' ana '])).toBe(true);
		expect(hasRepeatedNames(['Ana', 'Ben', '', ''])).toBe(false);
	});
});
