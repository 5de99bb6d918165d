import { describe, expect, it } from 'vitest';
import { emptyProfile } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { firstOpenStep, progress, stepItems, tilesMissing, vehicleTableEntries } from './steps';

describe('box transcription steps', () => {
	it('an empty box: every value the rules text does not give is one item, in table order', () => {
		const p = emptyProfile();
		// rounds 1, 3–6 · spaces 4–9 + housing · 9 scoring tiles · 6 auction tiles · 2 tables + 2 sets · 3 vehicles + 2 tables
		expect(progress(p)).toEqual({ done: 0, total: 5 + 7 + 9 + 6 + 4 + 5 });
		expect(firstOpenStep(p)).toBe('board');
		expect(stepItems(p, 'board').map((i) => i.key)).toEqual(['roundTrack.1', 'roundTrack.3', 'roundTrack.4', 'roundTrack.5', 'roundTrack.6']);
		expect(tilesMissing(p)).toBe(15);
	});

	it('a complete fixture box is done; resuming starts where values are missing', () => {
		expect(progress(FIXTURE_COMPLETE_PROFILE)).toEqual({ done: 36, total: 36 });
		expect(firstOpenStep(FIXTURE_COMPLETE_PROFILE)).toBeNull();
		expect(tilesMissing(FIXTURE_COMPLETE_PROFILE)).toBe(0);
		const noAuction = { ...FIXTURE_COMPLETE_PROFILE, auctionTiles: FIXTURE_COMPLETE_PROFILE.auctionTiles.map((t, i) => (i === 3 ? null : t)) };
		expect(firstOpenStep(noAuction)).toBe('auction');
		expect(progress(noAuction).done).toBe(35);
	});

	it('vehicle table entries: up to the most parts of a vehicle (or the rulebook’s entry), the rulebook’s entry left out', () => {
		const p = { ...emptyProfile(), partsPerVehicle: { car: 4, bus: 2, truck: 3 } };
		expect(vehicleTableEntries(p, 'sameVehicleTable', 3)).toEqual([1, 2, 4]);
		expect(vehicleTableEntries(emptyProfile(), 'sameVehicleTable', 3)).toEqual([1, 2]);
		expect(vehicleTableEntries(p, 'differentVehicleTable', 2)).toEqual([1, 3]);
	});
});
