import { describe, expect, it } from 'vitest';
import { makePlayer } from '../testing/player-builders';
import type { Building } from '../types';
import { checkBuild } from './sites';

const civil: Building = { type: 'civil', housing: 2, starVp: 0 };

describe('checkBuild', () => {
	it('builds an ordinary card on sites 3 to 7, over what stands there', () => {
		const p = makePlayer({ sites: { 3: civil } });
		for (const site of [3, 4, 7]) expect(checkBuild(p, site, civil), `site ${site}`).toBeNull();
	});

	it('refuses a site that is not 1 to 8, and a card of the wrong shape', () => {
		expect(checkBuild(makePlayer(), 9, civil)).toMatchObject({ code: 'invalid-value', detail: { kind: 'bad-choice', field: 'site', value: '9' } });
		expect(checkBuild(makePlayer(), 3, { ...civil, housing: 21 })).toMatchObject({ code: 'invalid-number' });
		expect(checkBuild(makePlayer(), 3, { ...civil, type: 'castle' as never })).toMatchObject({ code: 'invalid-value' });
		expect(checkBuild(makePlayer(), 3, null as never)).toMatchObject({ detail: { kind: 'malformed', what: 'building' } });
	});

	it('keeps sites 1 and 2 for their upgrades, and the upgrades for their sites', () => {
		expect(checkBuild(makePlayer(), 1, civil)).toMatchObject({ detail: { kind: 'printed-site', site: 1 } });
		expect(checkBuild(makePlayer(), 1, { ...civil, upgrade: 'headquarters' })).toBeNull();
		expect(checkBuild(makePlayer(), 3, { ...civil, upgrade: 'headquarters' })).toMatchObject({ detail: { kind: 'hq-upgrade-site' } });
		expect(checkBuild(makePlayer(), 2, { ...civil, upgrade: 'watchtower' })).toBeNull();
		expect(checkBuild(makePlayer(), 4, { ...civil, upgrade: 'watchtower' })).toMatchObject({ detail: { kind: 'watchtower-upgrade-site' } });
		const towerSite = makePlayer({ sites: { 4: { ...civil, special: 'tower-site' } } });
		expect(checkBuild(towerSite, 4, { ...civil, upgrade: 'watchtower' })).toBeNull();
	});

	it('opens site 8 with the extension and never builds over a Watchtower', () => {
		expect(checkBuild(makePlayer(), 8, civil)).toMatchObject({ detail: { kind: 'site-8-locked' } });
		expect(checkBuild(makePlayer({ extensionBuilt: true }), 8, civil)).toBeNull();
		const tower = makePlayer({ sites: { 4: { ...civil, upgrade: 'watchtower' } } });
		expect(checkBuild(tower, 4, civil)).toMatchObject({ detail: { kind: 'watchtower-fixed', site: 4 } });
	});

	it('never lets both churches stand at once', () => {
		const mercyful = makePlayer({ sites: { 3: { ...civil, special: 'church-mercyful' } } });
		expect(checkBuild(mercyful, 4, { ...civil, special: 'church-vengeful' })).toMatchObject({ detail: { kind: 'two-churches' } });
		expect(checkBuild(mercyful, 3, { ...civil, special: 'church-vengeful' })).toBeNull();
	});
});
