import { describe, expect, it } from 'vitest';
import type { Building, CityAction, PlayerState } from '$lib/games/armageddon';
import { freshDraft, likelySite, siteOptions, toBuilding } from './building-draft';
import { freshCityDraft, largest, toCityAction } from './city-draft';
import { dryRun, lastChanges } from './dry-run';
import { FRANK, newTable, play, toCity, toConstruction } from './testing/fake-game.svelte';
import { prefillReturns } from './returns';

const civil: Building = { type: 'civil', housing: 2, starVp: 1 };
const someone = (patch: Partial<PlayerState>): PlayerState => ({ ...newTable().players[0]!, ...patch });

describe('building sites', () => {
	it.each([
		['a bare city: 3 is the first free site', {}, 'none', 3],
		['3 and 4 built: 5', { sites: { 3: civil, 4: civil } }, 'none', 5],
		['3–7 built, no extension: none free', { sites: { 3: civil, 4: civil, 5: civil, 6: civil, 7: civil } }, 'none', null],
		// Building on 8 would replace the built extension and its housing: the player picks, nothing is preselected.
		['3–7 built, extension built: none free', { sites: { 3: civil, 4: civil, 5: civil, 6: civil, 7: civil }, extensionBuilt: true }, 'none', null],
		['a Headquarters upgrade: 1', {}, 'headquarters', 1],
		['a Watchtower upgrade: 2', {}, 'watchtower', 2]
	] as const)('%s', (_what, patch, upgrade, site) => {
		expect(likelySite(someone(patch as Partial<PlayerState>), upgrade)).toBe(site);
	});

	it('opens a Tower Site to a Watchtower upgrade and closes a built Watchtower to anything else', () => {
		const towerSite: Building = { ...civil, special: 'tower-site' };
		const tower: Building = { ...civil, upgrade: 'watchtower' };
		const p = someone({ sites: { 4: towerSite, 5: tower } });
		const allowed = (u: 'none' | 'watchtower') => siteOptions(p, u).filter((o) => o.allowed).map((o) => o.site);
		expect(allowed('watchtower')).toEqual([2, 4]);
		expect(allowed('none')).toEqual([3, 4, 6, 7]);
		expect(siteOptions(p, 'none').find((o) => o.site === 5)?.note).toBe('fixed');
	});

	it('makes a building card only with a type, leaving out empty extras', () => {
		const draft = { site: 3 as const, type: null, housing: 1, starVp: 0, name: '  ', special: 'none' as const, upgrade: 'none' as const, card: null, actions: [] };
		expect(toBuilding(draft)).toBeNull();
		expect(toBuilding({ ...draft, type: 'military' })).toEqual({ type: 'military', housing: 1, starVp: 0 });
		expect(toBuilding({ ...draft, type: 'civil', name: ' Yard ', special: 'builders-yard' })).toEqual({
			type: 'civil',
			housing: 1,
			starVp: 0,
			name: 'Yard',
			special: 'builders-yard'
		});
	});

	it('never carries another player\'s card over: each form starts without a type, housing 0 and no star', () => {
		const s = toConstruction(newTable({ areas: [2, 6, 4] }));
		const first = s.pickOrder[0]!;
		const after = play(s, { type: 'construct', player: first, tile: 'two-houses', build: { site: 3, building: civil } });
		const next = after.players.find((p) => p.id === after.pickOrder[0])!;
		expect(freshDraft(next)).toEqual({ type: null, housing: 0, starVp: 0, site: 3, name: '', special: 'none', upgrade: 'none', card: null, actions: [] });
	});

	it('marks site 8 once the extension is built: building there replaces it (−2 housing); before, it is closed', () => {
		expect(siteOptions(someone({}), 'none').find((o) => o.site === 8)).toMatchObject({ allowed: false, note: 'extension' });
		expect(siteOptions(someone({ extensionBuilt: true }), 'none').find((o) => o.site === 8)).toMatchObject({ allowed: true, note: 'over-extension', over: null });
		expect(siteOptions(someone({ extensionBuilt: true, sites: { 8: civil } }), 'none').find((o) => o.site === 8)).toMatchObject({ allowed: true, note: 'over', over: civil });
	});
});

