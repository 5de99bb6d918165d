import { describe, expect, it } from 'vitest';
import type { BoxKey } from './types';
import { boxNumberRange } from './box-bounds';
import { emptyProfile, setBoxValue } from './profile';

describe('boxNumberRange', () => {
	it.each<BoxKey>(['roundTrack.3', 'cityBoardHousing', 'weaponSet'])('%s: the profile takes both ends and refuses one past them', (key) => {
		const { min, max } = boxNumberRange(key);
		expect([min, max].map((n) => setBoxValue(emptyProfile(), key, n).ok)).toEqual([true, true]);
		expect([min - 1, max + 1].map((n) => setBoxValue(emptyProfile(), key, n).ok)).toEqual([false, false]);
	});

	it('bounds the round track by the marauder track', () => {
		expect(boxNumberRange('roundTrack.3')).toEqual({ min: 0, max: 8 });
	});
});
