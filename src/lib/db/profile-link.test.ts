import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../games/armageddon/profile';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { fileRefusalText } from '../i18n/words/file-refusals';
import { hasProfileFragment, MAX_LINK_CHARS, profileFragment, readProfileFragment } from './profile-link';

const problem = async (hash: string) => {
	const r = await readProfileFragment(hash);
	return r.ok ? 'read' : r.problem;
};

describe('a box profile in a link', () => {
	it('round-trips a complete profile and an empty one; the link stays short enough for a QR code', async () => {
		for (const profile of [FIXTURE_COMPLETE_PROFILE, emptyProfile()]) {
			const fragment = await profileFragment(profile);
			expect(hasProfileFragment(`#${fragment}`)).toBe(true);
			expect(fragment.length).toBeLessThan(1500);
			const read = await readProfileFragment(`#${fragment}`);
			expect(read.ok && read.profile).toEqual(profile);
		}
	});

	it('refuses a cut-off, malformed, foreign, too-new or oversized link, each with its reason', async () => {
		const good = await profileFragment(FIXTURE_COMPLETE_PROFILE);
		expect(await problem(`#${good.slice(0, good.length - 30)}`)).toBe('malformed');
		expect(await problem('#profile=1.%%%')).toBe('malformed');
		expect(await problem('#profile=one.abc')).toBe('malformed');
		expect(await problem(`#${good.replace('profile=1.', 'profile=2.')}`)).toBe('too-new');
		expect(await problem(`#profile=1.${'A'.repeat(MAX_LINK_CHARS)}`)).toBe('too-long');
		expect(await problem('#other=1')).toBe('not-a-link');
		const foreign = await profileFragment({ ...FIXTURE_COMPLETE_PROFILE, format: 'something-else' } as never);
		expect(await problem(`#${foreign}`)).toBe('not-a-profile');
		const damaged = await profileFragment({ ...FIXTURE_COMPLETE_PROFILE, roundTrack: [1, 5, 2, 3, 3, 4] });
		expect(await problem(`#${damaged}`)).toBe('not-a-profile');
	});
});

describe('a link is checked whole, like a file (an entry rule broken in one list refuses the link)', () => {
	const C = FIXTURE_COMPLETE_PROFILE;
	it.each([
		['a 0-VP scoring tile', { scoringTiles: C.scoringTiles.map((t, i) => (i === 3 && t ? { ...t, vp: 0 } : t)) }, /scoring tile 4 has 0 VP/, 'Scoring tile 4 has 0 VP'],
		['a scoring tile listed twice', { scoringTiles: C.scoringTiles.map((t, i) => (i === 5 ? C.scoringTiles[2]! : t)) }, /scoring tile 6 is listed twice/, 'Scoring tile 6 is listed twice'],
		['an auction tile listed twice', { auctionTiles: C.auctionTiles.map((t, i) => (i === 2 ? C.auctionTiles[1]! : t)) }, /auction tile 3 is listed twice/, 'Auction tile 3 is listed twice'],
		['a beer table that goes down', { beerTable: [0, 3, 2, 6, 10] }, /beerTable: 2 cards score fewer points than 1/, 'The beer table goes down at 2 cards']
	])('%s: refused, naming it in words', async (_what, change, english, words) => {
		const read = await readProfileFragment(`#${await profileFragment({ ...C, ...change } as never)}`);
		expect(read.ok).toBe(false);
		if (read.ok) return;
		expect(read.problem).toBe('not-a-profile');
		expect(read.detail).toMatch(english);
		expect(read.refusal && fileRefusalText(read.refusal, 'en')).toContain(words);
		expect(read.refusal && fileRefusalText(read.refusal, 'de')).not.toMatch(/scoringTiles|beerTable|auctionTiles/);
	});
});
