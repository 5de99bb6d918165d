import { describe, expect, it } from 'vitest';
import { bar, shortName, spread, ticks } from './chart-layout';

describe('ticks', () => {
	it.each([
		[133, [0, 50, 100, 150]],
		[10, [0, 2, 4, 6, 8, 10]],
		[0, [0, 1]],
		[61, [0, 20, 40, 60, 80]]
	])('up to %i', (max, expected) => {
		expect(ticks(max)).toEqual(expected);
	});
});

describe('spread', () => {
	it('pushes close labels apart in their order and keeps them inside the range', () => {
		expect(spread([50, 52, 10], 10, 0, 100)).toEqual([50, 60, 10]);
		expect(spread([99, 98], 10, 0, 100)).toEqual([100, 90]);
	});
});

describe('bar', () => {
	it('grows right from zero for points and left for penalties', () => {
		expect(bar(4, 100, 2)).toEqual({ x: 100, width: 8 });
		expect(bar(-3, 100, 2)).toEqual({ x: 94, width: 6 });
	});
});

describe('shortName', () => {
	it.each([
		['Anna', 'Anna'],
		['Christina', 'Christina'],
		['Maximilian', 'Maximili…']
	])('%s → %s', (name, short) => expect(shortName(name)).toBe(short));
});
