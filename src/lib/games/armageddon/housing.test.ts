import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from './testing/fixture-profiles';
import { buildingCounts, housing, PRINTED_HEADQUARTERS, starVp, survivorTotal, visibleBuildings } from './housing';
import { makePlayer } from './testing/player-builders';
import { changeVp } from './tracks';
import type { Building, BuildingType, PlayerState } from './types';
import type { Result } from './rejections';

const ok = <T>(r: Result<T>): T => {
	if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.reason}`);
	return r.value;
};
const b = (type: BuildingType, housingValue: number, starValue = 0, special?: Building['special']): Building =>
	special ? { type, housing: housingValue, starVp: starValue, special } : { type, housing: housingValue, starVp: starValue };
const board = FIXTURE_COMPLETE_PROFILE.cityBoardHousing ?? 0;

describe('visible buildings', () => {
	it('lists the cards on sites 1..8 in site order; an upgraded Headquarters is the card alone', () => {
		const hqUpgrade = b('headquarters', 2);
		const sci = b('science', 1);
		const civ = b('civil', 3);
		const p = makePlayer({ sites: { 6: civ, 1: hqUpgrade, 3: sci } });
		expect(visibleBuildings(p)).toEqual([hqUpgrade, sci, civ]);
		expect(buildingCounts(p)).toEqual({ headquarters: 1, civil: 1, military: 0, science: 1 });
	});

	it('the printed Headquarters on site 1 is a visible headquarters building until upgraded', () => {
		expect(visibleBuildings(makePlayer())).toEqual([PRINTED_HEADQUARTERS]);
		expect(buildingCounts(makePlayer())).toEqual({ headquarters: 1, civil: 0, military: 0, science: 0 });
		const p = makePlayer({ sites: { 3: b('civil', 2), 4: b('headquarters', 1) } });
		expect(buildingCounts(p)).toEqual({ headquarters: 2, civil: 1, military: 0, science: 0 });
	});

	it('the printed Watchtower and the extension count for no building type [D]', () => {
		const p = makePlayer({ extensionBuilt: true });
		expect(buildingCounts(p)).toEqual({ headquarters: 1, civil: 0, military: 0, science: 0 });
	});

	it('the printed Headquarters adds no housing and no star (its housing is the board’s)', () => {
		expect(ok(housing(makePlayer(), FIXTURE_COMPLETE_PROFILE))).toBe(board);
		expect(starVp(makePlayer())).toBe(0);
	});
});

describe('housing', () => {
	it.each<[string, Partial<PlayerState>, number]>([
		['city board only', {}, board],
		['plus building cards', { sites: { 3: b('civil', 2), 4: b('science', 3) } }, board + 5],
		['plus a built extension', { extensionBuilt: true }, board + 2],
		['extension built over: only the new card counts', { extensionBuilt: true, sites: { 8: b('civil', 1) } }, board + 1],
		['unbuilt extension gives nothing', { extensionBuilt: false }, board],
		['one 2 Houses tile', { twoHouses: 1 }, board + 2],
		['two 2 Houses tiles', { twoHouses: 2 }, board + 4],
		['Military without Builder’s Yard: no bonus', { sites: { 3: b('military', 1), 4: b('military', 1) } }, board + 2],
		[
			'Builder’s Yard: +1 per visible Military incl. itself',
			{ sites: { 3: b('military', 1, 0, 'builders-yard'), 4: b('military', 2), 5: b('civil', 1) } },
			board + 4 + 2
		],
		[
			'everything at once',
			{ extensionBuilt: true, twoHouses: 1, sites: { 3: b('military', 1, 0, 'builders-yard'), 4: b('military', 1), 5: b('military', 1) } },
			board + 3 + 2 + 2 + 3
		]
	])('%s', (_name, overrides, expected) => {
		expect(ok(housing(makePlayer(overrides), FIXTURE_COMPLETE_PROFILE))).toBe(expected);
	});

	it('unknown city board housing → needs-box-value', () => {
		const r = housing(makePlayer(), FIXTURE_RULES_ONLY_PROFILE);
		expect(r).toMatchObject({ ok: false, code: 'needs-box-value' });
		expect(r.ok ? [] : r.needs?.map((n) => n.key)).toEqual(['cityBoardHousing']);
	});

	it('§10 completion: Frank 9 housing, 10 survivors → one survivor back, −2 VP', () => {
		const frank = makePlayer({
			name: 'Frank',
			colour: 'brown',
			vp: 20,
			survivors: { worker: 7, soldier: 1, engineer: 1, leader: 1 },
			sites: { 3: b('civil', 3) }
		});
		const room = ok(housing(frank, { ...FIXTURE_COMPLETE_PROFILE, cityBoardHousing: 6 }));
		expect(room).toBe(9);
		const short = survivorTotal(frank) - room;
		expect(short).toBe(1);
		expect(changeVp(frank, -2 * short, 'housing', 0).player.vp).toBe(18);
	});
});

describe('survivors and stars', () => {
	it('survivorTotal counts every owned colour, an away leader included', () => {
		const p = makePlayer({ survivors: { worker: 4, soldier: 2, engineer: 3, leader: 1 }, leaderAwayAt: 7 });
		expect(survivorTotal(p)).toBe(10);
	});

	it('§10 completion: Travis star buildings 5 + 1 → +6 VP', () => {
		const travis = makePlayer({ name: 'Travis', colour: 'white', sites: { 3: b('civil', 1, 5), 5: b('science', 2, 1), 6: b('military', 1) } });
		expect(starVp(travis)).toBe(6);
		expect(changeVp(travis, starVp(travis), 'star', 0).player.vp).toBe(16);
	});

	it('no stars → 0', () => {
		expect(starVp(makePlayer({ sites: { 3: b('civil', 2) } }))).toBe(0);
	});
});
