import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft, type FhDraft, type SbDraft } from './sheet-drafts';
import { memoryStorage } from '$lib/platform/testing/memory-storage';

const sb: SbDraft = {
	tab: 'score',
	count: 3,
	names: ['Ani', '', 'Cleo', '', ''],
	discovery: true,
	populations: { earth: { p1: 64, p2: null }, mars: {} },
	agendas: { p1: 'earth', p2: null },
	discoveries: { p3: ['uranus'] },
	seed: 'K7P2QX',
	round: 4,
	figures: { p1: { orbits: 2, transit: 0, points: null } }
};

describe('drafts of the score sheets being entered', () => {
	it('come back as they were saved, per game', () => {
		const storage = memoryStorage();
		saveDraft('six-billion', sb, storage);
		expect(loadDraft('six-billion', storage)).toEqual(sb);
		expect(loadDraft('four-horsemen', storage)).toBeNull();
		clearDraft('six-billion', storage);
		expect(loadDraft('six-billion', storage)).toBeNull();
	});

	it('a figure that was not a number comes back empty (JSON has no NaN)', () => {
		const storage = memoryStorage();
		saveDraft('six-billion', { ...sb, populations: { earth: { p1: Number.NaN } } }, storage);
		expect(loadDraft('six-billion', storage)?.populations.earth?.p1).toBeNull();
	});

	it('a damaged or foreign draft is ignored, never trusted', () => {
		const storage = memoryStorage();
		storage.setItem('armageddon-companion:draft:six-billion', '{not json');
		expect(loadDraft('six-billion', storage)).toBeNull();
		storage.setItem('armageddon-companion:draft:six-billion', JSON.stringify({ ...sb, count: 9 }));
		expect(loadDraft('six-billion', storage)).toBeNull();
		storage.setItem('armageddon-companion:draft:four-horsemen', JSON.stringify({ tab: 'final', count: 4, names: [], scoring: 7, entries: [], horsemanPoints: {}, alignments: {} }));
		expect(loadDraft('four-horsemen', storage)).toBeNull();
	});

	it('keeps a Four Horsemen draft', () => {
		const storage = memoryStorage();
		const fh: FhDraft = {
			tab: 'scoring',
			count: 4,
			names: ['Ada', 'Bo', '', '', '', ''],
			scoring: 2,
			entries: [{ p1: { good: 3, evil: null } }, {}, {}, {}],
			horsemanPoints: { p2: 3 },
			alignments: { p1: 'good', p2: null }
		};
		saveDraft('four-horsemen', fh, storage);
		expect(loadDraft('four-horsemen', storage)).toEqual(fh);
	});

	it('works without storage', () => {
		expect(() => saveDraft('six-billion', sb, null)).not.toThrow();
		expect(loadDraft('six-billion', null)).toBeNull();
	});
});
