import { describe, expect, it } from 'vitest';
import { emptyProfile } from '../rules/profile';
import { FIXTURE_COMPLETE_PROFILE } from '../rules/testing/fixture-profiles';
import { hasProfileFragment, MAX_LINK_CHARS, profileFragment, readProfileFragment } from './profile-link';

const problem = async (hash: string) => {
	const r = await readProfileFragment(hash);
	return r.ok ? 'read' : r.problem;
};

describe('a box profile in a link (issue 11)', () => {
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