describe('city drafts', () => {
	it('finds the largest accepted value', () => {
		expect(largest(5, (n) => n <= 3)).toBe(3);
		expect(largest(5, () => false)).toBe(0);
		expect(largest(0, () => true)).toBe(0);
	});

	it('prefills a repair with as many engineers as the engine accepts, else worker pairs', () => {
		const base = someone({});
		const p = someone({ cityLeft: 4, damage: 6, survivors: { ...base.survivors, engineer: 2 } });
		const upTo = (e: number, w: number) => (a: CityAction) => a.kind === 'repair' && a.engineers <= e && a.workerPairs <= w;
		expect(freshCityDraft('repair', p, upTo(2, 9))).toMatchObject({ engineers: 2, workerPairs: 0 });
		expect(freshCityDraft('repair', p, upTo(0, 9))).toMatchObject({ engineers: 0, workerPairs: 2 });
	});

	it('never prefills a survivor gained this round, nor the leader standing in for one', () => {
		const base = someone({});
		const gained = { ...base.gainedThisRound, engineer: 1 };
		// One engineer, gained this round: the engine would accept 1 "engineer" (the leader stands in), the form offers worker pairs.
		const p = someone({ cityLeft: 3, damage: 6, survivors: { ...base.survivors, engineer: 1 }, gainedThisRound: gained });
		const upTo = (e: number, w: number) => (a: CityAction) => a.kind === 'repair' && a.engineers <= e && a.workerPairs <= w;
		expect(freshCityDraft('repair', p, upTo(1, 9))).toMatchObject({ engineers: 0, workerPairs: 1 });
	});

	it('makes an action only once its choices are made', () => {
		const d = freshCityDraft('draw-survivor');
		expect(toCityAction(d)).toBeNull();
		expect(toCityAction({ ...d, drawn: 'soldier', survivors: 2 })).toEqual({ kind: 'draw-survivor', drawn: 'soldier', survivors: 2 });
		expect(toCityAction({ ...freshCityDraft('fight'), marauders: 2, noVp: true })).toEqual({ kind: 'fight', marauders: 2, survivors: 1, noVp: true });
		expect(toCityAction(freshCityDraft('repair'))).toBeNull();
		expect(toCityAction(freshCityDraft(null))).toBeNull();
	});
});

describe('returns and dry runs', () => {
	it.each([
		[{ worker: 2, soldier: 1, engineer: 1, leader: 1 }, 1, { worker: 1, soldier: 0, engineer: 0, leader: 0 }],
		[{ worker: 2, soldier: 1, engineer: 1, leader: 1 }, 4, { worker: 2, soldier: 1, engineer: 1, leader: 0 }],
		[{ worker: 0, soldier: 0, engineer: 1, leader: 1 }, 2, { worker: 0, soldier: 0, engineer: 1, leader: 1 }]
	])('%o sends back %i: %o', (survivors, count, expected) => {
		expect(prefillReturns(someone({ survivors }), count)).toEqual(expected);
	});

	it('previews an event without applying it, and reports a rejection', () => {
		const s = toCity(newTable({ areas: [2, 6, 4] }));
		const who = s.cityOrder[0]!;
		const run = dryRun(s, { type: 'correction', player: FRANK, field: 'vp', value: 30 });
		expect(run.ok && run.changes.map((c) => c.kind)).toEqual(['vp']);
		expect(s.players.find((p) => p.id === FRANK)?.vp).not.toBe(30);
		const refused = dryRun(s, { type: 'city-action', player: who, action: { kind: 'extension' } });
		expect(refused.ok ? null : refused.rejection.code).toBe('not-enough');
	});

	it('lists the changes of the last event only', () => {
		const s = toCity(newTable({ areas: [2, 6, 4] }));
		const after = play(s, { type: 'correction', player: FRANK, field: 'damage', value: 5 });
		expect(lastChanges(after)).toEqual([{ kind: 'damage', player: FRANK, from: s.players.find((p) => p.id === FRANK)?.damage, to: 5, because: 'correction' }]);
		expect(lastChanges(play(after, { type: 'city-done', player: after.cityOrder[0]! }))).toEqual([]);
	});
});
